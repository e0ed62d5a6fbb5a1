import CX11
import Foundation
import HUDAutomation
import HUDKit
import HUDTestHarness
import Testing

/// The harness itself: if these fail, every X11 test's verdict is suspect.
@Suite("X11 test harness")
struct HarnessTests {
    @Test func xvfbStartsOnAFreeDisplayAndTwoCanRunAtOnce() throws {
        let first = try XvfbServer()
        let second = try XvfbServer(width: 640, height: 480)
        #expect(first.display != second.display)
        #expect(first.environment["DISPLAY"] == first.display)
        for (server, width, height) in [(first, 1024, 768), (second, 640, 480)] {
            #expect(XvfbServer.lockOwner(server.number) == server.pid, "the server on \(server.display) is ours")
            let connection = try X11Connection(server: server)
            #expect(XDisplayWidth(connection.display, 0) == Int32(width))
            #expect(XDisplayHeight(connection.display, 0) == Int32(height))
        }
    }

    @Test func stopRemovesTheSocketAndLockFile() throws {
        let server = try XvfbServer()
        let socket = XvfbServer.socketPath(server.number)
        #expect(FileManager.default.fileExists(atPath: socket))
        server.stop()
        #expect(!server.isRunning)
        #expect(kill(server.pid, 0) == -1 && errno == ESRCH)
        // Another test process may start its own server on the freed number at once. Its lock file,
        // written before its socket, then names another live pid; what must be gone is ours.
        let socketLeft = FileManager.default.fileExists(atPath: socket)
        let lockOwner = XvfbServer.lockOwner(server.number)
        #expect(lockOwner != server.pid, "\(XvfbServer.lockPath(server.number)) is left over")
        #expect(!socketLeft || lockOwner.map { kill($0, 0) == 0 } == true, "\(socket) is left over")
        server.stop()
    }

