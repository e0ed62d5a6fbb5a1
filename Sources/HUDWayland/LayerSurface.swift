import CWayland
import CWaylandProtocols
import HUDCore

/// A `wl_surface` with the layer role on the overlay layer, above every window: one output's
/// rectangle that HUDKit draws into shared memory. Configured once (anchored at the output's top
/// left with margins, so that it is placed in the output's logical points whatever panels reserve),
/// then drawn whenever the compositor is ready for a frame. Destroyed in `deinit`.
final class LayerSurface {
    let surface: OpaquePointer
    private let layerSurface: OpaquePointer
    private let compositor: OpaquePointer
    private let shm: OpaquePointer
    /// Its extent on the output, in points.
    let frame: Rect
    /// Device pixels per point: a whole number, unless the compositor scales by fractions
    /// (`wp_fractional_scale_v1`, drawn through a `wp_viewport`).
    private(set) var scale: Double
    /// The compositor's fractional scale for the surface and the viewport that maps its buffer to
    /// its size, where it offers both.
    private var fractionalScale: OpaquePointer?
    private var viewport: OpaquePointer?
    /// The scale the compositor prefers for it has changed (fractional scaling only).
    var onPreferredScale: ((Double) -> Void)?
    private var buffers: [SharedMemoryBuffer] = []
    /// Its buffers are of one colour, which the compositor stretches over the whole surface.
    private let isStretched: Bool
    /// A stretched buffer's side, in pixels: only its top left quarter is stretched, so that a
    /// compositor that samples a little beyond it (wlroots 0.15's pixman renderer does, at the far
    /// edges) still finds the colour.
    private static let stretchedSide = 64
    private var frameCallback: OpaquePointer?
    /// The frame last committed was drawn before the compositor had shown the one before it.
    private var isAhead = false
    /// The compositor has answered the first commit: it may be drawn.
    private(set) var isConfigured = false
    /// Runs when the compositor is ready for a frame (first after the configure, then after each
    /// frame it has shown).
    var onReadyForFrame: (() -> Void)?
    /// The compositor took the surface away (its output went).
    var onClosed: (() -> Void)?

    /// `stretched`: its buffers hold one colour, stretched over `frame` by a `wp_viewport` (the
    /// compositor must offer `wp_viewporter`).
    init(
        globals: WaylandGlobals, output: WaylandOutput, frame: Rect, scale: Double, takesKeyboard: Bool,
        namespace: String, stretched: Bool = false
    ) throws(WaylandError) {
        guard let compositor = globals.compositor else { throw .missingGlobal("wl_compositor") }
        guard let shm = globals.shm else { throw .missingGlobal("wl_shm") }
        guard let layerShell = globals.layerShell else { throw .noLayerShell }
        guard let surface = wl_compositor_create_surface(compositor) else { throw .missingGlobal("wl_surface") }
        guard
            let layerSurface = zwlr_layer_shell_v1_get_layer_surface(
                layerShell, surface, output.output, ZWLR_LAYER_SHELL_V1_LAYER_OVERLAY.rawValue, namespace)
        else {
            wl_surface_destroy(surface)
            throw .noLayerShell
        }
        self.surface = surface
        self.layerSurface = layerSurface
        self.compositor = compositor
        self.shm = shm
        self.frame = frame
        self.scale = scale
        isStretched = stretched
        zwlr_layer_surface_v1_add_listener(layerSurface, Self.listener, Unmanaged.passUnretained(self).toOpaque())
        zwlr_layer_surface_v1_set_anchor(
            layerSurface,
            ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP.rawValue | ZWLR_LAYER_SURFACE_V1_ANCHOR_LEFT.rawValue)
        zwlr_layer_surface_v1_set_margin(layerSurface, Int32(frame.minY), 0, 0, Int32(frame.minX))
        zwlr_layer_surface_v1_set_size(layerSurface, UInt32(frame.width), UInt32(frame.height))
        // Measured from the output's edges, not from what a panel leaves.
        zwlr_layer_surface_v1_set_exclusive_zone(layerSurface, -1)
        // Exclusive: every key while it is up, as an X11 grab takes them (on demand would wait for
        // a click).
        let interactivity =
            takesKeyboard
            ? ZWLR_LAYER_SURFACE_V1_KEYBOARD_INTERACTIVITY_EXCLUSIVE : ZWLR_LAYER_SURFACE_V1_KEYBOARD_INTERACTIVITY_NONE
        zwlr_layer_surface_v1_set_keyboard_interactivity(layerSurface, interactivity.rawValue)
        if stretched, let viewporter = globals.viewporter {
            self.scale = 1
            viewport = wp_viewporter_get_viewport(viewporter, surface)
            let half = wl_fixed_from_int(Int32(Self.stretchedSide / 2))
            wp_viewport_set_source(viewport, 0, 0, half, half)
            wp_viewport_set_destination(viewport, Int32(frame.width), Int32(frame.height))
        } else if let manager = globals.fractionalScaleManager, let viewporter = globals.viewporter {
            fractionalScale = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
            wp_fractional_scale_v1_add_listener(
                fractionalScale, Self.scaleListener, Unmanaged.passUnretained(self).toOpaque())
            viewport = wp_viewporter_get_viewport(viewporter, surface)
            wp_viewport_set_destination(viewport, Int32(frame.width), Int32(frame.height))
        } else {
            self.scale = scale.rounded(.up)
            wl_surface_set_buffer_scale(surface, Int32(self.scale))
        }
        wl_surface_commit(surface)
    }

