import CWayland
import CWaylandProtocols
import Glibc
import HUDCore

/// What a Wayland compositor shows, read back over a connection of the probe's own with
/// wlr-screencopy: the benchmarks' "on screen" where there is no X server to report a map, the same
/// for HUDKit's surfaces as for another program's (mako, dunst), since it looks at pixels and at
/// nothing of either. It watches one rectangle of the first output: a baseline copy, then a copy of
/// each following picture until one differs (or shows the baseline again), timed by the moment the
/// output showed that picture (the copy's `ready` stamp: CLOCK_MONOTONIC on wlroots). Each copy
/// waits for the output's next picture and the next copy is asked for at once, so while it polls the
/// probe sees each picture the output shows, and a wlroots output, asked for copies, shows one every
/// refresh interval whether anything changed or not. Use it on one thread at a time.
public final class WaylandScreenProbe {
    /// Why the screen could not be read.
    public enum Failure: Error, CustomStringConvertible {
        /// `wl_display_connect` failed for the named display.
        case cannotConnect(String)
        /// The compositor does not offer a global the probe needs.
        case missingGlobal(String)
        /// The compositor went, or sent a protocol error.
        case lostConnection(String)
        /// The compositor offers no shared-memory buffer of 32-bit pixels for its copies.
        case unsupportedBuffer
        /// The compositor answered a copy with `failed`.
        case copyFailed
        /// Shared memory for a copy of this size could not be made.
        case cannotCreateBuffer(width: Int, height: Int)
        /// What was awaited did not happen in time.
        case timedOut(String)

        /// A message naming what failed.
        public var description: String {
            switch self {
            case .cannotConnect(let name): "cannot connect to Wayland display \"\(name)\""
            case .missingGlobal(let name): "the Wayland compositor does not offer \(name)"
            case .lostConnection(let why): "lost the connection to the Wayland compositor: \(why)"
            case .unsupportedBuffer: "the compositor offers no 32-bit shared-memory buffer for screencopy"
            case .copyFailed: "the compositor could not copy the output (screencopy failed)"
            case .cannotCreateBuffer(let width, let height): "cannot create a \(width)x\(height) shared-memory buffer"
            case .timedOut(let what): "timed out waiting for \(what)"
            }
        }
    }

    /// A rectangle's pixels in one picture of the output: what later pictures are compared with.
    public struct Snapshot: Sendable {
        /// In the output's logical coordinates, as asked for.
        public let region: Rect
        /// When the output showed it (`WaylandScreenProbe.now`'s clock), in nanoseconds.
        public let presented: UInt64
        fileprivate let shape: ScreencopyFrame.BufferShape
        fileprivate let bytes: [UInt8]
    }

    private let display: OpaquePointer
    private let registry: OpaquePointer
    private var shm: OpaquePointer?
    private var manager: OpaquePointer?
    private var output: ProbeOutput?
    /// The last copy's memory, kept for the next copy of the same shape.
    private var buffer: ScreencopyBuffer?
    /// When the output showed the last picture copied (`now`'s clock, nanoseconds; 0 before the
    /// first): with `pictureInterval`, when its next pictures will come.
    public private(set) var lastPresented: UInt64 = 0

    /// Connects to `display` (nil: `$WAYLAND_DISPLAY`) and binds `wl_shm`, the first output and
    /// `zwlr_screencopy_manager_v1`; throws when one is missing.
    public init(display name: String? = nil) throws {
        guard let display = wl_display_connect(name) else {
            throw Failure.cannotConnect(name ?? getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? "wayland-0")
        }
        self.display = display
        guard let registry = wl_display_get_registry(display) else {
            wl_display_disconnect(display)
            throw Failure.lostConnection("no registry")
        }
        self.registry = registry
        wl_registry_add_listener(registry, Self.registryListener, Unmanaged.passUnretained(self).toOpaque())
        // The globals, then the output's mode and scale.
        wl_display_roundtrip(display)
        wl_display_roundtrip(display)
        try checkConnection()
        guard shm != nil else { throw Failure.missingGlobal("wl_shm") }
        guard output?.isDescribed == true else { throw Failure.missingGlobal("wl_output") }
        guard manager != nil else { throw Failure.missingGlobal("zwlr_screencopy_manager_v1") }
    }

    deinit {
        buffer = nil
        output = nil
        if let manager { zwlr_screencopy_manager_v1_destroy(manager) }
        if let shm { wl_shm_destroy(shm) }
        wl_registry_destroy(registry)
        wl_display_disconnect(display)
    }

    /// The clock the probe's times are on, in nanoseconds: CLOCK_MONOTONIC, which wlroots stamps
    /// its outputs' pictures with. A caller's start time read here compares with `presented`.
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The first output's size in logical points (its mode over its integer scale): what regions are
    /// given in.
    public var outputSize: Size {
        output?.logicalSize ?? Size(width: 0, height: 0)
    }

