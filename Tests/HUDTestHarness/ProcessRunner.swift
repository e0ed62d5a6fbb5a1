import Foundation
import HUDSystem

/// What a finished subprocess left behind.
package struct ProcessOutput: Sendable {
    /// The exit code, or 128 + the signal that killed it (as a shell reports it).
    package let status: Int32
    package let stdout: String
    package let stderr: String
}

package enum ProcessFailure: Error, CustomStringConvertible {
    case missingExecutable(name: String, package: String)
    case cannotLaunch(command: String, reason: String)
    case timedOut(command: String, after: Duration, stdout: String, stderr: String)

    package var description: String {
        switch self {
        case .missingExecutable(let name, let package):
            "\(name) is not installed (looked in PATH and /usr/bin); install the Debian package \(package) "
                + "(apt-get install \(package)). X11 tests fail without it rather than being skipped."
        case .cannotLaunch(let command, let reason):
            "cannot launch \(command): \(reason)"
        case .timedOut(let command, let after, let stdout, let stderr):
            "\(command) did not finish within \(after) and was killed\nstdout: \(stdout)\nstderr: \(stderr)"
        }
    }
}

/// Subprocesses for tests: short ones run to completion under a timeout, long ones (servers, the
/// `hud` overlay) are spawned and return a handle that kills them when it goes away.
package enum ProcessRunner {
    /// The `hud` binary next to the test bundle (both live in the build products folder).
    package static let hudExecutable: URL = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("hud")

    /// Finds `name` (or checks an absolute path) so a missing tool fails with an install hint
    /// instead of an obscure launch error.
    package static func locate(
        _ name: String, package: String,
        searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
    ) throws -> URL {
        let candidates =
            name.contains("/")
            ? [name]
            : (searchPath.split(separator: ":").map(String.init) + ["/usr/bin"]).map { "\($0)/\(name)" }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw ProcessFailure.missingExecutable(name: name, package: package)
        }
        return URL(fileURLWithPath: found)
    }

    /// Runs to completion; on timeout the process is killed and the error carries its output so far.
    /// `environment` replaces the inherited one when given (pass `XvfbServer.environment`).
    package static func run(
        _ executable: URL, _ arguments: [String] = [], environment: [String: String]? = nil,
        timeout: Duration = .seconds(30)
    ) throws -> ProcessOutput {
        let running = try spawn(executable, arguments, environment: environment)
        defer { running.stop() }
        let status = try running.wait(timeout: timeout)
        return ProcessOutput(status: status, stdout: running.stdout, stderr: running.stderr)
    }

    package static func spawn(
        _ executable: URL, _ arguments: [String] = [],
        environment: [String: String]? = nil
    ) throws -> RunningProcess {
        try RunningProcess(executable, arguments, environment: environment)
    }
}

/// A started subprocess, in a process group of its own; `deinit` stops the group, so neither a
/// failing test nor a child's own children can leak.
///
/// Spawned with posix_spawn and reaped by polling waitpid, not with Foundation's `Process`: on
/// Linux that monitors children through CFSocket, which under many concurrent spawns raced with
/// the Xlib sockets the harness opens (a test hung with the X server's reply gone, another crashed
/// with heap corruption). Output goes to files rather than pipes, so a chatty child never blocks
/// on a full pipe and what it printed so far can be quoted on a timeout.
package final class RunningProcess {
    package let pid: pid_t
    package let command: String
    private let stdoutPath: String
    private let stderrPath: String
    /// Known once `isRunning` has seen the child exit; 128 + signal if a signal ended it.
    private(set) var exitStatus: Int32?

    fileprivate init(_ executable: URL, _ arguments: [String], environment: [String: String]?) throws {
        command = ([executable.path] + arguments).joined(separator: " ")
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("hudkit-harness-\(UUID().uuidString)").path
        stdoutPath = base + ".stdout"
        stderrPath = base + ".stderr"

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Other tests' pipe ends must not leak into a long-lived child, or their readers would wait
        // for its end-of-file.
        _ = Self.addCloseFrom?(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Tests run on threads that block nearly every signal, and a child inherits the mask: it
        // would shrug off SIGTERM. Start it with nothing blocked and default dispositions.
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let environment = environment ?? ProcessInfo.processInfo.environment
        var pid: pid_t = 0
        let result = CStringArray.with([executable.path] + arguments) { argv in
            CStringArray.with(CStringArray.environmentEntries(environment)) { envp in
                posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
            }
        }
        guard result == 0 else {
            throw ProcessFailure.cannotLaunch(command: command, reason: String(cString: strerror(result)))
        }
        self.pid = pid
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: stdoutPath)
        try? FileManager.default.removeItem(atPath: stderrPath)
    }

    /// glibc 2.34+; the Glibc module does not export it, so it is looked up at run time.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = dlsym(
        dlopen(nil, RTLD_NOW),
        "posix_spawn_file_actions_addclosefrom_np"
    )
    .map { unsafeBitCast($0, to: AddCloseFrom.self) }

    /// Reaps the child when it has exited, so its pid (and group) stay ours until we know it is gone.
    package var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        switch waitpid(pid, &status, WNOHANG) {
        case 0: return true
        case -1 where errno == EINTR: return true
        case pid: exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        default: exitStatus = -1 // Reaped by someone else (ECHILD); nothing left to wait for.
        }
        return false
    }

    package var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
    package var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// The exit status (128 + signal if killed); throws, leaving the process running, on timeout.
    @discardableResult
    package func wait(timeout: Duration) throws -> Int32 {
        do {
            try waitUntil("\(command) to exit", timeout: timeout) { !isRunning }
        } catch is WaitTimeout {
            throw ProcessFailure.timedOut(command: command, after: timeout, stdout: stdout, stderr: stderr)
        }
        return exitStatus ?? -1
    }

    /// SIGTERM to the group so the child can clean up (Xvfb removes its lock and socket), SIGKILL
    /// if it will not. Idempotent.
    package func stop(grace: Duration = .seconds(5)) {
        guard isRunning else { return }
        kill(-pid, SIGTERM)
        if (try? waitUntil("\(command) to exit on SIGTERM", timeout: grace) { !isRunning }) == nil {
            kill(-pid, SIGKILL)
            try? waitUntil("\(command) to exit on SIGKILL", timeout: .seconds(5)) { !isRunning }
        }
    }
}
