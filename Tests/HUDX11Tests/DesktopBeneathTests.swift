import CX11
import Foundation
import HUDAutomation
import HUDCore
import HUDSurfaces
import HUDTestHarness
import Testing

@testable import HUDX11

/// Without a compositor, a blocking layer draws its dim over a snapshot of the screen; the windows
/// beneath must still show through it as they map, draw, move and unmap.
@Suite("What a blocking layer shows beneath it", .serialized)
struct DesktopBeneathTests {
    /// One pixel of the framebuffer, read as `import` reads it (GetImage on the root), without
    /// starting a process, so a deadline of half a second measures HUDKit and not ImageMagick.
    func screenPixel(_ probe: X11Probe, x: Int, y: Int) -> UInt32 {
        let display = probe.connection.display
        guard let image = XGetImage(display, probe.connection.root, Int32(x), Int32(y), 1, 1, ~0, ZPixmap) else {
            return 0
        }
        defer { _ = image.pointee.f.destroy_image(image) }
        guard let data = image.pointee.data, image.pointee.bits_per_pixel == 32 else { return 0 }
        return UnsafeRawPointer(data).load(as: UInt32.self) | 0xFF00_0000
    }

    /// `color` under the loading HUD's dim (black at 0.3).
    /// What the dim (black at 0.3 alpha, docs/design.md) makes of `color`. The server's 8-bit blend
    /// may round a channel the other way from this, so the probes below allow 1 level (`dimTolerance`).
    let dimTolerance = 1

    func dimmed(_ color: UInt32) -> UInt32 {
        let (r, g, b) = channels(color)
        func dim(_ value: Int) -> UInt32 { UInt32((Double(value) * 0.7).rounded()) }
        return 0xFF00_0000 | dim(r) << 16 | dim(g) << 8 | dim(b)
    }

    /// An ordinary window, as an application maps it: HUDKit raises itself over it when it maps.
    func window(_ fixture: OverlayFixture, x: Int32, y: Int32, color: UInt) -> Window {
        XCreateSimpleWindow(
            fixture.probe.connection.display, fixture.probe.connection.root, x, y, 200, 150, 0, 0,
            color)
    }

    @Test func windowsBeneathALoadingHUDShowThroughItsDim() throws {
        let fixture = try OverlayFixture()
        let probe = fixture.probe
        let display = probe.connection.display
        // A window manager's popup (openbox's Alt+Tab switcher) up as the HUD appears, gone soon after.
        var popupAttributes = XSetWindowAttributes()
        popupAttributes.override_redirect = 1
        popupAttributes.background_pixel = 0xFFFF00
        let popup = XCreateWindow(
            display, probe.connection.root, 400, 40, 200, 100, 0, Int32(CopyFromParent),
            UInt32(InputOutput), nil, UInt(CWOverrideRedirect | CWBackPixel), &popupAttributes)
        XMapWindow(display, popup)
        probe.connection.sync()
        let hud = try fixture.hud(["loading", "Working"])
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        try waitFor("the loading HUD's dim") {
            fixture.hudWindows.first(where: \.isViewable).flatMap { _ in
                isClose(
                    screenPixel(probe, x: 150, y: 150), dimmed(OverlayFixture.desktopColor), tolerance: dimTolerance)
                    ? () : nil
            }
        }
        let clock = ContinuousClock()
        XUnmapWindow(display, popup)
        probe.connection.sync()
        try waitUntil("the closed popup gone from the dim within 0.5 s", timeout: .milliseconds(500)) {
            isClose(screenPixel(probe, x: 500, y: 90), dimmed(OverlayFixture.desktopColor), tolerance: dimTolerance)
        }

        // Drawn by the server from its background as it maps.
        let red = window(fixture, x: 100, y: 100, color: 0xFF0000)
        XMapWindow(display, red)
        probe.connection.sync()
        var start = clock.now
        try waitUntil("the red window dimmed within 0.5 s", timeout: .milliseconds(500)) {
            isClose(screenPixel(probe, x: 200, y: 170), dimmed(0xFF0000), tolerance: dimTolerance)
        }
        print("map to visible: \(clock.now - start)")

        // Drawn by its client after it maps, as an xterm draws its text: Damage brings it in.
        let late = window(fixture, x: 700, y: 500, color: 0x000000)
        XMapWindow(display, late)
        probe.connection.sync()
        let gc = XCreateGC(display, late, 0, nil)
        XSetForeground(display, gc, 0x00FF00)
        XFillRectangle(display, late, gc, 0, 0, 200, 150)
        XFreeGC(display, gc)
        probe.connection.sync()
        start = clock.now
        try waitUntil("the late-drawn window dimmed within 0.5 s", timeout: .milliseconds(500)) {
            isClose(screenPixel(probe, x: 800, y: 570), dimmed(0x00FF00), tolerance: dimTolerance)
        }
        print("draw to visible: \(clock.now - start)")

        // Moved: the desktop shows again where it was.
        XMoveWindow(display, red, 100, 400)
        probe.connection.sync()
        try waitUntil("the red window's move shown within 0.5 s", timeout: .milliseconds(500)) {
            isClose(screenPixel(probe, x: 200, y: 470), dimmed(0xFF0000), tolerance: dimTolerance)
                && isClose(
                    screenPixel(probe, x: 200, y: 170), dimmed(OverlayFixture.desktopColor), tolerance: dimTolerance)
        }
        try screenshot(display: fixture.server.display).writePNG(to: "/tmp/hudkit-desktop-beneath.png")

        // Unmapped: gone from the dim too.
        XUnmapWindow(display, red)
        probe.connection.sync()
        try waitUntil("the red window's unmap shown within 0.5 s", timeout: .milliseconds(500)) {
            isClose(screenPixel(probe, x: 200, y: 470), dimmed(OverlayFixture.desktopColor), tolerance: dimTolerance)
        }
        // The spinner's card never stopped being drawn over all this.
        let hide = try fixture.hud(["hide"])
        #expect(try hide.wait(timeout: .seconds(10)) == 0)
    }