    /// `region` in the output's next picture: the baseline `waitForChange` and `waitForReturn` compare
    /// later pictures with.
    public func snapshot(of region: Rect, timeout: Double = 5) throws -> Snapshot {
        let presented = try copy(region, before: Self.now() + UInt64(timeout * 1e9), what: "a screencopy frame")
        guard let buffer else { throw Failure.unsupportedBuffer }
        return Snapshot(region: region, presented: presented, shape: buffer.shape, bytes: Array(buffer.bytes))
    }

    /// Copies picture after picture of `baseline`'s region until one differs from it; when the output
    /// showed that picture (`now`'s clock, nanoseconds).
    public func waitForChange(from baseline: Snapshot, timeout: Double = 10) throws -> UInt64 {
        let deadline = Self.now() + UInt64(timeout * 1e9)
        while true {
            let presented = try copy(baseline.region, before: deadline, what: "the screen to change")
            if !copyMatches(baseline) { return presented }
        }
    }

    /// Copies picture after picture of `baseline`'s region until one shows it again (what was shown
    /// on it has gone, exits and fades included); when the output showed that picture.
    @discardableResult
    public func waitForReturn(to baseline: Snapshot, timeout: Double = 10) throws -> UInt64 {
        let deadline = Self.now() + UInt64(timeout * 1e9)
        while true {
            let presented = try copy(baseline.region, before: deadline, what: "the screen to show its baseline again")
            if copyMatches(baseline) { return presented }
        }
    }

    /// The median time between the pictures of `pictures` copies of `region` in a row, in seconds:
    /// how often the output shows a new picture while the probe polls it (a headless wlroots output,
    /// 60 Hz), and so how finely the times above fall.
    public func pictureInterval(of region: Rect, pictures: Int = 30) throws -> Double {
        let deadline = Self.now() + UInt64(max(pictures, 2)) * 1_000_000_000
        var stamps: [UInt64] = []
        for _ in 0..<max(pictures, 2) {
            stamps.append(try copy(region, before: deadline, what: "\(pictures) pictures"))
        }
        let intervals = zip(stamps.dropFirst(), stamps).map { Double($0 - $1) / 1e9 }.sorted()
        return intervals[intervals.count / 2]
    }

    // MARK: - One copy

    /// Copies `region` of the output's next picture into `buffer`; when the output showed it.
    private func copy(_ region: Rect, before deadline: UInt64, what: String) throws -> UInt64 {
        guard let manager, let output, let shm else { throw Failure.lostConnection("the globals went") }
        guard
            let frame = ScreencopyFrame(
                manager: manager, output: output.proxy, x: Int32(region.minX.rounded()),
                y: Int32(region.minY.rounded()), width: Int32(region.width.rounded()),
                height: Int32(region.height.rounded()))
        else { throw Failure.lostConnection("cannot make a screencopy frame") }
        try dispatch(until: { frame.isDescribed || frame.outcome != nil }, before: deadline, what: what)
        if frame.outcome == .failed { throw Failure.copyFailed }
        guard let shape = frame.shape, shape.stride >= shape.width * 4 else { throw Failure.unsupportedBuffer }
        if buffer?.shape != shape { buffer = try ScreencopyBuffer(shm: shm, shape: shape) }
        guard let buffer else { throw Failure.unsupportedBuffer }
        frame.copy(into: buffer)
        let sent = Self.now()
        try dispatch(until: { frame.outcome != nil }, before: deadline, what: what)
        let received = Self.now()
        guard case .ready(let presented) = frame.outcome else { throw Failure.copyFailed }
        // The picture was shown after the copy was asked for and before its answer came; a stamp
        // outside that span is on another clock (the protocol allows any), and the answer's arrival
        // stands in for it.
        lastPresented = (sent...received).contains(presented) ? presented : received
        return lastPresented
    }

    /// Whether the last copy shows the same colours as `baseline` over the whole rectangle. Of a
    /// 32-bit pixel whose top byte is alpha or unused (ARGB, XRGB, ABGR, XBGR: what wlroots'
    /// renderers read back), only the colour counts: an output's alpha is no part of what a user sees.
    private func copyMatches(_ baseline: Snapshot) -> Bool {
        guard let buffer, buffer.shape == baseline.shape else { return false }
        let shape = baseline.shape
        let copied = buffer.bytes
        let colourOnly: Set<UInt32> = [0, 1, 0x3432_4241, 0x3432_4258]
        guard colourOnly.contains(shape.format) else { return copied.elementsEqual(baseline.bytes) }
        let rowStride = Int(shape.stride)
        let rowBytes = Int(shape.width) * 4
        return baseline.bytes.withUnsafeBytes { expected in
            for row in 0..<Int(shape.height) {
                let start = row * rowStride
                for offset in stride(from: start, to: start + rowBytes, by: 4)
                where copied.loadUnaligned(fromByteOffset: offset, as: UInt32.self) & 0x00FF_FFFF
                    != expected.loadUnaligned(fromByteOffset: offset, as: UInt32.self) & 0x00FF_FFFF
                {
                    return false
                }
            }
            return true
        }
    }

