/// hud-bench's command line: at most one of `--x11`, `--daemon`, `--notifications`, `--memory`, `--osd`, `--center`,
/// `--zenity`, `--languages`, `--screen-reader` (none: the repaint bench), `--filter NAME`, and numeric options as `--name N` or `--name=N`.
struct BenchArguments {
    enum Mode: String, CaseIterable {
        case repaint, x11, daemon, notifications, memory, osd, center, zenity, languages, wayland
        case screenReader = "screen-reader"
        case listSearch = "list-search"
    }

    struct UsageError: Error {
        let message: String
    }

    private static let numericOptions: Set = ["iterations", "scale", "seconds", "cycles", "rounds"]

    private(set) var mode = Mode.repaint
    private(set) var filter: String?
    private var numbers: [String: Double] = [:]

    init(_ words: [String]) throws(UsageError) {
        var remaining = words[...]
        while let word = remaining.popFirst() {
            guard word.hasPrefix("--") else { throw UsageError(message: "unexpected argument \"\(word)\"") }
            let body = word.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            if let flag = Mode(rawValue: name), flag != .repaint, !body.contains("=") {
                guard mode == .repaint else { throw UsageError(message: "--\(mode) and --\(name) exclude each other") }
                mode = flag
                continue
            }
            guard name == "filter" || Self.numericOptions.contains(name) else {
                throw UsageError(message: "unknown option --\(name)")
            }
            let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let value = inline ?? remaining.popFirst() else {
                throw UsageError(message: "option --\(name) needs a value")
            }
            if name == "filter" {
                filter = value
            } else if let number = Double(value), number.isFinite, number >= 0 {
                numbers[name] = number
            } else {
                throw UsageError(message: "option --\(name) needs a number ≥ 0, got \"\(value)\"")
            }
        }
    }

    /// `--name`'s number, or nil when not given.
    func number(_ name: String) -> Double? { numbers[name] }

    /// `--name`'s number as a count of at least one, or `fallback`.
    func count(_ name: String, default fallback: Int) -> Int {
        numbers[name].map { max(1, Int(min($0, 1e9))) } ?? fallback
    }
}
