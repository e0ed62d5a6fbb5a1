import Dispatch
import Glibc
import HUDKit
import HUDSystem

/// `hud progress`: a progress HUD fed on stdin like `zenity --progress` (see `ProgressLine`); end of
/// input completes it. Runs in this process, through the facade, while another thread reads stdin.
enum ProgressCommand {
    static let help = CommandHelp(
        synopsis:
            """
            hud progress [TEXT] [options] < LINES
              a progress HUD fed on stdin like zenity --progress: a number 0–100 sets the value,
              #TEXT the label, pulsate:true|false a spinner instead; end of input completes it.
              Its Cancel button, or Escape, cancels it: exit 1 at once, stdin is no longer read,
              and a writer that goes on writing gets SIGPIPE (the keyboard is taken while it shows).
              Malformed lines are skipped with a warning on stderr.
            """,
        options:
            """
              --auto-close                 leave as soon as the value reaches 100
              --no-cancel                  no Cancel button; Escape does nothing (the keyboard stays free)
              --percentage N               the value to start at (default 0)
              --indicator annular|round|bar|pie   the indicator's look (default annular)
              --pulsate                    start with a spinner
              --time-remaining             an estimate of the time left under the bar, from the
                                           time taken so far (zenity's "Time remaining: H:MM:SS")
            """,
        examples:
            "  (echo 10; echo '#Copying'; sleep 1; echo 60; sleep 1; echo 100) | hud progress --auto-close\n"
            + "  rsync --info=progress2 … | awk '{print $2+0}' | hud progress \"Syncing\" --indicator bar"
    )

    /// The button's title, as zenity's, in the user's language.
    static var cancelTitle: String { words("Cancel") }

    /// zenity's button once its progress is complete without `--auto-close`.
    static var doneTitle: String { words("OK") }

    private static let words = Translation.process

    /// `windowName`: the name its window carries, for `hud zenity --progress --title`.
    /// `waitsForOK` (zenity's progress without `--auto-close`): the HUD stays once complete (at 100 or at the end of
    /// input) until its OK button, or Return, ends it with exit 0, as zenity's dialog does.
    static func run(_ words: [String], windowName: String? = nil, waitsForOK: Bool = false) throws -> Int32 {
        let request = try ShowRequest(kind: "progress", words: words)
        guard case .status(var model) = request.overlay else {
            throw UsageError(message: "progress needs a status HUD")
        }
        // zenity --progress's Cancel button, and its Escape: either ends the HUD with exit 1.
        model.isCancellable = !request.arguments.has("no-cancel")
        if model.isCancellable { model.buttonTitle = cancelTitle }
        let initial = ShownProgress(
            model: model, style: try OverlayArguments.progressStyle(request.arguments),
            percentage: try OverlayArguments.percentage(request.arguments),
            isPulsating: request.arguments.has("pulsate"))
        let autoClose = request.arguments.has("auto-close")
        let estimatesTime = request.arguments.has("time-remaining")
        var options = request.options
        options.windowName = windowName
        let hud = HUD(timing: .init(timeout: request.timeout), options: options)
        // Before the display opens, so that a signal as it opens is already an interrupt (exit 1).
        let ending = HUDEnding(hud)
        try FacadeDisplay.open()
        hud.show(initial.shown)
        _ = SystemThread(name: "hud progress stdin") {
            var shown = initial
            var number = 0
            var remaining = estimatesTime ? TimeRemaining() : nil
            while let line = readLine() {
                // Cancelled, timed out or interrupted: the HUD has left for good, whatever stdin says.
                guard ending.status == ExitStatus.ok else { return }
                number += 1
                do throws(ProgressLine.Malformed) {
                    let parsed = try ProgressLine(parsing: line)
                    guard shown.apply(parsed) else { continue }
                    if case .value = parsed, remaining != nil {
                        shown.model.details = remaining?.label(
                            percentage: shown.percentage, now: Double(DispatchTime.now().uptimeNanoseconds) / 1e9,
                            words: Self.words)
                    }
                } catch {
                    StandardStream.write("hud: progress: line \(number) ignored: \(error.message)\n", to: STDERR_FILENO)
                    continue
                }
                if waitsForOK, !shown.isPulsating, shown.percentage >= 100 { shown.offerOK() }
                hud.show(shown.shown)
                if autoClose, !shown.isPulsating, shown.percentage >= 100 { break }
            }
            // End of input completes the task, as in zenity: the indicator fills, then the HUD leaves,
            // or stays until its OK.
            if waitsForOK {
                shown.isPulsating = false
                shown.percentage = 100
                shown.offerOK()
                hud.show(shown.shown)
                return
            }
            if !shown.isPulsating, shown.percentage < 100 {
                shown.percentage = 100
                hud.show(shown.shown)
            }
            hud.hide(afterDelay: shown.isPulsating ? 0 : ProgressTimeline.duration)
        }
        FacadeDisplay.finish()
        return ending.status
    }
}
