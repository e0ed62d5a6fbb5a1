import Dispatch
import Glibc
import HUDDaemonLink
import HUDKit
import HUDSystem
import Synchronization

/// `hud toast|loading|status|success|error|info|card|alert|sheet …`: shows an overlay on `$DISPLAY`.
/// HUDs and toasts return at once and stay up in the daemon; alerts wait for the answer and print
/// the chosen action (and the field values on the next line).
enum ShowCommand {
    /// Through the daemon when one runs or can be started (so HUDs outlive the call and morph),
    /// else in this process. Usage errors are found here first, with or without a daemon.
    static func run(kind: String, _ words: [String]) throws -> Int32 {
        if kind == "osd", LevelStreamCommand.isRequested(words) { return try LevelStreamCommand.run(words) }
        var request = try ShowRequest(kind: kind, words: words)
        if kind == "sheet" { request.choiceBytes = StdinChoices.recorded.withLock { $0 } }
        if request.choiceBytes.isEmpty {
            if let status = DaemonClient.exchange(DaemonMessage.Request(argv: [kind] + words)) { return status }
        } else if let status = exchangeAnsweringWithBytes(request, words: words) {
            return status
        }
        try FacadeDisplay.open()
        return runInProcess(request)
    }

    /// The daemon answers a sheet with the chosen index, which this process, holding the stdin
    /// lines, prints as the line itself (the daemon only ever saw their decoded titles).
    private static func exchangeAnsweringWithBytes(_ request: ShowRequest, words: [String]) -> Int32? {
        let asked = DaemonMessage.Request(argv: [request.kind] + words + (request.printsIndex ? [] : ["--print-index"]))
        return DaemonClient.exchange(asked) { printed in
            guard let index = Int(printed.prefix { $0 != "\n" }) else { return Array(printed.utf8) }
            return request.printedAnswer(for: AlertResponse(actionIndex: index, isCancel: false)) ?? []
        }
    }

    /// Shows the overlay as the daemon would, through the facade, and waits until it has gone;
    /// `feeding` gets an alert once it is presented (to append its text as input arrives).
    static func runInProcess(
        _ request: ShowRequest, on hud: HUD = .shared, feeding: (@Sendable (Alert) -> Void)? = nil
    ) -> Int32 {
        defer { FacadeDisplay.finish() }
        guard case .alert(let alert) = FacadePresenter.show(request, on: hud) else { return ExitStatus.ok }
        let answer = Mutex<AlertResult?>(nil)
        let answered = DispatchSemaphore(value: 0)
        let timedOut = Atomic(false)
        var partial: (@Sendable (AlertContentValue) -> Void)?
        if let zenity = request.zenity, zenity.printsPartialValues {
            let dateFormat = zenity.dateFormat
            partial = { value in
                if let line = ZenityPicker.printed(value, dateFormat: dateFormat) {
                    StandardStream.write(line, to: STDOUT_FILENO)
                }
            }
        }
        alert.present(warning: nil, contentChanged: partial) { result in
            answer.withLock { $0 = result }
            answered.signal()
        }
        feeding?(alert)
        if let timeout = request.timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                timedOut.store(true, ordering: .relaxed)
                alert.dismiss()
            }
        }
        answered.wait()
        guard let result = answer.withLock({ $0 }) else { return ExitStatus.failure }
        let isTimedOut = timedOut.load(ordering: .relaxed) && result.actionIndex == nil
        if let output = request.printedAnswer(for: result, timedOut: isTimedOut) {
            StandardStream.write(output, to: STDOUT_FILENO)
        }
        return request.exitStatus(for: result, timedOut: isTimedOut)
    }
}
