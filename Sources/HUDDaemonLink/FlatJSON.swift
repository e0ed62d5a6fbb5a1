/// The JSON the daemon and its callers exchange: one object whose values are strings, integers,
/// booleans or arrays of strings, nothing nested. Hand-written so that the `hud` client needs no
/// Foundation (whose loading alone costs more than the whole exchange); anything outside that
/// subset is refused with a message saying where and why.
package enum FlatJSON {
    /// A member's value.
    package enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case bool(Bool)
        case strings([String])
    }

    /// Input that is not one flat JSON object, with what was wrong and the byte offset it was found at.
    package struct Malformed: Error, Equatable, CustomStringConvertible {
        /// What was expected or found, e.g. `expected "," or "}" at byte 12`.
        package let description: String

        /// A refusal saying `description`.
        package init(description: String) {
            self.description = description
        }
    }

    /// The object's members in `members`' order, on one line (no newline: `\n` in strings is escaped).
    package static func encode(_ members: [(String, Value)]) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            switch value {
            case .string(let text):
                appendString(text, to: &bytes)
            case .integer(let number):
                bytes += Array(String(number).utf8)
            case .bool(let flag):
                bytes += Array((flag ? "true" : "false").utf8)
            case .strings(let texts):
                bytes.append(UInt8(ascii: "["))
                for (index, text) in texts.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    appendString(text, to: &bytes)
                }
                bytes.append(UInt8(ascii: "]"))
            }
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// The members of the one object `bytes` holds (surrounding whitespace allowed); refuses input
    /// longer than `limit` bytes before reading it, repeated keys, and anything nested or fractional.
    package static func decode(_ bytes: [UInt8], limit: Int) throws(Malformed) -> [String: Value] {
        guard bytes.count <= limit else { throw Malformed(description: "longer than \(limit) bytes") }
        var reader = Reader(bytes: bytes)
        return try reader.object()
    }

    private static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20, 0x7F:
                bytes += Array("\\u00".utf8) + [hexDigit(byte >> 4), hexDigit(byte & 0xF)]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}

/// A cursor over the input; each method consumes one grammar element or throws.
private struct Reader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func object() throws(FlatJSON.Malformed) -> [String: FlatJSON.Value] {
        try expect("{", what: "a JSON object")
        var members: [String: FlatJSON.Value] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                skipWhitespace()
                let keyStart = position
                guard peek() == UInt8(ascii: "\"") else { throw failure("expected a quoted key") }
                let key = try string()
                guard members[key] == nil else { throw failure("key \"\(key)\" given twice", at: keyStart) }
                try expect(":", what: "\":\" after a key")
                members[key] = try value()
                skipWhitespace()
                guard let next = peek(), next == UInt8(ascii: ",") || next == UInt8(ascii: "}") else {
                    throw failure("expected \",\" or \"}\"")
                }
                position += 1
                if next == UInt8(ascii: "}") { break }
            }
        }
        skipWhitespace()
        guard position == bytes.count else { throw failure("unexpected bytes after the object") }
        return members
    }

    private mutating func value() throws(FlatJSON.Malformed) -> FlatJSON.Value {
        skipWhitespace()
        guard let first = peek() else { throw failure("expected a value, got the end") }
        switch first {
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "["):
            return .strings(try strings())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .integer(try integer())
        case UInt8(ascii: "{"):
            throw failure("nested objects are not accepted")
        default:
            throw failure("expected a string, integer, boolean or array of strings")
        }
    }

    private mutating func strings() throws(FlatJSON.Malformed) -> [String] {
        position += 1 // [
        var texts: [String] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return texts
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("arrays may hold only strings") }
            texts.append(try string())
            skipWhitespace()
            guard let next = peek(), next == UInt8(ascii: ",") || next == UInt8(ascii: "]") else {
                throw failure("expected \",\" or \"]\"")
            }
            position += 1
            if next == UInt8(ascii: "]") { return texts }
        }
    }

    /// An integer: no fraction, no exponent, no leading zeros, within `Int`.
    private mutating func integer() throws(FlatJSON.Malformed) -> Int {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        let digitsStart = position
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        guard position > digitsStart else { throw failure("expected digits") }
        guard bytes[digitsStart] != UInt8(ascii: "0") || position == digitsStart + 1 else {
            throw failure("leading zeros are not JSON", at: digitsStart)
        }
        if let next = peek(), [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(next) {
            throw failure("only integers are accepted")
        }
        guard let number = Int(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            throw failure("integer out of range", at: start)
        }
        return number
    }

    /// A quoted string with its escapes resolved; the raw bytes must be UTF-8 without control characters.
    private mutating func string() throws(FlatJSON.Malformed) -> String {
        let start = position
        position += 1 // "
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw failure("unterminated string", at: start) }
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw failure("string is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &utf8)
            case 0..<0x20:
                throw failure("control character in a string (escape it)", at: position - 1)
            default:
                utf8.append(byte)
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(FlatJSON.Malformed) {
        guard let byte = peek() else { throw failure("unterminated escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            let escapeStart = position - 2
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
                // A high surrogate counts only with the low one that must follow as another \u escape.
                guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw failure("lone surrogate \\u\(String(code, radix: 16))", at: escapeStart)
                }
                position += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("high surrogate not followed by a low one", at: escapeStart)
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(code) {
                throw failure("lone surrogate \\u\(String(code, radix: 16))", at: escapeStart)
            }
            // Every value left is a Unicode scalar: surrogates were paired or refused above.
            utf8 += Array(String(Unicode.Scalar(code)!).utf8)
        default:
            throw failure("unknown escape \\\(Unicode.Scalar(byte))", at: position - 2)
        }
    }

    private mutating func hex4() throws(FlatJSON.Malformed) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("\\u needs four hex digits") }
        var code: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("\\u needs four hex digits")
            }
            code = code << 4 | UInt32(digit)
        }
        position += 4
        return code
    }

    private mutating func literal(_ word: String) throws(FlatJSON.Malformed) {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected
        else {
            throw failure("expected a string, integer, boolean or array of strings")
        }
        position += expected.count
    }

    private mutating func expect(_ character: Unicode.Scalar, what: String) throws(FlatJSON.Malformed) {
        skipWhitespace()
        guard peek() == UInt8(ascii: character) else { throw failure("expected \(what)") }
        position += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private func failure(_ message: String, at offset: Int? = nil) -> FlatJSON.Malformed {
        FlatJSON.Malformed(description: "\(message) at byte \(offset ?? position)")
    }
}
