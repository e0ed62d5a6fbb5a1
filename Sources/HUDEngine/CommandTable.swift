import HUDDaemonLink
import HUDNotificationBoard
import HUDSystem

/// hud-engine's command for each verb of `VerbTable`, with its usage text, for `main` and for the
/// daemon (which names a command's usage in its usage errors as the command itself would).
enum CommandTable {
    struct Command: Sendable {
        /// Makes its `--help`, when that is asked for or a usage error names it: the dozen texts cost
        /// every start about 0.3 ms to build, and a start for a call shows none of them. Nil when an
        /// executable of its own runs it and answers `--help` too.
        let usage: (@Sendable () -> String)?
        let run: @Sendable ([String]) throws -> Int32

        /// A kind of overlay that `ShowCommand` shows.
        static func show(_ kind: String, _ help: @escaping @Sendable () -> CommandHelp) -> Command {
            Command(usage: { help().usage(for: kind) }, run: { try ShowCommand.run(kind: kind, $0) })
        }
    }

    /// Every verb's command, by name.
    static let all: [String: Command] = Dictionary(
        uniqueKeysWithValues: VerbTable.all.compactMap { verb in commands[verb.name].map { (verb.name, $0) } })

    /// The commands by verb: a verb missing here, or a command for a name `VerbTable` lacks, is
    /// what `CommandContractTests` finds.
    static let commands: [String: Command] = [
        "toast": .show("toast") { ShowCommand.toastHelp },
        "status": .show("status") { ShowCommand.statusHelp },
        "loading": .show("loading") { ShowCommand.loadingHelp },
        "success": .show("success") { ShowCommand.markedHelp("success") },
        "error": .show("error") { ShowCommand.markedHelp("error") },
        "info": .show("info") { ShowCommand.markedHelp("info") },
        "progress": Command(
            usage: { ProgressCommand.help.usage(for: "progress") }, run: { try ProgressCommand.run($0) }),
        "osd": .show("osd") { LevelArguments.help },
        "run": Command(usage: { RunCommand.help.usage(for: "run") }, run: RunCommand.run),
        "alert": .show("alert") { ShowCommand.alertHelp },
        "card": .show("card") { ShowCommand.cardHelp },
        "sheet": .show("sheet") { ShowCommand.sheetHelp },
        ZenityCommand.name: Command(usage: { ZenityCommand.usage }, run: ZenityCommand.run),
        "render": Command(usage: { RenderCommand.usage }, run: RenderCommand.run),
        "hide": Command(usage: { HideCommand.usage }, run: HideCommand.run),
        "daemon": Command(usage: { DaemonCommand.usage }, run: DaemonCommand.run),
        NotificationsCommand.name: Command(usage: { NotificationControl.usage }, run: NotificationsCommand.run),
        // `hud bench` is hud-bench, beside hud-engine, which answers its --help itself.
        "bench": Command(usage: nil, run: { SiblingExecutable.exec("hud-bench", arguments: $0) }),
    ]
}
