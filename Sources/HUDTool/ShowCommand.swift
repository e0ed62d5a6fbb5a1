import Foundation
import HUDDaemonLink
import HUDKit

/// `hud toast|loading|status|success|error|info|card|alert|sheet …`: shows an overlay on `$DISPLAY`.
/// HUDs and toasts return at once and stay up in the daemon; alerts wait for the answer and print
/// the chosen action (and the field values on the next line).
enum ShowCommand {
    static let cancelStatus: Int32 = 1
    static let timeoutStatus: Int32 = 5

    /// Through the daemon when one runs or can be started (so HUDs outlive the call and morph),
    /// else in this process. Usage errors are found here first, with or without a daemon.
    static func run(kind: String, _ words: [String]) throws -> Int32 {
        let request = try ShowRequest(kind: kind, words: words)
        if let status = DaemonClient.exchange(DaemonMessage.Request(argv: [kind] + words)) { return status }
        return try runInProcess(request)
    }

    /// Shows the overlay on a connection of this process's own and waits until it has gone.
    static func runInProcess(_ request: ShowRequest) throws -> Int32 {
        let overlay = request.overlay
        let session = try X11Session()
        let host = try session.present(overlay, options: request.options)
        var status: Int32 = 0
        var finished = false
        host.onFinished = { response in
            status = response.isCancel ? cancelStatus : 0
            if let output = request.output(for: response) { FileHandle.standardOutput.write(Data(output.utf8)) }
            finished = true
        }
        host.onRemoved = { finished = true }
        let clock = session.clock
        if let delay = request.hideAfter ?? automaticHide(for: overlay) {
            clock.schedule(at: clock.now + delay) { host.dismiss() }
        }
        if let timeout = request.timeout {
            clock.schedule(at: clock.now + timeout) {
                status = timeoutStatus
                host.dismiss()
            }
        }
        session.run { finished && host.isRemoved }
        return status
    }

    /// Status HUDs leave by themselves after a time that grows with their text; toasts time
    /// themselves; loading HUDs and alerts wait.
    private static func automaticHide(for overlay: Overlay) -> Double? {
        guard case let .status(model) = overlay else { return nil }
        return ToastTimeline.hold(forText: model.text ?? "")
    }
}
