import HUDKit

/// A usage mistake: printed as one line naming it, then the usage, and the process exits 2.
struct UsageError: Error {
    let message: String
}

/// An option a subcommand accepts.
struct OptionSpec {
    let name: String
    let takesValue: Bool
    let repeatable: Bool

    static func value(_ name: String, repeatable: Bool = false) -> OptionSpec {
        OptionSpec(name: name, takesValue: true, repeatable: repeatable)
    }

    static func flag(_ name: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: false, repeatable: false)
    }
}

/// Command-line words split into positionals and `--name value` / `--name=value` options,
/// checked against what the subcommand accepts. `--` ends options.
struct ParsedArguments {
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]

    init(_ words: [String], accepting specs: [OptionSpec]) throws(UsageError) {
        let byName = Dictionary(uniqueKeysWithValues: specs.map { ($0.name, $0) })
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = TextSanitizer.clean(words[index])
            index += 1
            guard !optionsEnded, word.hasPrefix("--") else {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let body = word.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let spec = byName[name] else { throw UsageError(message: "unknown option --\(name)") }
            if !spec.repeatable, values[name] != nil { throw UsageError(message: "option --\(name) given twice") }
            if spec.takesValue {
                if let inline {
                    values[name, default: []].append(inline)
                } else if index < words.count {
                    values[name, default: []].append(TextSanitizer.clean(words[index]))
                    index += 1
                } else {
                    throw UsageError(message: "option --\(name) needs a value")
                }
            } else {
                guard inline == nil else { throw UsageError(message: "option --\(name) takes no value") }
                values[name, default: []].append("")
            }
        }
    }

    /// The options given among `specs` as words that parse back to the same values (`--name=value`,
    /// `--name`), in `specs`' order: for handing a command on with its positionals rebuilt, where
    /// the words as typed could not be spliced safely (a value may look like an option, or like `--`).
    func optionWords(_ specs: [OptionSpec]) -> [String] {
        specs.flatMap { spec in
            (values[spec.name] ?? []).map { spec.takesValue ? "--\(spec.name)=\($0)" : "--\(spec.name)" }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { values[name] != nil }

    func double(_ name: String) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw UsageError(message: "option --\(name) needs a number, got \"\(text)\"")
        }
        return number
    }

    /// A duration option: a finite number of seconds, not negative.
    func seconds(_ name: String) throws(UsageError) -> Double? {
        guard let value = try double(name) else { return nil }
        guard value >= 0 else { throw UsageError(message: "--\(name) must be ≥ 0 seconds, got \(value)") }
        return value
    }

    /// `--style auto|light|dark`; `auto` (nil) is each kind's default.
    func appearance() throws(UsageError) -> Appearance? {
        guard let style = value("style"), style != "auto" else { return nil }
        guard let appearance = Appearance(rawValue: style) else {
            throw UsageError(message: "--style needs auto, light or dark, got \"\(style)\"")
        }
        return appearance
    }

    /// `--blur auto|own|compositor|off`.
    func blurMode() throws(UsageError) -> BlurMode? {
        guard let blur = value("blur") else { return nil }
        guard let mode = BlurMode(parsing: blur) else {
            throw UsageError(message: "--blur needs auto, own, compositor or off, got \"\(blur)\"")
        }
        return mode
    }
}
