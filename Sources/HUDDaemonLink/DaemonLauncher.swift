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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Whatever else the caller inherited (a test harness's pipes) must not be held open for minutes.
        _ = addCloseFrom?(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setSessionFlag))

        let executable = ProcessEnvironment.besideThisExecutable("hud-engine")
        let arguments = ["hud", "daemon", "--log", logPath]
        // Window images are a few MB each. glibc raises its mmap threshold after freeing the first
        // and keeps later ones on the heap, where a burst of overlays stays resident for the
        // daemon's life; a fixed threshold hands each image back when it is freed.
        let inherited: [String] = ProcessEnvironment.current.filter { !$0.key.hasPrefix("MALLOC_") }
            .map { "\($0.key)=\($0.value)" }
        let tuned = inherited + ["MALLOC_MMAP_THRESHOLD_=131072", "MALLOC_TRIM_THRESHOLD_=131072"]
        var pid: pid_t = 0
        return CStringArray.with(arguments) { argv in
            CStringArray.with(tuned) { environment in
                posix_spawn(&pid, executable, &actions, &attributes, argv, environment) == 0
            }
        }
    }

    /// glibc's POSIX_SPAWN_SETSID (2.26+), which the Glibc module does not export.
    private static let setSessionFlag: Int32 = 0x80

    /// glibc 2.34+; the Glibc module does not export it, so it is looked up at run time.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = dlsym(
        dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np"
    )
    .map { unsafeBitCast($0, to: AddCloseFrom.self) }
}
