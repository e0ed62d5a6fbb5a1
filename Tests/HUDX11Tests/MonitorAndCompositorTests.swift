import CX11
import Foundation
import HUDAutomation
import HUDKit
import HUDTestHarness
import Testing

@Suite("Monitors and compositor changes under Xvfb", .serialized)
struct MonitorAndCompositorTests {
    @Test func overlayGoesToTheMonitorUnderThePointerOrTheOneAskedFor() throws {
        let fixture = try OverlayFixture()
        fixture.splitIntoTwoMonitors()
        fixture.input.move(to: Point(x: 800, y: 300))
        let right = try fixture.hud(["loading", "Right", "--for", "30"], inProcess: true)
        let onRight = try fixture.waitForOverlay(of: right)
        #expect(onRight.frame == Rect(x: 512, y: 0, width: 512, height: 768))
        right.stop()
        try waitUntil("the first overlay to go") { fixture.hudWindows.isEmpty }

        let left = try fixture.hud(["loading", "Left", "--for", "30", "--monitor", "0"], inProcess: true)
        #expect(try fixture.waitForOverlay(of: left).frame == Rect(x: 0, y: 0, width: 512, height: 768))
        left.stop()
    }

    @Test func overlayFollowsAMonitorChange() throws {
        let fixture = try OverlayFixture()
        fixture.splitIntoTwoMonitors()
        fixture.input.move(to: Point(x: 800, y: 300))
        let hud = try fixture.hud(["loading", "Moving", "--for", "30"], inProcess: true)
        #expect(try fixture.waitForOverlay(of: hud).frame.minX == 512)
        let connection = fixture.probe.connection
        for name in ["left", "right"] { XRRDeleteMonitor(connection.display, connection.root, connection.atom(name)) }
        connection.sync()
        try waitUntil("the overlay to cover the whole screen again") {
            fixture.hudWindows.first(where: \.isViewable)?.frame == Rect(origin: .zero, size: OverlayFixture.screen)
        }
        hud.stop()
    }

    @Test func windowFollowsTheCompositorStartingAndStopping() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(["loading", "Compositor", "--for", "30"], inProcess: true)
        let plain = try fixture.waitForOverlay(of: hud)
        #expect(fixture.depth(of: plain.id) == 24)
        _ = try fixture.server.startCompositor()
        try waitUntil("an ARGB window once the compositor runs") {
            fixture.hudWindows.first(where: \.isViewable).flatMap { fixture.depth(of: $0.id) } == 32
        }
        try fixture.server.stopCompositor()
        try waitUntil("a plain window once it stops") {
            fixture.hudWindows.first(where: \.isViewable).flatMap { fixture.depth(of: $0.id) } == 24
        }
        #expect(fixture.hudWindows.count == 1)
        hud.stop()
    }
}
