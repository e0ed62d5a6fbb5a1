import Dispatch
import Glibc
import HUDBus
import HUDSystem
import Synchronization

/// `zenity --file-selection`: the desktop's own file chooser, through the freedesktop portal's
/// `org.freedesktop.portal.FileChooser` on the session bus (`OpenFile`, or `SaveFile` with
/// `--save`), whose Request object's `Response` signal carries the chosen `uris`; printed as zenity
/// prints them: paths, joined by `--separator` (`|`) with `--multiple`, exit 1 on cancel. Without a
/// portal on the bus, exit 255 saying what to install.
struct ZenityFileSelection {
    static let fileChooser = "org.freedesktop.portal.FileChooser"
    static let request = "org.freedesktop.portal.Request"
    /// How long the portal has to answer a ping (it may be started for it): 5 s.
    static let portalBound: Int32 = 5_000
    static let noPortal = ZenityUsageError(
        message: "hud zenity: --file-selection needs the desktop portal's file chooser, and no "
            + "org.freedesktop.portal.Desktop answers on the session bus: install xdg-desktop-portal "
            + "and xdg-desktop-portal-gtk")

    /// The call's method and arguments, from zenity's options.
    let method: String
    let title: String
    let options: [(key: String, value: Variant)]
    let separator: String

    init(_ commandLine: ZenityCommandLine, token: String) {
        let saving = commandLine.has("save")
        method = saving ? "SaveFile" : "OpenFile"
        title = commandLine.value("title") ?? (saving ? "Save File" : "Select a File")
        separator = ZenityText.compressed(commandLine.value("separator") ?? "|")
        var options: [(key: String, value: Variant)] = [("handle_token", Variant(string: token))]
        if !saving {
            options.append(("multiple", Variant(boolean: commandLine.has("multiple"))))
            options.append(("directory", Variant(boolean: commandLine.has("directory"))))
        }
        if let filename = commandLine.value("filename") {
            let slash = filename.lastIndex(of: "/")
            let folder = slash.map { String(filename[...$0]) }
            let name = slash.map { String(filename[filename.index(after: $0)...]) } ?? filename
            if let folder {
                // A byte string ending in NUL, as the portal takes paths.
                let bytes = Array(folder.utf8) + [0]
                options.append(("current_folder", Variant(array: bytes.map { Variant(byte: $0) }, of: "y")))
            }
            if saving, !name.isEmpty { options.append(("current_name", Variant(string: name))) }
        }
        let filters = commandLine.all("file-filter").map(Self.filter)
        if !filters.isEmpty { options.append(("filters", Variant(array: filters, of: "(sa(us))"))) }
        self.options = options
    }

    /// zenity's `NAME | PATTERN PATTERN…` (or the patterns alone, which name the filter) as the
    /// portal's `(sa(us))`: each a glob (0).
    static func filter(_ text: String) -> Variant {
        let parts = text.split(separator: "|", maxSplits: 1).map { $0.trimmingSpaceCharacters() }
        let name = parts.count == 2 ? parts[0] : text.trimmingSpaceCharacters()
        let patterns = (parts.count == 2 ? parts[1] : text).split(separator: " ").map(String.init)
        return Variant(tuple: [
            Variant(string: name),
            Variant(array: patterns.map { Variant(tuple: [Variant(uint32: 0), Variant(string: $0)]) }, of: "(us)"),
        ])
    }

    static func run(_ commandLine: ZenityCommandLine) throws -> Int32 {
        let loop = MainLoopThread(name: "hud zenity file selection")
        let answer = Mutex<[String: (UInt32, [String])]>([:])
        let answered = DispatchSemaphore(value: 0)
        let (bus, subscription): (BusConnection, SignalSubscription)
        do {
            (bus, subscription) = try loop.registering { () throws(GLibError) in
                let bus = try BusConnection()
                let subscription = SignalSubscription(on: bus, interface: request, name: "Response") { signal in
                    answer.withLock { $0[signal.path] = Self.response(signal.parameters) }
                    answered.signal()
                }
                return (bus, subscription)
            }
        } catch {
            throw ZenityUsageError(message: "hud zenity: --file-selection: no session bus: \(error)")
        }
        loop.start()
        defer {
            withExtendedLifetime(subscription) {}
            loop.stop()
        }
        do {
            _ = try bus.call(
                DesktopPortal.service, path: DesktopPortal.path, interface: "org.freedesktop.DBus.Peer", method: "Ping",
                timeout: portalBound)
        } catch {
            throw noPortal
        }
        let selection = ZenityFileSelection(commandLine, token: "hud\(getpid())")
        let handle: String
        do {
            let reply = try bus.call(
                DesktopPortal.service, path: DesktopPortal.path, interface: fileChooser, method: selection.method,
                parameters: Variant(tuple: [
                    Variant(string: ""), Variant(string: selection.title), Variant(dictionary: selection.options),
                ]), timeout: Int32.max)
            handle = reply.child(0).string
        } catch {
            throw ZenityUsageError(message: "hud zenity: --file-selection: the portal refused: \(error)")
        }
        while true {
            if let (code, uris) = answer.withLock({ $0[handle] }) {
                guard code == 0 else { return ExitStatus.cancel }
                let paths = uris.map(Self.path)
                StandardStream.write(paths.joined(separator: selection.separator) + "\n", to: STDOUT_FILENO)
                return ExitStatus.ok
            }
            answered.wait()
        }
    }

    /// `Response`'s `(u a{sv})`: the code (0 chosen, 1 cancelled, 2 other) and the `uris`.
    static func response(_ parameters: Variant) -> (UInt32, [String]) {
        let results = parameters.child(1)
        var uris: [String] = []
        for index in 0..<results.childCount {
            let entry = results.child(index)
            if entry.child(0).string == "uris" { uris = entry.child(1).boxed.strings }
        }
        return (parameters.child(0).uint32, uris)
    }

    /// A `file://` URI's path, percent-decoded; another URI as it is.
    static func path(_ uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var bytes: [UInt8] = []
        var input = Array(uri.utf8.dropFirst("file://".count))[...]
        while let byte = input.popFirst() {
            if byte == UInt8(ascii: "%"), input.count >= 2,
                let value = UInt8(String(decoding: input.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                input = input.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
