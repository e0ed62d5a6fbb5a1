import Foundation
import HUDTestHarness
import Testing

/// The Wayland harness itself: if these fail, every Wayland test's verdict is suspect.
@Suite("Wayland test harness")
struct SwayHarnessTests {
    /// What `swaymsg -t get_outputs` says of an output.
    struct Output: Decodable {
        struct Mode: Decodable {
            let width: Int
            let height: Int
        }

        let name: String
        let active: Bool
        let currentMode: Mode

        enum CodingKeys: String, CodingKey {
            case name, active
            case currentMode = "current_mode"
        }
    }

    struct Seat: Decodable {
        let name: String
        let capabilities: Int
    }

    @Test func swayRunsAsTheTestUserOnAPrivateRuntimeDirectory() throws {
        let server = try SwayServer()
        #expect(server.isRunning)
        #expect(server.environment["WAYLAND_DISPLAY"] == server.socketPath)
        #expect(server.environment["XDG_RUNTIME_DIR"] == server.runtimeDirectory)
        #expect(server.environment["DISPLAY"] == nil, "the code under test could fall back to X11")
        #expect(server.socketPath.hasPrefix(server.runtimeDirectory + "/wayland-"))

        let directory = try FileManager.default.attributesOfItem(atPath: server.runtimeDirectory)
        #expect((directory[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let config = try String(contentsOfFile: server.runtimeDirectory + "/sway.config", encoding: .utf8)
        let expected = [
            "xwayland disable", "output HEADLESS-1 resolution 1280x800 scale 1", "default_border none",
            "seat * hide_cursor 100",
        ]
        #expect(config == expected.joined(separator: "\n") + "\n")
        // sway made the socket, so its owner is the user sway runs as.
        let socket = try FileManager.default.attributesOfItem(atPath: server.socketPath)
        if getuid() == 0 {
            #expect(directory[.ownerAccountName] as? String == SwayServer.userName)
            #expect(socket[.ownerAccountName] as? String == SwayServer.userName)
        } else {
            #expect((socket[.ownerAccountID] as? NSNumber)?.uint32Value == getuid())
        }
    }

    @Test func twoServersRunAtOnceEachWithOneOutputOfTheAskedSize() throws {
        let first = try SwayServer()
        let second = try SwayServer(width: 640, height: 480)
        #expect(first.socketPath != second.socketPath)
        for (server, width, height) in [(first, 1280, 800), (second, 640, 480)] {
            let outputs = try JSONDecoder().decode(
                [Output].self, from: Data(server.swaymsg(["-t", "get_outputs"]).utf8))
            #expect(outputs.map(\.name) == ["HEADLESS-1"])
            let output = try #require(outputs.first)
            #expect(output.active)
            #expect(output.currentMode.width == width && output.currentMode.height == height)

            let screenshot = try server.screenshot()
            #expect(screenshot.width == width && screenshot.height == height)
        }
    }

    @Test func theSeatHasAKeyboardAndAPointerFromTheStart() throws {
        let server = try SwayServer()
        let seats = try JSONDecoder().decode([Seat].self, from: Data(server.swaymsg(["-t", "get_seats"]).utf8))
        // wl_seat's capability bits: pointer 1, keyboard 2.
        #expect(seats.map(\.capabilities) == [3], "\(seats)")
    }

    /// Through sway's own bindings, which see every key of the seat: each key sent makes sway touch a
    /// file (as the test user, in its runtime directory).
    @Test func keysReachTheSeat() throws {
        let server = try SwayServer()
        let keys = [("Return", "return"), ("ctrl+v", "ctrl-v"), ("z", "z")]
        for (binding, file) in keys {
            try server.swaymsg(["bindsym", binding, "exec", "touch", "\(server.runtimeDirectory)/\(file)"])
        }
        try server.press("Return")
        try server.pressWithModifier("ctrl", "v")
        try server.type("z")
        for (_, file) in keys {
            try waitUntil("sway's binding to touch \(file)") {
                FileManager.default.fileExists(atPath: "\(server.runtimeDirectory)/\(file)")
            }
        }
    }

