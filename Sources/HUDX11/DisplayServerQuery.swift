import CX11
import HUDCore
import HUDSurfaces

extension XConnection {
    /// The facts `DisplayServer` judges by: the extensions the server lists and its RandR outputs' names.
    func queryDisplayServer() -> DisplayServer {
        var extensions = Set<String>()
        var count: Int32 = 0
        if let list = XListExtensions(display, &count) {
            for index in 0..<Int(count) {
                if let name = list[index] { extensions.insert(String(cString: name)) }
            }
            XFreeExtensionList(list)
        }
        var outputs: [String] = []
        if let resources = XRRGetScreenResourcesCurrent(display, root) {
            for index in 0..<Int(resources.pointee.noutput) {
                guard let info = XRRGetOutputInfo(display, resources, resources.pointee.outputs[index]) else {
                    continue
                }
                outputs.append(String(cString: info.pointee.name))
                XRRFreeOutputInfo(info)
            }
            XRRFreeScreenResources(resources)
        }
        return DisplayServer(extensions: extensions, outputNames: outputs)
    }
}
