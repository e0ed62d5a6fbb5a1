import CWayland
import HUDCore

/// The seat's pointer: motion, the three buttons and the wheel, in the points of the surface it is
/// over. Owns the `wl_pointer`.
final class WaylandPointer {
    private let pointer: OpaquePointer
    private(set) var focus: OpaquePointer?
    private var position = Point.zero
    /// Wheel motion not yet a whole notch, for wheels that send no discrete steps.
    private var pendingScroll = 0.0
    /// The serial of the last button press, which a popup or selection is made with.
    private(set) var serial: UInt32 = 0
    /// A button, motion or wheel notch on `surface`, at a point in its own points.
    var onEvent: ((InteractionEvent, _ surface: OpaquePointer) -> Void)?

    /// Linux's input codes of the buttons (BTN_LEFT, BTN_RIGHT, BTN_MIDDLE).
    private static let leftButton: UInt32 = 0x110
    private static let rightButton: UInt32 = 0x111
    private static let middleButton: UInt32 = 0x112
    /// Surface points per wheel notch, as compositors report a wheel without discrete steps.
    private static let pointsPerNotch = 10.0

    init(pointer: OpaquePointer) {
        self.pointer = pointer
        wl_pointer_add_listener(pointer, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        if wl_proxy_get_version(pointer) >= 3 { wl_pointer_release(pointer) } else { wl_pointer_destroy(pointer) }
    }

    private func send(_ event: PointerEvent) {
        if let focus { onEvent?(.pointer(event), focus) }
    }

    private func button(_ button: UInt32, pressed: Bool) {
        switch (button, pressed) {
        case (Self.leftButton, true): send(.pressed(position))
        case (Self.leftButton, false): send(.released(position))
        case (Self.rightButton, true): send(.secondaryPressed(position))
        case (Self.middleButton, true): send(.middlePressed(position))
        default: break
        }
    }

    private func scrolled(by points: Double) {
        pendingScroll += points / Self.pointsPerNotch
        let notches = Int(pendingScroll.rounded(.towardZero))
        guard notches != 0 else { return }
        pendingScroll -= Double(notches)
        if let focus { onEvent?(.scroll(notches), focus) }
    }

    private static func of(_ data: UnsafeMutableRawPointer?) -> WaylandPointer {
        Unmanaged<WaylandPointer>.fromOpaque(data!).takeUnretainedValue()
    }

    private static func point(_ x: wl_fixed_t, _ y: wl_fixed_t) -> Point {
        Point(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
    }

    nonisolated(unsafe) private static let listener = listenerTable(
        wl_pointer_listener(
            enter: { data, _, _, surface, x, y in
                let pointer = of(data)
                pointer.focus = surface
                pointer.position = point(x, y)
                pointer.send(.entered(pointer.position))
            },
            leave: { data, _, _, surface in
                let pointer = of(data)
                guard pointer.focus == surface else { return }
                pointer.send(.left)
                pointer.focus = nil
            },
            motion: { data, _, _, x, y in
                let pointer = of(data)
                pointer.position = point(x, y)
                pointer.send(.moved(pointer.position))
            },
            button: { data, _, serial, _, button, state in
                let pointer = of(data)
                pointer.serial = serial
                pointer.button(button, pressed: state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue)
            },
            axis: { data, _, _, axis, value in
                guard axis == WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue else { return }
                of(data).scrolled(by: wl_fixed_to_double(value))
            },
            frame: { _, _ in },
            axis_source: { _, _, _ in },
            axis_stop: { _, _, _, _ in },
            axis_discrete: { _, _, _, _ in },
            axis_value120: { _, _, _, _ in }))
}
