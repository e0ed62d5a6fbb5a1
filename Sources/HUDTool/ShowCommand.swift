import Dispatch
import Foundation
import HUDDaemonLink
import HUDKit
import Synchronization

/// `hud toast|loading|status|success|error|info|card|alert|sheet …`: shows an overlay on `$DISPLAY`.
/// HUDs and toasts return at once and stay up in the daemon; alerts wait for the answer and print
/// the chosen action (and the field values on the next line).
enum ShowCommand {
    /// Through the daemon when one runs or can be started (so HUDs outlive the call and morph),
    /// else in this process. Usage errors are found here first, with or without a daemon.
    static func run(kind: String, _ words: [String]) throws -> Int32 {
        let request = try ShowRequest(kind: kind, words: words)
        if let status = DaemonClient.exchange(DaemonMessage.Request(argv: [kind] + words)) { return status }
        try Display.open()
        return runInProcess(request)
    }

    /// Shows the overlay as the daemon would, through the facade, and waits until it has gone.
    static func runInProcess(_ request: ShowRequest, on hud: HUD = .shared) -> Int32 {
        defer { Display.finish() }
        guard case let .alert(alert) = FacadePresenter.show(request, on: hud) else { return ExitStatus.ok }
        let answer = Mutex<AlertResult?>(nil), answered = DispatchSemaphore(value: 0)
        let timedOut = Atomic(false)
        alert.present { result in
            answer.withLock { $0 = result }
            answered.signal()
        }
        if let timeout = request.timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                timedOut.store(true, ordering: .relaxed)
                alert.dismiss()
            }
        }
        answered.wait()
        guard let result = answer.withLock({ $0 }) else { return ExitStatus.failure }
        let isTimedOut = timedOut.load(ordering: .relaxed) && result.actionIndex == nil
        if !isTimedOut, let output = request.output(for: result) {
            FileHandle.standardOutput.write(Data(output.utf8))
        }
        return ShowRequest.exitStatus(for: result, timedOut: isTimedOut)
    }
}
