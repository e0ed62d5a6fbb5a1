import CX11
import Foundation
import Testing

/// xclip on the fixture's display: a text put on a selection by an xclip that stays to serve it,
/// and a selection read back.
package struct Xclip {
    package let fixture: OverlayFixture
    package let executable: URL

    package init(_ fixture: OverlayFixture) throws {
        self.fixture = fixture
        executable = try ProcessRunner.locate("xclip", package: "xclip")
    }

    /// `text` on `selection` ("clipboard" or "primary"), once xclip owns it; it serves it until the
    /// returned process goes.
    package func put(_ text: String, on selection: String) throws -> RunningProcess {
        try put(bytes: Array(text.utf8), on: selection)
    }

    package func put(bytes: [UInt8], on selection: String) throws -> RunningProcess {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hud-xclip-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let probe = fixture.probe.connection
        let atom = probe.atom(selection.uppercased())
        let before = XGetSelectionOwner(probe.display, atom)
        // -quiet: in the foreground, so the process is the one that owns the selection.
        let xclip = try ProcessRunner.spawn(
            executable, ["-quiet", "-selection", selection, "-target", "UTF8_STRING", "-in", file.path],
            environment: fixture.environment)
        try waitUntil("xclip to own \(selection)") {
            let owner = XGetSelectionOwner(probe.display, atom)
            return owner != 0 && owner != before
        }
        return xclip
    }

    /// What `selection` holds, asked for as `target`.
    package func read(_ selection: String, target: String = "UTF8_STRING") throws -> String {
        let output = try ProcessRunner.run(
            executable, ["-out", "-selection", selection, "-target", target], environment: fixture.environment,
            timeout: .seconds(10))
        #expect(output.status == 0, "\(output)")
        return output.stdout
    }
}
