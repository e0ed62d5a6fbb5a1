/// Makes arbitrary input safe to lay out: invalid UTF-8 becomes U+FFFD, and control characters
/// other than newline and tab (which Pango would draw as boxes, or NUL which C would truncate at) are dropped.
package enum TextSanitizer {
    /// `text` with unwanted control characters dropped.
    package static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnwanted) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isUnwanted($0) })
        return String(scalars)
    }

    /// Decodes bytes from the outside world (command line, sockets), replacing invalid sequences.
    package static func decode(_ bytes: some Collection<UInt8>) -> String {
        clean(String(decoding: bytes, as: UTF8.self))
    }

    private static func isUnwanted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F: true
        default: false
        }
    }
}
