import CX11
import Foundation
import HUDAutomation
import HUDKit
import HUDTestHarness
import Testing

/// The blur beneath cards on X11. picom's background blur under a HUD's card: it must follow
/// the rounded card, not the window's rectangle with the room around the card for its motion. Without a
/// compositor, and under one that does not blur (xcompmgr), HUDKit blurs the screen beneath itself
///.
@Suite("Compositor blur", .serialized)
struct CompositorBlurTests {
    /// Black and white stripes, 4 px each, over the whole screen (a window, so that compositors, which
    /// paint the root themselves, show them too): blurred, they turn grey; untouched, they stay pure.
    static func coverWithStripes(_ probe: X11Probe, white: UInt = 0xFFFFFF) {
        let display = probe.connection.display
        let stripes = XCreatePixmap(display, probe.connection.root, 8, 1, UInt32(XDefaultDepth(display, 0)))
        let gc = XCreateGC(display, stripes, 0, nil)
        XSetForeground(display, gc, white)
        XFillRectangle(display, stripes, gc, 0, 0, 8, 1)
        XSetForeground(display, gc, 0)
        XFillRectangle(display, stripes, gc, 0, 0, 4, 1)
        XFreeGC(display, gc)
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = stripes
        let desktop = XCreateWindow(
            display, probe.connection.root, 0, 0, 800, 600, 0, Int32(CopyFromParent),
            UInt32(InputOutput), nil, UInt(CWBackPixmap), &attributes)
        XMapWindow(display, desktop)
        probe.connection.sync()
    }

    /// An alert's settled card on the 800 × 600 screen at scale 1, as `hud alert` lays it out.
    static func alertCard() throws -> Rect {
        let overlay = Overlay.alert(try AlertModel(title: "Blurred", actions: [AlertAction(title: "OK")]))
        let scene = try SnapshotRenderer().scene(
            for: overlay, options: SnapshotOptions(size: Size(width: 800, height: 600)))
        return try #require(scene.node(named: "card")).frame
    }

    static let alertWords = ["alert", "--title", "Blurred", "--action", "OK", "--timeout", "30"]

    /// `hud alert` up, its card settled.
    static func showAlert(on server: XvfbServer, probe: X11Probe, _ extra: [String] = []) throws -> RunningProcess {
        let hud = try ProcessRunner.spawn(
            ProcessRunner.hudExecutable, alertWords + extra,
            environment: server.environment.merging(["HUD_NO_DAEMON": "1"]) { $1 })
        _ = try hudWindow(probe)
        return hud
    }

    static func hudWindow(_ probe: X11Probe) throws -> WindowInfo {
        try waitFor("a viewable hud window") {
            probe.topLevelWindows().first { $0.wmClass == ["hud", "hud"] && $0.isViewable }
        }
    }

    /// The rectangles of the window's `_KDE_NET_WM_BLUR_BEHIND_REGION` (none when it is not set).
    static func blurRegion(of window: WindowInfo, _ probe: X11Probe) -> [(x: Int, y: Int, width: Int, height: Int)] {
        let longs = probe.longs(window.id, "_KDE_NET_WM_BLUR_BEHIND_REGION").map { Int($0) }
        #expect(longs.count % 4 == 0)
        return stride(from: 0, to: longs.count - 3, by: 4).map {
            (longs[$0], longs[$0 + 1], longs[$0 + 2], longs[$0 + 3])
        }
    }

