import CX11
import HUDCore
import HUDSurfaces

/// A text HUDKit holds on one selection from an overlay's window (a field's text copied to
/// CLIPBOARD, a plain field's selection as PRIMARY): other clients' requests for it are answered as
/// TARGETS, UTF8_STRING, STRING (Latin-1) and TEXT, any other target refused, for as long as the
/// window stays and no other client takes the selection. Use it on the loop thread.
final class SelectionOffer {
    private let text: String
    private let connection: XConnection
    private let window: Window
    private let selection: Atom
    /// When the selection was taken, which TIMESTAMP answers.
    private let time: Time
    /// Another client took the selection, or the offer was withdrawn.
    private var hasEnded = false

    /// Takes `selection` for `window` as of the input event at `time`; nil when the server gave it
    /// to someone else (a later owner's time).
    init?(_ text: String, on selection: SelectionName, from window: Window, time: Time, connection: XConnection) {
        self.text = text
        self.connection = connection
        self.window = window
        self.selection = connection.atom(selection.atomName)
        self.time = time
        XSetSelectionOwner(connection.display, self.selection, window, time)
        guard XGetSelectionOwner(connection.display, self.selection) == window else { return nil }
    }

    /// Gives the selection up, unless another client has taken it meanwhile.
    func withdraw() {
        guard !hasEnded else { return }
        hasEnded = true
        if XGetSelectionOwner(connection.display, selection) == window {
            XSetSelectionOwner(connection.display, selection, 0, time)
            connection.flush()
        }
    }

    /// Takes `event` if it concerns this selection.
    func handle(_ event: XEvent) -> Bool {
        switch event.type {
        case SelectionRequest where event.xselectionrequest.selection == selection:
            answer(event.xselectionrequest)
        case SelectionClear where event.xselectionclear.selection == selection:
            // The clear may be older than this offer, which took the selection again.
            hasEnded = XGetSelectionOwner(connection.display, selection) != window
        default:
            return false
        }
        return true
    }

    /// Writes the text in the form asked for to the requestor's property and tells it so, or tells it
    /// the property is None. A requestor that has gone meanwhile makes the writes fail, quietly.
    private func answer(_ request: XSelectionRequestEvent) {
        // Clients older than ICCCM 2 name no property: the target's name serves as one.
        let property = request.property == 0 ? request.target : request.property
        let answered = XErrorHandlers.quietly { () -> Bool in
            defer { connection.sync() }
            guard !hasEnded, let value = converted(to: request.target) else { return false }
            XChangeProperty(
                connection.display, request.requestor, property, value.type, value.format, PropModeReplace,
                value.bytes, Int32(value.count))
            return true
        }
        Self.notify(request, property: answered.value ? property : 0, connection: connection)
    }

    /// Tells `request`'s requestor its answer is in `property`; None refuses it (a request that
    /// reached the window after its offer was withdrawn).
    static func notify(_ request: XSelectionRequestEvent, property: Atom = 0, connection: XConnection) {
        var notice = XEvent()
        notice.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: 1, display: connection.display,
            requestor: request.requestor, selection: request.selection, target: request.target, property: property,
            time: request.time)
        _ = XErrorHandlers.quietly {
            XSendEvent(connection.display, request.requestor, 0, 0, &notice)
            connection.sync()
        }
    }

    /// The text as `target`: its type, format, bytes and item count (a field's text is at most a few
    /// kilobytes, far below the largest request, so it is never sent by INCR); nil for a target not
    /// offered.
    private func converted(to target: Atom) -> (type: Atom, format: Int32, bytes: [UInt8], count: Int)? {
        let utf8 = connection.atom("UTF8_STRING")
        switch target {
        case connection.atom("TARGETS"):
            return longs(Atom(XA_ATOM), ["TARGETS", "TIMESTAMP", "UTF8_STRING", "STRING", "TEXT"].map(connection.atom))
        case connection.atom("TIMESTAMP"):
            return longs(Atom(XA_INTEGER), [time])
        case utf8, connection.atom("TEXT"):
            return (utf8, 8, Array(text.utf8), text.utf8.count)
        case Atom(XA_STRING):
            // Latin-1; what it cannot hold becomes "?".
            let latin1 = text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : 0x3F }
            return (Atom(XA_STRING), 8, latin1, latin1.count)
        default:
            return nil
        }
    }

    /// Format-32 items as Xlib takes them: C longs.
    private func longs(_ type: Atom, _ values: [UInt]) -> (type: Atom, format: Int32, bytes: [UInt8], count: Int) {
        (type, 32, values.withUnsafeBytes { Array($0) }, values.count)
    }
}
