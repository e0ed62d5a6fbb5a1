import CX11
import Foundation

/// Xlib's default handlers end the process on the first failed request, and hang or crash on a lost
/// connection. Ours log a failed request and carry on, and turn a lost server into a clear message
/// and exit status 255 (the CLI's runtime-error status).
enum XErrorHandlers {
    static let lostServerStatus: Int32 = 255

    static func install() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            var buffer = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(event.pointee.error_code), &buffer, Int32(buffer.count))
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let message = "hud: X error: \(text) (request \(event.pointee.request_code), resource 0x\(String(event.pointee.resourceid, radix: 16)))\n"
            FileHandle.standardError.write(Data(message.utf8))
            return 0
        }
        XSetIOErrorHandler { _ in
            FileHandle.standardError.write(Data("hud: lost the connection to the X server\n".utf8))
            exit(XErrorHandlers.lostServerStatus)
        }
    }
}
