import CX11
import Foundation
import Synchronization

/// The X11 test harness runs every X11 test against a private Xvfb server that the test starts
/// itself, on a display number no one else is using, so tests neither need nor disturb a desktop
/// and can run side by side. `XvfbServer` owns that server (and optionally an `xcompmgr`
/// compositor); `X11Probe` inspects windows over its own Xlib connection, `InputSynthesizer` sends real
/// pointer and keyboard input through XTEST, `screenshot(display:)` reads back the framebuffer,
/// and `ProcessRunner` starts the `hud` command with `environment` pointing at the server. Nothing
/// is skipped: a missing Xvfb fails the test with an install hint. Nothing sleeps for a guessed
/// time: each step polls for the state it needs (`waitUntil`) and fails with what it was waiting
/// for. Nothing outlives the test: servers and their children are stopped in `deinit`.
package final class XvfbServer {
    package enum Failure: Error, CustomStringConvertible {
        case noFreeDisplay(ClosedRange<Int>)
        case exited(display: String, status: Int32, stderr: String)
        case compositorExited(status: Int32, stderr: String)

        package var description: String {
            switch self {
            case .noFreeDisplay(let range):
                "no free X display number in :\(range.lowerBound)…:\(range.upperBound)"
            case .exited(let display, let status, let stderr):
                "Xvfb \(display) exited with status \(status) before accepting connections\n\(stderr)"
            case .compositorExited(let status, let stderr):
                "xcompmgr exited with status \(status) before owning _NET_WM_CM_S0\n\(stderr)"
            }
        }
    }

    package static let displayNumbers = 90...199

    package let number: Int
    package let display: String
    /// The test process's environment with `DISPLAY` pointing here, for `ProcessRunner`.
    package let environment: [String: String]
    private let xvfb: RunningProcess
    private var compositor: RunningProcess?
    private var stopped = false

    package init(width: Int = 1024, height: Int = 768, depth: Int = 24) throws {
        let executable = try ProcessRunner.locate("Xvfb", package: "xvfb")
        let arguments = [
            "-screen", "0", "\(width)x\(height)x\(depth)", "-nolisten", "tcp", "-noreset",
            "+extension", "RANDR", "+extension", "XFIXES", "+extension", "XTEST",
            "+extension", "SHAPE", "+extension", "Composite",
        ]
        (number, xvfb) = try Self.launch(executable, arguments)
        display = ":\(number)"
        environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
    }

    deinit {
        stop()
    }

    package var isRunning: Bool { xvfb.isRunning }
    package var pid: Int32 { xvfb.pid }

    /// Stops the compositor, then the server; idempotent. Connections still open to the server fail
    /// from then on (harmlessly, see `X11Connection`).
    package func stop() {
        guard !stopped else { return }
        stopped = true
        stopCompositorProcess()
        Self.stop(xvfb, on: number)
    }

    /// A compositor the tests run.
    package enum Compositor {
        /// `xcompmgr -n`: composites, blurs nothing.
        case xcompmgr
        /// picom with its xrender backend (no GL under Xvfb) blurring behind every translucent window,
        /// as users configure it.
        case picom
        /// picom with its xrender backend and its defaults otherwise (no config file): no blur.
        case picomWithoutBlur
        /// picom with its xrender backend and the config file at this path.
        case picomConfigured(String)

        var command: (name: String, arguments: [String]) {
            let picom = ["--experimental-backends", "--backend", "xrender", "--no-fading-openclose"]
            return switch self {
            case .xcompmgr: ("xcompmgr", ["-n"])
            case .picom:
                (
                    "picom",
                    picom + ["--config", "/dev/null", "--blur-background", "--blur-method", "box", "--blur-size", "15"]
                )
            case .picomWithoutBlur: ("picom", picom + ["--config", "/dev/null"])
            case .picomConfigured(let path): ("picom", picom + ["--config", path])
            }
        }
    }

    /// Starts `compositor` (xcompmgr by default) and returns once it owns `_NET_WM_CM_S0`, the selection
    /// EWMH clients (HUDX11 included) look at to decide whether translucency is available.
    @discardableResult
    package func startCompositor(_ kind: Compositor = .xcompmgr) throws -> RunningProcess {
        if let compositor, compositor.isRunning { return compositor }
        let (name, arguments) = kind.command
        let running = try ProcessRunner.spawn(
            try ProcessRunner.locate(name, package: name), arguments, environment: environment)
        compositor = running
        let connection = try X11Connection(server: self)
        let selection = connection.atom("_NET_WM_CM_S0")
        try waitUntil("\(name) to own _NET_WM_CM_S0 on \(display)") {
            guard running.isRunning else {
                throw Failure.compositorExited(status: running.exitStatus ?? -1, stderr: running.stderr)
            }
            return XGetSelectionOwner(connection.display, selection) != 0
        }
        return running
    }

    /// Kills the compositor and returns once the server has dropped its selection.
    package func stopCompositor() throws {
        stopCompositorProcess()
        let connection = try X11Connection(server: self)
        let selection = connection.atom("_NET_WM_CM_S0")
        try waitUntil("_NET_WM_CM_S0 on \(display) to lose its owner") {
            XGetSelectionOwner(connection.display, selection) == 0
        }
    }

    private func stopCompositorProcess() {
        compositor?.stop()
        compositor = nil
    }

    // MARK: - Choosing a display number

    package static func lockPath(_ number: Int) -> String { "/tmp/.X\(number)-lock" }
    package static func socketPath(_ number: Int) -> String { "/tmp/.X11-unix/X\(number)" }

    /// The pid Xvfb writes into its lock file: the proof that a server answering on the number is
    /// the one we launched, not someone else's that won a race for it.
    package static func lockOwner(_ number: Int) -> Int32? {
        guard let text = try? String(contentsOfFile: lockPath(number), encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Numbers this process has handed out, and where the next scan starts. The scan moves on
    /// rather than reusing a just-released number (a test may still be checking that its server's
    /// socket is gone), and starts at a pid-derived offset so concurrent test processes seldom
    /// reach for the same number.
    private static let allocation = Mutex(
        (
            inUse: Set<Int>(),
            next: displayNumbers.lowerBound + Int(getpid()) % displayNumbers.count
        ))

    private static func reserveFreeNumber() throws -> Int {
        try allocation.withLock { state in
            for offset in 0..<displayNumbers.count {
                let number =
                    displayNumbers.lowerBound
                    + (state.next - displayNumbers.lowerBound + offset) % displayNumbers.count
                let fileManager = FileManager.default
                if state.inUse.contains(number) || fileManager.fileExists(atPath: lockPath(number))
                    || fileManager.fileExists(atPath: socketPath(number))
                {
                    continue
                }
                state.inUse.insert(number)
                state.next = number + 1
                return number
            }
            throw Failure.noFreeDisplay(displayNumbers)
        }
    }

    private static func stop(_ xvfb: RunningProcess, on number: Int) {
        xvfb.stop()
        // Only a SIGKILLed server leaves its lock and socket behind; the pid check makes sure the
        // files are still ours before removing them.
        if lockOwner(number) == xvfb.pid {
            try? FileManager.default.removeItem(atPath: lockPath(number))
            try? FileManager.default.removeItem(atPath: socketPath(number))
        }
        _ = allocation.withLock { $0.inUse.remove(number) }
    }

    /// Another process can take a number between our scan and Xvfb's lock; Xvfb then exits, and we
    /// try the next number.
    private static func launch(_ executable: URL, _ arguments: [String]) throws -> (Int, RunningProcess) {
        var attempts = 0
        while true {
            let number = try reserveFreeNumber()
            let xvfb = try ProcessRunner.spawn(executable, [":\(number)"] + arguments)
            do {
                try waitUntil("Xvfb :\(number) to accept connections", timeout: .seconds(20)) {
                    guard xvfb.isRunning else {
                        throw Failure.exited(
                            display: ":\(number)", status: xvfb.exitStatus ?? -1,
                            stderr: xvfb.stderr)
                    }
                    return lockOwner(number) == xvfb.pid && (try? X11Connection(name: ":\(number)")) != nil
                }
                return (number, xvfb)
            } catch {
                stop(xvfb, on: number)
                let lostRace = lockOwner(number).map { $0 != xvfb.pid } ?? false
                attempts += 1
                guard lostRace, attempts < 10 else { throw error }
            }
        }
    }
}
