import CX11
import Foundation
import HUDAutomation
import HUDKit
import HUDTestHarness
import Testing

/// picom, as most users of tiling window managers run it (xrender backend under Xvfb): with its default
/// configuration it blurs nothing, and nothing tells a client so, so HUDKit blurs itself; with its blur
/// on, it blurs behind a window's bounding shape, so a banner stack's window is cut to its cards.
@Suite("picom blur", .serialized)
struct PicomBlurTests {
    static let banner = BannerContent(
        appName: "Notes", summary: "Reminder", body: [StyledTextRun("Water the plants")])

    /// Where the settled banner's card lies on the 800 × 600 screen.
    static func bannerCard() throws -> Rect {
        try settledFrame(of: BannerLayout.cardName(1))
    }

    /// Where node `name` of the settled stack of `count` banners, one visible, lies on the 800 × 600
    /// screen.
    static func settledFrame(of name: String, count: Int = 1) throws -> Rect {
        let playback = try BannerPlayback(
            banners: Array(repeating: banner, count: count),
            options: BannerStackOptions(maximumVisible: 1, scale: 1),
            snapshot: SnapshotOptions(size: Size(width: 800, height: 600)), renderer: SnapshotRenderer())
        return try #require(try playback.scene(at: 5)?.node(named: name)).frame
    }

    /// Stripes over an 800 × 600 screen under `compositor`, and `count` banners posted by this
    /// process, one visible (`blur` as `hud daemon --blur`): `body` gets the stack's window and the
    /// newest's settled card.
    static func withBanner(
        under compositor: XvfbServer.Compositor, blur: BlurMode = .auto, count: Int = 1,
        _ body: (XvfbServer, X11Probe, WindowInfo, Rect) throws -> Void
    ) throws {
        try APIDisplay.exclusively {
            let server = try XvfbServer(width: 800, height: 600)
            let probe = try X11Probe(server: server)
            CompositorBlurTests.coverWithStripes(probe)
            try server.startCompositor(compositor)
            setenv("DISPLAY", server.display, 1)
            defer { FacadeDisplay.close() }
            let banners = NotificationBanners(options: BannerStackOptions(maximumVisible: 1, scale: 1, blur: blur))
            for id in 1...UInt32(count) { banners.post(id: id, banner: banner, expiry: .never) }
            let window = try waitFor("the banner window") {
                probe.topLevelWindows().first {
                    $0.windowTypes == ["_NET_WM_WINDOW_TYPE_NOTIFICATION"] && $0.isViewable
                }
            }
            try body(server, probe, window, try settledFrame(of: BannerLayout.cardName(UInt32(count)), count: count))
            for id in 1...UInt32(count) { banners.close(id: id, reason: .closedByCall) }
        }
    }

    /// Inside the banner's card, right of its summary and body: the material alone.
    static func material(of card: Rect) -> Rect {
        Rect(x: card.maxX - 110, y: card.midY + 4, width: 90, height: 6)
    }

    /// Left of the card, off the stack's window.
    static func beside(_ card: Rect) -> Rect {
        Rect(x: card.minX - 48, y: card.midY, width: 32, height: 8)
    }

    /// Below the card, inside the stack's column: nothing of HUDKit's there.
    static func below(_ card: Rect) -> Rect {
        Rect(x: card.minX + 8, y: card.maxY + 12, width: card.width - 16, height: 48)
    }

    /// The pixels of a window's bounding shape, or of its `_KDE_NET_WM_BLUR_BEHIND_REGION`, as
    /// (x, y) in window pixels.
    static func boundingShape(of window: WindowInfo, _ probe: X11Probe) -> Set<[Int]> {
        var count: Int32 = 0
        var ordering: Int32 = 0
        guard
            let rectangles = XShapeGetRectangles(
                probe.connection.display, window.id, ShapeBounding, &count, &ordering)
        else { return [] }
        defer { XFree(rectangles) }
        return pixels(
            (0..<Int(count)).map {
                let rectangle = rectangles[$0]
                return (Int(rectangle.x), Int(rectangle.y), Int(rectangle.width), Int(rectangle.height))
            })
    }

