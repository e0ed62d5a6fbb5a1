import HUDKit
import HUDTestHarness
import Testing

extension NotificationsInterfaceTests {
    /// The monitor the stack window covers: the left or right half of the split screen.
    static func monitorIndex(of window: WindowInfo) -> Int? {
        OverlayFixture.twoMonitors.firstIndex { $0.contains(Point(x: window.frame.midX, y: window.frame.midY)) }
    }

    @Test func followKeyboardPutsTheStackOnTheFocusedWindowsMonitorAndKeepsItThere() throws {
        let fixture = try Fixture(config: "[daemon]\nfollow = keyboard\n")
        let display = fixture.display
        display.splitIntoTwoMonitors()
        display.input.move(to: Point(x: 100, y: 300))
        let left = display.openWindow(at: Rect(x: 50, y: 100, width: 300, height: 200))
        let right = display.openWindow(at: Rect(x: 600, y: 100, width: 300, height: 200))

        // The window manager's active window decides, not the pointer (on the left).
        display.setActiveWindow(right)
        let first = try fixture.post(["-u", "critical", "On the right"])
        let stack = try waitFor("the banner window") { fixture.bannerWindows.first }
        #expect(Self.monitorIndex(of: stack) == 1)

        // A stack already up stays where it is, wherever the focus goes.
        display.setActiveWindow(left)
        let second = try fixture.post(["-u", "critical", "Still on the right"])
        try waitUntil("the second banner") { try fixture.control(["count", "shown"]).stdout == "2\n" }
        #expect(fixture.bannerWindows.map { Self.monitorIndex(of: $0) } == [1])

        // Once it empties, the next stack follows the focus again; without a window manager the
        // input focus is the focused window.
        for id in [first, second] { #expect(try fixture.control(["close", "\(id)"]).status == 0) }
        try waitUntil("the stack to leave") { fixture.bannerWindows.isEmpty }
        _ = try fixture.post(["-u", "critical", "On the left"])
        #expect(try waitFor("the next stack") { fixture.bannerWindows.first }.map { Self.monitorIndex(of: $0) } == 0)
        #expect(try fixture.control(["close-all"]).status == 0)
        try waitUntil("that stack to leave") { fixture.bannerWindows.isEmpty }

        display.setActiveWindow(0)
        display.focus(right)
        _ = try fixture.post(["-u", "critical", "Focus on the right"])
        #expect(
            try waitFor("a stack by the input focus") { fixture.bannerWindows.first }.map { Self.monitorIndex(of: $0) }
                == 1)
    }

    @Test func followNoneUsesTheMonitorTheConfigNames() throws {
        let fixture = try Fixture(config: "[daemon]\nmonitor = 1\n")
        fixture.display.splitIntoTwoMonitors()
        fixture.display.input.move(to: Point(x: 100, y: 300))
        _ = try fixture.post(["-u", "critical", "On monitor 1"])
        #expect(try waitFor("the banner window") { fixture.bannerWindows.first }.map { Self.monitorIndex(of: $0) } == 1)
    }
}
