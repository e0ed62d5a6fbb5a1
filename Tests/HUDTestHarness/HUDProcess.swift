import Foundation

/// Runs the built `hud` executable to completion, as a user's shell would.
package enum HUDProcess {
    /// The thin `hud` binary next to the test bundle (both live in the build products folder).
    package static let executable = ProcessRunner.hudExecutable
    /// `hud-engine`, beside it, which `hud` execs for whatever it does not hand to the daemon.
    package static let engineExecutable = executable.deletingLastPathComponent().appendingPathComponent("hud-engine")

    package static func run(_ arguments: [String]) throws -> ProcessOutput {
        try run(executable: executable, arguments)
    }

    /// Through `/bin/sh -c`, for arguments a Swift String cannot hold (invalid UTF-8).
    package static func shell(_ script: String) throws -> ProcessOutput {
        try run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: ["HUD": executable.path])
    }

    /// With `environment` over the test process's own.
    package static func run(executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws
        -> ProcessOutput
    {
        try ProcessRunner.run(
            executable, arguments,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    }
}
