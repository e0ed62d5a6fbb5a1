import Glibc
import HUDKit
import HUDSystem

/// `zenity --text-info`: the text of `--filename`, or of stdin, in a scrolling text view in the
/// system alert, with Cancel and OK (and `--checkbox`, which OK waits for); `--editable`, a
/// multi-line editor of it whose text OK prints. It reads its text in
/// this process, so it is shown from here, not by the daemon. A file is read before the dialog
/// shows; stdin is shown at once and appended as it arrives, as zenity does (`--auto-scroll`
/// following its end); at most `maximumBytes` of either, invalid UTF-8 repaired.
enum ZenityTextInfo {
    /// The most of a file or of stdin that is shown: 1 MiB.
    static let maximumBytes = 1 << 20

    /// What zenity's `--width` and `--height` take beyond the text view: the alert's insets either
    /// side, and its title, insets and buttons above and below.
    static let chrome = Size(width: 40, height: 120)
    /// zenity's text dialog without `--width` and `--height`, about.
    static let defaultWindow = Size(width: 480, height: 400)

    static func run(_ commandLine: ZenityCommandLine) throws -> Int32 {
        let path = commandLine.value("filename")
        let text = try path.map(read) ?? ""
        let request = try ShowRequest(
            zenity: try ZenityDialog(commandLine, content: .textView(view(text, commandLine))))
        try FacadeDisplay.open()
        guard path == nil else { return ShowCommand.runInProcess(request) }
        return ShowCommand.runInProcess(request) { alert in
            _ = SystemThread(name: "hud zenity text-info stdin") { stream(STDIN_FILENO, into: alert) }
        }
    }

    /// The text view `--width`, `--height`, `--checkbox`, `--auto-scroll` and `--editable` ask for.
    static func view(_ text: String, _ commandLine: ZenityCommandLine) -> AlertTextView {
        let window = Size(
            width: commandLine.integer("width").map(Double.init) ?? defaultWindow.width,
            height: commandLine.integer("height").map(Double.init) ?? defaultWindow.height)
        return AlertTextView(
            text: text, checkbox: commandLine.value("checkbox"),
            size: Size(width: window.width - chrome.width, height: window.height - chrome.height),
            startsAtEnd: commandLine.has("auto-scroll"), isEditable: commandLine.has("editable"))
    }

    /// The file's text; a file that cannot be read is a usage error.
    static func read(_ path: String) throws(ZenityUsageError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ZenityUsageError(message: "hud zenity: --filename \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        return read(from: descriptor, named: path)
    }

    /// Appends what `descriptor` gives to the alert's text as it arrives, as zenity shows stdin,
    /// up to `maximumBytes`: whole UTF-8 characters only, invalid bytes repaired.
    private static func stream(_ descriptor: Int32, into alert: Alert) {
        var pending: [UInt8] = []
        var total = 0
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while total < maximumBytes {
            let count = Glibc.read(descriptor, &chunk, min(chunk.count, maximumBytes - total))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            total += count
            pending += chunk[..<count]
            let whole = UTF8Prefix.complete(pending)
            guard whole > 0 else { continue }
            alert.appendText(String(decoding: pending[..<whole], as: UTF8.self))
            pending.removeSubrange(..<whole)
        }
        if !pending.isEmpty { alert.appendText(String(decoding: pending, as: UTF8.self)) }
        var probe: UInt8 = 0
        if total >= maximumBytes, Glibc.read(descriptor, &probe, 1) > 0 {
            StandardStream.write(
                "hud zenity: --text-info shows the first \(maximumBytes) bytes (1 MiB) of stdin\n", to: STDERR_FILENO)
        }
    }

    /// Up to `maximumBytes`, decoded; a line on stderr says when more was left out.
    private static func read(from descriptor: Int32, named name: String) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maximumBytes {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        if bytes.count > maximumBytes {
            bytes.removeSubrange(maximumBytes...)
            StandardStream.write(
                "hud zenity: --text-info shows the first \(maximumBytes) bytes (1 MiB) of \(name)\n",
                to: STDERR_FILENO)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
