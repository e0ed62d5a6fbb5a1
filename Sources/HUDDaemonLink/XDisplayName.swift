/// A `DISPLAY` string taken apart as Xlib reads it: `[host]:N[.S]`, where an empty host and `unix`
/// both mean the local server's socket. `:1`, `:1.0`, `unix:1` and `unix:1.0` name one X server, so
/// they share one daemon; `host:N` over TCP is another connection and keeps a daemon of its own.
package struct XDisplayName: Equatable, Sendable {
    /// The host, empty for the local server (`unix` included).
    package let host: String
    /// The display number: which server on that host.
    package let number: Int
    /// The screen; 0 when none is given.
    package let screen: Int

    /// Parses `name`; nil when it is not `[host]:N[.S]` with decimal N and S.
    package init?(_ name: String) {
        guard let colon = name.lastIndex(of: ":") else { return nil }
        let host = String(name[..<colon])
        let parts = name[name.index(after: colon)...].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let number = Self.decimal(parts[0]) else { return nil }
        guard let screen = parts.count == 2 ? Self.decimal(parts[1]) : 0 else { return nil }
        self.host = host == "unix" ? "" : host
        self.number = number
        self.screen = screen
    }

    /// One name per server (and screen, when not the first): `1`, `1.1`, `host:10`. The daemon shows
    /// everything on the screen it opened, so another screen of the same server keeps its own daemon.
    package var serverKey: String {
        (host.isEmpty ? "" : host + ":") + String(number) + (screen == 0 ? "" : "." + String(screen))
    }

    private static func decimal(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text)
    }
}
