import Foundation
import HUDKit

/// `hud toast|loading|status|success|error|info|card|alert …`: shows an overlay on `$DISPLAY` and
/// waits for it. Alerts print the chosen action (and field values, `|`-separated, on the next line).
enum ShowCommand {
    static let usage = """
        usage: hud KIND [TEXT] [options]          (on $DISPLAY)
          toast TEXT                   fades in, holds (longer for longer text), fades out
          loading [TEXT] [--for S]     dimmed monitor with a spinner, for S seconds (default: until SIGTERM)
          status|success|error|info [TEXT] [--hide-after S]
          card  --title T --message M [--sure TEXT] [--cancel TEXT]
          alert --title T --message M --action TEXT[:default|cancel|destructive]… [--preferred TITLE]
                [--field NAME] [--secure-field NAME]
          sheet [--title T] [--message M] --action TEXT… [--destructive TEXT]… [--cancel TEXT]
                [--anchor X,Y]           an action sheet at the bottom of the monitor, or at a point
          --monitor pointer|primary|N  where (default: the monitor under the pointer)
          --scale S                    device pixels per point (default: Xft.dpi / 96)
          --style light|dark           appearance
          --timeout S                  give up after S seconds (exit 5)
        exit status: 0 chosen / shown, 1 cancel or Escape, 5 timeout, 2 usage error, 255 runtime error
          (no display, X server lost)
        examples:
          hud toast "Saved"
          hud loading "Syncing…" --for 3
          hud card --title "Delete?" --message "This cannot be undone." --sure Delete --cancel Cancel
          hud alert --title "Sign in" --field User --secure-field Password --action Cancel:cancel --action "Sign In"
        """

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
