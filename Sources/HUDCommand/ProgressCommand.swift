import Foundation
import HUDKit

/// `hud progress`: a progress HUD fed on stdin like `zenity --progress` (see `ProgressLine`); end of
/// input completes it. Runs in this process on a display thread while another thread reads stdin.
enum ProgressCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let request = try ShowRequest(kind: "progress", words: words)
        guard case var .status(model) = request.overlay else {
            throw UsageError(message: "progress needs a status HUD")
        }
        model.isCancellable = !request.arguments.has("no-cancel")
        let initial = ShownProgress(model: model, style: try OverlayOptions.progressStyle(request.arguments),
                                  percentage: try OverlayOptions.percentage(request.arguments),
                                  isPulsating: request.arguments.has("pulsate"))
        let autoClose = request.arguments.has("auto-close")
        let live = try LiveOverlay(initial.overlay, options: request.options, timeout: request.timeout)
        Thread.detachNewThread {
            var shown = initial, number = 0
            while let line = readLine() {
                number += 1
                do throws(ProgressLine.Malformed) {
                    guard try shown.apply(ProgressLine(parsing: line)) else { continue }
                } catch {
                    FileHandle.standardError.write(Data("hud: progress: line \(number) ignored: \(error.message)\n".utf8))
                    continue
                }
                live.update(to: shown.overlay, glidingProgressTo: shown.isPulsating ? nil : shown.percentage / 100)
                if autoClose, !shown.isPulsating, shown.percentage >= 100 { break }
            }
            // End of input completes the task, as in zenity: the indicator fills, then the HUD leaves.
            if !shown.isPulsating, shown.percentage < 100 {
                shown.percentage = 100
                live.update(to: shown.overlay, glidingProgressTo: 1)
            }
            live.dismiss(after: shown.isPulsating ? 0 : ProgressTimeline.duration)
        }
        switch live.waitUntilRemoved() {
        case .finished: return ExitStatus.ok
        case .timedOut: return ExitStatus.timeout
        case .interrupted, .cancelled: return ExitStatus.cancel
        case .failed: return ExitStatus.failure
        }
    }
}
