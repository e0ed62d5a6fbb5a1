import CX11
import Foundation
import HUDAutomation
import HUDCore
import HUDSurfaces
import HUDTestHarness
import Testing

/// HUDKit inside real window managers: the card's keys with a window manager's
/// modifiers held, a keyboard another client holds when the card appears, and the focus handed
/// back when a blocking overlay goes.
@Suite("Under a window manager", .serialized)
struct WindowManagerTests {
    let cardArguments = [
        "card", "--title", "Delete?", "--message", "This cannot be undone.", "--sure", "Delete",
        "--cancel", "Cancel",
    ]

    @Test(arguments: WindowManagerProcess.Kind.allCases)
    func modifiedReturnAndEscapeDoNotAnswerButPlainReturnDoes(kind: WindowManagerProcess.Kind) throws {
        let fixture = try OverlayFixture()
        let manager = try WindowManagerProcess(kind, on: fixture.server)
        let hud = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        // Keys reach the card in order: had any of these answered, hud would have exited with it
        // before the plain Return.
        for chord in ["super+Return", "ctrl+Return", "super+Escape", "alt+Escape", "super+KP_Enter"] {
            try fixture.input.key(chord)
        }
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "Delete\n")
        #expect(manager.isRunning)
    }

    @Test func aCardWaitsForAKeyboardAnotherClientHoldsAndWarnsOnce() throws {
        let fixture = try OverlayFixture()
        let manager = try WindowManagerProcess(.openbox, on: fixture.server)
        let holder = try X11Connection(server: fixture.server)
        #expect(
            XGrabKeyboard(holder.display, holder.root, 0, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
                == GrabSuccess)
        holder.sync()
        let clock = ContinuousClock()
        let grabbed = clock.now
        // In process, so its stderr is hud's own (the daemon's goes to its log).
        let hud = try fixture.hud(cardArguments, inProcess: true)
        try fixture.waitForOverlay(of: hud)
        try waitUntil("hud to warn that the keyboard is held", timeout: .seconds(5)) {
            hud.stderr.contains(KeyboardGrabRetry.warning)
        }
        #expect(clock.now - grabbed >= .seconds(1))
        // The other client holds the keyboard for 2 s in all, then lets go.
        try waitUntil("the other client's 2 s to pass") { clock.now - grabbed >= .seconds(2) }
        XUngrabKeyboard(holder.display, UInt(CurrentTime))
        holder.sync()
        let released = clock.now
        try waitUntil("hud to take the keyboard once it is free") { fixture.keyboardIsGrabbedElsewhere }
        // Retries are 250 ms apart by now.
        #expect(clock.now - released < .milliseconds(600))
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "Delete\n")
        #expect(hud.stderr.components(separatedBy: KeyboardGrabRetry.warning).count == 2)
        #expect(manager.isRunning)
    }

    @Test func aCardThroughTheDaemonWarnsItsCallerThatTheKeyboardIsHeld() throws {
        let fixture = try OverlayFixture()
        let manager = try WindowManagerProcess(.openbox, on: fixture.server)
        // A toast starts the daemon first, so that the card is shown by it, not by a process of its own.
        #expect(
            try ProcessRunner.run(ProcessRunner.hudExecutable, ["toast", "Ready"], environment: fixture.environment)
                .status == 0)
        let daemon = try #require(fixture.daemonPID)
        let holder = try X11Connection(server: fixture.server)
        #expect(
            XGrabKeyboard(holder.display, holder.root, 0, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
                == GrabSuccess)
        holder.sync()
        let hud = try fixture.hud(cardArguments)
        try waitUntil("the caller to print that the keyboard is held", timeout: .seconds(5)) {
            guard hud.isRunning else { throw OverlayFixtureError.exited(hud.stderr) }
            return hud.stderr.contains(KeyboardGrabRetry.warning)
        }
        #expect(hud.stderr == "hud: \(KeyboardGrabRetry.warning)\n")
        #expect(fixture.daemonPID == daemon, "the daemon showed the card")
        XUngrabKeyboard(holder.display, UInt(CurrentTime))
        holder.sync()
        try waitUntil("the daemon to take the keyboard once it is free") { fixture.keyboardIsGrabbedElsewhere }
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "Delete\n")
        #expect(hud.stderr == "hud: \(KeyboardGrabRetry.warning)\n", "warned once")
        #expect(manager.isRunning)
    }

    /// i3 focuses the window the pointer enters when the card's dim unmaps; the focus must end up
    /// on the window that had it before the card.
    @Test(arguments: [false, true])
    func focusGoesBackToTheWindowThatHadIt(throughTheDaemon: Bool) throws {
        let fixture = try OverlayFixture()
        let manager = try WindowManagerProcess(.i3, on: fixture.server)
        let display = fixture.probe.connection.display
        let root = fixture.probe.connection.root
        let windows = (0..<2).map { _ in XCreateSimpleWindow(display, root, 0, 0, 200, 200, 0, 0, 0x808080) }
        for window in windows { XMapWindow(display, window) }
        fixture.probe.connection.sync()
        func center(of window: Window) -> Point {
            var attributes = XWindowAttributes()
            XGetWindowAttributes(display, window, &attributes)
            var x: Int32 = 0
            var y: Int32 = 0
            var child: Window = 0
            XTranslateCoordinates(display, window, root, attributes.width / 2, attributes.height / 2, &x, &y, &child)
            return Point(x: Double(x), y: Double(y))
        }
        func focus() -> Window {
            var focus: Window = 0
            var revert: Int32 = 0
            XGetInputFocus(display, &focus, &revert)
            return focus
        }
        let (typing, elsewhere) = (windows[0], windows[1])
        try waitUntil("i3 to tile both windows apart") {
            abs(center(of: typing).x - center(of: elsewhere).x) > 100
        }
        // Focused through i3's IPC, which answers once done: pointer crossings to focus it would
        // leave i3 with crossings still queued (it ignores one that comes with its own layout
        // change), which under load could move the focus after the overlay remembered it.
        try manager.i3Command("[id=\(typing)] focus")
        #expect(focus() == typing)

        let hud = try fixture.hud(cardArguments, inProcess: !throughTheDaemon)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        // Over the other window, under the dim: focus-follows-mouse would give it the focus.
        fixture.input.move(to: center(of: elsewhere))
        try fixture.input.key("Escape")
        #expect(try hud.wait(timeout: .seconds(10)) == 1)
        try waitUntil("no hud window left") { fixture.hudWindows.allSatisfy { !$0.isViewable } }
        // i3 handles the pointer's EnterNotify into the other window within milliseconds; the focus
        // must be back on the first window and stay there.
        try waitUntil("the focus back on the first window") { focus() == typing }
        let clock = ContinuousClock()
        let since = clock.now
        while clock.now - since < .milliseconds(500) {
            #expect(focus() == typing)
            if focus() != typing { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(fixture.probe.pointerPosition() == center(of: elsewhere))
        #expect(manager.isRunning)
    }
}
