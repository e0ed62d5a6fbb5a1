import Foundation

/// What a finished subprocess left behind.
struct ProcessOutput: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
}

enum ProcessFailure: Error, CustomStringConvertible {
    case missingExecutable(name: String, package: String)
    case cannotLaunch(command: String, reason: String)
    case timedOut(command: String, after: Duration, stdout: String, stderr: String)

    var description: String {
        switch self {
        case let .missingExecutable(name, package):
            "\(name) is not installed (looked in PATH and /usr/bin); install the Debian package \(package) "
                + "(apt-get install \(package)). X11 tests fail without it rather than being skipped."
        case let .cannotLaunch(command, reason):
            "cannot launch \(command): \(reason)"
        case let .timedOut(command, after, stdout, stderr):
            "\(command) did not finish within \(after) and was killed\nstdout: \(stdout)\nstderr: \(stderr)"
        }
    }
}

/// Subprocesses for tests: short ones run to completion under a timeout, long ones (servers, the
/// `hud` overlay) are spawned and return a handle that kills them when it goes away.
enum ProcessRunner {
    /// The `hud` binary next to the test bundle (both live in the build products folder).
    static let hudExecutable: URL = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("hud")

    /// Finds `name` (or checks an absolute path) so a missing tool fails with an install hint
    /// instead of an obscure launch error.
    static func locate(_ name: String, package: String,
                       searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "") throws -> URL {
        let candidates = name.contains("/")
            ? [name]
            : (searchPath.split(separator: ":").map(String.init) + ["/usr/bin"]).map { "\($0)/\(name)" }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw ProcessFailure.missingExecutable(name: name, package: package)
        }
        return URL(fileURLWithPath: found)
    }

    /// Runs to completion; on timeout the process is killed and the error carries its output so far.
    /// `environment` replaces the inherited one when given (pass `XvfbServer.environment`).
    static func run(_ executable: URL, _ arguments: [String] = [], environment: [String: String]? = nil,
                    timeout: Duration = .seconds(30)) throws -> ProcessOutput {
        let running = try spawn(executable, arguments, environment: environment)
        defer { running.stop() }
        let status = try running.wait(timeout: timeout)
        return ProcessOutput(status: status, stdout: running.stdout, stderr: running.stderr)
    }

    static func spawn(_ executable: URL, _ arguments: [String] = [],
                      environment: [String: String]? = nil) throws -> RunningProcess {
        try RunningProcess(executable, arguments, environment: environment)
    }
}

/// A started subprocess; `deinit` stops it, so a failing test cannot leak it.
///
/// Output goes to temporary files rather than pipes: a chatty child can never block on a full
/// pipe nobody reads, and what it printed so far is there to quote when something times out.
final class RunningProcess {
    let process = Process()
    let command: String
    private let stdoutURL: URL
    private let stderrURL: URL

    fileprivate init(_ executable: URL, _ arguments: [String], environment: [String: String]?) throws {
        command = ([executable.path] + arguments).joined(separator: " ")
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("hudkit-harness-\(UUID().uuidString)")
        stdoutURL = base.appendingPathExtension("stdout")
        stderrURL = base.appendingPathExtension("stderr")
        for url in [stdoutURL, stderrURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        let out = try FileHandle(forWritingTo: stdoutURL)
        let err = try FileHandle(forWritingTo: stderrURL)
        // The child has its own copies once launched.
        defer { try? out.close(); try? err.close() }
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        // Tests run on dispatch worker threads, which block nearly every signal, and Process passes
        // the calling thread's mask on: the child would ignore SIGTERM (and Xvfb its other signals)
        // until SIGKILL. So launch from an unblocked mask, restored right after.
        var unblocked = sigset_t(), previous = sigset_t()
        sigemptyset(&unblocked)
        pthread_sigmask(SIG_SETMASK, &unblocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        do { try process.run() } catch {
            throw ProcessFailure.cannotLaunch(command: command, reason: "\(error)")
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: stdoutURL)
        try? FileManager.default.removeItem(at: stderrURL)
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }
    var stdout: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }

    /// The exit status (or terminating signal); throws, leaving the process running, on timeout.
    @discardableResult
    func wait(timeout: Duration) throws -> Int32 {
        do {
            try waitUntil("\(command) to exit", timeout: timeout) { !process.isRunning }
        } catch is WaitTimeout {
            throw ProcessFailure.timedOut(command: command, after: timeout, stdout: stdout, stderr: stderr)
        }
        return process.terminationStatus
    }

    /// SIGTERM so the child can clean up (Xvfb removes its lock and socket), SIGKILL if it will not.
    func stop(grace: Duration = .seconds(5)) {
        // `isRunning` is false before launch, when the pid is 0 and kill() would hit our process group.
        guard process.isRunning else { return }
        process.terminate()
        guard (try? waitUntil("\(command) to exit on SIGTERM", timeout: grace) { !process.isRunning }) == nil else {
            return
        }
        kill(pid, SIGKILL)
        try? waitUntil("\(command) to exit on SIGKILL", timeout: .seconds(5)) { !process.isRunning }
    }
}
