/// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` and `(in: .whitespaces)`, by
/// Unicode scalar as Foundation trims, for the command line's and the resources' text. Foundation's
/// sets hold U+200B ZERO WIDTH SPACE beside Unicode's white space, so these do too.
extension StringProtocol {
    /// Without leading and trailing white space and line breaks (Unicode's White_Space property).
    package func trimmingWhitespace() -> String {
        trimming { $0.properties.isWhitespace || $0 == "\u{200B}" }
    }

    /// Without leading and trailing spaces and tabs (general category Zs, and U+0009), line breaks kept.
    package func trimmingSpaces() -> String {
        trimming { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// Without leading and trailing U+0020 spaces alone, as zenity's and GDK's value parsers read a
    /// value typed with spaces about it.
    package func trimmingSpaceCharacters() -> String {
        trimming { $0 == " " }
    }

    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
