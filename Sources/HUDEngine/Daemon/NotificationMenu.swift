import Glibc
import HUDDaemonLink
import HUDSystem

/// `hud notifications menu [--all] [--menu CMD]`: the daemon lists the actions (`actions`), a
/// dmenu-compatible command offers them, one a line, and the daemon invokes the line chosen
/// (`action ID KEY`). The menu runs here, in the caller's process, not in the daemon: it must
/// appear on the caller's display with the caller's PATH and environment (a daemon started by
/// D-Bus activation or systemd has neither), and a menu held open must not stall the daemon's loop,
/// which serves every other caller.
enum NotificationMenu {
    /// rofi when it is installed, else dmenu.
    static let defaultCommand = "if command -v rofi >/dev/null 2>&1; then exec rofi -dmenu; else exec dmenu; fi"

    /// One offered action: the line the menu shows, and what invoking it takes.
    struct Choice {
        let line: String
        let id: String
        let key: String
    }

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, accepting: [.flag("all"), .value("menu")])
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "notifications: menu takes --all and --menu CMD only")
        }
        var listed = ""
        let listing = DaemonMessage.Request(
            argv: [NotificationsCommand.name, "actions"] + (arguments.has("all") ? ["--all"] : []))
        let status = DaemonClient.exchange(listing, start: false) { text in
            listed += text
            return []
        }
        guard let status else { return NotificationsCommand.reportNotServing() }
        guard status == ExitStatus.ok else { return status }
        let choices = self.choices(listed)
        guard let chosen = try ask(arguments.value("menu") ?? defaultCommand, choices.map(\.line)) else {
            return ExitStatus.cancel
        }
        guard let choice = choices.first(where: { $0.line == chosen }) else {
            StandardStream.write(
                "hud: notifications: menu: \"\(chosen)\" is none of the actions offered\n", to: STDERR_FILENO)
            return ExitStatus.cancel
        }
        let invoking = DaemonMessage.Request(argv: [NotificationsCommand.name, "action", choice.id, choice.key])
        return DaemonClient.exchange(invoking, start: false) ?? NotificationsCommand.reportNotServing()
    }

    /// The daemon's `actions` lines (id, key, label, summary) as menu lines: `LABEL (SUMMARY) [ID]`,
    /// the key added when two actions of one notification share a label.
    static func choices(_ listed: String) -> [Choice] {
        let rows = listed.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
            .filter { $0.count == 4 }.map { $0.map(String.init) }
        return rows.map { row in
            let (id, key, label, summary) = (row[0], row[1], row[2], row[3])
            let shared = rows.filter { $0[0] == id && $0[2] == label }.count > 1
            return Choice(line: "\(label) (\(summary)) [\(id)\(shared ? " " + key : "")]", id: id, key: key)
        }
    }

    /// Runs `command` with `/bin/sh -c`, the lines on its stdin; the line it printed, or nil when it
    /// chose nothing (Escape: dmenu and rofi exit 1 and print nothing).
    private static func ask(_ command: String, _ lines: [String]) throws -> String? {
        let (menuInput, ourInput) = try UnixSocket.pipe(nonBlocking: false)
        let (ourOutput, menuOutput) = try UnixSocket.pipe(nonBlocking: false)
        let spawn = ProcessSpawn(
            standardInput: .descriptor(menuInput), standardOutput: .descriptor(menuOutput),
            unblocksSignals: true, resetsSignalActions: true)
        let pid: pid_t
        do {
            pid = try spawn.start("/bin/sh", arguments: ["sh", "-c", command])
        } catch {
            for end in [menuInput, ourInput, ourOutput, menuOutput] { close(end) }
            throw MenuFailure(description: "notifications: menu: cannot run /bin/sh: \(error)")
        }
        close(menuInput)
        close(menuOutput)
        // A menu that reads none of its input (it has gone, or it never reads) must not end us.
        signal(SIGPIPE, SIG_IGN)
        StandardStream.write(lines.map { $0 + "\n" }.joined(), to: ourInput)
        close(ourInput)
        var printed: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ourOutput, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            printed += buffer[..<count]
        }
        close(ourOutput)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let exitCode = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        let chosen = String(decoding: printed, as: UTF8.self).split(separator: "\n").first.map(String.init)
        if exitCode == 126 || exitCode == 127 {
            throw MenuFailure(
                description: "notifications: menu: the menu command could not run (status \(exitCode)): \(command); "
                    + "install rofi or dmenu, or name another with --menu")
        }
        return exitCode == 0 ? chosen : nil
    }

    /// The menu command could not run: a runtime failure (exit 255), as with no display.
    struct MenuFailure: Error, CustomStringConvertible {
        let description: String
    }
}
