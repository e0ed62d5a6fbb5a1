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
        var request = try ShowRequest(kind: kind, words: words)
        if kind == "sheet" { request.choiceBytes = StdinChoices.recorded.withLock { $0 } }
        if request.choiceBytes.isEmpty {
            if let status = DaemonClient.exchange(DaemonMessage.Request(argv: [kind] + words)) { return status }
        } else if let status = exchangeAnsweringWithBytes(request, words: words) {
            return status
        }
        return try runInProcess(request)
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

    /// Shows the overlay on a connection of this process's own and waits until it has gone.
    static func runInProcess(_ request: ShowRequest) throws -> Int32 {
        let overlay = request.overlay
        let session = try X11Session()
        let host = try session.present(overlay, options: request.options)
        var status: Int32 = 0
        var finished = false
        host.onFinished = { response in
            status = response.isCancel ? cancelStatus : 0
            if let output = request.printedAnswer(for: response) { FileHandle.standardOutput.write(Data(output)) }
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
