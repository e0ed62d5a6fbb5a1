import CWayland
import CWaylandProtocols
import HUDCore

/// One output (monitor) as the compositor describes it: `wl_output` for its scale and mode, and
/// `zxdg_output_v1`, when offered, for its place in the layout in logical points (what
/// layer surfaces are measured in). Destroys both proxies in `deinit`.
final class WaylandOutput {
    /// The registry's name for the global, by which it is removed.
    let globalName: UInt32
    let output: OpaquePointer
    private var xdgOutput: OpaquePointer?
    /// The integer scale surfaces on it are drawn at.
    private(set) var scale = 1
    /// Its current mode, in pixels.
    private var modeSize = (width: 0, height: 0)
    private var logicalPosition: Point?
    private var logicalSize: Size?
    /// Every property has arrived since it was bound (the first `done`).
    private(set) var isDescribed = false
    /// Runs after each `done`: a new mode, scale or position.
    var onChange: (() -> Void)?

    init(globalName: UInt32, output: OpaquePointer) {
        self.globalName = globalName
        self.output = output
        wl_output_add_listener(output, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        if let xdgOutput { zxdg_output_v1_destroy(xdgOutput) }
        if wl_proxy_get_version(output) >= 3 { wl_output_release(output) } else { wl_output_destroy(output) }
    }

    /// Asks the output manager for its logical layout.
    func describe(with manager: OpaquePointer) {
        guard xdgOutput == nil, let made = zxdg_output_manager_v1_get_xdg_output(manager, output) else { return }
        xdgOutput = made
        zxdg_output_v1_add_listener(made, Self.xdgListener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Where it is in the layout, in logical points: what a surface placed on it is laid out in.
    var frame: Rect {
        let size =
            logicalSize
            ?? Size(width: Double(modeSize.width / max(scale, 1)), height: Double(modeSize.height / max(scale, 1)))
        return Rect(origin: logicalPosition ?? .zero, size: size)
    }

    private static func of(_ data: UnsafeMutableRawPointer?) -> WaylandOutput {
        Unmanaged<WaylandOutput>.fromOpaque(data!).takeUnretainedValue()
    }

    nonisolated(unsafe) private static let listener = listenerTable(
        wl_output_listener(
            geometry: { _, _, _, _, _, _, _, _, _, _ in },
            mode: { data, _, flags, width, height, _ in
                guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
                of(data).modeSize = (Int(width), Int(height))
            },
            done: { data, _ in
                let output = of(data)
                output.isDescribed = true
                output.onChange?()
            },
            scale: { data, _, factor in of(data).scale = max(1, Int(factor)) },
            name: { _, _, _ in },
            description: { _, _, _ in }))

    nonisolated(unsafe) private static let xdgListener = listenerTable(
        zxdg_output_v1_listener(
            logical_position: { data, _, x, y in of(data).logicalPosition = Point(x: Double(x), y: Double(y)) },
            logical_size: { data, _, width, height in
                of(data).logicalSize = Size(width: Double(width), height: Double(height))
            },
            done: { _, _ in },
            name: { _, _, _ in },
            description: { _, _, _ in }))
}
