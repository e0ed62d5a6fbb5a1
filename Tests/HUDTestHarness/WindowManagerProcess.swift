import CX11
import Foundation

/// A real window manager on a test's Xvfb, started like the server itself: openbox or i3 from
/// Debian, with their own bindings (i3's `$mod+Return`) so HUDKit meets them as on a desktop. It is
/// ready once it has set `_NET_SUPPORTING_WM_CHECK` on the root (both do when they manage the
/// screen) and is stopped when this goes away.
package final class WindowManagerProcess {
    package enum Kind: String, CaseIterable, CustomStringConvertible, Sendable {
        case openbox, i3

        package var description: String { rawValue }

        var package: String {
            switch self {
            case .openbox: "openbox"
            case .i3: "i3-wm"
            }
        }
    }

    enum Failure: Error, CustomStringConvertible {
        case exited(Kind, status: Int32, stderr: String)
        case commandRefused(String, output: String)

        var description: String {
            switch self {
            case .exited(let kind, let status, let stderr):
                "\(kind) exited with status \(status) before managing the screen\n\(stderr)"
            case .commandRefused(let command, let output):
                "i3 refused \(command): \(output)"
            }
        }
    }

    /// i3 with focus following the mouse and the usual terminal binding on Super+Return; no bar
    /// (i3bar and i3status would be two more processes to stop) and no first-run wizard.
    package static let i3Config = """
        # i3 config file (v4)
        font pango:DejaVu Sans 8
        focus_follows_mouse yes
        bindsym Mod4+Return exec true
        bindsym Mod1+Tab focus right
        """

    package let kind: Kind
    private let process: RunningProcess
    private let configDirectory: URL
    private let environment: [String: String]

    package init(_ kind: Kind, on server: XvfbServer) throws {
        self.kind = kind
        configDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("hud-wm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: false)
        let arguments: [String]
        switch kind {
        case .openbox:
            arguments = ["--sm-disable"]
        case .i3:
            let config = configDirectory.appendingPathComponent("config")
            try Self.i3Config.write(to: config, atomically: true, encoding: .utf8)
            arguments = ["-c", config.path]
        }
        // HOME and XDG_RUNTIME_DIR of their own: no user config is read, i3's socket goes there.
        environment = server.environment.merging([
            "HOME": configDirectory.path,
            "XDG_CONFIG_HOME": configDirectory.path,
            "XDG_RUNTIME_DIR": configDirectory.path,
        ]) { $1 }
        process = try ProcessRunner.spawn(
            try ProcessRunner.locate(kind.rawValue, package: kind.package), arguments,
            environment: environment)
        let connection = try X11Connection(server: server)
        let check = connection.atom("_NET_SUPPORTING_WM_CHECK")
        try waitUntil("\(kind) to manage \(server.display)", timeout: .seconds(20)) { [process] in
            guard process.isRunning else {
                throw Failure.exited(kind, status: process.exitStatus ?? -1, stderr: process.stderr)
            }
            var type: Atom = 0
            var format: Int32 = 0
            var count: UInt = 0
            var remaining: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            XGetWindowProperty(
                connection.display, connection.root, check, 0, 1, 0, Atom(XA_WINDOW), &type, &format,
                &count, &remaining, &data)
            if let data { XFree(data) }
            return count == 1
        }
    }

    deinit {
        process.stop()
        try? FileManager.default.removeItem(at: configDirectory)
    }

    package var isRunning: Bool { process.isRunning }

    /// Runs an i3 command through its IPC socket (`i3-msg`, which finds it on the root window); i3
    /// answers once the command is carried out, focus changes included, so no wait on events that
    /// i3 may still have queued (pointer crossings) is needed.
    package func i3Command(_ command: String) throws {
        precondition(kind == .i3, "only i3 takes IPC commands")
        let output = try ProcessRunner.run(
            try ProcessRunner.locate("i3-msg", package: Kind.i3.package), [command], environment: environment)
        guard output.status == 0, output.stdout.contains("\"success\":true") else {
            throw Failure.commandRefused(command, output: output.stdout + output.stderr)
        }
    }
}
