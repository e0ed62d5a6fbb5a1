import Foundation

/// The daemon's wire format: one JSON object per line, each way. A client sends one request per
/// connection and reads replies until `exit`:
///
///     → {"argv":["success","Done","--hide-after","1.5"]}    a show command, as typed after `hud`
///     → {"hide":{"all":false}}                              `hud hide [--all]`
///     ← {"accepted":true}                                   an alert is up; its answer follows
///     ← {"out":"Delete\n"}  {"err":"…"}                     what the command prints
///     ← {"exit":0}                                          its exit status; the daemon then closes
///     ← {"error":"…"}                                       a request it could not read; then closes
enum DaemonMessage {
    /// Longest line either side accepts; a longer one is refused, never buffered.
    static let maximumLineBytes = 64 * 1024

    struct Request: Codable, Equatable {
        struct Hide: Codable, Equatable {
            var all: Bool
        }

        var argv: [String]?
        var hide: Hide?
    }

    struct Reply: Codable, Equatable {
        var accepted: Bool?
        var out: String?
        var err: String?
        var exit: Int32?
        var error: String?
    }

    static func line<Message: Encodable>(_ message: Message) -> [UInt8] {
        // Encoding these plain structs cannot fail.
        let data = (try? JSONEncoder().encode(message)) ?? Data("{}".utf8)
        return Array(data) + [UInt8(ascii: "\n")]
    }

    static func decode<Message: Decodable>(_ type: Message.Type, from line: [UInt8]) -> Message? {
        try? JSONDecoder().decode(type, from: Data(line))
    }
}

/// Bytes from a stream cut into lines, at most `DaemonMessage.maximumLineBytes` each.
struct LineBuffer {
    private var pending: [UInt8] = []

    /// True once a line has grown past the limit; the stream is then beyond saving.
    private(set) var overflowed = false

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        pending.append(contentsOf: bytes)
    }

    /// The next complete line without its newline, or nil until one has arrived.
    mutating func nextLine() -> [UInt8]? {
        guard let newline = pending.firstIndex(of: UInt8(ascii: "\n")) else {
            if pending.count > DaemonMessage.maximumLineBytes { overflowed = true }
            return nil
        }
        let line = Array(pending[..<newline])
        pending.removeSubrange(...newline)
        if line.count > DaemonMessage.maximumLineBytes {
            overflowed = true
            return nil
        }
        return line
    }
}
