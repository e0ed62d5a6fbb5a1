import CWayland
import CWaylandProtocols

/// One `zwlr_screencopy_frame_v1`: a single copy of the next picture an output shows in one
/// rectangle. The compositor first names the shared-memory buffer it can copy into (`buffer`, then,
/// from version 3, `buffer_done` once every kind is named); `copy` then asks for the picture, which
/// ends the frame with `ready` (and the moment the output showed it) or `failed`. A frame copies
/// once: the next picture needs a new one. Destroyed in `deinit`.
final class ScreencopyFrame {
    /// A `wl_shm` buffer the copy accepts.
    struct BufferShape: Equatable {
        let format: UInt32
        let width: UInt32
        let height: UInt32
        let stride: UInt32
    }

    /// How the frame ended.
    enum Outcome: Equatable {
        /// Copied; the output showed the picture at this time on the compositor's presentation clock,
        /// in nanoseconds.
        case ready(presented: UInt64)
        case failed
    }

    private let frame: OpaquePointer
    /// Before version 3 there is no `buffer_done`: the one `buffer` event, sent at once, is all.
    private let describedByBufferAlone: Bool
    /// The shared-memory buffer it offered (a compositor may offer only dmabufs: then nil).
    private(set) var shape: BufferShape?
    /// Every kind of buffer has been named: the copy may be asked for.
    private(set) var isDescribed = false
    private(set) var outcome: Outcome?

    /// Asks for the next picture of a rectangle (in the output's logical coordinates) of `output`,
    /// without the cursor; nil when libwayland could not make the proxy.
    init?(manager: OpaquePointer, output: OpaquePointer, x: Int32, y: Int32, width: Int32, height: Int32) {
        guard let frame = zwlr_screencopy_manager_v1_capture_output_region(manager, 0, output, x, y, width, height)
        else { return nil }
        self.frame = frame
        describedByBufferAlone = wl_proxy_get_version(frame) < 3
        zwlr_screencopy_frame_v1_add_listener(frame, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        zwlr_screencopy_frame_v1_destroy(frame)
    }

    /// Asks for the copy into `buffer`, whose shape must be the offered one.
    func copy(into buffer: ScreencopyBuffer) {
        zwlr_screencopy_frame_v1_copy(frame, buffer.proxy)
    }

    private static func of(_ data: UnsafeMutableRawPointer?) -> ScreencopyFrame {
        Unmanaged<ScreencopyFrame>.fromOpaque(data!).takeUnretainedValue()
    }

    nonisolated(unsafe) private static let listener: UnsafeMutablePointer<zwlr_screencopy_frame_v1_listener> = {
        let listener = UnsafeMutablePointer<zwlr_screencopy_frame_v1_listener>.allocate(capacity: 1)
        listener.initialize(
            to: zwlr_screencopy_frame_v1_listener(
                buffer: { data, _, format, width, height, stride in
                    let frame = of(data)
                    frame.shape = BufferShape(format: format, width: width, height: height, stride: stride)
                    if frame.describedByBufferAlone { frame.isDescribed = true }
                },
                // Whether the rows run bottom to top: a comparison with a copy made the same way does
                // not mind.
                flags: { _, _, _ in },
                ready: { data, _, secondsHigh, secondsLow, nanoseconds in
                    let seconds = UInt64(secondsHigh) << 32 | UInt64(secondsLow)
                    of(data).outcome = .ready(presented: seconds &* 1_000_000_000 &+ UInt64(nanoseconds))
                },
                failed: { data, _ in of(data).outcome = .failed },
                damage: { _, _, _, _, _, _ in },
                linux_dmabuf: { _, _, _, _, _ in },
                buffer_done: { data, _ in of(data).isDescribed = true }))
        return listener
    }()
}
