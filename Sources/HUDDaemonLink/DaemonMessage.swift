import Glibc

/// The daemon's wire format: one flat JSON object (`FlatJSON`) per line, each way. A client sends
/// one request per connection and reads replies until `exit`:
///
///     → {"argv":["success","Done","--hide-after","1.5"],"config":"/home/me/.config/hud/config"}
///         a command as typed after `hud` (a show command or `hide`); with `config`, the daemon
///         applies that config file's defaults first, as the caller's own process would have;
///         `"language":["LANG=de_DE.UTF-8"]`, the caller's message locale, for the daemon's own words
///     ← {"accepted":true}                                   an alert is up; its answer follows
///     ← {"out":"Delete\n"}  {"err":"…"}                     what the command prints (an alert's
///                                                           warnings too, while it is up)
///     ← {"exit":0}                                          its exit status; the daemon then closes
///     ← {"error":"…"}                                       a request it could not read; then closes
///     ← {"declined":"…"}                                    no room for another caller (its descriptors or
///                                                           memory are spent): the client runs the command itself
package enum DaemonMessage {
    /// The most a command's words may hold in all, in bytes: a megabyte-long text shows (cut with an
    /// ellipsis); more is refused as a usage error, in the daemon and in hud-engine alike. (Linux itself
    /// passes at most 128 KiB in one argument and about 2 MiB in all with the default stack limit.)
    package static let maximumArgumentBytes = 4 * 1024 * 1024
    /// Longest line either side accepts: the largest command with room for its JSON escapes and the
    /// config path; a longer one is refused, never buffered. A client whose request would be longer
    /// (text full of escaped control characters) runs the command itself.
    package static let maximumLineBytes = maximumArgumentBytes + 64 * 1024

    /// What a client asks for.
    package struct Request: Equatable, Sendable {
        /// The words after `hud`, the command first.
        package var argv: [String]
        /// The config file whose defaults apply (it may not exist); nil: the words are final.
        package var config: String?
        /// The caller's message locale, as `NAME=VALUE` of `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and
        /// `LANG` (those set): the daemon writes its own words for this request in the caller's
        /// language, not its own.
        package var language: [String]

        /// A request for `argv`, expanded with `config`'s defaults when given, in the calling
        /// process's language unless `language` is given.
        package init(argv: [String], config: String? = nil, language: [String] = Self.callersLanguage) {
            self.argv = argv
            self.config = config
            self.language = language
        }

        /// The variables that choose this process's language and how it writes dates, as `NAME=VALUE`.
        package static var callersLanguage: [String] {
            let names: [String] = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_TIME", "LANG"]
            return names.compactMap { name in getenv(name).map { name + "=" + String(cString: $0) } }
        }

        /// `language` as an environment of those variables.
        package var languageEnvironment: [String: String] {
            var environment: [String: String] = [:]
            for entry in language {
                guard let equals = entry.firstIndex(of: "=") else { continue }
                environment[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
            }
            return environment
        }

        /// Reads a request line; `argv` must hold at least the command.
        package init(line: [UInt8]) throws(FlatJSON.Malformed) {
            let members = try FlatJSON.decode(line, limit: maximumLineBytes)
            guard case .strings(let argv)? = members["argv"], !argv.isEmpty else {
                throw FlatJSON.Malformed(description: "expected \"argv\": a non-empty array of strings")
            }
            self.argv = argv
            config = try members.string("config")
            if case .strings(let language)? = members["language"] {
                self.language = language
            } else {
                language = []
            }
        }

        /// The request as one line, newline included.
        package var line: [UInt8] {
            var members: [(String, FlatJSON.Value)] = [("argv", .strings(argv))]
            if let config { members.append(("config", .string(config))) }
            if !language.isEmpty { members.append(("language", .strings(language))) }
            return FlatJSON.encode(members) + [UInt8(ascii: "\n")]
        }
    }

    /// One of the daemon's answers; exactly one member is set.
    package enum Reply: Equatable, Sendable {
        /// An alert is up; its answer follows.
        case accepted
        /// Text for the caller's stdout.
        case out(String)
        /// Text for the caller's stderr.
        case err(String)
        /// The command's exit status; the last reply.
        case exit(Int32)
        /// The request could not be read or served; the last reply.
        case error(String)
        /// The daemon has no room for this call (why); the client does the work in its own process.
        case declined(String)

        /// Reads a reply line.
        package init(line: [UInt8]) throws(FlatJSON.Malformed) {
            let members = try FlatJSON.decode(line, limit: maximumLineBytes)
            guard members.count == 1, let (key, value) = members.first else {
                throw FlatJSON.Malformed(description: "expected one member, got \(members.count)")
            }
            switch (key, value) {
            case ("accepted", .bool(true)): self = .accepted
            case ("out", .string(let text)): self = .out(text)
            case ("err", .string(let text)): self = .err(text)
            case ("exit", .integer(let status)) where Int32(exactly: status) != nil: self = .exit(Int32(status))
            case ("error", .string(let text)): self = .error(text)
            case ("declined", .string(let text)): self = .declined(text)
            default: throw FlatJSON.Malformed(description: "unexpected reply member \"\(key)\"")
            }
        }

        /// The reply as one line, newline included.
        package var line: [UInt8] {
            let member: (String, FlatJSON.Value) =
                switch self {
                case .accepted: ("accepted", .bool(true))
                case .out(let text): ("out", .string(text))
                case .err(let text): ("err", .string(text))
                case .exit(let status): ("exit", .integer(Int(status)))
                case .error(let text): ("error", .string(text))
                case .declined(let text): ("declined", .string(text))
                }
            return FlatJSON.encode([member]) + [UInt8(ascii: "\n")]
        }
    }
}

extension [String: FlatJSON.Value] {
    /// The string member `key`, nil when absent; another type is malformed.
    fileprivate func string(_ key: String) throws(FlatJSON.Malformed) -> String? {
        switch self[key] {
        case nil: return nil
        case .string(let text)?: return text
        default: throw FlatJSON.Malformed(description: "expected \"\(key)\" to be a string")
        }
    }
}
