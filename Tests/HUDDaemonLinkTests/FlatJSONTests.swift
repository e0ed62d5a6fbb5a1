import HUDDaemonLink
import Testing

/// The daemon's hand-written JSON: what it writes, what it reads back, and what it refuses.
@Suite("flat JSON codec")
struct FlatJSONTests {
    static let awkwardStrings = [
        "", "plain", "quote \" backslash \\ slash /", "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}",
        "é 中文 😀 \u{10FFFF}", "\u{2028}\u{FEFF}", String(repeating: "x", count: 5000),
    ]

    func decode(_ text: String, limit: Int = 1024) throws(FlatJSON.Malformed) -> [String: FlatJSON.Value] {
        try FlatJSON.decode(Array(text.utf8), limit: limit)
    }

    @Test(arguments: awkwardStrings)
    func stringsSurviveTheRoundTrip(text: String) throws {
        let members: [(String, FlatJSON.Value)] = [(text, .string(text)), ("list", .strings([text, text]))]
        let encoded = FlatJSON.encode(members)
        #expect(!encoded.contains(UInt8(ascii: "\n")), "a message is one line")
        #expect(encoded.allSatisfy { $0 >= 0x20 }, "no raw control characters")
        let decoded = try FlatJSON.decode(encoded, limit: 1 << 20)
        #expect(decoded == [text: .string(text), "list": .strings([text, text])])
    }

    @Test func everyValueTypeRoundTrips() throws {
        let members: [(String, FlatJSON.Value)] = [
            ("s", .string("a")), ("i", .integer(-42)), ("max", .integer(Int.max)),
            ("min", .integer(Int.min)), ("zero", .integer(0)), ("t", .bool(true)),
            ("f", .bool(false)), ("none", .strings([])), ("some", .strings(["x", "y"])),
        ]
        let decoded = try FlatJSON.decode(FlatJSON.encode(members), limit: 1024)
        #expect(decoded == Dictionary(uniqueKeysWithValues: members))
    }

