import HUDNotifications

/// hud-engine's commands by name, each with its usage text, for `main` and for the daemon (which
/// names a command's usage in its usage errors as the command itself would).
enum CommandTable {
    struct Command: Sendable {
        let usage: String
        let run: @Sendable ([String]) throws -> Int32
    }

    static let all: [String: Command] = {
        var commands: [String: Command] = [
            "render": Command(usage: RenderCommand.usage, run: RenderCommand.run),
            "hide": Command(usage: HideCommand.usage, run: HideCommand.run),
            "daemon": Command(usage: DaemonCommand.usage, run: DaemonCommand.run),
            NotificationsCommand.name: Command(usage: NotificationControl.usage, run: NotificationsCommand.run),
        ]
        for kind in OverlayArguments.kinds {
            commands[kind] = Command(
                usage: Help.usage(for: kind) ?? Help.top, run: { try ShowCommand.run(kind: kind, $0) })
        }
        commands["progress"] = Command(usage: Help.usage(for: "progress") ?? Help.top, run: ProgressCommand.run)
        commands["run"] = Command(usage: Help.usage(for: "run") ?? Help.top, run: RunCommand.run)
        return commands
    }()
}
