import CWayland
import CWaylandProtocols
import HUDCore

/// The compositor's globals HUDKit binds, from its registry: what surfaces are made with, the outputs
/// as they come and go, and the seat. Each is given its listener as it is bound, before its first
/// events arrive (a seat's capabilities come at once and only once). Destroys what it bound in
/// `deinit`.
final class WaylandGlobals {
    private let registry: OpaquePointer
    /// What the seat's keyboard repeats keys on.
    private let clock: any FrameClock
    private(set) var compositor: OpaquePointer?
    private(set) var shm: OpaquePointer?
    private(set) var layerShell: OpaquePointer?
    /// The first seat, which the selections' devices are made for.
    private(set) var seatProxy: OpaquePointer?
    /// The first seat's keyboard and pointer.
    private(set) var seat: WaylandSeat?
    private(set) var outputManager: OpaquePointer?
    private(set) var viewporter: OpaquePointer?
    private(set) var fractionalScaleManager: OpaquePointer?
    private(set) var dataDeviceManager: OpaquePointer?
    private(set) var primarySelectionManager: OpaquePointer?
    private(set) var textInputManager: OpaquePointer?
    /// In the order the compositor announced them.
    private(set) var outputs: [WaylandOutput] = []
    /// Whether `wl_shm` offers ARGB8888 (every compositor must; checked all the same).
    private(set) var hasARGB8888 = false
    /// An output came, went or changed.
    var onOutputsChanged: (() -> Void)?

    /// Binds what the compositor offers; the caller's round trips bring the globals' first events.
    init(connection: WaylandConnection, clock: any FrameClock) {
        self.clock = clock
        registry = wl_display_get_registry(connection.display)
        wl_registry_add_listener(registry, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        outputs.removeAll()
        seat = nil
        for proxy in [viewporter, fractionalScaleManager, outputManager, textInputManager] {
            if let proxy { wl_proxy_destroy(proxy) }
        }
        if let layerShell {
            if wl_proxy_get_version(layerShell) >= 3 {
                zwlr_layer_shell_v1_destroy(layerShell)
            } else {
                wl_proxy_destroy(layerShell)
            }
        }
        for proxy in [compositor, shm, seatProxy, dataDeviceManager, primarySelectionManager] {
            if let proxy { wl_proxy_destroy(proxy) }
        }
        wl_registry_destroy(registry)
    }

    private func bind(
        _ name: UInt32, _ interface: UnsafePointer<wl_interface>, offered: UInt32, wanted: UInt32
    ) -> OpaquePointer? {
        wl_registry_bind(registry, name, interface, min(offered, wanted)).map(OpaquePointer.init)
    }

    private func announced(name: UInt32, interface: String, version: UInt32) {
        switch interface {
        case "wl_compositor": compositor = bind(name, hud_compositor_interface(), offered: version, wanted: 4)
        case "wl_shm":
            shm = bind(name, hud_shm_interface(), offered: version, wanted: 1)
            if let shm { wl_shm_add_listener(shm, Self.shmListener, Unmanaged.passUnretained(self).toOpaque()) }
        case "zwlr_layer_shell_v1": layerShell = bind(name, hud_layer_shell_interface(), offered: version, wanted: 4)
        // One seat: a second one (a rare multi-seat setup) keeps its keyboard to itself.
        case "wl_seat" where seatProxy == nil:
            seatProxy = bind(name, hud_seat_interface(), offered: version, wanted: 5)
            seat = seatProxy.map { WaylandSeat(seat: $0, clock: clock) }
        case "wl_output":
            guard let output = bind(name, hud_output_interface(), offered: version, wanted: 4) else { return }
            let added = WaylandOutput(globalName: name, output: output)
            added.onChange = { [unowned self] in onOutputsChanged?() }
            if let outputManager { added.describe(with: outputManager) }
            outputs.append(added)
        case "zxdg_output_manager_v1":
            outputManager = bind(name, hud_output_manager_interface(), offered: version, wanted: 3)
            if let outputManager { for output in outputs { output.describe(with: outputManager) } }
        case "wp_viewporter": viewporter = bind(name, hud_viewporter_interface(), offered: version, wanted: 1)
        case "wp_fractional_scale_manager_v1":
            fractionalScaleManager = bind(
                name, hud_fractional_scale_manager_interface(), offered: version, wanted: 1)
        case "wl_data_device_manager":
            dataDeviceManager = bind(name, hud_data_device_manager_interface(), offered: version, wanted: 3)
        case "zwp_text_input_manager_v3":
            textInputManager = bind(name, hud_text_input_manager_interface(), offered: version, wanted: 1)
        case "zwp_primary_selection_device_manager_v1":
            primarySelectionManager = bind(
                name, hud_primary_selection_manager_interface(), offered: version, wanted: 1)
        default: break
        }
    }

    private func removed(name: UInt32) {
        guard let index = outputs.firstIndex(where: { $0.globalName == name }) else { return }
        outputs.remove(at: index)
        onOutputsChanged?()
    }

    private static func of(_ data: UnsafeMutableRawPointer?) -> WaylandGlobals {
        Unmanaged<WaylandGlobals>.fromOpaque(data!).takeUnretainedValue()
    }

    nonisolated(unsafe) private static let listener = listenerTable(
        wl_registry_listener(
            global: { data, _, name, interface, version in
                guard let interface else { return }
                of(data).announced(name: name, interface: String(cString: interface), version: version)
            },
            global_remove: { data, _, name in of(data).removed(name: name) }))

    nonisolated(unsafe) private static let shmListener = listenerTable(
        wl_shm_listener(format: { data, _, format in
            if format == WL_SHM_FORMAT_ARGB8888.rawValue { of(data).hasARGB8888 = true }
        }))
}