    /// The cost of one refresh, in the process itself: the area put together from the windows'
    /// contents, the dim drawn over it and sent.
    @Test func aRefreshCostsLittle() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        let probe = try X11Probe(server: server)
        let display = probe.connection.display
        let stage = try X11Stage(display: server.display)
        try stage.present(.loading(LoadingHUDModel(text: "Working")))
        var moves = 0
        let window = XCreateSimpleWindow(display, probe.connection.root, 0, 0, 300, 200, 0, 0, 0xFF0000)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        XChangeWindowAttributes(display, window, UInt(CWOverrideRedirect), &attributes)
        let clock = ContinuousClock()
        let start = clock.now
        stage.run {
            if stage.overlays.first?.isShowing == true, moves == 0 {
                XMapWindow(display, window)
            }
            if stage.desktopRefreshes.frames >= moves, moves < 20 {
                moves += 1
                XMoveWindow(display, window, Int32(moves * 20), Int32(moves * 10))
            }
            probe.connection.sync()
            return stage.desktopRefreshes.frames >= 20 || clock.now - start > .seconds(20)
        }
        let statistics = stage.desktopRefreshes
        #expect(statistics.frames >= 20)
        print(
            "desktop refresh: first \(statistics.firstPaintSeconds ?? -1) s, mean \(statistics.meanSeconds) s, "
                + "worst \(statistics.worstSeconds) s, \(Int(statistics.meanBytes)) bytes each, \(statistics.frames) refreshes"
        )
        #expect(statistics.meanSeconds < 0.05)
    }

    /// The server repaints a window's background as an overlay over it leaves, and reports that as
    /// damage; the next overlay must not subtract a report whose damage went with the last one.
    @Test func aDamageReportLeftByTheLastOverlayIsNoErrorForTheNext() throws {
        let server = try XvfbServer(width: 800, height: 600)
        let probe = try X11Probe(server: server)
        let display = probe.connection.display
        XMapWindow(display, XCreateSimpleWindow(display, probe.connection.root, 0, 0, 800, 600, 0, 0, 0x3060A0))
        probe.connection.sync()
        let stage = try X11Stage(display: server.display)
        let model = CardAlertModel(title: "Delete?", message: "It cannot be undone.", sure: "Delete", cancel: "Cancel")
        let errorsBefore = XErrorHandlers.loggedErrors
        for _ in 1...3 {
            let card: X11Overlay = try stage.present(.card(model), options: DisplayOptions(scale: 1))
            stage.run { !card.isAnimating }
            card.dismiss()
            stage.runUntilAllRemoved()
        }
        #expect(XErrorHandlers.loggedErrors == errorsBefore)
    }
}
