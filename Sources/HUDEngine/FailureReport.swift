/// What a failed command prints on stderr and the status it exits with: `hud: MESSAGE`, then the
/// command's usage after a usage mistake (exit 2); a config mistake exits 2 without it; anything
/// else exits 255; a mistake on zenity's command line is zenity's line, exit 255. The same whether the command failed here or in the daemon.
struct FailureReport {
    let text: String
    let status: Int32

    init(_ message: String, usage: String?, status: Int32? = nil) {
        text = "hud: \(message)\n" + (usage.map { $0 + "\n" } ?? "")
        self.status = status ?? (usage == nil ? ExitStatus.failure : ExitStatus.usage)
    }

    private init(text: String, status: Int32) {
        self.text = text
        self.status = status
    }

    init(_ error: any Error, usage: String) {
        switch error {
        case let error as ConfigError: self.init("config: " + error.message, usage: nil, status: ExitStatus.usage)
        case let error as UsageError: self.init(error.message, usage: usage)
        // zenity's own line, without hud's name or usage, as scripts written for zenity see it.
        case let error as ZenityUsageError:
            self.init(text: error.message + "\n", status: ExitStatus.failure)
        default: self.init("\(error)", usage: nil)
        }
    }
}
