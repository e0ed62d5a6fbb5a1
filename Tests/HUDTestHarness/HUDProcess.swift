import Foundation

/// Runs the built `hud` executable, as a user's shell would.
package struct HUDProcess {
    package let status: Int32
    package let stdout: String
    package let stderr: String

    /// The thin `hud` binary next to the test bundle (both live in the build products folder).
    package static let executable = products.appendingPathComponent("hud")
    /// `hud-core`, beside it, which `hud` execs for whatever it does not hand to the daemon.
    package static let coreExecutable = products.appendingPathComponent("hud-core")

    private static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    package static func run(_ arguments: [String]) throws -> HUDProcess {
        try run(executable: executable, arguments)
    }

    /// Through `/bin/sh -c`, for arguments a Swift String cannot hold (invalid UTF-8).
    package static func shell(_ script: String) throws -> HUDProcess {
        try run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: ["HUD": executable.path])
    }

    package static func run(executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> HUDProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return HUDProcess(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self))
    }
}
