/// What picom's command line and config file say of its background blur, read as picom 9 reads them:
/// the config file first (`blur-background`, `blur-background-frame`, `blur-method`, the `blur`
/// group's `method`), the command line over it, in order (`--blur-background`, `--blur-method`).
/// A client cannot ask picom whether it blurs (its D-Bus interface answers only when it runs with
/// `--dbus`), and what it blurs depends on rules: any exclusion rule, per-window-type blur setting or
/// included file leaves the answer unknown.
package struct PicomSettings: Hashable, Sendable {
    /// Whether picom blurs behind every translucent window, HUDKit's included: false when it does
    /// not or when that cannot be told.
    package private(set) var blursEveryWindow = false
    /// The blur method as last set (nil: none set), and whether a rule may exclude windows from it.
    private var method: String?
    private var mayExclude = false

    /// `arguments`: picom's command line, its name first; `environment`: picom's, where the config
    /// file's default place is found; `readFile` gives a file's text or nil.
    package init(arguments: [String], environment: [String: String], readFile: (String) -> String?) {
        let commandLine = Self.options(Array(arguments.dropFirst()))
        var configPath: String?
        for (name, value) in commandLine where name == "config" { configPath = value }
        let text = (configPath.map { [$0] } ?? Self.configPaths(environment)).lazy.compactMap(readFile).first
        if let text { readConfig(text) }
        for (name, value) in commandLine {
            switch name {
            case "blur-background", "blur-background-frame": if method == nil || method == "none" { method = "kernel" }
            case "blur-method": method = value
            case "blur-background-exclude": mayExclude = true
            default: break
            }
        }
        blursEveryWindow = !mayExclude && method.map { $0 != "none" } ?? false
    }

    /// The long options of a command line and their values (`--name value` or `--name=value`; only
    /// the options that take one are given it).
    private static func options(_ words: [String]) -> [(name: String, value: String?)] {
        let taking: Set = ["config", "blur-method", "blur-background-exclude", "backend", "blur-kern"]
        var options: [(name: String, value: String?)] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("--") else { continue }
            let body = word.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                options.append((String(body[..<equals]), String(body[body.index(after: equals)...])))
            } else if taking.contains(String(body)), index < words.count {
                options.append((String(body), words[index]))
                index += 1
            } else {
                options.append((String(body), nil))
            }
        }
        return options
    }

    /// Where picom 9 looks for its config file when none is given, first found first.
    package static func configPaths(_ environment: [String: String]) -> [String] {
        let home = environment["HOME"] ?? ""
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        let configDirectories = (environment["XDG_CONFIG_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/etc/xdg")
            .split(separator: ":").map(String.init)
        let names = ["picom.conf", "picom/picom.conf", "compton.conf", "compton/compton.conf"]
        return names.map { configHome + "/" + $0 } + [home + "/.compton.conf"]
            + configDirectories.flatMap { directory in names.map { directory + "/" + $0 } }
    }

    /// The settings of a libconfig file that bear on the blur.
    private mutating func readConfig(_ text: String) {
        let tokens = LibconfigTokens(text).tokens
        var depth = 0
        var group: [String] = []
        var index = 0
        func value(after name: Int) -> String? {
            guard name + 2 < tokens.count, tokens[name + 1] == "=" || tokens[name + 1] == ":" else { return nil }
            return tokens[name + 2]
        }
        var background = false
        var configured: String?
        while index < tokens.count {
            let token = tokens[index]
            switch token {
            case "{", "[", "(":
                depth += 1
                group.append(index >= 2 ? tokens[index - 2] : "")
            case "}", "]", ")":
                depth -= 1
                _ = group.popLast()
            case "@include":
                mayExclude = true
            case "blur-background-exclude":
                // An empty list excludes nothing.
                if depth == 0, index + 3 < tokens.count, tokens[index + 2] == "[", tokens[index + 3] == "]" { break }
                mayExclude = true
            case "blur-background", "blur-background-frame":
                if depth == 0 {
                    background = background || value(after: index).map(Self.isTrue) ?? false
                } else {
                    // A window type's own blur setting (`wintypes`).
                    mayExclude = true
                }
            case "blur-method" where depth == 0, "method" where depth == 1 && group.last == "blur":
                configured = value(after: index).map(Self.unquoted)
            default:
                break
            }
            index += 1
        }
        method = configured ?? (background ? "kernel" : nil)
        if background, method == "none" { method = "kernel" }
    }

    private static func isTrue(_ token: String) -> Bool { ["true", "yes", "on"].contains(token.lowercased()) }

    private static func unquoted(_ token: String) -> String {
        token.count >= 2 && token.hasPrefix("\"") && token.hasSuffix("\"")
            ? String(token.dropFirst().dropLast()) : token
    }
}

/// A libconfig file's tokens, comments dropped: names and values, strings with their quotes, and the
/// punctuation `= : ; , { } [ ] ( )` one character each.
private struct LibconfigTokens {
    private(set) var tokens: [String] = []

    init(_ text: String) {
        let characters = Array(text)
        var index = 0
        var word = ""
        func endWord() {
            if !word.isEmpty { tokens.append(word) }
            word = ""
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "#" || character == "/" && next == "/" {
                endWord()
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/" && next == "*" {
                endWord()
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                    index += 1
                }
                index += 2
            } else if character == "\"" {
                endWord()
                var string = "\""
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    string.append(characters[index])
                    index += 1
                }
                tokens.append(string + "\"")
                index += 1
            } else if "=:;,{}[]()".contains(character) {
                endWord()
                tokens.append(String(character))
                index += 1
            } else if character.isWhitespace {
                endWord()
                index += 1
            } else {
                word.append(character)
                index += 1
            }
        }
        endWord()
    }
}
