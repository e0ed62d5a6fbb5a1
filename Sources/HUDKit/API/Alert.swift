import Dispatch
import HUDCore
import HUDX11

/// What the user chose.
public struct AlertResult: Hashable, Sendable, CustomStringConvertible {
    /// The chosen action's index in the order actions were given (the card: 0 = cancel, 1 = sure);
    /// nil when dismissed without one.
    public let actionIndex: Int?
    /// The chosen action's title; nil when dismissed without one.
    public let actionTitle: String?
    /// What was typed into the text fields, in order. Secure values are redacted from `description`.
    public let fieldValues: [String]
    /// Whether the alert ended with its cancel action, Escape, or no choice at all.
    public let isCancel: Bool
    private let response: AlertResponse

    init(response: AlertResponse, overlay: Overlay) {
        self.response = response
        actionIndex = response.actionIndex
        fieldValues = response.fieldValues
        isCancel = response.isCancel
        actionTitle = response.actionIndex.flatMap(overlay.actionTitle(at:))
    }

    /// Field values appear redacted, so a result can be logged safely.
    public var description: String {
        "AlertResult(action: \(actionTitle ?? "none"), cancel: \(isCancel), fields: \(response.redactedFieldValues))"
    }
}

/// An alert in the UIAlertController look, or seed 001's card. Alerts are shown one at a time: one
/// presented while another is up waits its turn. Callable from any thread or task.
///
/// ```swift
/// let alert = try Alert(title: "Delete?", message: "This cannot be undone.",
///                       actions: [AlertAction(title: "Delete", style: .destructive),
///                                 AlertAction(title: "Cancel", style: .cancel)])
/// let result = await alert.present()
/// ```
public final class Alert: Sendable {
    /// The alert as plain data, as it is laid out and drawn.
    public let overlay: Overlay
    /// Which monitor, scale and appearance the alert is shown with.
    public let options: DisplayOptions

    /// Throws a descriptive `HUDError` for a second cancel action or a third text field.
    public init(title: String? = nil, message: String? = nil, actions: [AlertAction], preferredActionIndex: Int? = nil,
                textFields: [AlertTextField] = [], options: DisplayOptions = DisplayOptions()) throws {
        overlay = .alert(try AlertModel(title: title, message: message, actions: actions,
                                        preferredActionIndex: preferredActionIndex, textFields: textFields))
        self.options = options
    }

    /// Seed 001's `initWithTitle:message:sureBtn:cancleBtn:`; the result's index is 0 = cancel, 1 = sure.
    public init(cardTitle title: String?, message: String?, sure: String?, cancel: String?,
                options: DisplayOptions = DisplayOptions()) {
        overlay = .card(CardAlertModel(title: title, message: message, sure: sure, cancel: cancel))
        self.options = options
    }

    /// Shows the alert (after any alert already up) and returns the choice.
    public func present() async -> AlertResult {
        await withCheckedContinuation { continuation in
            present { continuation.resume(returning: $0) }
        }
    }

    /// Shows the alert and calls `completion` with the choice on `queue` (for example `.main`), or on
    /// the display thread when `queue` is nil.
    public func present(on queue: DispatchQueue?, completion: @escaping @Sendable (AlertResult) -> Void) {
        present { result in
            guard let queue else { return completion(result) }
            queue.async { completion(result) }
        }
    }

    /// Shows the alert and calls `completion` on the display thread with the choice.
    public func present(completion: @escaping @Sendable (AlertResult) -> Void) {
        let overlay = overlay, options = options
        Display.perform { session in
            AlertQueue.shared.value.enqueue(overlay, options: options, session: session, completion: completion)
        }
    }
}

/// Alerts waiting their turn, on the display thread.
final class AlertQueue {
    static let shared = DisplayThreadState(AlertQueue())

    private var waiting: [(Overlay, DisplayOptions, @Sendable (AlertResult) -> Void)] = []
    private var current: OverlayHost?

    func enqueue(_ overlay: Overlay, options: DisplayOptions, session: X11Session,
                 completion: @escaping @Sendable (AlertResult) -> Void) {
        waiting.append((overlay, options, completion))
        presentNext(on: session)
    }

    private func presentNext(on session: X11Session) {
        guard current == nil, !waiting.isEmpty else { return }
        let (overlay, options, completion) = waiting.removeFirst()
        do {
            let host = try session.present(overlay, options: options)
            var result = AlertResult(response: AlertResponse(actionIndex: nil, isCancel: true), overlay: overlay)
            host.onFinished = { result = AlertResult(response: $0, overlay: overlay) }
            host.onRemoved = { [unowned self] in
                current = nil
                completion(result)
                presentNext(on: session)
            }
            current = host
        } catch {
            HUDLog.error("Alert: \(error)")
            completion(AlertResult(response: AlertResponse(actionIndex: nil, isCancel: true), overlay: overlay))
            presentNext(on: session)
        }
    }
}
