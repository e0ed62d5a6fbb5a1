import CWayland
import Glibc
import HUDCore

/// The seat's keyboard: keys decoded with the compositor's keymap (xkbcommon), the modifiers held,
/// and the compositor's repeat rate, on the stage's clock. Owns the xkbcommon objects and the
/// `wl_keyboard`.
final class WaylandKeyboard {
    private let keyboard: OpaquePointer
    private let clock: any FrameClock
    private let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?
    /// The keymap's indices of X's eight core modifiers, in `KeyModifiers`' bit order.
    private var modifierIndices: [xkb_mod_index_t] = []
    private var repeatRate = 25.0
    private var repeatDelay = 0.6
    private var repeatToken: ClockToken?
    /// The surface with the keyboard focus.
    private(set) var focus: OpaquePointer?
    /// The serial of the last key or enter, which a selection offer is made with.
    private(set) var serial: UInt32 = 0
    /// A key press, for the focused surface.
    var onKey: ((KeyStroke, _ surface: OpaquePointer) -> Void)?

    init(keyboard: OpaquePointer, clock: any FrameClock) {
        self.keyboard = keyboard
        self.clock = clock
        wl_keyboard_add_listener(keyboard, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        stopRepeating()
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        xkb_context_unref(context)
        if wl_proxy_get_version(keyboard) >= 3 { wl_keyboard_release(keyboard) } else { wl_keyboard_destroy(keyboard) }
    }

    private func loadKeymap(format: UInt32, descriptor: Int32, size: UInt32) {
        defer { close(descriptor) }
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue,
            let mapped = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED
        else { return }
        defer { munmap(mapped, Int(size)) }
        // A keymap changed mid-alert replaces the old one; keys go on answering with the new.
        guard
            let loaded = xkb_keymap_new_from_string(
                context, mapped.assumingMemoryBound(to: CChar.self), XKB_KEYMAP_FORMAT_TEXT_V1,
                XKB_KEYMAP_COMPILE_NO_FLAGS),
            let fresh = xkb_state_new(loaded)
        else { return }
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        keymap = loaded
        state = fresh
        let names: [String] = ["Shift", "Lock", "Control", "Mod1", "Mod2", "Mod3", "Mod4", "Mod5"]
        modifierIndices = names.map { xkb_keymap_mod_get_index(loaded, $0) }
    }

    private var modifiers: KeyModifiers {
        guard let state else { return [] }
        var held: KeyModifiers = []
        for (bit, index) in modifierIndices.enumerated()
        where index != XKB_MOD_INVALID && xkb_state_mod_index_is_active(state, index, XKB_STATE_MODS_EFFECTIVE) > 0 {
            held.insert(KeyModifiers(rawValue: 1 << UInt32(bit)))
        }
        return held
    }

    private func pressed(key: UInt32) {
        guard let state, let keymap, let focus else { return }
        // Evdev's codes are xkb's less 8.
        let code = key + 8
        let keysym = xkb_state_key_get_one_sym(state, code)
        var buffer = [CChar](repeating: 0, count: 64)
        let length = xkb_state_key_get_utf8(state, code, &buffer, buffer.count)
        let text =
            length > 0 ? TextSanitizer.decode(buffer.prefix(Int(min(length, 63))).map { UInt8(bitPattern: $0) }) : ""
        let held = modifiers
        guard let meaning = KeySymbol.key(keysym, text: text, modifiers: held) else { return }
        let stroke = KeyStroke(meaning, modifiers: held)
        onKey?(stroke, focus)
        stopRepeating()
        if xkb_keymap_key_repeats(keymap, code) != 0, repeatRate > 0 {
            repeatToken = clock.schedule(at: clock.now + repeatDelay) { [weak self] in self?.repeatKey(stroke, code) }
        }
    }

    private func repeatKey(_ stroke: KeyStroke, _ code: UInt32) {
        guard let focus else { return }
        onKey?(stroke, focus)
        repeatToken = clock.schedule(at: clock.now + 1 / repeatRate) { [weak self] in self?.repeatKey(stroke, code) }
    }

    private func stopRepeating() {
        if let repeatToken { clock.cancel(repeatToken) }
        repeatToken = nil
    }

    private static func of(_ data: UnsafeMutableRawPointer?) -> WaylandKeyboard {
        Unmanaged<WaylandKeyboard>.fromOpaque(data!).takeUnretainedValue()
    }

    nonisolated(unsafe) private static let listener = listenerTable(
        wl_keyboard_listener(
            keymap: { data, _, format, descriptor, size in
                of(data).loadKeymap(format: format, descriptor: descriptor, size: size)
            },
            enter: { data, _, serial, surface, _ in
                let keyboard = of(data)
                keyboard.serial = serial
                keyboard.focus = surface
            },
            leave: { data, _, _, surface in
                let keyboard = of(data)
                guard keyboard.focus == surface else { return }
                keyboard.focus = nil
                keyboard.stopRepeating()
            },
            key: { data, _, serial, _, key, state in
                let keyboard = of(data)
                keyboard.serial = serial
                if state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue {
                    keyboard.pressed(key: key)
                } else {
                    keyboard.stopRepeating()
                }
            },
            modifiers: { data, _, _, depressed, latched, locked, group in
                guard let state = of(data).state else { return }
                xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
            },
            repeat_info: { data, _, rate, delay in
                let keyboard = of(data)
                keyboard.repeatRate = Double(max(0, rate))
                keyboard.repeatDelay = Double(max(0, delay)) / 1000
            }))
}
