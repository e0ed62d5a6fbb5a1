import Glibc
import HUDSystem

/// Starts `hud daemon` in the background for a client that found none: `hud-engine daemon`, in a
/// session of its own (no terminal, no process group to be killed with), stdin and stderr on
/// /dev/null (it logs to its own file), and stdout on a pipe whose first line says how it went.
package enum DaemonLauncher {
    /// How the start went.
    package enum Outcome {
        /// It is listening now.
        case listening
        /// Another daemon holds the lock (two clients raced); it is listening or about to.
        case alreadyRunning
        /// It could not start (no display, no socket); the caller runs in-process instead.
        case failed
    }

    /// The daemon's first line on stdout once its socket listens.
    package static let readyLine = "listening"
    /// Its first line when another daemon holds the display's lock.
    package static let alreadyRunningLine = "already running"
    /// How long a client waits for a starting daemon before doing the work itself.
    package static let startTimeout: Int32 = 2000

    /// Spawns the daemon for `location` and waits (at most `startTimeout` ms) for its first line.
    package static func start(_ location: DaemonLocation) -> Outcome {
        guard let (readEnd, writeEnd) = try? UnixSocket.pipe(nonBlocking: false) else { return .failed }
        defer { close(readEnd) }
        let spawned = spawn(logPath: location.logPath, stdout: writeEnd)
        close(writeEnd)
        guard spawned else { return .failed }
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, startTimeout) > 0 else { return .failed }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(readEnd, &buffer, buffer.count)
        let line = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
        if line.hasPrefix(readyLine) { return .listening }
        if line.hasPrefix(alreadyRunningLine) { return .alreadyRunning }
        return .failed
    }

    private static func spawn(logPath: String, stdout: Int32) -> Bool {
        let spawn = ProcessSpawn(
            standardInput: .nullDevice, standardOutput: .descriptor(stdout), standardError: .nullDevice,
            group: .session, unblocksSignals: true, resetsSignalActions: true,
            // Whatever else the caller inherited (a test harness's pipes) must not be held open for minutes.
            closesOtherDescriptors: true)
        // Window images are a few MB each. glibc raises its mmap threshold after freeing the first
        // and keeps later ones on the heap, where a burst of overlays stays resident for the
        // daemon's life; a fixed threshold hands each image back when it is freed.
        let inherited: [String] = ProcessEnvironment.current.filter { !$0.key.hasPrefix("MALLOC_") }
            .map { "\($0.key)=\($0.value)" }
        let tuned = inherited + ["MALLOC_MMAP_THRESHOLD_=131072", "MALLOC_TRIM_THRESHOLD_=131072"]
        let daemon = try? spawn.start(
            ProcessEnvironment.besideThisExecutable("hud-engine"), arguments: ["hud", "daemon", "--log", logPath],
            environment: tuned)
        return daemon != nil
    }
}