    /// Reads and dispatches the compositor's events until `isDone`, or throws at `deadline`.
    private func dispatch(until isDone: () -> Bool, before deadline: UInt64, what: String) throws {
        while !isDone() {
            if wl_display_dispatch_pending(display) < 0 { try checkConnection() }
            if isDone() { return }
            // Events already queued are dispatched before waiting.
            guard wl_display_prepare_read(display) == 0 else { continue }
            if wl_display_flush(display) < 0, errno != EAGAIN {
                let why = String(cString: strerror(errno))
                wl_display_cancel_read(display)
                try checkConnection()
                // A closed socket (EPIPE) leaves no error on the display.
                throw Failure.lostConnection(why)
            }
            let now = Self.now()
            guard now < deadline else {
                wl_display_cancel_read(display)
                throw Failure.timedOut(what)
            }
            var descriptor = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min((deadline - now + 999_999) / 1_000_000, 60_000))
            if poll(&descriptor, 1, milliseconds) > 0 {
                if wl_display_read_events(display) < 0 { try checkConnection() }
            } else {
                wl_display_cancel_read(display)
            }
        }
    }

    private func checkConnection() throws {
        let code = wl_display_get_error(display)
        guard code != 0 else { return }
        throw Failure.lostConnection(String(cString: strerror(code)))
    }

    // MARK: - The registry

    private func announced(name: UInt32, interface: String, version: UInt32) {
        switch interface {
        case "wl_shm" where shm == nil:
            shm = wl_registry_bind(registry, name, hud_shm_interface(), 1).map(OpaquePointer.init)
        // The first output: a headless compositor's only one.
        case "wl_output" where output == nil:
            output = wl_registry_bind(registry, name, hud_output_interface(), min(version, 2)).map {
                ProbeOutput(proxy: OpaquePointer($0))
            }
        case "zwlr_screencopy_manager_v1" where manager == nil:
            manager = wl_registry_bind(registry, name, hud_screencopy_manager_interface(), min(version, 3)).map(
                OpaquePointer.init)
        default: break
        }
    }

    nonisolated(unsafe) private static let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
        let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
        listener.initialize(
            to: wl_registry_listener(
                global: { data, _, name, interface, version in
                    guard let interface else { return }
                    Unmanaged<WaylandScreenProbe>.fromOpaque(data!).takeUnretainedValue()
                        .announced(name: name, interface: String(cString: interface), version: version)
                },
                // The probe lives for one run of a bench; an output that goes fails its next copy.
                global_remove: { _, _, _ in }))
        return listener
    }()
}

/// The output the probe copies from, with the mode and scale its logical size comes from.
/// Destroyed in `deinit`.
final class ProbeOutput {
    let proxy: OpaquePointer
    private var modeSize = (width: 0, height: 0)
    private var scale = 1
    /// Its mode and scale have arrived (`done`, or the mode before version 2).
    private(set) var isDescribed = false

    init(proxy: OpaquePointer) {
        self.proxy = proxy
        wl_output_add_listener(proxy, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        wl_output_destroy(proxy)
    }

    var logicalSize: Size {
        Size(width: Double(modeSize.width / scale), height: Double(modeSize.height / scale))
    }

    private static func of(_ data: UnsafeMutableRawPointer?) -> ProbeOutput {
        Unmanaged<ProbeOutput>.fromOpaque(data!).takeUnretainedValue()
    }

    nonisolated(unsafe) private static let listener: UnsafeMutablePointer<wl_output_listener> = {
        let listener = UnsafeMutablePointer<wl_output_listener>.allocate(capacity: 1)
        listener.initialize(
            to: wl_output_listener(
                geometry: { _, _, _, _, _, _, _, _, _, _ in },
                mode: { data, proxy, flags, width, height, _ in
                    guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
                    let output = of(data)
                    output.modeSize = (Int(width), Int(height))
                    if wl_proxy_get_version(proxy) < 2 { output.isDescribed = true }
                },
                done: { data, _ in of(data).isDescribed = true },
                scale: { data, _, factor in of(data).scale = max(1, Int(factor)) },
                name: { _, _, _ in },
                description: { _, _, _ in }))
        return listener
    }()
}