    static func pixels(_ rectangles: [(x: Int, y: Int, width: Int, height: Int)]) -> Set<[Int]> {
        Set(
            rectangles.flatMap { rectangle in
                (rectangle.y..<rectangle.y + rectangle.height).flatMap { y in
                    (rectangle.x..<rectangle.x + rectangle.width).map { [$0, y] }
                }
            })
    }

    static func isSharp(_ luminances: [Int]) -> Bool { Set(luminances) == [0, 255] }

    /// Waits until the stripes under the banner's card are blurred and those beside and below it
    /// sharp. The card's tint (0.8 opaque) over sharp stripes leaves a spread of a fifth of 255; over
    /// blurred ones, a quarter of that at most.
    static func waitForTheStripesBlurredUnderOnly(_ card: Rect, on server: XvfbServer) throws {
        try waitUntil("the stripes under the banner blurred, those beside and below it sharp") {
            let image = try screenshot(display: server.display)
            let under = CompositorBlurTests.luminances(image, material(of: card))
            return under.max()! - under.min()! <= 255 / 5 / 4
                && isSharp(CompositorBlurTests.luminances(image, beside(card)))
                && isSharp(CompositorBlurTests.luminances(image, below(card)))
        }
    }

    @Test func withItsDefaultConfigHUDKitBlursUnderABanner() throws {
        try Self.withBanner(under: .picomWithoutBlur) { server, probe, window, card in
            try Self.waitForTheStripesBlurredUnderOnly(card, on: server)
            #expect(CompositorBlurTests.blurRegion(of: window, probe).isEmpty)
        }
    }

    @Test func withItsDefaultConfigHUDKitBlursUnderAnAlert() throws {
        // As under xcompmgr: the material's mean the same, to a few levels (a snapshot that missed
        // the stripes would be far darker or lighter).
        let xcompmgr = try CompositorBlurTests.alertOverStripes(under: .xcompmgr) { under, _ in
            under.max()! - under.min()! <= 255 / 5 / 4
        }
        let reference = try screenshot(display: xcompmgr.server.display)
        xcompmgr.hud.stop()
        let card = try CompositorBlurTests.alertCard()
        let inside = Rect(x: card.minX + 14, y: card.minY + 3, width: 36, height: 10)
        let referenceMean = CompositorBlurTests.luminances(reference, inside).reduce(0, +) / 360
        let shown = try CompositorBlurTests.alertOverStripes(under: .picomWithoutBlur) { under, beside in
            under.max()! - under.min()! <= 255 / 5 / 4 && abs(under.reduce(0, +) / under.count - referenceMean) <= 4
                && beside.min()! == 0 && beside.max()! >= 200 && Set(beside).count == 2
        }
        defer { shown.hud.stop() }
        #expect(CompositorBlurTests.blurRegion(of: try CompositorBlurTests.hudWindow(shown.probe), shown.probe).isEmpty)
    }

    @Test func withItsBlurOnABannerIsBlurredByPicomUnderItsCardAndNowhereElse() throws {
        try Self.withBanner(under: .picom) { server, probe, window, card in
            let expected = Set(
                Self.pixels([
                    (
                        Int(card.minX.rounded(.down)) - Int(window.frame.minX),
                        Int(card.minY.rounded(.down)) - Int(window.frame.minY),
                        Int(card.maxX.rounded(.up) - card.minX.rounded(.down)),
                        Int(card.maxY.rounded(.up) - card.minY.rounded(.down))
                    )
                ]))
            try waitUntil("the banner's blur region and shape on its settled card") {
                let region = Self.pixels(CompositorBlurTests.blurRegion(of: window, probe))
                // The rounded card: within its rectangle, all but a few pixels at each corner.
                return region == Self.boundingShape(of: window, probe) && region.isSubset(of: expected)
                    && region.count > expected.count - 4 * 40
            }
            try Self.waitForTheStripesBlurredUnderOnly(card, on: server)
        }
    }

