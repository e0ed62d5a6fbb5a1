import HUDCore

/// CLIPBOARD and PRIMARY on the seat, where the compositor offers them: what a field's Ctrl+V or
/// middle click pastes, and what its Ctrl+C and its selection give to other clients (from plain
/// fields only: a secure field never asks).
final class WaylandSelections {
    private let clipboard: SelectionDevice?
    private let primary: SelectionDevice?
    private let seat: WaylandSeat?

    init(globals: WaylandGlobals, loop: WaylandEventLoop) {
        seat = globals.seat
        let seatProxy = globals.seatProxy
        func device(_ name: SelectionName, _ manager: OpaquePointer?) -> SelectionDevice? {
            guard let manager, let seatProxy else { return nil }
            return SelectionDevice(name, manager: manager, seat: seatProxy, loop: loop)
        }
        clipboard = device(.clipboard, globals.dataDeviceManager)
        primary = device(.primary, globals.primarySelectionManager)
    }

    private func device(_ name: SelectionName) -> SelectionDevice? {
        switch name {
        case .clipboard: clipboard
        case .primary: primary
        }
    }

    /// Reads `name`'s text as far as `limit` lets it be used, into `deliver`.
    func paste(_ name: SelectionName, limit: PasteLimit, deliver: @escaping (String) -> Void) {
        device(name)?.paste(limit: limit, deliver: deliver)
    }

    /// Holds `text` on `name` (nil: lets it go), as asked by the user's latest input.
    func offer(_ text: String?, on name: SelectionName) {
        device(name)?.offer(text, serial: seat?.latestSerial ?? 0)
    }
}
