import Foundation
import HUDKit
import Synchronization

/// The Wayland counterpart of `XvfbServer`: a private headless sway for one test, on a runtime
/// directory of its own, so Wayland tests neither need nor disturb a desktop and can run side by
/// side. sway is a real wlroots compositor with the protocols HUDWayland relies on (the layer shell,
/// xdg-output, wlr-screencopy, the virtual keyboard and pointer), drawn by pixman into memory: no
/// GPU, no input devices but the virtual ones the harness plugs in. Tests read the screen back with
/// grim (`screenshot()`), type with wtype (`press`, `type`, `pressWithModifier`), click through
/// sway's seat (`click`), ask sway with `swaymsg`, and run the code under test with `environment`.
/// Nothing is skipped: a missing sway, grim, wtype or python3 fails the test with an install hint.
/// Nothing sleeps for a guessed time, and sway and its helpers are stopped in `deinit`.
///
/// A headless output cannot be unplugged (sway 1.7 cannot even disable one), so a test that needs
/// an output to go runs a second sway nested in the first (`SwayServer(outputs:inside:)`): wlroots'
/// Wayland backend makes each of its outputs a window of the outer sway, and closing that window
/// (`unplug`) destroys the output as pulling a monitor's cable would.
///
/// sway refuses to run as root, and the tests run as root (in containers and CI); it then runs as
/// the system user `hudtest`, created on first use, through `runuser`. Root can connect to that
/// user's sockets, so the tests and the code under test stay root.
package final class SwayServer {
    package enum Failure: Error, CustomStringConvertible {
        case cannotCreateUser(name: String, status: Int32, stderr: String)
        case cannotPrepare(path: String, errno: Int32)
        case exited(status: Int32, stderr: String)
        case notReady(after: Duration, stderr: String)
        case inputDeviceExited(command: String, status: Int32, stderr: String)
        case inputMethodExited(status: Int32, stderr: String)
        case commandFailed(command: String, output: ProcessOutput)

        package var description: String {
            switch self {
            case .cannotCreateUser(let name, let status, let stderr):
                "useradd could not create the test user \(name) (status \(status)); sway needs an unprivileged "
                    + "user when the tests run as root\n\(stderr)"
            case .cannotPrepare(let path, let errno):
                "cannot prepare \(path) for sway: \(String(cString: strerror(errno)))"
            case .exited(let status, let stderr):
                "sway exited with status \(status) before it was ready\n\(stderr)"
            case .notReady(let after, let stderr):
                "sway did not create its Wayland and IPC sockets within \(after)\n\(stderr)"
            case .inputDeviceExited(let command, let status, let stderr):
                "\(command), which holds one of the seat's virtual input devices, exited with status \(status)\n\(stderr)"
            case .inputMethodExited(let status, let stderr):
                "the test's input method exited with status \(status) before it was ready\n\(stderr)"
            case .commandFailed(let command, let output):
                "\(command) exited with status \(output.status)\nstdout: \(output.stdout)\nstderr: \(output.stderr)"
            }
        }
    }

    /// The unprivileged user sway runs as when the tests run as root.
    package static let userName = "hudtest"

    /// The output's mode, in pixels.
    package let width: Int
    package let height: Int
    /// The output's scale: 2 makes it a HiDPI output of half the mode in points.
    package let scale: Int
    /// The sway this one runs nested in, whose windows are its outputs.
    private let parent: SwayServer?
    /// sway's `XDG_RUNTIME_DIR` and `HOME`: its config, its Wayland and IPC sockets; removed by `stop()`.
    package let runtimeDirectory: String
    /// The Wayland socket's absolute path: libwayland takes an absolute path in `WAYLAND_DISPLAY`,
    /// whatever `XDG_RUNTIME_DIR` says.
    package let socketPath: String
    /// sway's IPC socket, for `swaymsg` (`SWAYSOCK`).
    package let ipcSocketPath: String
    /// The test process's environment with `WAYLAND_DISPLAY` and `XDG_RUNTIME_DIR` pointing here and
    /// no `DISPLAY`, so that the code under test cannot fall back to an X server, for `ProcessRunner`;
    /// its config and state (a notification history) are kept here too, apart from the user's.
    package let environment: [String: String]
    private let sway: RunningProcess
    /// The processes whose virtual keyboard and pointer sway's seat holds from start to end.
    private var inputDevices: [RunningProcess] = []
    private var stopped = false

    /// One headless output of `width` × `height` pixels at `scale`.
    package convenience init(width: Int = 1280, height: Int = 800, scale: Int = 1) throws {
        try self.init(width: width, height: height, scale: scale, outputs: 1, parent: nil)
    }

    /// A sway with `outputs` outputs named WL-1, WL-2, … from left to right, each a floating window
    /// of `parent` (1280 × 720, wlroots' default for them).
    package convenience init(outputs: Int, inside parent: SwayServer) throws {
        try parent.swaymsg(["for_window", "[app_id=wlroots]", "floating", "enable"])
        try self.init(width: 1280, height: 720, scale: 1, outputs: outputs, parent: parent)
    }

    private init(width: Int, height: Int, scale: Int, outputs: Int, parent: SwayServer?) throws {
        self.width = width
        self.height = height
        self.scale = scale
        self.parent = parent
        let executable = try ProcessRunner.locate("sway", package: "sway")
        let env = try ProcessRunner.locate("/usr/bin/env", package: "coreutils")
        // nil: the tests already run unprivileged, and sway runs as them.
        let user = getuid() == 0 ? try Self.testUser() : nil
        let directory = try Self.makeRuntimeDirectory(owner: user)
        let config = directory + "/sway.config"
        let process: RunningProcess
        do {
            // A nested sway's outputs left to right in the order of their names.
            let outputLines =
                parent == nil
                ? "output HEADLESS-1 resolution \(width)x\(height) scale \(scale)"
                : (1...outputs).map { "output WL-\($0) position \(($0 - 1) * width) 0" }.joined(separator: "\n")
            try """
            xwayland disable
            \(outputLines)
            default_border none
            seat * hide_cursor 100

            """.write(toFile: config, atomically: false, encoding: .utf8)
            try Self.give(config, to: user, mode: 0o600)
            // env -i: none of the test process's variables (DISPLAY, WAYLAND_DISPLAY, a desktop's
            // XDG_* or a user's sway config) reach sway. No libinput devices, the headless backend's
            // one output (or the outer sway's windows), and pixman: there is no GPU.
            let backend =
                parent.map { parent in
                    ["WLR_BACKENDS=wayland", "WAYLAND_DISPLAY=\(parent.socketPath)", "WLR_WL_OUTPUTS=\(outputs)"]
                } ?? ["WLR_BACKENDS=headless"]
            let swayCommand =
                [env.path, "-i", "HOME=\(directory)", "XDG_RUNTIME_DIR=\(directory)"] + backend + [
                    "WLR_LIBINPUT_NO_DEVICES=1", "WLR_RENDERER=pixman", "PATH=/usr/bin:/bin", executable.path, "-c",
                    config,
                ]
            if user != nil {
                let runuser = try ProcessRunner.locate("runuser", package: "util-linux", searchPath: Self.adminPath)
                process = try ProcessRunner.spawn(runuser, ["-u", Self.userName, "--"] + swayCommand)
            } else {
                process = try ProcessRunner.spawn(URL(fileURLWithPath: swayCommand[0]), Array(swayCommand.dropFirst()))
            }
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        let sockets: (wayland: String, ipc: String)
        do {
            sockets = try Self.waitForSockets(of: process, in: directory)
        } catch {
            process.stop()
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        sway = process
        runtimeDirectory = directory
        socketPath = sockets.wayland
        ipcSocketPath = sockets.ipc
        var environment = ProcessInfo.processInfo.environment.merging([
            "WAYLAND_DISPLAY": sockets.wayland, "XDG_RUNTIME_DIR": directory,
            "XDG_CONFIG_HOME": directory + "/config", "XDG_STATE_HOME": directory + "/state",
        ]) { $1 }
        environment["DISPLAY"] = nil
        self.environment = environment
        // The sockets exist from sway's first moments; it answers once its event loop runs, with the
        // output made and the config applied. An IPC round trip waits for that (and stops sway through
        // deinit if it never comes).
        try waitUntil("sway to answer on \(sockets.ipc)", timeout: .seconds(20), interval: .milliseconds(50)) {
            guard sway.isRunning else { throw Failure.exited(status: sway.exitStatus ?? -1, stderr: sway.stderr) }
            return try runSwaymsg(["-t", "get_version"]).status == 0
        }
        try plugInInputDevices()
        // An empty output is its background alone once the cursor has hidden: tests start from it.
        try waitUntil("sway to hide its cursor", timeout: .seconds(5), interval: .milliseconds(50)) {
            let pixels = try screenshot().pixels()
            return pixels.allSatisfy { $0 == pixels[0] }
        }
    }

    deinit {
        stop()
    }

    package var isRunning: Bool { sway.isRunning }
    /// `runuser`'s pid when sway runs as the test user (sway is its child, in its process group).
    package var pid: Int32 { sway.pid }
    /// How sway (and runuser with it) ended: 0 after `stop()` asked it to exit, 128 + the signal if it
    /// had to be killed; nil while it runs.
    package var exitStatus: Int32? { sway.isRunning ? nil : sway.exitStatus }
    /// What sway has logged so far, for a failing test's message.
    package var log: String { sway.stderr }

    /// Stops sway and removes its runtime directory; idempotent. Wayland connections still open to it
    /// fail from then on.
    package func stop() {
        guard !stopped else { return }
        stopped = true
        for device in inputDevices { device.stop() }
        // Asked to exit, sway leaves and runuser follows at once; SIGTERMed, runuser waits 2 s before
        // it goes, on every test. RunningProcess.stop is for a sway that will not answer.
        if sway.isRunning, (try? runSwaymsg(["exit"], timeout: .seconds(5))) != nil {
            _ = try? sway.wait(timeout: .seconds(5))
        }
        sway.stop()
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    // MARK: - Driving it

    /// Destroys the output `name` (WL-2) of a nested sway, as an unplugged monitor: its window in
    /// the outer sway is closed.
    package func unplug(_ name: String) throws {
        guard let parent else { preconditionFailure("only a nested sway's outputs can be unplugged") }
        try parent.swaymsg(["[title=\"wlroots - \(name)\"]", "kill"])
    }

    /// The whole output as sway composes it, read back with grim through wlr-screencopy. The headless
    /// output draws its cursor into the frame, so the config hides it 100 ms after the pointer last
    /// moved: a screenshot just after a click may still show it.
    package func screenshot() throws -> Image {
        let grim = try ProcessRunner.locate("grim", package: "grim")
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("hudkit-sway-screenshot-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try check(
            ProcessRunner.run(grim, ["-t", "png", path], environment: environment, timeout: .seconds(30)), "grim")
        return try Image(contentsOfPNG: path)
    }

    /// Presses and releases `key`, an xkb keysym name ("Return", "Escape", "Tab", "space", "End"),
    /// through a virtual keyboard of wtype's, to whichever surface has the keyboard focus (or to
    /// sway's bindings).
    package func press(_ key: String) throws {
        try wtype(["-k", key])
    }

    /// Types `text`, each character as the keysym wtype maps it to.
    package func type(_ text: String) throws {
        try wtype(["--", text])
    }

    /// `key` with `modifier` ("ctrl", "shift", "alt", "logo") held: `pressWithModifier("ctrl", "v")`.
    package func pressWithModifier(_ modifier: String, _ key: String) throws {
        try wtype(["-M", modifier, "-k", key, "-m", modifier])
    }

    /// A left click at (`x`, `y`) in layout coordinates (the output's pixels): sway's own seat moves
    /// its cursor there and presses and releases button 1, as a mouse would, and the surface under it
    /// gets the pointer's enter, motion and button events (`plugInInputDevices` gives the seat its
    /// pointer).
    package func click(x: Int, y: Int) throws {
        _ = try swaymsg(["seat", "-", "cursor", "set", "\(x)", "\(y)"])
        _ = try swaymsg(["seat", "-", "cursor", "press", "button1"])
        _ = try swaymsg(["seat", "-", "cursor", "release", "button1"])
    }

    /// `swaymsg ARGUMENTS` on this sway's IPC socket; its stdout (JSON), or a failure with what it
    /// printed (swaymsg exits non-zero when a command fails).
    @discardableResult
    package func swaymsg(_ arguments: [String]) throws -> String {
        try check(runSwaymsg(arguments), "swaymsg \(arguments.joined(separator: " "))").stdout
    }

    // MARK: - The seat's input devices

    /// A seat offers clients a keyboard or a pointer only while it has a device of that kind, and
    /// headless sway has none: a client never gets a `wl_pointer`, so `click` would reach no one, and
    /// wtype's virtual keyboard exists only while wtype runs, so a client must bind its `wl_keyboard`
    /// between wtype's start and its first key (a third of the keys were lost so). Two virtual
    /// devices plugged in for the server's life keep both capabilities on, as a desktop's real
    /// keyboard and mouse do: a wtype that only waits (66 minutes, wtype's longest sleep), and a
    /// pointer of `virtualPointerScript`'s. Returns once the seat has both.
    private func plugInInputDevices() throws {
        let wtype = try ProcessRunner.locate("wtype", package: "wtype")
        let python = try ProcessRunner.locate("/usr/bin/python3", package: "python3")
        inputDevices = [
            try ProcessRunner.spawn(wtype, ["-s", "4000000"], environment: environment),
            try ProcessRunner.spawn(python, ["-c", Self.virtualPointerScript], environment: environment),
        ]
        struct Seat: Decodable {
            let capabilities: Int
        }
        try waitUntil(
            "sway's seat to have a keyboard and a pointer", timeout: .seconds(20), interval: .milliseconds(50)
        ) {
            for device in inputDevices where !device.isRunning {
                throw Failure.inputDeviceExited(
                    command: device.command, status: device.exitStatus ?? -1, stderr: device.stderr)
            }
            let seats = try JSONDecoder().decode([Seat].self, from: Data(swaymsg(["-t", "get_seats"]).utf8))
            // wl_seat's capability bits: pointer 1, keyboard 2.
            return seats.first?.capabilities == 3
        }
    }

    /// What both clients of the harness's own begin with: libwayland-client through ctypes, and the
    /// C structs a protocol's interface is described in.
    private static let waylandClientPrelude = #"""
        import ctypes, os, sys
        from ctypes import CFUNCTYPE, Structure, byref, c_char_p, c_int, c_uint32, c_void_p

        class Message(Structure):
            _fields_ = [("name", c_char_p), ("signature", c_char_p), ("types", c_void_p)]

        class Interface(Structure):
            _fields_ = [("name", c_char_p), ("version", c_int), ("method_count", c_int), ("methods", c_void_p),
                        ("event_count", c_int), ("events", c_void_p)]

        def messages(*described):
            array = (Message * len(described))(*(Message(name, signature, ctypes.cast(types, c_void_p))
                                                 for name, signature, types in described))
            return len(described), ctypes.cast(array, c_void_p), array

        client = ctypes.CDLL("libwayland-client.so.0")
        client.wl_display_connect.restype = c_void_p
        client.wl_display_connect.argtypes = [c_char_p]
        client.wl_display_roundtrip.argtypes = [c_void_p]
        client.wl_display_dispatch.argtypes = [c_void_p]
        client.wl_display_flush.argtypes = [c_void_p]
        client.wl_proxy_add_listener.argtypes = [c_void_p, c_void_p, c_void_p]
        client.wl_proxy_marshal_array.argtypes = [c_void_p, c_uint32, c_void_p]
        client.wl_proxy_marshal_array_constructor.restype = c_void_p
        client.wl_proxy_marshal_array_constructor.argtypes = [c_void_p, c_uint32, c_void_p, c_void_p]
        client.wl_proxy_marshal_array_constructor_versioned.restype = c_void_p
        client.wl_proxy_marshal_array_constructor_versioned.argtypes = [c_void_p, c_uint32, c_void_p, c_void_p, c_uint32]

        """#

    /// A virtual pointer (wlr-virtual-pointer-unstable-v1) on the default seat, kept until the process
    /// ends; prints "ready" once the compositor has it. Python with ctypes on libwayland-client, the
    /// protocol's two interfaces written out by hand: no Debian package has a client that keeps one.
    /// It never moves the pointer itself; sway's `seat - cursor` commands do.
    private static let virtualPointerScript =
        waylandClientPrelude + #"""
            registry_interface = Interface.in_dll(client, "wl_registry_interface")
            seat_interface = Interface.in_dll(client, "wl_seat_interface")
            # Requests this client never sends need no description.
            pointer_interface = Interface(b"zwlr_virtual_pointer_v1", 1, 0, None, 0, None)
            create_types = (c_void_p * 2)(ctypes.addressof(seat_interface), ctypes.addressof(pointer_interface))
            manager_methods = (Message * 1)(Message(b"create_virtual_pointer", b"?on", ctypes.cast(create_types, c_void_p)))
            manager_interface = Interface(
                b"zwlr_virtual_pointer_manager_v1", 1, 1, ctypes.cast(manager_methods, c_void_p), 0, None)

            display = client.wl_display_connect(None)
            if not display:
                sys.exit("cannot connect to the Wayland display")
            # wl_display.get_registry, opcode 1; each argument is a union wl_argument, 8 bytes.
            registry = client.wl_proxy_marshal_array_constructor(display, 1, (c_void_p * 1)(), byref(registry_interface))
            found = []
            def announced(data, registry, name, interface, version):
                if interface == manager_interface.name:
                    found.append(name)
            callbacks = [CFUNCTYPE(None, c_void_p, c_void_p, c_uint32, c_char_p, c_uint32)(announced),
                         CFUNCTYPE(None, c_void_p, c_void_p, c_uint32)(lambda *_: None)]
            listener = (c_void_p * 2)(*(ctypes.cast(callback, c_void_p) for callback in callbacks))
            client.wl_proxy_add_listener(registry, listener, None)
            client.wl_display_roundtrip(display)
            if not found:
                sys.exit("the compositor offers no zwlr_virtual_pointer_manager_v1")
            # wl_registry.bind, opcode 0: name, interface, version, new id.
            name = c_char_p(manager_interface.name)
            bind = (c_void_p * 4)(found[0], ctypes.cast(name, c_void_p), 1, None)
            manager = client.wl_proxy_marshal_array_constructor_versioned(registry, 0, bind, byref(manager_interface), 1)
            # create_virtual_pointer, opcode 0: no seat (the default one), new id.
            client.wl_proxy_marshal_array_constructor(manager, 0, (c_void_p * 2)(), byref(pointer_interface))
            if client.wl_display_roundtrip(display) < 0:
                sys.exit("the compositor refused the virtual pointer")
            print("ready", flush=True)
            while client.wl_display_dispatch(display) >= 0:
                pass
            """#

    // MARK: - An input method

    /// Starts an input method of the test's own (input-method-unstable-v2, which sway relays to
    /// clients' zwp_text_input_v3) on the seat, as a CJK input method would be, and returns once
    /// sway has it; it stays until the returned process is stopped or released. Each time sway
    /// activates it (a client's enabled text input has the keyboard focus) it commits `text` to that
    /// text input at once, and prints "committed" on its stdout once sway has handled that, so a test
    /// can `waitUntil` it has.
    /// It never grabs the keyboard: wtype's keys still reach the focused client directly. A seat has
    /// one input method at most: a second fails here (sway says `unavailable`).
    package func startInputMethod(committing text: String) throws -> RunningProcess {
        let python = try ProcessRunner.locate("/usr/bin/python3", package: "python3")
        let method = try ProcessRunner.spawn(python, ["-c", Self.inputMethodScript, text], environment: environment)
        try waitUntil("the input method to be ready", timeout: .seconds(20), interval: .milliseconds(20)) {
            guard method.isRunning else {
                throw Failure.inputMethodExited(status: method.exitStatus ?? -1, stderr: method.stderr)
            }
            return method.stdout.hasPrefix("ready\n")
        }
        return method
    }

    /// The input method of `startInputMethod`; its argument is the text it commits. Python with ctypes
    /// on libwayland-client, as `virtualPointerScript`, the protocol's interfaces written out by hand:
    /// Debian ships no input-method-unstable-v2.xml. Prints "ready" once the compositor has it,
    /// "committed" after each commit; exits if the seat has another input method or sway goes.
    private static let inputMethodScript =
        waylandClientPrelude + #"""
            registry_interface = Interface.in_dll(client, "wl_registry_interface")
            seat_interface = Interface.in_dll(client, "wl_seat_interface")
            surface_interface = Interface.in_dll(client, "wl_surface_interface")
            # Arguments that are no objects have a null type each, as wayland-scanner writes them.
            untyped = (c_void_p * 3)()
            # Objects this client never creates need no description of their messages.
            popup_interface = Interface(b"zwp_input_popup_surface_v2", 1, 0, None, 0, None)
            grab_interface = Interface(b"zwp_input_method_keyboard_grab_v2", 1, 0, None, 0, None)
            popup_types = (c_void_p * 2)(ctypes.addressof(popup_interface), ctypes.addressof(surface_interface))
            grab_types = (c_void_p * 1)(ctypes.addressof(grab_interface))
            # zwp_input_method_v2 (input-method-unstable-v2), its requests and events in the protocol's order.
            method_requests = messages(
                (b"commit_string", b"s", untyped), (b"set_preedit_string", b"sii", untyped),
                (b"delete_surrounding_text", b"uu", untyped), (b"commit", b"u", untyped),
                (b"get_input_popup_surface", b"no", popup_types), (b"grab_keyboard", b"n", grab_types),
                (b"destroy", b"", untyped))
            method_events = messages(
                (b"activate", b"", untyped), (b"deactivate", b"", untyped), (b"surrounding_text", b"suu", untyped),
                (b"text_change_cause", b"u", untyped), (b"content_type", b"uu", untyped), (b"done", b"", untyped),
                (b"unavailable", b"", untyped))
            method_interface = Interface(b"zwp_input_method_v2", 1, method_requests[0], method_requests[1],
                                         method_events[0], method_events[1])
            get_types = (c_void_p * 2)(ctypes.addressof(seat_interface), ctypes.addressof(method_interface))
            manager_requests = messages((b"get_input_method", b"on", get_types), (b"destroy", b"", untyped))
            manager_interface = Interface(
                b"zwp_input_method_manager_v2", 1, manager_requests[0], manager_requests[1], 0, None)

            text = os.fsencode(sys.argv[1])
            display = client.wl_display_connect(None)
            if not display:
                sys.exit("cannot connect to the Wayland display")
            # wl_display.get_registry, opcode 1; each argument is a union wl_argument, 8 bytes.
            registry = client.wl_proxy_marshal_array_constructor(display, 1, (c_void_p * 1)(), byref(registry_interface))
            offered = {}
            def announced(data, registry, name, interface, version):
                offered.setdefault(interface, name)
            registry_callbacks = [CFUNCTYPE(None, c_void_p, c_void_p, c_uint32, c_char_p, c_uint32)(announced),
                                  CFUNCTYPE(None, c_void_p, c_void_p, c_uint32)(lambda *_: None)]
            registry_listener = (c_void_p * 2)(*(ctypes.cast(callback, c_void_p) for callback in registry_callbacks))
            client.wl_proxy_add_listener(registry, registry_listener, None)
            client.wl_display_roundtrip(display)
            def bind(interface):
                if interface.name not in offered:
                    sys.exit("the compositor offers no " + interface.name.decode())
                # wl_registry.bind, opcode 0: name, interface, version, new id.
                name = c_char_p(interface.name)
                arguments = (c_void_p * 4)(offered[interface.name], ctypes.cast(name, c_void_p), 1, None)
                return client.wl_proxy_marshal_array_constructor_versioned(registry, 0, arguments, byref(interface), 1)
            manager = bind(manager_interface)
            seat = bind(seat_interface)
            # get_input_method, opcode 0: the seat, new id.
            method = client.wl_proxy_marshal_array_constructor(
                manager, 0, (c_void_p * 2)(seat, None), byref(method_interface))

            # The protocol's state is double-buffered: activate and deactivate take effect at the next done,
            # and commit's serial is the number of done events received so far. A done after an activate
            # commits the text; the other events (surrounding text, content type) change nothing here.
            state = {"activating": False, "done": 0, "unavailable": False, "ready": False, "commits": 0}
            def announce_ready():
                # Once: sway may activate the input method at once, during the round trip below, when a
                # client's text input is already enabled; "ready" comes before any "committed" still.
                if not state["ready"]:
                    state["ready"] = True
                    print("ready", flush=True)
            def activate(data, method):
                state["activating"] = True
            def deactivate(data, method):
                state["activating"] = False
            def done(data, method):
                state["done"] += 1
                if not state["activating"]:
                    return
                state["activating"] = False
                announce_ready()
                committed = c_char_p(text)
                # commit_string, opcode 0; commit, opcode 3.
                client.wl_proxy_marshal_array(method, 0, (c_void_p * 1)(ctypes.cast(committed, c_void_p)))
                client.wl_proxy_marshal_array(method, 3, (c_void_p * 1)(state["done"]))
                state["commits"] += 1
            def unavailable(data, method):
                state["unavailable"] = True
            plain = CFUNCTYPE(None, c_void_p, c_void_p)
            method_callbacks = [
                plain(activate), plain(deactivate),
                CFUNCTYPE(None, c_void_p, c_void_p, c_char_p, c_uint32, c_uint32)(lambda *_: None),
                CFUNCTYPE(None, c_void_p, c_void_p, c_uint32)(lambda *_: None),
                CFUNCTYPE(None, c_void_p, c_void_p, c_uint32, c_uint32)(lambda *_: None),
                plain(done), plain(unavailable)]
            method_listener = (c_void_p * 7)(*(ctypes.cast(callback, c_void_p) for callback in method_callbacks))
            client.wl_proxy_add_listener(method, method_listener, None)
            if client.wl_display_roundtrip(display) < 0:
                sys.exit("the compositor refused the input method")
            if state["unavailable"]:
                sys.exit("the seat has another input method")
            announce_ready()
            def announce_commits():
                # "committed" once sway has handled the commit, and so sent the text to the client's
                # text input: keys a test sends after reading it reach the client behind the text,
                # not (on a loaded machine) ahead of it. The round trip may bring another commit.
                while state["commits"] > 0:
                    state["commits"] -= 1
                    if client.wl_display_roundtrip(display) < 0:
                        sys.exit("the compositor went")
                    print("committed", flush=True)
            announce_commits()
            while client.wl_display_dispatch(display) >= 0 and not state["unavailable"]:
                announce_commits()
            sys.exit("the seat has another input method" if state["unavailable"] else "lost the Wayland connection")
            """#

    // MARK: - Helpers

    private func runSwaymsg(_ arguments: [String], timeout: Duration = .seconds(20)) throws -> ProcessOutput {
        try ProcessRunner.run(
            ProcessRunner.locate("swaymsg", package: "sway"), arguments,
            environment: environment.merging(["SWAYSOCK": ipcSocketPath]) { $1 }, timeout: timeout)
    }

    /// Returns once wtype has exited: it has sent every key to sway by then.
    private func wtype(_ arguments: [String]) throws {
        let wtype = try ProcessRunner.locate("wtype", package: "wtype")
        try check(
            ProcessRunner.run(wtype, arguments, environment: environment, timeout: .seconds(20)),
            "wtype \(arguments.joined(separator: " "))")
    }

    @discardableResult
    private func check(_ output: ProcessOutput, _ command: String) throws -> ProcessOutput {
        guard output.status == 0 else { throw Failure.commandFailed(command: command, output: output) }
        return output
    }

    private static func waitForSockets(of sway: RunningProcess, in directory: String) throws -> (String, String) {
        let timeout = Duration.seconds(20)
        do {
            return try waitFor("sway's Wayland and IPC sockets in \(directory)", timeout: timeout) {
                guard sway.isRunning else { throw Failure.exited(status: sway.exitStatus ?? -1, stderr: sway.stderr) }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                // wayland-N and its wayland-N.lock; sway-ipc.UID.PID.sock.
                guard let wayland = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
                    let ipc = names.first(where: { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") })
                else { return nil }
                return (directory + "/" + wayland, directory + "/" + ipc)
            }
        } catch is WaitTimeout {
            throw Failure.notReady(after: timeout, stderr: sway.stderr)
        }
    }

    // MARK: - The test user and runtime directories

    /// PATH and the administrator's directories, where runuser and useradd are: a test's PATH may
    /// leave them out.
    private static let adminPath = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/sbin:/sbin"

    /// The test user's ids once this process has seen the user; the lock is held while useradd runs,
    /// so that parallel tests run it once.
    private static let knownUser = Mutex<(uid: uid_t, gid: gid_t)?>(nil)

    /// The test user's ids, created with useradd if missing. Another test process may create it at the
    /// same moment: useradd then fails (already exists, or /etc/passwd locked), and what counts is
    /// whether the user exists afterwards.
    private static func testUser() throws -> (uid: uid_t, gid: gid_t) {
        try knownUser.withLock { known in
            if let known { return known }
            if let ids = account(userName) {
                known = ids
                return ids
            }
            let useradd = try ProcessRunner.locate("useradd", package: "passwd", searchPath: adminPath)
            let output = try ProcessRunner.run(
                useradd, ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", userName],
                timeout: .seconds(30))
            guard let ids = account(userName) else {
                throw Failure.cannotCreateUser(name: userName, status: output.status, stderr: output.stderr)
            }
            known = ids
            return ids
        }
    }

    /// The uid and primary gid of `name` from the user database; nil when there is no such user.
    private static func account(_ name: String) -> (uid: uid_t, gid: gid_t)? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard getpwnam_r(name, &entry, &buffer, buffer.count, &result) == 0, result != nil else { return nil }
        return (entry.pw_uid, entry.pw_gid)
    }

    /// Numbers this process's runtime directories, after the pid that keeps them apart from other
    /// test processes'.
    private static let nextDirectory = Mutex(0)

    /// `/tmp/hud-sway-PID-N`, mode 0700, owned by `owner` (the test user; nil leaves it ours). Under
    /// /tmp, not `temporaryDirectory`: a TMPDIR may be closed to the test user, and a long one would
    /// push the socket paths past the 108 bytes a Unix socket address holds.
    private static func makeRuntimeDirectory(owner: (uid: uid_t, gid: gid_t)?) throws -> String {
        let number = nextDirectory.withLock { next in
            next += 1
            return next
        }
        let directory = "/tmp/hud-sway-\(getpid())-\(number)"
        // Only a process of this pid made it, and that process is gone: a crashed run's leftover.
        try? FileManager.default.removeItem(atPath: directory)
        guard mkdir(directory, 0o700) == 0 else { throw Failure.cannotPrepare(path: directory, errno: errno) }
        do {
            try give(directory, to: owner, mode: 0o700)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        return directory
    }

    /// chmod, then chown to `owner` (nil leaves the file ours).
    private static func give(_ path: String, to owner: (uid: uid_t, gid: gid_t)?, mode: mode_t) throws {
        guard chmod(path, mode) == 0 else { throw Failure.cannotPrepare(path: path, errno: errno) }
        if let owner, chown(path, owner.uid, owner.gid) != 0 {
            throw Failure.cannotPrepare(path: path, errno: errno)
        }
    }
}