    /// The "+N" pill under a stack and the card peeking beneath it, at rest, are cut and blurred
    /// within their rounded outlines, as the cards are: not as the boxes around them.
    @Test func withItsBlurTheMorePillIsBlurredByPicomWithinItsRoundedOutline() throws {
        try Self.withBanner(under: .picom, count: 2) { server, probe, window, card in
            let origin = (x: Int(window.frame.minX), y: Int(window.frame.minY))
            func box(_ name: String) throws -> (x: Int, y: Int, maxX: Int, maxY: Int) {
                let frame = try Self.settledFrame(of: name, count: 2)
                return (
                    Int(frame.minX.rounded(.down)) - origin.x, Int(frame.minY.rounded(.down)) - origin.y,
                    Int(frame.maxX.rounded(.up)) - origin.x - 1, Int(frame.maxY.rounded(.up)) - origin.y - 1
                )
            }
            let pill = try box(BannerStack.moreName)
            let peek = try box(BannerStack.peekName)
            try waitUntil("the pill's and the peeking card's blur region and shape on their rounded outlines") {
                let shape = Self.boundingShape(of: window, probe)
                let region = Self.pixels(CompositorBlurTests.blurRegion(of: window, probe))
                let middle = (x: (pill.x + pill.maxX) / 2, y: (pill.y + pill.maxY) / 2)
                return region == shape
                    // The pill: its edges' middles in, its box's four corners out.
                    && [[middle.x, pill.y], [middle.x, pill.maxY], [pill.x, middle.y], [pill.maxX, middle.y]]
                        .allSatisfy(shape.contains)
                    && ![[pill.x, pill.y], [pill.maxX, pill.y], [pill.x, pill.maxY], [pill.maxX, pill.maxY]]
                        .contains(where: shape.contains)
                    // The peeking card: square above, rounded below.
                    && [[peek.x, peek.y], [peek.maxX, peek.y]].allSatisfy(shape.contains)
                    && ![[peek.x, peek.maxY], [peek.maxX, peek.maxY]].contains(where: shape.contains)
            }
            // Outside the pill's rounded corners the stripes show sharp; under the card, blurred.
            let corners = [(pill.x, pill.y), (pill.maxX - 1, pill.y), (pill.x, pill.maxY), (pill.maxX - 1, pill.maxY)]
                .map { Rect(x: Double(origin.x + $0.0), y: Double(origin.y + $0.1), width: 2, height: 1) }
            try waitUntil("the stripes under the card blurred, those at the pill's corners sharp") {
                let image = try screenshot(display: server.display)
                let under = CompositorBlurTests.luminances(image, Self.material(of: card))
                return under.max()! - under.min()! <= 255 / 5 / 4
                    && corners.allSatisfy { Set(CompositorBlurTests.luminances(image, $0)).isSubset(of: [0, 255]) }
            }
        }
    }

    /// picom set to blur by a config file HUDKit does not trust (an exclusion rule, which could name
    /// its windows): `auto` blurs itself, `compositor` leaves the blur to picom.
    @Test(arguments: ["auto", "compositor"])
    func underAPicomWhoseBlurCannotBeToldBlurCompositorLeavesTheBlurToIt(blur: String) throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("hudkit-picom-\(getpid()).conf")
        try """
        blur-background = true;
        blur-method = "box";
        blur-size = 15;
        blur-background-exclude = [ "class_g = 'NoSuchClient'" ];
        """.write(to: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: config) }
        let card = try CompositorBlurTests.alertCard()
        let shown = try CompositorBlurTests.alertOverStripes(under: .picomConfigured(config.path), ["--blur", blur]) {
            under, _ in under.max()! - under.min()! <= 255 / 5 / 4
        }
        defer { shown.hud.stop() }
        // The card's window, over the dim's.
        let window = try #require(
            shown.probe.topLevelWindows().filter { $0.wmClass == ["hud", "hud"] && $0.isViewable }
                .min { $0.frame.width < $1.frame.width })
        let region = CompositorBlurTests.blurRegion(of: window, shown.probe)
        if blur == "compositor" {
            // A translucent window asking picom for blur behind the card, and picom's blur under it.
            var attributes = XWindowAttributes()
            XGetWindowAttributes(shown.probe.connection.display, window.id, &attributes)
            #expect(attributes.depth == 32)
            let left = region.map(\.x).min() ?? 0
            let right = region.map { $0.x + $0.width }.max() ?? 0
            #expect(abs(Double(right - left) - card.width) <= 1)
        } else {
            #expect(region.isEmpty)
        }
    }
}