    /// swaynag, sway's own layer-shell client, draws a bar across the top of the output: the next
    /// screenshots show it, and no longer once it has gone.
    @Test func aLayerSurfaceShowsInTheScreenshotsAndLeavesWithIt() throws {
        let server = try SwayServer()
        let before = try server.screenshot().pixels()
        let top = 0..<(20 * server.width)
        let swaynag = try ProcessRunner.spawn(
            ProcessRunner.locate("swaynag", package: "sway"), ["-m", "hello"], environment: server.environment)
        try waitUntil("swaynag's bar at the top of the screenshot", timeout: .seconds(20), interval: .milliseconds(50))
        {
            guard swaynag.isRunning else {
                throw ProcessFailure.cannotLaunch(command: swaynag.command, reason: swaynag.stderr)
            }
            return try server.screenshot().pixels()[top] != before[top]
        }
        swaynag.stop()
        try waitUntil("the top of the screenshot as it was before swaynag", interval: .milliseconds(50)) {
            try server.screenshot().pixels()[top] == before[top]
        }
    }

    /// swaynag's close button, at the right end of its bar, ends it when clicked.
    @Test func aClickReachesTheSurfaceUnderTheCursor() throws {
        let server = try SwayServer()
        let before = try server.screenshot().pixels()
        let top = 0..<(20 * server.width)
        let swaynag = try ProcessRunner.spawn(
            ProcessRunner.locate("swaynag", package: "sway"), ["-m", "hello"], environment: server.environment)
        try waitUntil("swaynag's bar at the top of the screenshot", timeout: .seconds(20), interval: .milliseconds(50))
        {
            guard swaynag.isRunning else {
                throw ProcessFailure.cannotLaunch(command: swaynag.command, reason: swaynag.stderr)
            }
            return try server.screenshot().pixels()[top] != before[top]
        }
        try server.click(x: server.width - 12, y: 15)
        #expect(try swaynag.wait(timeout: .seconds(10)) == 0, "swaynag: \(swaynag.stderr)")
    }

    @Test func aFailingCommandThrowsWithWhatItPrinted() throws {
        let server = try SwayServer()
        let error = try #require(throws: SwayServer.Failure.self) { try server.swaymsg(["no-such-command"]) }
        #expect("\(error)".contains("no-such-command"))
        #expect(throws: SwayServer.Failure.self) { try server.press("NoSuchKey") }
        #expect(server.isRunning)
    }

    @Test func stopEndsSwayAndRemovesItsDirectory() throws {
        let server = try SwayServer()
        let directory = server.runtimeDirectory
        server.stop()
        // Asked over IPC to exit, not signalled (runuser would wait 2 s after a SIGTERM).
        #expect(server.exitStatus == 0, "sway: \(server.log)")
        #expect(!server.isRunning)
        #expect(kill(server.pid, 0) == -1 && errno == ESRCH)
        #expect(!FileManager.default.fileExists(atPath: directory))
        #expect(Self.processes(mentioning: directory).isEmpty, "left running: \(Self.processes(mentioning: directory))")
        server.stop()
    }

    @Test func releasingTheServerEndsSwayAndItsInputDevices() throws {
        var directory = ""
        do {
            let server = try SwayServer()
            directory = server.runtimeDirectory
            #expect(!Self.processes(mentioning: directory).isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: directory))
        #expect(Self.processes(mentioning: directory).isEmpty, "left running: \(Self.processes(mentioning: directory))")
    }

    /// The command lines of the live processes whose command line or environment names `directory`
    /// or a file in it: sway (its config, its XDG_RUNTIME_DIR), runuser, and the harness's input
    /// devices (their WAYLAND_DISPLAY).
    static func processes(mentioning directory: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return pids.compactMap { pid in
            let files = ["cmdline", "environ"].compactMap { FileManager.default.contents(atPath: "/proc/\(pid)/\($0)") }
            // Both NUL-separated; /tmp/hud-sway-1-1 is not /tmp/hud-sway-1-10.
            let mentions = files.contains {
                let text = String(decoding: $0, as: UTF8.self)
                return text.contains(directory + "/") || text.contains(directory + "\0")
            }
            guard mentions else { return nil }
            let commandLine = files.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
            return "\(pid): " + commandLine.replacingOccurrences(of: "\0", with: " ")
        }
    }
}
