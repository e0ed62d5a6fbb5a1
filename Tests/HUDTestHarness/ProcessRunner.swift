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

        // Tests run on threads that block nearly every signal, and a child inherits the mask: it
        // would shrug off SIGTERM. Other tests' pipe ends must not leak into a long-lived child either.
        let spawn = ProcessSpawn(
            standardInput: .nullDevice, standardOutput: .file(stdoutPath), standardError: .file(stderrPath),
            group: .own, unblocksSignals: true, resetsSignalActions: true, closesOtherDescriptors: true)
        let environment = environment ?? ProcessInfo.processInfo.environment
        do {
            pid = try spawn.start(
                executable.path, arguments: [executable.path] + arguments,
                environment: CStringArray.environmentEntries(environment))
        } catch {
            throw ProcessFailure.cannotLaunch(command: command, reason: "\(error)")
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: stdoutPath)
        try? FileManager.default.removeItem(atPath: stderrPath)
    }

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
