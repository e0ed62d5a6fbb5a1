import Glibc
import HUDBus

/// `zenity --notification`: a notification through whichever server owns
/// `org.freedesktop.Notifications` on the session bus (HUDKit's own or another), sent as zenity sends
/// it through libnotify: from "Zenity notification", the text's first line (after C escapes such as
/// `\n`) the summary and the rest the body, `--icon` (zenity 4) or `--window-icon` the icon, `--hint NAME:VALUE` hints and a
/// default action. With `--listen`, each `message:TEXT` or `tooltip:TEXT` line of stdin sends one
/// (without the action), `icon:NAME` sets the icon of the next, and `visible:` lines, which show or
/// hide zenity's tray icon, change nothing.
struct ZenityNotification {
    static let appName = "Zenity notification"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let connection: BusConnection
    private var icon: String
    private let hints: [(key: String, value: Variant)]

    init(_ commandLine: ZenityCommandLine) throws(Failure) {
        do {
            connection = try BusConnection()
        } catch {
            throw Failure(description: "zenity --notification: no session bus: \(error)")
        }
        icon = Self.icon(commandLine)
        hints =
            commandLine.all("hint").compactMap(Self.hint)
            + [(key: "sender-pid", value: Variant(int64: Int64(getpid())))]
    }

    /// The notification's icon: zenity 4's `--icon`, else 3.44's `--window-icon`, else none.
    static func icon(_ commandLine: ZenityCommandLine) -> String {
        commandLine.value("icon") ?? commandLine.value("window-icon") ?? ""
    }

    static func run(_ commandLine: ZenityCommandLine) throws -> Int32 {
        var notification = try ZenityNotification(commandLine)
        guard commandLine.has("listen") else {
            try notification.send(commandLine.value("text") ?? "", actions: ["default", "Do Default Action"])
            return 0
        }
        while let line = readLine() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = String(line[line.index(after: colon)...].drop { $0 == " " })
            switch line[..<colon].lowercased() {
            case "message", "tooltip": try notification.send(value, actions: [])
            case "icon": notification.icon = value
            default: continue
            }
        }
        return 0
    }

    /// `Notify` with the text's first line as the summary, the rest as the body.
    private func send(_ text: String, actions: [String]) throws(Failure) {
        let lines = ZenityText.compressed(text).split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let parameters = Variant(tuple: [
            Variant(string: Self.appName), Variant(uint32: 0), Variant(string: icon),
            Variant(string: String(lines.first ?? "")), Variant(string: lines.count > 1 ? String(lines[1]) : ""),
            Variant(strings: actions), Variant(dictionary: hints), Variant(int32: -1),
        ])
        do {
            _ = try connection.call(
                "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
                interface: "org.freedesktop.Notifications", method: "Notify", parameters: parameters)
        } catch {
            throw Failure(description: "zenity --notification: the notification server did not answer: \(error)")
        }
    }

    /// `--hint NAME:VALUE` typed as libnotify types the hints zenity knows; others are left out.
    private static func hint(_ text: String) -> (key: String, value: Variant)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = String(text[..<colon])
        let value = String(text[text.index(after: colon)...])
        switch name {
        case "urgency": return UInt8(value).map { (name, Variant(byte: $0)) }
        case "x", "y": return Int32(value).map { (name, Variant(int32: $0)) }
        case "transient", "resident", "action-icons", "suppress-sound":
            return (name, Variant(boolean: value == "true"))
        case "category", "desktop-entry", "image-path", "sound-file", "sound-name":
            return (name, Variant(string: value))
        default: return nil
        }
    }
}
