import Glibc
import HUDSystem

/// stdin as `--text-info` shows it (and `--list` reads its cells): whole UTF-8 characters as they
/// arrive (invalid bytes repaired), at most `limit` bytes, with a line on stderr when more was left
/// out.
struct TextInfoInput {
    let descriptor: Int32
    let limit: Int
    /// The dialog's option, for that line.
    var dialog = "text-info"
    private(set) var isAtEnd = false
    private var pending: [UInt8] = []
    private var total = 0

    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// What has arrived already, without waiting for more: text that is there as the dialog opens
    /// is in its first frame, as it is in zenity's, so keys pressed once the window shows find it.
    mutating func ready() -> String {
        var text = ""
        while !isAtEnd, isReadable, let more = next() { text += more }
        return text
    }

    /// The next whole characters, waiting for them ("" while a character is still incomplete); nil
    /// once at the end.
    mutating func next() -> String? {
        guard !isAtEnd else { return nil }
        var chunk = [UInt8](repeating: 0, count: min(64 * 1024, limit - total))
        var count = 0
        if !chunk.isEmpty {
            repeat { count = Glibc.read(descriptor, &chunk, chunk.count) } while count < 0 && errno == EINTR
        }
        guard count > 0 else { return finish() }
        total += count
        pending += chunk[..<count]
        let whole = UTF8Prefix.complete(pending)
        defer { pending.removeSubrange(..<whole) }
        return String(decoding: pending[..<whole], as: UTF8.self)
    }

    private mutating func finish() -> String {
        isAtEnd = true
        var probe: UInt8 = 0
        if total >= limit, Glibc.read(descriptor, &probe, 1) > 0 {
            StandardStream.write(
                "hud zenity: --\(dialog) shows the first \(limit) bytes of stdin\n", to: STDERR_FILENO)
        }
        defer { pending = [] }
        return String(decoding: pending, as: UTF8.self)
    }

    private var isReadable: Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }
}
