/// The `%` directives of a printf- or strftime-style format: `%`, its flags, width and length (`-`,
/// `O`, `0`–`9`, `l`), then the conversion. One scanner serves HUDKit's two kinds of format, the
/// words' numbers (`Words`) and the dates' names (`CalendarDay.written`).
package enum PercentFormat {
    /// `format` with each directive replaced by what `expand` makes of its flags and conversion. A
    /// directive `expand` refuses (nil), and a `%` at the end, is written as it is; `%%` is a
    /// percent sign.
    package static func expanding(
        _ format: String, _ expand: (_ flags: Substring, _ conversion: Character) -> String?
    ) -> String {
        var written = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            written += rest[..<percent]
            let flags = rest[rest.index(after: percent)...].prefix { "-O0123456789l".contains($0) }
            guard flags.endIndex < rest.endIndex else { return written + rest[percent...] }
            let conversion = rest[flags.endIndex]
            let end = rest.index(after: flags.endIndex)
            written +=
                flags.isEmpty && conversion == "%" ? "%" : expand(flags, conversion) ?? String(rest[percent..<end])
            rest = rest[end...]
        }
        return written + rest
    }
}
