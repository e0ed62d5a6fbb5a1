import Foundation
import HUDTestHarness
import Testing

/// What the executables and the library load (ldd): no Foundation and no ICU, which cost
/// a daemon ~9 MB resident and every start their relocation. Swift users may still import Foundation.
@Suite("what hud, hud-engine and a HUDKit application load")
struct LibraryFootprintTests {
    /// The shared libraries `executable` loads, by file name.
    static func dynamicDependencies(of executable: URL) throws -> [String] {
        let result = try HUDProcess.run(executable: URL(fileURLWithPath: "/usr/bin/ldd"), [executable.path])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").compactMap { line in
            line.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }

    /// libFoundation, libFoundationEssentials, libFoundationInternationalization, lib_FoundationICU,
    /// and a system ICU (libicuuc, libicui18n, libicudata).
    static func foundationOrICU(in libraries: [String]) -> [String] {
        libraries.filter { name in ["libFoundation", "lib_Foundation", "libicu"].contains { name.hasPrefix($0) } }
    }

    static let linkProbe = HUDProcess.executable.deletingLastPathComponent().appendingPathComponent("HUDKitLinkProbe")

    @Test(arguments: ["hud", "hud-engine", "HUDKitLinkProbe"])
    func loadsNoFoundationNorICU(executable: String) throws {
        let path = HUDProcess.executable.deletingLastPathComponent().appendingPathComponent(executable)
        let libraries = try Self.dynamicDependencies(of: path)
        #expect(libraries.contains { $0.hasPrefix("libc.so") }, "ldd listed \(libraries)")
        #expect(Self.foundationOrICU(in: libraries).isEmpty, "\(executable) loads \(libraries)")
    }

    /// The program users run as their daemon carries neither the tests' nor the benchmarks' code: no
    /// libXtst (synthetic input), no symbol of HUDAutomation or HUDBench. hud-bench, which has
    /// both, shows the check can fail.
    @Test func hudEngineCarriesNoTestNorBenchCode() throws {
        let directory = HUDProcess.executable.deletingLastPathComponent()
        func findings(in executable: String) throws -> [String] {
            let path = directory.appendingPathComponent(executable)
            let symbols = try HUDProcess.run(executable: URL(fileURLWithPath: "/usr/bin/nm"), [path.path])
            #expect(symbols.status == 0, "\(symbols.stderr)")
            let modules = ["HUDAutomation", "HUDBench"].filter { symbols.stdout.contains($0) }
            return modules + (try Self.dynamicDependencies(of: path)).filter { $0.hasPrefix("libXtst") }
        }
        #expect(try findings(in: "hud-engine").isEmpty)
        #expect(try findings(in: "hud-bench").count == 3)
    }

    /// The check is not vacuous: a Foundation program is caught (this test bundle is one).
    @Test func theCheckCatchesFoundation() throws {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
        #expect(!Self.foundationOrICU(in: try Self.dynamicDependencies(of: bundle)).isEmpty)
    }

    /// The probe is HUDKit at work, not an empty program: without a display the library says why,
    /// through its own stderr writer.
    @Test func theProbeRunsHUDKit() throws {
        let result = try HUDProcess.run(
            executable: Self.linkProbe, ["hello"], environment: ["DISPLAY": ":987654", "HUD_NO_DAEMON": "1"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("HUDKit: "), "\(result.stderr)")
        #expect(result.stderr.contains("overlays are not shown"), "\(result.stderr)")
    }
}
