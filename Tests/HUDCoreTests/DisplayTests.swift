import Testing

@testable import HUDCore

@Suite("Monitors and display scale")
struct DisplayTests {
    let monitors = [
        Monitor(name: "left", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), isPrimary: false),
        Monitor(name: "right", frame: Rect(x: 1920, y: 0, width: 2560, height: 1440), isPrimary: true),
    ]

    @Test func pointerChoosesTheMonitorUnderIt() {
        #expect(MonitorChoice.pointer.resolve(in: monitors, pointer: Point(x: 100, y: 100))?.name == "left")
        #expect(MonitorChoice.pointer.resolve(in: monitors, pointer: Point(x: 2000, y: 100))?.name == "right")
        #expect(MonitorChoice.pointer.resolve(in: monitors, pointer: nil)?.name == "right")
        #expect(MonitorChoice.pointer.resolve(in: monitors, pointer: Point(x: -5, y: 0))?.name == "right")
    }

    @Test func focusedWindowChoosesTheMonitorOfThatWindowNotThePointer() {
        let choice = MonitorChoice.focusedWindow
        #expect(
            choice.resolve(in: monitors, pointer: Point(x: 2000, y: 10), focusedWindowCenter: Point(x: 900, y: 500))?
                .name == "left")
        #expect(choice.resolve(in: monitors, pointer: Point(x: 100, y: 10), focusedWindowCenter: nil)?.name == "right")
        #expect(MonitorChoice(parsing: "focused") == .focusedWindow)
        // The pointer choice ignores the focus, except on XWayland, where the pointer is stale.
        let server = DisplayServer(extensions: [], outputNames: ["DP-1"])
        let xwayland = DisplayServer(extensions: ["XWAYLAND"], outputNames: [])
        for (server, expected) in [(server, "left"), (xwayland, "right")] {
            #expect(
                server.monitor(
                    for: .pointer, in: monitors, pointer: Point(x: 10, y: 10),
                    focusedWindowCenter: Point(x: 3000, y: 10))?.name == expected)
        }
    }

    @Test func primaryAndIndexFallBackSensibly() {
        #expect(MonitorChoice.primary.resolve(in: monitors, pointer: nil)?.name == "right")
        #expect(MonitorChoice.index(0).resolve(in: monitors, pointer: nil)?.name == "left")
        #expect(MonitorChoice.index(7).resolve(in: monitors, pointer: nil)?.name == "right")
        #expect(MonitorChoice.pointer.resolve(in: [], pointer: nil) == nil)
        #expect(MonitorChoice(parsing: "2") == .index(2))
        #expect(MonitorChoice(parsing: "-1") == nil)
        #expect(MonitorChoice(parsing: "primary") == .primary)
    }

    @Test func scaleComesFromXftDPI() {
        #expect(DisplayScale.scale(fromResources: "Xft.antialias:\t1\nXft.dpi:\t192\n") == 2)
        #expect(DisplayScale.scale(fromResources: "Xft.dpi: 144") == 1.5)
        #expect(DisplayScale.scale(fromResources: "Xft.dpi:\t72") == 1)
        #expect(DisplayScale.scale(fromResources: "Xft.dpi:\tnonsense") == 1)
        #expect(DisplayScale.scale(fromResources: nil) == 1)
    }
}
