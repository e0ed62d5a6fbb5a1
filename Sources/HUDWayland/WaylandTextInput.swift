import CWayland
import CWaylandProtocols

/// The seat's text input (`zwp_text_input_v3`), where the compositor offers one: what an input
/// method composes (Chinese, Japanese, Korean) reaches the focused field as typed text. Enabled
/// while a surface that takes typed text has the keyboard focus; the compositor then hands the keys
/// to the input method, which commits whole strings. Destroyed in `deinit`.
final class WaylandTextInput {
    private let textInput: OpaquePointer
    /// The surface the text input is on (the keyboard focus), while it is enabled there.
    private var enabledOn: OpaquePointer?
    /// A committed string waiting for its `done`.
    private var pendingCommit: String?
    /// Whether `surface` takes composed text now (a plain field's alert, an open reply field; not a
    /// secure field).
    var takesText: (_ surface: OpaquePointer) -> Bool = { _ in false }
    /// The surface with the keyboard focus, while it has it.
    private var focus: OpaquePointer?
    /// Text the input method committed, for the surface it was typed on.
    var onText: ((String, _ surface: OpaquePointer) -> Void)?

    init(manager: OpaquePointer, seat: OpaquePointer) {
        textInput = zwp_text_input_manager_v3_get_text_input(manager, seat)
        zwp_text_input_v3_add_listener(textInput, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        zwp_text_input_v3_destroy(textInput)
    }

    /// Enables or disables the text input as the focused surface now wants it: input (a Tab into a
    /// secure field) can change that without the focus moving.
    func follow() {
        let wanted = focus.flatMap { takesText($0) ? $0 : nil }
        guard wanted != enabledOn else { return }
        enabledOn = wanted
        pendingCommit = nil
        if wanted != nil {
            zwp_text_input_v3_enable(textInput)
            zwp_text_input_v3_set_content_type(
                textInput, ZWP_TEXT_INPUT_V3_CONTENT_HINT_NONE.rawValue,
                ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_NORMAL.rawValue)
        } else {
            zwp_text_input_v3_disable(textInput)
        }
        zwp_text_input_v3_commit(textInput)
    }

    private func entered(_ surface: OpaquePointer?) {
        focus = surface
        follow()
    }

    private func left(_ surface: OpaquePointer?) {
        guard surface == focus else { return }
        focus = nil
        follow()
    }

    /// The end of one batch of the input method's changes: what it committed is typed.
    private func done() {
        defer { pendingCommit = nil }
        guard let text = pendingCommit, !text.isEmpty, let surface = enabledOn else { return }
        onText?(text, surface)
    }

    private static func of(_ data: UnsafeMutableRawPointer?) -> WaylandTextInput {
        Unmanaged<WaylandTextInput>.fromOpaque(data!).takeUnretainedValue()
    }

    nonisolated(unsafe) private static let listener = listenerTable(
        zwp_text_input_v3_listener(
            enter: { data, _, surface in of(data).entered(surface) },
            leave: { data, _, surface in of(data).left(surface) },
            // The composition in progress is the input method's to show, in its own popup.
            preedit_string: { _, _, _, _, _ in },
            commit_string: { data, _, text in
                of(data).pendingCommit = text.map { String(cString: $0) }
            },
            delete_surrounding_text: { _, _, _, _ in },
            done: { data, _, _ in of(data).done() }))
}
