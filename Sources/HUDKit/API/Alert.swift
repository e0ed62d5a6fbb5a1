import Dispatch
import HUDCore
import HUDStage
import HUDSurfaces

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
    /// What the alert's content held when answered (a list's chosen rows, a slider's value, a
    /// chosen day, a colour); nil without one.
    package var content: AlertContentValue? { response.content }

    /// A list's chosen rows, as indexes into its rows in list order: the selected row, the rows
    /// selected together, or the checked rows (`AlertList.chosenRows`); nil when the alert shows
    /// no list.
    public var chosenRows: [Int]? {
        if case .rows(let rows, _) = content { rows } else { nil }
    }

    /// A slider's value as the alert was answered; nil when it shows no slider.
    public var sliderValue: Int? {
        if case .value(let value) = content { value } else { nil }
    }

    /// A date picker's chosen day; nil when the alert shows no calendar.
    public var chosenDay: CalendarDay? {
        if case .date(let day) = content { day } else { nil }
    }

    /// A colour picker's colour, its opacity its alpha; nil when the alert shows no colour picker.
    public var chosenColor: Color? {
        if case .color(let color) = content { color } else { nil }
    }

    /// Whether a text view's checkbox was checked; nil when the alert shows no text view.
    public var isCheckboxChecked: Bool? {
        if case .text(_, let checked) = content { checked } else { nil }
    }

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
    public init(
        title: String? = nil, message: String? = nil, actions: [AlertAction], preferredActionIndex: Int? = nil,
        textFields: [AlertTextField] = [], options: DisplayOptions = DisplayOptions()
    ) throws {
        overlay = .alert(
            try AlertModel(
                title: title, message: message, actions: actions,
                preferredActionIndex: preferredActionIndex, textFields: textFields))
        self.options = options
    }

    /// A UIAlertController action sheet: at the bottom of the monitor with the cancel action grouped
    /// below, or beside `anchor` (monitor points; the desktop's popover). Throws for a second cancel.
    public init(
        sheetTitle title: String? = nil, message: String? = nil, actions: [AlertAction],
        preferredActionIndex: Int? = nil, anchor: Point? = nil, options: DisplayOptions = DisplayOptions()
    ) throws {
        overlay = .actionSheet(
            try ActionSheetModel(
                title: title, message: message, actions: actions,
                preferredActionIndex: preferredActionIndex, anchor: anchor))
        self.options = options
    }

    /// Seed 001's `initWithTitle:message:sureBtn:cancleBtn:`; the result's index is 0 = cancel, 1 = sure.
    public init(
        cardTitle title: String?, message: String?, sure: String?, cancel: String?,
        options: DisplayOptions = DisplayOptions()
    ) {
        overlay = .card(CardAlertModel(title: title, message: message, sure: sure, cancel: cancel))
        self.options = options
    }

    /// The system alert `model` as it is (one a command line parsed, say).
    public init(_ model: AlertModel, options: DisplayOptions = DisplayOptions()) {
        overlay = .alert(model)
        self.options = options
    }

    /// The action sheet `model` as it is.
    public init(_ model: ActionSheetModel, options: DisplayOptions = DisplayOptions()) {
        overlay = .actionSheet(model)
        self.options = options
    }

    /// Seed 001's card `model` as it is; the result's index is 0 = cancel, 1 = sure.
    public init(_ model: CardAlertModel, options: DisplayOptions = DisplayOptions()) {
        overlay = .card(model)
        self.options = options
    }

    /// Shows the alert (after any alert already up) and returns the choice. Cancelling the task
    /// dismisses the alert, which then answers as a cancel with no action.
    public func present() async -> AlertResult {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                present { continuation.resume(returning: $0) }
                // Cancelled before the alert was queued: the handler's dismissal came too early.
                if Task.isCancelled { dismiss() }
            }
        } onCancel: {
            dismiss()
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
        present(warning: nil, completion: completion)
    }

    /// Shows the alert; what it would warn of on stderr (the keyboard held by the window manager)
    /// goes to `warning` instead, on the display thread: the daemon sends it to the caller.
    /// `contentChanged` hears each change of the content view's value, on the display thread.
    package func present(
        warning: (@Sendable (String) -> Void)?, contentChanged: (@Sendable (AlertContentValue) -> Void)? = nil,
        completion: @escaping @Sendable (AlertResult) -> Void
    ) {
        let overlay = overlay
        let options = options
        let id = ObjectIdentifier(self)
        FacadeDisplay.perform { context in
            context.alerts.enqueue(
                id, overlay, options: options, warning: warning, contentChanged: contentChanged,
                completion: completion)
        }
    }

    /// Adds text after the text of the alert's text view, or rows after its list's, on screen or
    /// still waiting its turn (`hud zenity --text-info` and `--list` reading stdin as it arrives).
    package func append(_ addition: AlertContentAddition) {
        let id = ObjectIdentifier(self)
        FacadeDisplay.perform { context in context.alerts.append(addition, to: id) }
    }

    /// Takes the alert away as if nothing was chosen (the result is a cancel with no action), whether
    /// it is on screen or still waiting its turn; does nothing if it is not presented.
    public func dismiss() {
        let id = ObjectIdentifier(self)
        FacadeDisplay.perform { context in context.alerts.dismiss(id) }
    }
}