    /// Luminance (Rec. 709, 0…255) of the screen's pixels in `area`.
    static func luminances(_ image: Image, _ area: Rect) -> [Int] {
        let pixels = image.pixels()
        func luminance(_ pixel: UInt32) -> Int {
            let red = Int(pixel >> 16 & 0xFF)
            let green = Int(pixel >> 8 & 0xFF)
            let blue = Int(pixel & 0xFF)
            return (54 * red + 183 * green + 19 * blue) >> 8
        }
        var values: [Int] = []
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) { values.append(luminance(pixels[y * image.width + x])) }
        }
        return values
    }

    /// Stripes on the root (under `compositor`, if any), an alert over them, and a wait until
    /// `holds` accepts the luminances above its title, clear of the corner (the material alone), and
    /// beside the card (the dimmed stripes). Returns the alert's process, still up.
    static func alertOverStripes(
        under compositor: XvfbServer.Compositor?, _ extra: [String] = [],
        _ holds: @escaping (_ under: [Int], _ beside: [Int]) -> Bool
    ) throws -> (server: XvfbServer, probe: X11Probe, hud: RunningProcess) {
        let server = try XvfbServer(width: 800, height: 600)
        let probe = try X11Probe(server: server)
        coverWithStripes(probe)
        if let compositor { try server.startCompositor(compositor) }
        let card = try alertCard()
        let hud = try showAlert(on: server, probe: probe, extra)
        let inside = Rect(x: card.minX + 14, y: card.minY + 3, width: 36, height: 10)
        let beside = Rect(x: card.minX - 40, y: card.midY, width: 32, height: 8)
        do {
            try waitUntil("the stripes under the card blurred, those beside it sharp") {
                let image = try screenshot(display: server.display)
                return holds(luminances(image, inside), luminances(image, beside))
            }
        } catch {
            hud.stop()
            throw error
        }
        return (server, probe, hud)
    }

    @Test func withoutACompositorTheScreenUnderTheCardIsBlurredAndTheRestUntouched() throws {
        // The dim (black 0.2) leaves the stripes at 0 and 204 beside the card; the card's tint (0.8
        // opaque) lets a fifth of that through unblurred (spread 41): the blur takes it to a quarter.
        let shown = try Self.alertOverStripes(under: nil) { under, beside in
            under.max()! - under.min()! <= 204 / 5 / 4 && Set(beside) == [0, 204]
        }
        shown.hud.stop()
    }

    @Test func underACompositorThatDoesNotBlurHUDKitBlursTheScreenUnderTheCard() throws {
        // The card's window lies over the dim's: the tint (0.8 opaque) over sharp stripes would leave
        // a spread of a fifth of 255 (51); over the blurred ones, a quarter of that at most. Beside
        // the card xcompmgr shows the stripes under the dim (black 0.2), as sharp as they are.
        let shown = try Self.alertOverStripes(under: .xcompmgr) { under, beside in
            under.max()! - under.min()! <= 255 / 5 / 4 && beside.min()! == 0 && beside.max()! >= 200
                && Set(beside).count == 2
        }
        defer { shown.hud.stop() }
        #expect(Self.blurRegion(of: try Self.hudWindow(shown.probe), shown.probe).isEmpty)
    }

    @Test func blurStaysInsideTheCard() throws {
        let server = try XvfbServer(width: 800, height: 600)
        let probe = try X11Probe(server: server)
        Self.coverWithStripes(probe)
        try server.startCompositor(.picom)

        let hud = try ProcessRunner.spawn(
            ProcessRunner.hudExecutable, ["status", "Blurred behind", "--hide-after", "30"],
            environment: server.environment.merging(["HUD_NO_DAEMON": "1"]) { $1 })
        defer { hud.stop() }
        let window = try Self.hudWindow(probe)
        let frame = window.frame
        // The window is the card scaled by 1.5 for a zoom, plus 8 px: the card lies in its middle.
        let card = (width: (frame.width - 16) / 1.5, height: (frame.height - 16) / 1.5)
        // The blur region follows the card: once settled, its bounds are the card's, in window pixels.
        try waitUntil("the HUD window's blur region around the settled card") {
            let region = Self.blurRegion(of: window, probe)
            guard let left = region.map(\.x).min(), let right = region.map({ $0.x + $0.width }).max() else {
                return false
            }
            return abs(Double(right - left) - card.width) <= 1
                && abs(Double(left) - (frame.width - card.width) / 2) <= 1
        }
        let cardLeft = Int(frame.midX - card.width / 2)
        let middle = Int(frame.midY)
        try waitUntil("picom to blur behind the card and nowhere else") {
            let image = try screenshot(display: server.display)
            let pixels = image.pixels()
            func red(_ x: Int, _ y: Int) -> Int { Int(pixels[y * image.width + x] >> 16 & 0xFF) }
            // In the window's margin, beside the card: stripes as they are.
            let margin = (0..<8).map { red(Int(frame.minX) + 1 + $0, middle) }
            // Inside the card, left of its text: the two phases of the stripes blurred together.
            let inside = (0..<8).map { red(cardLeft + 3 + $0, middle) }
            return margin.allSatisfy { $0 == 0 || $0 == 255 } && Set(margin).count == 2
                && inside.max()! - inside.min()! < 16
        }
    }
}
