import HUDSystem

extension TextFile {
    /// `[section]` → key → value, for the INI-like files of the XDG specifications.
    static func sections(_ text: String) -> [String: [String: String]] {
        var sections: [String: [String: String]] = [:]
        var current = ""
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.drop { $0 == " " }
            if line.hasPrefix("#") || line.isEmpty { continue }
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                current = String(line[line.index(after: line.startIndex)..<close])
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].filter { $0 != " " }
            let value = line[line.index(after: equals)...].drop { $0 == " " }
            sections[current, default: [:]][key] = String(value).trimmingTrailingSpaces()
        }
        return sections
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