/// Alerts waiting their turn, on the display thread.
package final class AlertQueue {
    private let stage: any OverlayStage

    private struct Entry {
        let id: ObjectIdentifier
        var overlay: Overlay
        let options: DisplayOptions
        let warning: (@Sendable (String) -> Void)?
        let contentChanged: (@Sendable (AlertContentValue) -> Void)?
        let completion: @Sendable (AlertResult) -> Void

        /// With no response: dismissed unanswered, a cancel with no action.
        func finish(_ response: AlertResponse = AlertResponse(actionIndex: nil, isCancel: true)) {
            completion(AlertResult(response: response, overlay: overlay))
        }
    }

    private var waiting: [Entry] = []
    private var current: (id: ObjectIdentifier, host: any PresentedOverlay)?

    package init(stage: any OverlayStage) {
        self.stage = stage
    }

    /// `warning`: where the alert's warnings go; nil: stderr.
    package func enqueue(
        _ id: ObjectIdentifier, _ overlay: Overlay, options: DisplayOptions,
        warning: (@Sendable (String) -> Void)? = nil, contentChanged: (@Sendable (AlertContentValue) -> Void)? = nil,
        completion: @escaping @Sendable (AlertResult) -> Void
    ) {
        waiting.append(
            Entry(
                id: id, overlay: overlay, options: options, warning: warning, contentChanged: contentChanged,
                completion: completion))
        presentNext()
    }

    package func append(_ addition: AlertContentAddition, to id: ObjectIdentifier) {
        if let current, current.id == id { current.host.append(addition) }
        for index in waiting.indices where waiting[index].id == id {
            guard case .alert(var model) = waiting[index].overlay else { continue }
            model.content?.append(addition)
            waiting[index].overlay = .alert(model)
        }
    }

    package func dismiss(_ id: ObjectIdentifier) {
        if let current, current.id == id { current.host.dismiss(animated: true) }
        let dropped = waiting.filter { $0.id == id }
        waiting.removeAll { $0.id == id }
        for entry in dropped { entry.finish() }
    }

    /// Every alert, on screen or still waiting its turn, answered as dismissed; the waiting ones
    /// go first, so that none takes the screen as the one shown leaves.
    func dismissAll() {
        let dropped = waiting
        waiting = []
        for entry in dropped { entry.finish() }
        current?.host.dismiss(animated: true)
    }

    private func presentNext() {
        guard current == nil, !waiting.isEmpty else { return }
        let entry = waiting.removeFirst()
        do {
            let host = try stage.present(entry.overlay, options: entry.options)
            var response: AlertResponse?
            if let warning = entry.warning { host.onWarning = warning }
            host.onContentChanged = entry.contentChanged
            host.onFinished = { response = $0 }
            host.onRemoved = { [unowned self, weak host] in
                // Taken away unanswered (dismissed, timed out): the fields as they stand, which
                // zenity prints for an entry that times out.
                let answer = response ?? host?.unansweredResponse
                current = nil
                if let answer { entry.finish(answer) } else { entry.finish() }
                presentNext()
            }
            current = (entry.id, host)
        } catch {
            HUDLog.error("Alert: \(error)")
            entry.finish()
            presentNext()
        }
    }
}
