import CX11
import HUDCore
import HUDSurfaces

/// One paste in progress: a selection's text asked of its owner as UTF8_STRING, into a property on
/// the overlay's window. The owner puts it there whole, or announces INCR and hands it over in
/// chunks, each read and deleted to ask for the next (ICCCM 2.7.2). Reading stops once the field can
/// take no more (`PastedText`); the rest of an INCR transfer is deleted unread, so the owner is not
/// left waiting. An owner that does not answer within `patience`, before the first chunk or between
/// two, is given up on, on the stage's clock: the loop never waits for it and the alert stays
/// responsive. Use it on the loop thread.
final class SelectionConversion {
    /// How long an owner may take to answer, and between an INCR transfer's chunks.
    static let patience = 0.8
    /// The property the text is delivered in.
    static let propertyName = "HUD_SELECTION"
    /// How much of a property is read at a time: a text past the field's limit is not read on.
    static let pieceSize = 16 * 1024

    private enum Stage {
        case waitingForOwner, receivingChunks, drainingChunks, ended
    }

    private let connection: XConnection
    private let clock: any FrameClock
    private let window: Window
    private let selection: Atom
    private let property: Atom
    private var text: PastedText
    private var stage = Stage.waitingForOwner
    private var timeout: ClockToken?
    private let deliver: (String) -> Void

    /// Asks for `selection`'s text now, on behalf of the input event at `time`; `deliver` gets it
    /// once, unless there is none (no owner, nothing it can convert, no answer in time).
    init(
        _ selection: SelectionName, into window: Window, time: Time, limit: PasteLimit, connection: XConnection,
        clock: any FrameClock, deliver: @escaping (String) -> Void
    ) {
        self.connection = connection
        self.clock = clock
        self.window = window
        self.selection = connection.atom(selection.atomName)
        property = connection.atom(Self.propertyName)
        text = PastedText(limit: limit.characters, keepsLines: limit.keepsLines)
        self.deliver = deliver
        XConvertSelection(connection.display, self.selection, connection.atom("UTF8_STRING"), property, window, time)
        connection.flush()
        waitForTheOwner()
    }

    deinit {
        end()
    }

    /// Takes `event` if it belongs to this transfer.
    func handle(_ event: XEvent) -> Bool {
        switch (event.type, stage) {
        case (SelectionNotify, .waitingForOwner):
            let answer = event.xselection
            guard answer.requestor == window, answer.selection == selection else { return false }
            answered(in: answer.property)
        case (PropertyNotify, .receivingChunks), (PropertyNotify, .drainingChunks):
            let change = event.xproperty
            guard change.window == window, change.atom == property, change.state == PropertyNewValue else {
                return false
            }
            chunkArrived()
        default:
            return false
        }
        return true
    }

    /// Gives the transfer up: the overlay has gone, or another paste replaces this one.
    func end() {
        stage = .ended
        if let timeout { clock.cancel(timeout) }
        timeout = nil
    }

    /// The owner answered: None when it had nothing to give, else the text or an INCR announcement.
    private func answered(in answer: Atom) {
        guard answer == property else { return end() }
        let start = connection.bytes(of: window, property, from: 0, limit: 0)
        if start.type == connection.atom("INCR") {
            // Deleting the announcement asks for the first chunk (the window hears of property
            // changes, see OverrideRedirectWindow).
            stage = .receivingChunks
            connection.deleteProperty(property, of: window)
            connection.flush()
            waitForTheOwner()
            return
        }
        if start.type == connection.atom("UTF8_STRING") { read() }
        connection.deleteProperty(property, of: window)
        connection.flush()
        end()
        handOver()
    }

    /// One chunk of an INCR transfer; an empty one ends it.
    private func chunkArrived() {
        let isLast = connection.bytes(of: window, property, from: 0, limit: 0).remaining == 0
        if stage == .receivingChunks { read() }
        connection.deleteProperty(property, of: window)
        connection.flush()
        if isLast {
            if stage == .receivingChunks { handOver() }
            return end()
        }
        if stage == .receivingChunks, text.isComplete {
            stage = .drainingChunks
            handOver()
        }
        waitForTheOwner()
    }

    /// Reads the property a piece at a time until it ends or the field can take no more of it.
    private func read() {
        var offset = 0
        while !text.isComplete {
            let piece = connection.bytes(of: window, property, from: offset, limit: Self.pieceSize)
            text.append(piece.bytes)
            offset += piece.bytes.count
            guard piece.remaining > 0, !piece.bytes.isEmpty else { return }
        }
    }

    private func handOver() {
        let pasted = text.text
        if !pasted.isEmpty { deliver(pasted) }
    }

    private func waitForTheOwner() {
        if let timeout { clock.cancel(timeout) }
        timeout = clock.schedule(at: clock.now + Self.patience) { [weak self] in
            guard let self else { return }
            timeout = nil
            end()
        }
    }
}

extension SelectionName {
    /// The selection's name in X.
    var atomName: String {
        switch self {
        case .clipboard: "CLIPBOARD"
        case .primary: "PRIMARY"
        }
    }
}
