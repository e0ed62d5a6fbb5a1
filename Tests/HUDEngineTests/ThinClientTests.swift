import Foundation
import HUDTestHarness
import Testing

/// The thin `hud`: what it links, and that everything it does not hand to the daemon reaches
/// hud-engine unchanged (no display needed; the daemon path is tested under Xvfb in DaemonTests).
@Suite("thin hud client")
struct ThinClientTests {
    @Test func linksNoCairoOrX11() throws {
        let thin = try LibraryFootprintTests.dynamicDependencies(of: HUDProcess.executable)
        let heavy = ["libcairo", "libpango", "libX11", "libglib", "libwayland", "libxkbcommon"]
        let found = thin.filter { name in heavy.contains { name.hasPrefix($0) } }
        #expect(found.isEmpty, "hud links \(found)")
        // The same check catches them in hud-engine, which does link them.
        let core = try LibraryFootprintTests.dynamicDependencies(of: HUDProcess.engineExecutable)
        #expect(core.contains { $0.hasPrefix("libcairo.") } && core.contains { $0.hasPrefix("libX11.") }, "\(core)")
        #expect(core.contains { $0.hasPrefix("libwayland-client.") }, "\(core)")
    }

    @Test(arguments: [
        ["--help"], ["help"], ["render", "--help"], ["toast", "--help"], ["sheet", "-h", "--action", "A"],
        ["bogus"], ["render", "toast"],
    ])
    func everythingButTheDaemonPathIsHudCoreItself(arguments: [String]) throws {
        let thin = try HUDProcess.run(arguments)
        let core = try HUDProcess.run(executable: HUDProcess.engineExecutable, arguments)
        #expect(thin.status == core.status)
        #expect(thin.stdout == core.stdout)
        #expect(thin.stderr == core.stderr)
        #expect(thin.stdout.hasPrefix("usage: hud") || thin.stderr.hasPrefix("hud: "), "messages still say hud")
    }

    @Test func withoutHudCoreBesideItTheClientSaysWhy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hud-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let alone = directory.appendingPathComponent("hud")
        try FileManager.default.copyItem(at: HUDProcess.executable, to: alone)
        let result = try HUDProcess.run(executable: alone, ["render", "toast", "hi"])
        #expect(result.status == 255)
        #expect(result.stderr == "hud: cannot run \(directory.path)/hud-engine: No such file or directory\n")
    }
}