    @Test func releasingTheServerKillsXvfb() throws {
        var pid: Int32 = 0
        do {
            let server = try XvfbServer()
            pid = server.pid
        }
        #expect(pid > 0)
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "Xvfb \(pid) outlived its XvfbServer")
    }

    @Test func probeSeesAnOverrideRedirectWindow() throws {
        let server = try XvfbServer()
        let client = try X11Connection(server: server)
        let frame = Rect(x: 40, y: 30, width: 320, height: 90)
        let window = createWindow(on: client, frame: frame, overrideRedirect: true)
        setProperty(on: client, window, "WM_CLASS", strings: ["harness", "HarnessTest"])
        setProperty(on: client, window, "_NET_WM_WINDOW_TYPE", atoms: ["_NET_WM_WINDOW_TYPE_NOTIFICATION"])
        setProperty(on: client, window, "_NET_WM_STATE", atoms: ["_NET_WM_STATE_ABOVE", "_NET_WM_STATE_STICKY"])
        XMapWindow(client.display, window)
        client.sync()

        let probe = try X11Probe(server: server)
        let info = try waitFor("window 0x\(String(window, radix: 16)) to be viewable") { () -> WindowInfo? in
            guard let info = probe.window(window), info.isViewable else { return nil }
            return info
        }
        #expect(info.overrideRedirect)
        #expect(info.frame == frame)
        #expect(info.wmClass == ["harness", "HarnessTest"])
        #expect(info.windowTypes == ["_NET_WM_WINDOW_TYPE_NOTIFICATION"])
        #expect(info.states == ["_NET_WM_STATE_ABOVE", "_NET_WM_STATE_STICKY"])

        XUnmapWindow(client.display, window)
        client.sync()
        #expect(probe.window(window)?.mapState == .unmapped)
    }

    @Test func xtestClickReachesTheWindowUnderThePointer() throws {
        let server = try XvfbServer()
        let client = try X11Connection(server: server)
        let frame = Rect(x: 200, y: 150, width: 120, height: 80)
        let window = createWindow(on: client, frame: frame, events: ButtonPressMask | ButtonReleaseMask)
        XMapWindow(client.display, window)
        client.sync()

        try InputSynthesizer(display: server.display).click(at: frame.center)
        let press = try client.waitForEvent("ButtonPress on the test window") {
            $0.type == ButtonPress && $0.xbutton.window == window
        }
        #expect(press.xbutton.button == 1)
        #expect(press.xbutton.x == 60 && press.xbutton.y == 40)
        try client.waitForEvent("ButtonRelease on the test window") { $0.type == ButtonRelease }
        #expect(try X11Probe(server: server).pointerPosition() == frame.center)
    }

    @Test func xtestDragHoldsTheButtonWhileMoving() throws {
        let server = try XvfbServer()
        let client = try X11Connection(server: server)
        let frame = Rect(x: 100, y: 100, width: 300, height: 200)
        let window = createWindow(
            on: client, frame: frame,
            events: ButtonPressMask | ButtonReleaseMask | Button1MotionMask)
        XMapWindow(client.display, window)
        client.sync()

        try InputSynthesizer(display: server.display).drag(from: Point(x: 110, y: 120), to: Point(x: 350, y: 250))
        let press = try client.waitForEvent("ButtonPress") { $0.type == ButtonPress }
        #expect(press.xbutton.x == 10 && press.xbutton.y == 20)
        try client.waitForEvent("motion with button 1 held") {
            $0.type == MotionNotify && $0.xmotion.state & UInt32(Button1Mask) != 0
        }
        let release = try client.waitForEvent("ButtonRelease") { $0.type == ButtonRelease }
        #expect(release.xbutton.x == 250 && release.xbutton.y == 150)
    }

    @Test func xtestTypesTextAndNamedKeys() throws {
        let server = try XvfbServer()
        let client = try X11Connection(server: server)
        let window = createWindow(on: client, frame: Rect(x: 0, y: 0, width: 100, height: 100), events: KeyPressMask)
        XMapWindow(client.display, window)
        XSetInputFocus(client.display, window, RevertToParent, Time(CurrentTime))
        client.sync()

        let input = try InputSynthesizer(display: server.display)
        try input.type("aZ 1!")
        try input.key("Return")
        try input.key("ctrl+a")
        let expected = "aZ 1!\r\u{1}"
        var typed = ""
        try waitUntil("\(expected.debugDescription) to arrive as KeyPress events") {
            while XPending(client.display) > 0 {
                var event = XEvent()
                XNextEvent(client.display, &event)
                guard event.type == KeyPress else { continue }
                var buffer = [CChar](repeating: 0, count: 8)
                let count = XLookupString(&event.xkey, &buffer, Int32(buffer.count), nil, nil)
                typed += String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            return typed.count >= expected.count
        }
        #expect(typed == expected)
    }

    @Test func screenshotShowsAWindowsBackground() throws {
        let server = try XvfbServer()
        let client = try X11Connection(server: server)
        let window = createWindow(on: client, frame: Rect(x: 100, y: 100, width: 200, height: 150))
        XMapWindow(client.display, window)
        XSetWindowBackground(client.display, window, 0x3366CC)
        XClearWindow(client.display, window)
        // Xvfb paints while processing the requests, so after the round trip the framebuffer has it.
        client.sync()

        let image = try screenshot(display: server.display)
        #expect(image.width == 1024 && image.height == 768)
        let blue: UInt32 = 0xFF33_66CC
        #expect(image.pixel(x: 100, y: 100) == blue)
        #expect(image.pixel(x: 299, y: 249) == blue)
        #expect(image.pixel(x: 99, y: 100) != blue)
        #expect(image.pixel(x: 300, y: 249) != blue)
    }

    @Test func compositorStartAndStopToggleTheSelectionOwner() throws {
        let server = try XvfbServer()
        let probe = try X11Probe(server: server)
        #expect(!probe.selectionOwner("_NET_WM_CM_S0"))
        let compositor = try server.startCompositor()
        #expect(compositor.isRunning)
        #expect(probe.selectionOwner("_NET_WM_CM_S0"))
        try server.stopCompositor()
        #expect(!compositor.isRunning)
        #expect(!probe.selectionOwner("_NET_WM_CM_S0"))
    }

    @Test func processRunnerCapturesOutputAndKillsOnTimeout() throws {
        let shell = URL(fileURLWithPath: "/bin/sh")
        let output = try ProcessRunner.run(shell, ["-c", "echo out; echo err >&2; exit 3"])
        #expect(output.status == 3)
        #expect(output.stdout == "out\n")
        #expect(output.stderr == "err\n")

        // The shell's child must die with it: the whole process group is signalled.
        let start = ContinuousClock.now
        let error = #expect(throws: ProcessFailure.self) {
            try ProcessRunner.run(shell, ["-c", "sleep 30 & echo $!; wait"], timeout: .milliseconds(500))
        }
        #expect(ContinuousClock.now - start < .seconds(5), "SIGTERM was enough, no SIGKILL grace period")
        guard case .timedOut(_, _, let stdout, _)? = error,
            let sleeper = Int32(stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            Issue.record("the timeout report should quote the output so far: \(String(describing: error))")
            return
        }
        try waitUntil("the shell's background sleep \(sleeper) to die with its group") { !isAlive(sleeper) }
    }

    @Test func childrenStartWithNoSignalsBlocked() throws {
        // Test threads block signals; a child inheriting that would shrug off SIGTERM and SIGINT.
        let output = try ProcessRunner.run(URL(fileURLWithPath: "/bin/grep"), ["SigBlk", "/proc/self/status"])
        #expect(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "SigBlk:\t0000000000000000")
    }

    @Test func aMissingToolFailsWithAnInstallHint() {
        let error = #expect(throws: ProcessFailure.self) {
            try ProcessRunner.locate("hudkit-no-such-tool", package: "hudkit-tools", searchPath: "/nonexistent")
        }
        #expect(error?.description.contains("apt-get install hudkit-tools") == true)
    }

    @Test func theHudExecutablesAreBesideTheTests() {
        // The thin `hud` the tests run, and `hud-engine`, which it execs and starts as the daemon.
        for executable in [
            ProcessRunner.hudExecutable,
            ProcessRunner.hudExecutable.deletingLastPathComponent()
                .appendingPathComponent("hud-engine"),
        ] {
            #expect(
                FileManager.default.isExecutableFile(atPath: executable.path),
                "\(executable.path) (build with --build-tests so the hud and hud-engine products exist)")
        }
    }
}

