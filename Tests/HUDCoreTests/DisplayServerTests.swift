import Testing

@testable import HUDCore

@Suite("X server kinds (XWayland)")
struct DisplayServerTests {
    static let monitors = [
        Monitor(name: "left", frame: Rect(x: 0, y: 0, width: 1920, height: 1080), isPrimary: false),
        Monitor(name: "right", frame: Rect(x: 1920, y: 0, width: 1920, height: 1080), isPrimary: true),
    ]
    static let xorg = DisplayServer(extensions: ["RANDR", "Composite", "XFIXES"], outputNames: ["DP-1", "HDMI-1"])

    @Test(arguments: [
        DisplayServer(extensions: ["RANDR", "XWAYLAND"], outputNames: ["DP-1"]),
        DisplayServer(extensions: ["RANDR"], outputNames: ["XWAYLAND0", "XWAYLAND1"]),
    ])
    func xwaylandIsDetectedByItsExtensionOrItsOutputs(server: DisplayServer) {
        #expect(server.isXWayland)
        #expect(!server.splitsDialogWindows)
        #expect(!server.allowsSnapshots)
    }

    @Test func xorgKeepsTheX11Rules() {
        #expect(!Self.xorg.isXWayland)
        #expect(Self.xorg.splitsDialogWindows)
        #expect(Self.xorg.allowsSnapshots)
    }

    @Test func onXorgThePointerChooses() {
        let pointerLeft = Point(x: 100, y: 100)
        let focusRight = Point(x: 2500, y: 500)
        #expect(
            Self.xorg.monitor(
                for: .pointer, in: Self.monitors, pointer: pointerLeft,
                focusedWindowCenter: focusRight)?.name == "left")
    }

    @Test func onXWaylandTheFocusedWindowChoosesElseThePrimary() {
        let xwayland = DisplayServer(extensions: ["XWAYLAND"], outputNames: ["XWAYLAND0", "XWAYLAND1"])
        let stalePointer = Point(x: 100, y: 100)
        #expect(
            xwayland.monitor(
                for: .pointer, in: Self.monitors, pointer: stalePointer,
                focusedWindowCenter: Point(x: 2500, y: 500))?.name == "right")
        #expect(
            xwayland.monitor(
                for: .pointer, in: Self.monitors, pointer: stalePointer,
                focusedWindowCenter: Point(x: 300, y: 500))?.name == "left")
        // No focused X window (focus on a Wayland window): the primary output, not the stale pointer.
        #expect(
            xwayland.monitor(
                for: .pointer, in: Self.monitors, pointer: stalePointer,
                focusedWindowCenter: nil)?.name == "right")
        // An explicit choice still holds.
        #expect(
            xwayland.monitor(for: .index(0), in: Self.monitors, pointer: nil, focusedWindowCenter: nil)?.name == "left")
    }
}
