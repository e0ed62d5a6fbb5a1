/// Where bytes read from a stream end in whole UTF-8 characters: a character cut at the end of a
/// read waits for the rest of its bytes rather than being repaired into U+FFFD.
enum UTF8Prefix {
    /// How many of `bytes` hold whole characters: all but a last character whose lead byte says more
    /// bytes follow than have come. Invalid bytes count as whole (decoding repairs them).
    static func complete(_ bytes: [UInt8]) -> Int {
        var start = bytes.count
        // A character has at most three bytes after its lead.
        while start > 0, bytes.count - start < 3, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return bytes.count }
        let lead = bytes[start - 1]
        let length = lead >= 0xF8 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return bytes.count - (start - 1) < length ? start - 1 : bytes.count
    }
}