/// Exited processes whose parent has not reaped them yet are zombies, not alive.
private func isAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let state = stat.split(separator: ")").last?.split(separator: " ").first
    else { return false }
    return state != "Z"
}

private func createWindow(
    on client: X11Connection, frame: Rect, overrideRedirect: Bool = false,
    events: Int = NoEventMask
) -> Window {
    var attributes = XSetWindowAttributes()
    attributes.override_redirect = overrideRedirect ? 1 : 0
    attributes.background_pixel = 0x808080
    attributes.event_mask = events
    return XCreateWindow(
        client.display, client.root, Int32(frame.minX), Int32(frame.minY),
        UInt32(frame.width), UInt32(frame.height), 0, Int32(CopyFromParent), UInt32(InputOutput),
        nil, UInt(CWOverrideRedirect | CWBackPixel | CWEventMask), &attributes)
}

private func setProperty(on client: X11Connection, _ window: Window, _ name: String, strings: [String]) {
    let bytes: [UInt8] = strings.flatMap { [UInt8]($0.utf8) + [0] }
    XChangeProperty(
        client.display, window, client.atom(name), client.atom("STRING"), 8, PropModeReplace,
        bytes, Int32(bytes.count))
}

private func setProperty(on client: X11Connection, _ window: Window, _ name: String, atoms: [String]) {
    // Format 32 data goes to Xlib as C longs.
    let values: [UInt] = atoms.map(client.atom)
    _ = values.withUnsafeBytes { raw in
        XChangeProperty(
            client.display, window, client.atom(name), client.atom("ATOM"), 32, PropModeReplace,
            raw.bindMemory(to: UInt8.self).baseAddress, Int32(values.count))
    }
}
