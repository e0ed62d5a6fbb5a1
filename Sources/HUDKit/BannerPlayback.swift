import HUDCore

/// A stack of banners on a manual clock, without a display: `hud render banner`, the banner
/// goldens and their motion strips. The banners are posted at time 0, oldest first, so the last
/// one is the newest, on top.
public final class BannerPlayback {
    public let stack: BannerStack
    private let clock = ManualClock()
    private let hideAt: Double?

    /// With `hideAt`, every banner is closed then (their exits play). Throws `HUDError` for a bad
    /// canvas or a NaN or negative `hideAt`.
    public init(banners: [NotificationBanner], options: BannerStackOptions, snapshot: SnapshotOptions,
                renderer: SnapshotRenderer, hideAt: Double? = nil) throws {
        if let hideAt, !(hideAt.isFinite && hideAt >= 0) { throw HUDError.invalidDuration(name: "hide time", value: hideAt) }
        self.hideAt = hideAt
        let context = try LayoutContext(canvas: snapshot.size, scale: snapshot.scale, measurer: renderer.renderer.textCache)
        stack = BannerStack(options: options, animator: Animator(clock: clock), layoutContext: { context })
        for (index, banner) in banners.enumerated() {
            stack.post(id: UInt32(index + 1), banner: banner, expiry: .never)
        }
    }

    /// The stack `time` seconds after the banners were posted; nil once all have gone. Times must
    /// not go backwards.
    public func scene(at time: Double) throws -> Scene? {
        guard time.isFinite, time >= clock.now else { throw HUDError.invalidDuration(name: "time", value: time) }
        if let hideAt, hideAt <= time, !stack.openIDs.isEmpty {
            clock.advance(to: max(hideAt, clock.now))
            stack.closeAll(reason: .closedByCall)
        }
        clock.advance(to: time)
        return stack.currentScene
    }
}

/// One named stack of banners drawn as a golden image, settled or as a motion strip.
public struct BannerSample: Sendable {
    public let name: String
    /// Posted oldest first.
    public let banners: [NotificationBanner]
    public let options: BannerStackOptions
    public let snapshot: SnapshotOptions
    /// A motion strip's instants; empty for one settled image.
    public let times: [Double]
    public let hideAt: Double?

    public init(_ name: String, _ banners: [NotificationBanner], options: BannerStackOptions = BannerStackOptions(),
                snapshot: SnapshotOptions = BannerSample.canvas, times: [Double] = [], hideAt: Double? = nil) {
        self.name = name
        self.banners = banners
        self.options = options
        self.snapshot = snapshot
        self.times = times
        self.hideAt = hideAt
    }

    /// A 480 × 420 monitor: room for a stack of three in the top-right corner.
    public static let canvas = SnapshotOptions(size: Size(width: 480, height: 420))

    /// When a settled image is taken: every entrance has come to rest.
    public static let settledTime = 2.0

    /// The settled stack, or the strip of its motion.
    public func render(with renderer: SnapshotRenderer) throws -> Image {
        let playback = try BannerPlayback(banners: banners, options: options, snapshot: snapshot, renderer: renderer,
                                          hideAt: hideAt)
        let empty = Scene(size: snapshot.size, nodes: [], blocksInput: false)
        guard !times.isEmpty else {
            return try renderer.image(of: try playback.scene(at: Self.settledTime) ?? empty, options: snapshot)
        }
        // Each cell is cropped to the stack's corner.
        let corner = Point(x: options.position.isTop ? snapshot.size.width * snapshot.scale - 200 : 200,
                           y: options.position.isTop ? 130 : snapshot.size.height * snapshot.scale - 130)
        let cells = try times.sorted().map { time in
            (caption: "t = \(Self.milliseconds(time)) ms",
             image: try renderer.image(of: try playback.scene(at: time) ?? empty, options: snapshot), focus: Point?(corner))
        }
        var sheet = ContactSheet()
        sheet.cell = Size(width: 400, height: 260)
        sheet.columns = min(cells.count, 4)
        return try sheet.render(cells, with: renderer)
    }

    private static func milliseconds(_ time: Double) -> Int { Int((time * 1000).rounded()) }
}
