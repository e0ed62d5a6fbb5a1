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
        if let path = commandLine.value("filename") {
            let request = try request(showing: read(path), commandLine)
            try FacadeDisplay.open()
            return ShowCommand.runInProcess(request)
        }
        var input = TextInfoInput(descriptor: STDIN_FILENO, limit: maximumBytes)
        let request = try request(showing: input.ready(), commandLine)
        try FacadeDisplay.open()
        guard !input.isAtEnd else { return ShowCommand.runInProcess(request) }
        return ShowCommand.runInProcess(request) { [input] alert in
            _ = SystemThread(name: "hud zenity text-info stdin") {
                var input = input
                while let more = input.next() {
                    if !more.isEmpty { alert.append(.text(more)) }
                }
            }
        }
    }

    private static func request(showing text: String, _ commandLine: ZenityCommandLine) throws -> ShowRequest {
        try ShowRequest(zenity: try ZenityDialog(commandLine, content: .textView(view(text, commandLine))))
    }

    /// The text view `--width`, `--height`, `--checkbox`, `--auto-scroll`, `--editable` and `--font`
    /// ask for.
    static func view(_ text: String, _ commandLine: ZenityCommandLine) -> AlertTextView {
        let window = Size(
            width: commandLine.integer("width").map(Double.init) ?? defaultWindow.width,
            height: commandLine.integer("height").map(Double.init) ?? defaultWindow.height)
        return AlertTextView(
            text: text, checkbox: commandLine.value("checkbox"),
            size: Size(width: window.width - chrome.width, height: window.height - chrome.height),
            startsAtEnd: commandLine.has("auto-scroll"), isEditable: commandLine.has("editable"),
            font: commandLine.value("font").map(FontLibrary.textFont(fromPangoDescription:)))
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
