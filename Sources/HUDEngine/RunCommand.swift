import Glibc
import HUDDaemonLink
import HUDKit
import HUDSystem

/// `hud run [options] -- CMD [ARGS…]`: a spinner HUD while CMD runs, then a checkmark or a cross by
/// its exit status, which `hud run` exits with. CMD's stdin, stdout and stderr are `hud`'s own.
/// The HUDs go through the daemon when one can be had: they are the shared HUD that other `hud`
/// calls morph, and `hud run` exits as soon as CMD has, leaving the result up. Otherwise they are
/// shown in this process, which then stays until the result has been read. CMD is started first,
/// so none of the daemon's or the display's descriptors leak into it.
enum RunCommand {
    static let help = CommandHelp(
        synopsis:
            """
            hud run [options] -- CMD [ARGS…]
              a spinner while CMD runs, then a checkmark (exit 0) or a cross; hud exits with CMD's
              status (128 + N if signal N ended it; 127 not found, 126 cannot run). CMD's stdin,
              stdout and stderr are hud's. SIGINT or SIGTERM to hud sends SIGTERM to CMD's
              process group; a second within 3 s sends SIGKILL (a CMD that ignores SIGTERM).
              SIGHUP is passed on to it. CMD is lent the terminal when it reads it.
              The spinner and the result are the daemon's shared HUD: hud exits with CMD and
              leaves the result up. Without a display CMD still runs, with a warning.
            """,
        options:
            """
              --status TEXT                the spinner's label
              --success TEXT               the label after exit 0 (default none)
              --failure TEXT               the label after a failure (default "Exit status N")
              --cancel                     a Cancel button: a click sends SIGTERM to CMD as a first
                                           SIGINT would (hud exits with CMD's status, 143 if it died
                                           of it); the HUD is then this process's, not the daemon's
            """,
        examples:
            "  hud run --status \"Building…\" --success Built -- make -j4\n  hud run -- sh -c 'sleep 2; exit 3'; echo $?   # 3"
    )

    static let specs: [OptionSpec] = [
        .value("status"), .value("success"), .value("failure"),
        .value("monitor"), .value("scale"), .value("style"), .value("font"), .value("position"), .value("mask"),
        .flag("blocking"), .flag("cancel"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        guard let separator = words.firstIndex(of: "--"), separator + 1 < words.count else {
            throw UsageError(message: "missing -- CMD [ARGS…]")
        }
        let arguments = try ParsedArguments(Array(words[..<separator]), accepting: specs)
        if let extra = arguments.positionals.first {
            throw UsageError(message: "unexpected argument \"\(extra)\" (the command goes after --)")
        }
        let options = try ShowRequest.displayOptions(arguments)
        let placement = try OverlayArguments.placement(kind: "status", arguments)
        let child: ChildProcess
        // Before CMD starts: it has a process group of its own, which a Ctrl-C meant for `hud run`
        // does not reach, so `hud` must never die of one and leave CMD running.
        RunInterruption.installHandlers()
        do {
            child = try ChildProcess(Array(words[(separator + 1)...]))
            RunInterruption.watch(child.pid)
        } catch {
            StandardStream.write("hud: \(error.message)\n", to: STDERR_FILENO)
            return error.status
        }
        // The daemon's shared HUD cannot answer this process's clicks: a Cancel button is shown here.
        let offersCancel = arguments.has("cancel")
        if !offersCancel, let status = runThroughTheDaemon(child, arguments) { return status }
        // Without a daemon, the same HUDs through the facade in this process, which stays until the
        // result has been read. Signals stay RunInterruption's, so that a first one stops CMD and a
        // second kills it whatever the display thread is doing: the display thread installs HUDKit's
        // own handlers as it starts, so RunInterruption's go back in from there, and a signal that
        // comes before reaches RunInterruption through HUDKit's interrupt hook.
        let hud = HUD(placement: placement, options: options)
        HUD.onInterrupt { RunInterruption.signalled() }
        let showsHUD: Bool
        do {
            try FacadeDisplay.open()
            FacadeDisplay.perform { _ in RunInterruption.installHandlers() }
            showsHUD = true
        } catch {
            StandardStream.write("hud: \(error); running without a HUD\n", to: STDERR_FILENO)
            showsHUD = false
        }
        if showsHUD {
            // A click on Cancel stops CMD as a first SIGINT would: SIGTERM to its group, then its
            // own exit status, and no result HUD (the cancelled HUD is already leaving).
            hud.observe { if $0 == .cancelled { RunInterruption.signalled() } }
            hud.show(
                StatusHUDModel(
                    indicator: .spinner, text: arguments.value("status"),
                    buttonTitle: offersCancel ? ProgressCommand.cancelTitle : nil, placement: placement))
        }
        let status = child.waitForExit()
        if showsHUD {
            if RunInterruption.wasSignalled {
                hud.hide()
            } else {
                hud.show(
                    StatusHUDModel(
                        glyph: status == 0 ? .checkmark : .cross, text: resultText(status, arguments),
                        placement: placement))
            }
        }
        FacadeDisplay.finish()
        return status
    }

    /// The options that label the spinner and the result; the others are passed on to the HUDs.
    private static let labels: Set = ["status", "success", "failure"]

    /// What the result says: `--success` after exit 0, else `--failure` or the exit status.
    private static func resultText(_ status: Int32, _ arguments: ParsedArguments) -> String? {
        status == 0 ? arguments.value("success") : arguments.value("failure") ?? "Exit status \(status)"
    }

    /// The spinner and the result as daemon requests; CMD's exit status, or nil when no daemon
    /// answered the spinner (nothing was shown: the caller shows the HUDs itself).
    private static func runThroughTheDaemon(_ child: ChildProcess, _ arguments: ParsedArguments) -> Int32? {
        // The labels go as --text, so one that starts with "--" is not read as an option.
        func label(_ text: String?) -> [String] { text.map { ["--text", $0] } ?? [] }
        // Every option but the labels is the HUDs' own (display and placement), passed on as given.
        let options = specs.filter { !labels.contains($0.name) && arguments.has($0.name) }.flatMap { spec in
            ["--\(spec.name)"] + (spec.takesValue ? arguments.value(spec.name).map { [$0] } ?? [] : [])
        }
        let spinner = ["progress", "--pulsate"] + label(arguments.value("status")) + options
        guard DaemonClient.exchange(DaemonMessage.Request(argv: spinner)) == ExitStatus.ok else { return nil }
        let status = child.waitForExit()
        let result = [status == 0 ? "success" : "error"] + label(resultText(status, arguments)) + options
        if DaemonClient.exchange(DaemonMessage.Request(argv: result)) != ExitStatus.ok {
            StandardStream.write("hud: the daemon did not show the result of the command\n", to: STDERR_FILENO)
        }
        return status
    }
}
