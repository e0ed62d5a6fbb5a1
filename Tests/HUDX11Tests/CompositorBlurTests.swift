import CX11
import Foundation
import HUDTestHarness
import HUDTestSupport
import Testing

/// picom's background blur under a HUD's card (issue 16): it must follow the rounded card, not the
/// window's rectangle with the room around the card for its motion.
@Suite("Compositor blur", .serialized)
struct CompositorBlurTests {
    /// picom with its xrender backend (no GL under Xvfb) blurring behind every translucent window,
    /// as users configure it; ready once it owns `_NET_WM_CM_S0`.
    static func startPicom(on server: XvfbServer) throws -> RunningProcess {
        let picom = try ProcessRunner.spawn(
            try ProcessRunner.locate("picom", package: "picom"),
            [
                "--experimental-backends", "--backend", "xrender", "--blur-background",
                "--blur-method", "box", "--blur-size", "15", "--no-fading-openclose",
            ],
            environment: server.environment)
        let connection = try X11Connection(server: server)
        let selection = connection.atom("_NET_WM_CM_S0")
        try waitUntil("picom to own _NET_WM_CM_S0") {
            guard picom.isRunning else { throw ProcessFailure.cannotLaunch(command: "picom", reason: picom.stderr) }
            return XGetSelectionOwner(connection.display, selection) != 0
        }
        return picom
    }

    @Test func blurStaysInsideTheCard() throws {
        let server = try XvfbServer(width: 800, height: 600)
        let probe = try X11Probe(server: server)
        let display = probe.connection.display
        // Black and white stripes, 4 px each: blurred, they turn grey; untouched, they stay pure.
        let stripes = XCreatePixmap(display, probe.connection.root, 8, 1, UInt32(XDefaultDepth(display, 0)))
        let gc = XCreateGC(display, stripes, 0, nil)
        XSetForeground(display, gc, 0xFFFFFF)
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
        let picom = try Self.startPicom(on: server)
        defer { picom.stop() }

        let hud = try ProcessRunner.spawn(
            ProcessRunner.hudExecutable, ["status", "Blurred behind", "--hide-after", "30"],
            environment: server.environment.merging(["HUD_NO_DAEMON": "1"]) { $1 })
        defer { hud.stop() }
        let window = try waitFor("a viewable hud window") {
            probe.topLevelWindows().first { $0.wmClass == ["hud", "hud"] && $0.isViewable }
        }
        // Cut to the card once it has settled: the blur region property appears then.
        try waitUntil("the HUD window's blur region") {
            var type: Atom = 0
            var format: Int32 = 0
            var count: UInt = 0
            var remaining: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            XGetWindowProperty(
                display, window.id, probe.connection.atom("_KDE_NET_WM_BLUR_BEHIND_REGION"), 0, 4096, 0,
                Atom(XA_CARDINAL), &type, &format, &count, &remaining, &data)
            if let data { XFree(data) }
            return count >= 8 && count % 4 == 0
        }
        let frame = window.frame
        // The window is the card scaled by 1.5 for a zoom, plus 8 px: the card lies in its middle.
        let card = (width: (frame.width - 16) / 1.5, height: (frame.height - 16) / 1.5)
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
