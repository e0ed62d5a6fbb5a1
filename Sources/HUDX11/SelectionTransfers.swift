import CX11
import HUDCore
import HUDSurfaces

/// What an overlay's window does with the X selections: the paste in progress (one at a time; a
/// new one replaces it) and the texts it holds, CLIPBOARD after Ctrl+C and PRIMARY while a plain
/// field has a selection. Their events reach it through the overlay's host. Use it on the loop
/// thread.
final class SelectionTransfers {
    private let connection: XConnection
    private let clock: any FrameClock
    private var conversion: SelectionConversion?
    private var offers: [SelectionName: SelectionOffer] = [:]

    init(connection: XConnection, clock: any FrameClock) {
        self.connection = connection
        self.clock = clock
    }

    /// Asks for `selection`'s text into `window`; `deliver` gets it, if it comes in time.
    func paste(
        _ selection: SelectionName, into window: Window, time: Time, limit: PasteLimit,
        deliver: @escaping (String) -> Void
    ) {
        conversion?.end()
        conversion = SelectionConversion(
            selection, into: window, time: time, limit: limit, connection: connection, clock: clock, deliver: deliver)
    }

    /// Holds `text` on `selection` from `window`, as of the input event at `time`, in place of what
    /// it held there; nil gives that up.
    func offer(_ text: String?, on selection: SelectionName, from window: Window, time: Time) {
        guard let text else {
            offers.removeValue(forKey: selection)?.withdraw()
            return
        }
        offers[selection] = SelectionOffer(text, on: selection, from: window, time: time, connection: connection)
    }

    /// Takes `event` if it belongs to a paste or an offer; a request for a text no longer offered
    /// is refused, so its requestor does not wait for it.
    func handle(_ event: XEvent) -> Bool {
        if conversion?.handle(event) ?? false || offers.values.contains(where: { $0.handle(event) }) { return true }
        guard event.type == SelectionRequest else { return false }
        SelectionOffer.notify(event.xselectionrequest, connection: connection)
        return true
    }

    /// The overlay has gone: the paste is given up; the offers end with its window.
    func end() {
        conversion?.end()
        conversion = nil
    }
}
