import CX11
import Foundation
import HUDAutomation
import HUDKit
import HUDTestHarness
import Testing

/// The X11 backend end to end: the real `hud` executable on a private Xvfb, driven by XTEST input,
/// judged by an independent X client and by screenshots.
@Suite("X11 overlays under Xvfb", .serialized)
struct OverrideRedirectWindowTests {
    let card = Overlay.card(
        CardAlertModel(title: "Delete?", message: "This cannot be undone.", sure: "Delete", cancel: "Cancel"))
    let cardArguments = [
        "card", "--title", "Delete?", "--message", "This cannot be undone.", "--sure", "Delete",
        "--cancel", "Cancel",
    ]

    @Test func cardWindowIsAnOverrideRedirectDialogAbove() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(cardArguments)
        let window = try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        #expect(window.overrideRedirect)
        #expect(window.windowTypes == ["_NET_WM_WINDOW_TYPE_DIALOG"])
        #expect(window.states == ["_NET_WM_STATE_ABOVE"])
        #expect(window.frame == Rect(origin: .zero, size: OverlayFixture.screen))
        // Escape answers the card's cancel button, as it would a cancel action.
        try fixture.input.key("Escape")
        #expect(try hud.wait(timeout: .seconds(10)) == 1)
        #expect(hud.stdout == "Cancel\n")
        try waitUntil("no hud window left") { fixture.hudWindows.isEmpty }
    }

    @Test(arguments: [("button1", "Delete\n", Int32(0)), ("button0", "Cancel\n", Int32(1))])
    func clickingACardButtonReportsIt(button: String, output: String, status: Int32) throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(of: hud)
        fixture.input.click(at: try fixture.frame(of: button, in: card).center)
        #expect(try hud.wait(timeout: .seconds(10)) == status)
        #expect(hud.stdout == output)
    }

    @Test func pressDragOutReleaseChoosesNothing() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        fixture.input.drag(from: try fixture.frame(of: "button1", in: card).center, to: Point(x: 40, y: 40))
        // Had the release chosen "Delete", hud would have exited 0 with it on stdout before Escape.
        try fixture.input.key("Escape")
        #expect(try hud.wait(timeout: .seconds(10)) == 1)
        #expect(hud.stdout == "Cancel\n")
    }

    @Test func pressedButtonTurnsDarker() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(of: hud)
        let sure = try fixture.frame(of: "button1", in: card)
        let probePoint = (x: Int(sure.minX) + 4, y: Int(sure.minY) + 4)
        try waitUntil("the settled button in white 0.95") {
            try screenshot(display: fixture.server.display).pixel(x: probePoint.x, y: probePoint.y) == 0xFFF3_F3F3
        }
        fixture.input.press(at: sure.center)
        try waitUntil("the pressed button in white 0.9") {
            try screenshot(display: fixture.server.display).pixel(x: probePoint.x, y: probePoint.y) == 0xFFE6_E6E6
        }
        fixture.input.release(at: sure.center)
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
    }

    @Test func alertTypesIntoFieldsAndReturnChoosesThePreferredAction() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud([
            "alert", "--title", "Sign in", "--field", "User", "--secure-field", "Password",
            "--action", "Cancel:cancel", "--action", "Sign In", "--preferred", "Sign In",
        ])
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        try fixture.input.type("abc")
        try fixture.input.key("Tab")
        try fixture.input.type("pw")
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "Sign In\nabc|pw\n")
        #expect(!hud.stderr.contains("pw"))
    }

    @Test func escapeAnswersTheCancelAction() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud([
            "alert", "--title", "Quit?", "--action", "Quit:destructive", "--action", "Stay:cancel",
        ])
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        try fixture.input.key("Escape")
        #expect(try hud.wait(timeout: .seconds(10)) == 1)
        #expect(hud.stdout == "Stay\n")
        #expect(!fixture.keyboardIsGrabbedElsewhere)
    }

    @Test func toastClicksReachTheWindowBeneath() throws {
        let fixture = try OverlayFixture()
        let windowsBefore = try topLevelWindowCount(fixture)
        let hud = try fixture.hud(["toast", "Click through me"], inProcess: true)
        let window = try fixture.waitForOverlay(of: hud)
        #expect(window.windowTypes == ["_NET_WM_WINDOW_TYPE_NOTIFICATION"])
        #expect(window.frame.width < OverlayFixture.screen.width)
        fixture.input.click(at: window.frame.center)
        let event = try fixture.probe.connection.waitForEvent("a click on the desktop beneath the toast") {
            $0.type == ButtonPress
        }
        #expect(event.xbutton.window == fixture.desktop)
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(fixture.hudWindows.isEmpty)
        #expect(try topLevelWindowCount(fixture) == windowsBefore)
    }

    /// The level HUD never takes a click nor the keyboard: a click on its card reaches the window
    /// beneath, and it leaves by itself a second after it was shown.
    @Test func levelHUDClicksReachTheWindowBeneath() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(["osd", "volume", "60"], inProcess: true)
        let window = try fixture.waitForOverlay(of: hud)
        #expect(window.frame.width < OverlayFixture.screen.width)
        #expect(!fixture.keyboardIsGrabbedElsewhere)
        fixture.input.click(at: window.frame.center)
        let event = try fixture.probe.connection.waitForEvent("a click on the desktop beneath the level HUD") {
            $0.type == ButtonPress
        }
        #expect(event.xbutton.window == fixture.desktop)
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(fixture.hudWindows.isEmpty)
    }

    /// `xwininfo -root -children`'s count of the root's children: no window leaked.
    func topLevelWindowCount(_ fixture: OverlayFixture) throws -> Int {
        let xwininfo = try ProcessRunner.locate("xwininfo", package: "x11-utils")
        let output = try ProcessRunner.run(xwininfo, ["-root", "-children"], environment: fixture.server.environment)
        let line = try #require(output.stdout.split(separator: "\n").first { $0.contains("child") })
        return try #require(Int(line.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? ""))
    }

    @Test func blockingHUDSwallowsClicks() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(["loading", "Wait", "--for", "30"], inProcess: true)
        try fixture.waitForOverlay(of: hud)
        fixture.input.click(at: Point(x: 20, y: 20))
        fixture.probe.connection.sync()
        var event = XEvent()
        #expect(XCheckTypedWindowEvent(fixture.probe.connection.display, fixture.desktop, ButtonPress, &event) == 0)
        hud.stop()
    }

    @Test func translucentWithACompositorAndShapedWithout() throws {
        for composited in [false, true] {
            let fixture = try OverlayFixture()
            if composited { _ = try fixture.server.startCompositor() }
            // Under xcompmgr, which does not blur, HUDKit blurs its snapshot of the screen:
            // the theme's translucency over the desktop is what is checked here, so without the blur.
            // Without a compositor the blur of the flat desktop is the desktop.
            let hud = try fixture.hud(
                ["success", "Done", "--hide-after", "30"] + (composited ? ["--blur", "off"] : []), inProcess: true)
            let window = try fixture.waitForOverlay(of: hud)
            #expect(fixture.depth(of: window.id) == (composited ? 32 : 24))
            let overlay = Overlay.status(StatusHUDModel(glyph: .checkmark, text: "Done"))
            let cardFrame = try fixture.frame(of: "card", in: overlay)
            // Black 0.7 over the desktop blue 0x3465A4, inside the card, exactly, with a compositor
            // (XRender) or without (Cairo over the window's snapshot of the screen): the fill's alpha
            // is 179 of 255, so each channel keeps 76/255 of the desktop's, rounded: (15, 30, 49).
            // The desktop itself just past a rounded corner.
            let blended: UInt32 = 0xFF0F_1E31
            try waitUntil("the card blended over the desktop (composited: \(composited))") {
                let shot = try screenshot(display: fixture.server.display)
                return shot.pixel(x: Int(cardFrame.minX) + 12, y: Int(cardFrame.minY) + 6) == blended
                    && shot.pixel(x: Int(cardFrame.minX), y: Int(cardFrame.minY)) == 0xFF00_0000
                        | OverlayFixture.desktopColor
            }
            hud.stop()
        }
    }

    @Test func staysAboveWindowsMappedLater() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(cardArguments)
        let overlay = try fixture.waitForOverlay(of: hud)
        let display = fixture.probe.connection.display
        let late = XCreateSimpleWindow(display, fixture.probe.connection.root, 100, 100, 300, 200, 0, 0, 0xFF0000)
        XMapWindow(display, late)
        fixture.probe.connection.sync()
        try waitUntil("the overlay (dim and card windows) to be raised above the later window") {
            let stack = fixture.probe.topLevelWindows().map(\.id)
            let ours = fixture.hudWindows.map(\.id)
            return ours.count == 2 && ours.contains(overlay.id) && Array(stack.suffix(2)) == ours
        }
        hud.stop()
    }

    @Test func staticOverlayDoesNotWakeUp() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(of: hud)
        func switches() throws -> Int {
            let status = try String(contentsOfFile: "/proc/\(hud.pid)/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches") })
            return try #require(Int(line.split(separator: "\t").last ?? ""))
        }
        // Once the 0.25 s spring has settled, the process sleeps in poll with no timeout.
        try waitUntil("the entrance animation to end", timeout: .seconds(10), interval: .milliseconds(300)) {
            let before = try switches()
            Thread.sleep(forTimeInterval: 0.3)
            return try switches() == before
        }
        let before = try switches()
        Thread.sleep(forTimeInterval: 1)
        #expect(try switches() == before)
        hud.stop()
    }

    @Test func losingTheServerExitsWith255() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(of: hud)
        fixture.server.stop()
        #expect(try hud.wait(timeout: .seconds(2)) == 255)
        #expect(hud.stderr.contains("lost the connection to the X server"))
    }

    @Test func anXErrorIsLoggedAndSurvived() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(["loading", "Spinning", "--for", "1"], inProcess: true)
        let window = try fixture.waitForOverlay(of: hud)
        // Destroying hud's window behind its back makes its next spinner frames fail (BadWindow, BadDrawable).
        XDestroyWindow(fixture.probe.connection.display, window.id)
        fixture.probe.connection.sync()
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stderr.contains("hud: X error: Bad"), "\(hud.stderr)")
    }

    @Test func noDisplayIsARuntimeError() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":7357"
        let output = try ProcessRunner.run(ProcessRunner.hudExecutable, ["toast", "hi"], environment: environment)
        #expect(output.status == 255)
        #expect(output.stderr.contains("cannot open X display"))
    }

    @Test(arguments: [true, false])
    func scaleTwoDoublesTheCardAndClicksStillLand(fromXftDPI: Bool) throws {
        let fixture = try OverlayFixture()
        if fromXftDPI {
            let connection = fixture.probe.connection
            let resources = Array("Xft.antialias:\t1\nXft.dpi:\t192\n".utf8)
            XChangeProperty(
                connection.display, connection.root, connection.atom("RESOURCE_MANAGER"), XA_STRING, 8,
                PropModeReplace, resources, Int32(resources.count))
            connection.sync()
        }
        let hud = try fixture.hud(cardArguments + (fromXftDPI ? [] : ["--scale", "2"]))
        try fixture.waitForOverlay(of: hud)
        let scene = try SnapshotRenderer().scene(
            for: card, options: SnapshotOptions(size: Size(width: 512, height: 384), scale: 2))
        let sure = try #require(scene.node(named: "button1")).frame
        let cardFrame = try #require(scene.node(named: "card")).frame
        try waitUntil("a 560 px wide card") {
            let shot = try screenshot(display: fixture.server.display)
            let row = Int(cardFrame.midY * 2)
            return shot.pixel(x: Int(cardFrame.minX * 2), y: row) == 0xFFFF_FFFF
                && shot.pixel(x: Int(cardFrame.maxX * 2) - 1, y: row) == 0xFFFF_FFFF
                && shot.pixel(x: Int(cardFrame.maxX * 2), y: row) != 0xFFFF_FFFF
        }
        fixture.input.click(at: Point(x: sure.midX * 2, y: sure.midY * 2))
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "Delete\n")
    }
}