    @Test func escapesAreWrittenAsJSONSpellsThem() {
        let encoded = FlatJSON.encode([("k", .string("\"\\\n\r\t\u{1}\u{7F}é"))])
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"k":"\"\\\n\r\t\u0001\u007fé"}"#)
    }

    @Test func everyEscapeIsRead() throws {
        let decoded = try decode(#" { "k" : "\"\\\/\b\f\n\r\t\u00e9\u4E2D\ud83d\ude00" , "n":[ ] } "#)
        #expect(decoded == ["k": .string("\"\\/\u{8}\u{C}\n\r\té中😀"), "n": .strings([])])
    }

    @Test(arguments: [
        ("", "expected a JSON object at byte 0"),
        ("[1,2,3]", "expected a JSON object at byte 0"),
        ("{", "expected a quoted key at byte 1"),
        (#"{"a":1,}"#, "expected a quoted key at byte 7"),
        (#"{"a" 1}"#, "expected \":\" after a key at byte 5"),
        (#"{"a":1 "b":2}"#, "expected \",\" or \"}\" at byte 7"),
        (#"{"a":1}x"#, "unexpected bytes after the object at byte 7"),
        (#"{"a":1,"a":2}"#, "key \"a\" given twice at byte 7"),
        (#"{"a":{"b":1}}"#, "nested objects are not accepted at byte 5"),
        (#"{"a":null}"#, "expected a string, integer, boolean or array of strings at byte 5"),
        (#"{"a":tru}"#, "expected a string, integer, boolean or array of strings at byte 5"),
        (#"{"a":[1]}"#, "arrays may hold only strings at byte 6"),
        (#"{"a":["x"}"#, "expected \",\" or \"]\" at byte 9"),
        (#"{"a":1.5}"#, "only integers are accepted at byte 6"),
        (#"{"a":1e3}"#, "only integers are accepted at byte 6"),
        (#"{"a":01}"#, "leading zeros are not JSON at byte 5"),
        (#"{"a":-}"#, "expected digits at byte 6"),
        (#"{"a":99999999999999999999}"#, "integer out of range at byte 5"),
        (#"{"a":"x"#, "unterminated string at byte 5"),
        ("{\"a\":\"line\nbreak\"}", "control character in a string (escape it) at byte 10"),
        (#"{"a":"\q"}"#, "unknown escape \\q at byte 6"),
        (#"{"a":"\u12"}"#, "\\u needs four hex digits at byte 8"),
        (#"{"a":"\u+123"}"#, "\\u needs four hex digits at byte 8"),
        (#"{"a":"\ud83d"}"#, "lone surrogate \\ud83d at byte 6"),
        (#"{"a":"\ud83dx"}"#, "lone surrogate \\ud83d at byte 6"),
        (#"{"a":"\ud83d\u0041"}"#, "high surrogate not followed by a low one at byte 6"),
        (#"{"a":"\ude00"}"#, "lone surrogate \\ude00 at byte 6"),
    ])
    func malformedInputIsRefusedSayingWhereAndWhy(text: String, message: String) {
        #expect(throws: FlatJSON.Malformed(description: message)) { try decode(text) }
    }

    @Test func invalidUTF8IsRefused() {
        let bytes = Array(#"{"a":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)
        #expect(throws: FlatJSON.Malformed(description: "string is not valid UTF-8 at byte 5")) {
            try FlatJSON.decode(bytes, limit: 100)
        }
    }

    @Test func inputOverTheLimitIsRefusedUnread() throws {
        let text = #"{"a":""# + String(repeating: "x", count: 100) + #""}"#
        #expect(try decode(text, limit: text.utf8.count) == ["a": .string(String(repeating: "x", count: 100))])
        #expect(throws: FlatJSON.Malformed(description: "longer than \(text.utf8.count - 1) bytes")) {
            try decode(text, limit: text.utf8.count - 1)
        }
    }
}

/// Requests and replies on the daemon's socket, over the codec.
@Suite("daemon messages")
struct DaemonMessageTests {
    @Test(arguments: [
        DaemonMessage.Request(argv: ["toast", "hi \"there\"\n", "--for", "1"]),
        DaemonMessage.Request(argv: ["hide", "--all"], config: "/home/u/.config/hud/config"),
    ])
    func requestsRoundTrip(request: DaemonMessage.Request) throws {
        let line = request.line
        #expect(line.last == UInt8(ascii: "\n") && line.filter { $0 == UInt8(ascii: "\n") }.count == 1)
        #expect(try DaemonMessage.Request(line: Array(line.dropLast())) == request)
    }

    @Test func requestsWithoutACommandOrWithAWrongTypeAreRefused() throws {
        for text in ["{}", #"{"argv":[]}"#, #"{"argv":"toast"}"#, #"{"argv":["toast"],"config":true}"#] {
            #expect(throws: FlatJSON.Malformed.self, "\(text)") { try DaemonMessage.Request(line: Array(text.utf8)) }
        }
        // Members it does not know are left alone, for older and newer clients.
        #expect(try DaemonMessage.Request(line: Array(#"{"argv":["toast"],"future":1}"#.utf8)).argv == ["toast"])
    }

    @Test(arguments: [
        DaemonMessage.Reply.accepted, .out("Delete\n"), .err("hud: no\n"), .exit(0), .exit(255),
        .exit(Int32.min), .error("busy: too many clients"),
    ])
    func repliesRoundTrip(reply: DaemonMessage.Reply) throws {
        #expect(try DaemonMessage.Reply(line: Array(reply.line.dropLast())) == reply)
    }

    @Test func repliesOutsideTheProtocolAreRefused() {
        for text in ["{}", #"{"exit":4294967296}"#, #"{"accepted":false}"#, #"{"out":"a","exit":0}"#, #"{"exit":"0"}"#]
        {
            #expect(throws: FlatJSON.Malformed.self, "\(text)") { try DaemonMessage.Reply(line: Array(text.utf8)) }
        }
    }

    @Test func aLineOverTheLimitOverflowsTheBuffer() {
        var lines = LineBuffer()
        lines.append(ArraySlice(Array(#"{"exit":0}"#.utf8) + [UInt8(ascii: "\n")]))
        #expect(lines.nextLine() == Array(#"{"exit":0}"#.utf8))
        lines.append(ArraySlice(repeating: UInt8(ascii: "x"), count: DaemonMessage.maximumLineBytes + 1))
        #expect(lines.nextLine() == nil)
        #expect(lines.overflowed)
    }
}
