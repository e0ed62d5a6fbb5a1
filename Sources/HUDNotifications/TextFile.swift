import Glibc

/// Reads small text files (index.theme, settings.ini) without Foundation.
enum TextFile {
    /// The file's text (invalid UTF-8 repaired), or nil when it cannot be read or exceeds `limit` bytes.
    static func read(_ path: String, limit: Int = 1 << 20) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return String(repairing: bytes) }
            bytes += chunk[..<count]
            if bytes.count > limit { return nil }
        }
    }

    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

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
