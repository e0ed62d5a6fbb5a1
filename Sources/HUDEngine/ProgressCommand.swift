import Glibc
import HUDKit
import HUDSystem

/// `hud progress`: a progress HUD fed on stdin like `zenity --progress` (see `ProgressLine`); end of
/// input completes it. Runs in this process, through the facade, while another thread reads stdin.
enum ProgressCommand {
    /// The button's title, as zenity's.
    static let cancelTitle = "Cancel"

    static func run(_ words: [String]) throws -> Int32 {
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
        let hud = HUD(timing: .init(timeout: request.timeout), options: request.options)
        // Before the display opens, so that a signal as it opens is already an interrupt (exit 1).
        let ending = HUDEnding(hud)
        try FacadeDisplay.open()
        hud.show(initial.shown)
        _ = SystemThread(name: "hud progress stdin") {
            var shown = initial
            var number = 0
            while let line = readLine() {
                // Cancelled, timed out or interrupted: the HUD has left for good, whatever stdin says.
                guard ending.status == ExitStatus.ok else { return }
                number += 1
                do throws(ProgressLine.Malformed) {
                    guard try shown.apply(ProgressLine(parsing: line)) else { continue }
                } catch {
                    StandardStream.write("hud: progress: line \(number) ignored: \(error.message)\n", to: STDERR_FILENO)
                    continue
                }
                hud.show(shown.shown)
                if autoClose, !shown.isPulsating, shown.percentage >= 100 { break }
            }
            // End of input completes the task, as in zenity: the indicator fills, then the HUD leaves.
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
