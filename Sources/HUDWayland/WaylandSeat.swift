import CWayland
import HUDCore

/// The seat: its keyboard and pointer as the compositor says it has them, made and dropped as they
/// come and go. Owns the `wl_seat`'s devices (the globals own the seat).
final class WaylandSeat {
    private let seat: OpaquePointer
    private let clock: any FrameClock
    private(set) var keyboard: WaylandKeyboard?
    private(set) var pointer: WaylandPointer?
    /// Input for the surface it happened on, in that surface's own points.
    var onInput: ((InteractionEvent, _ surface: OpaquePointer) -> Void)?

    init(seat: OpaquePointer, clock: any FrameClock) {
        self.seat = seat
        self.clock = clock
        wl_seat_add_listener(seat, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The serial of the user's latest input, which a selection is held or asked for with.
    var latestSerial: UInt32 { max(keyboard?.serial ?? 0, pointer?.serial ?? 0) }

    private func capabilitiesChanged(_ capabilities: UInt32) {
        let hasKeyboard = capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        if hasKeyboard, keyboard == nil, let made = wl_seat_get_keyboard(seat) {
            let keyboard = WaylandKeyboard(keyboard: made, clock: clock)
            keyboard.onKey = { [unowned self] stroke, surface in onInput?(.keyStroke(stroke), surface) }
            self.keyboard = keyboard
        } else if !hasKeyboard {
            keyboard = nil
        }
        if hasPointer, pointer == nil, let made = wl_seat_get_pointer(seat) {
            let pointer = WaylandPointer(pointer: made)
            pointer.onEvent = { [unowned self] event, surface in onInput?(event, surface) }
            self.pointer = pointer
        } else if !hasPointer {
            pointer = nil
        }
    }

    nonisolated(unsafe) private static let listener = listenerTable(
        wl_seat_listener(
            capabilities: { data, _, capabilities in
                Unmanaged<WaylandSeat>.fromOpaque(data!).takeUnretainedValue().capabilitiesChanged(capabilities)
            },
            name: { _, _, _ in }))
}