    /// Whether buffers of any scale can be shown (the compositor scales by fractions).
    static func scalesByFractions(_ globals: WaylandGlobals) -> Bool {
        globals.fractionalScaleManager != nil && globals.viewporter != nil
    }

    deinit {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        if let viewport { wp_viewport_destroy(viewport) }
        if let fractionalScale { wp_fractional_scale_v1_destroy(fractionalScale) }
        zwlr_layer_surface_v1_destroy(layerSurface)
        wl_surface_destroy(surface)
    }

    /// Where pointer input reaches it, in its own points; nil: everywhere. An empty rectangle lets
    /// every click through to the windows beneath.
    func setInputArea(_ area: Rect?) {
        guard let area else {
            wl_surface_set_input_region(surface, nil)
            return
        }
        let region = wl_compositor_create_region(compositor)
        if area.width > 0, area.height > 0 {
            wl_region_add(
                region, Int32(area.minX.rounded(.down)), Int32(area.minY.rounded(.down)),
                Int32(area.width.rounded(.up)), Int32(area.height.rounded(.up)))
        }
        wl_surface_set_input_region(surface, region)
        wl_region_destroy(region)
    }

    /// Whether a frame of an animation may be drawn now: configured, and the compositor ready for
    /// it (not still to show the last).
    var canDraw: Bool { isConfigured && frameCallback == nil }

    /// Whether new content may be drawn now: configured, and no frame already drawn ahead. It need
    /// not wait for the compositor to show the last frame (the compositor shows whichever was
    /// committed last), but one such frame a refresh is enough however fast content changes.
    var canDrawAhead: Bool { isConfigured && !isAhead }

    /// A buffer the compositor does not hold, to draw the next frame into; it may hold an older frame
    /// (`SharedMemoryBuffer.heldScene`).
    func nextBuffer() throws(WaylandError) -> SharedMemoryBuffer {
        try freeBuffer()
    }

    /// Shows `buffer`, `damage` (in buffer pixels; nil: all of it) marked as changed since the
    /// frame shown before, and asks to hear when the compositor is ready for the next.
    func present(_ buffer: SharedMemoryBuffer, damage: PixelRect?) {
        buffer.attach(to: surface)
        let area = damage ?? PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        wl_surface_damage_buffer(surface, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
        // Drawn ahead, a frame replaces the one the compositor was still to show: one callback, for
        // the newer.
        if let frameCallback { wl_callback_destroy(frameCallback) }
        isAhead = frameCallback != nil
        frameCallback = wl_surface_frame(surface)
        wl_callback_add_listener(frameCallback, Self.frameListener, Unmanaged.passUnretained(self).toOpaque())
        wl_surface_commit(surface)
    }

    /// One of two buffers the size of the surface in pixels: the compositor may still be reading the
    /// other.
    private func freeBuffer() throws(WaylandError) -> SharedMemoryBuffer {
        let width = isStretched ? Self.stretchedSide : Int((frame.width * scale).rounded(.up))
        buffers.removeAll { !$0.isBusy && $0.width != width }
        if let free = buffers.first(where: { !$0.isBusy }) { return free }
        let height = isStretched ? Self.stretchedSide : Int((frame.height * scale).rounded(.up))
        let made = try SharedMemoryBuffer(shm: shm, width: width, height: height)
        buffers.append(made)
        return made
    }

    private func preferred(scale120: UInt32) {
        let preferred = Double(scale120) / 120
        guard preferred > 0, preferred != scale else { return }
        scale = preferred
        onPreferredScale?(preferred)
    }

    private func configured(serial: UInt32) {
        zwlr_layer_surface_v1_ack_configure(layerSurface, serial)
        guard !isConfigured else { return }
        isConfigured = true
        onReadyForFrame?()
    }

    private func frameShown() {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
        isAhead = false
        onReadyForFrame?()
    }

    private static func of(_ data: UnsafeMutableRawPointer?) -> LayerSurface {
        Unmanaged<LayerSurface>.fromOpaque(data!).takeUnretainedValue()
    }

    nonisolated(unsafe) private static let listener = listenerTable(
        zwlr_layer_surface_v1_listener(
            configure: { data, _, serial, _, _ in of(data).configured(serial: serial) },
            closed: { data, _ in of(data).onClosed?() }))

    nonisolated(unsafe) private static let scaleListener = listenerTable(
        wp_fractional_scale_v1_listener(preferred_scale: { data, _, scale in
            of(data).preferred(scale120: scale)
        }))

    nonisolated(unsafe) private static let frameListener = listenerTable(
        wl_callback_listener(done: { data, _, _ in of(data).frameShown() }))
}
