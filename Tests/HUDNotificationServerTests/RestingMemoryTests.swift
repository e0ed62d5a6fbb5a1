import Foundation
import HUDTestHarness
import Testing

/// The notification daemon at rest, nothing shown, against the anonymous memory recorded for it in
/// `resting-daemon-memory.txt` beside this file (the figure of the build the tests run, a debug
/// one): a change that makes the resting daemon heavier by more than half a megabyte fails here.
/// Not a timed test: the figure is read once start-up has settled (two reads half a second apart
/// within 64 kB), and only growth past the tolerance fails. `HUDKIT_RECORD_BASELINES=1` records the
/// figure measured as the new baseline: a deliberate act, after reading why it moved.
@Suite("the resting notification daemon's memory against its baseline")
struct RestingMemoryTests {
    static let baselineFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("resting-daemon-memory.txt").path
    /// How far above the baseline the figure may be: run-to-run noise is about 0.1 MB.
    static let toleranceKilobytes = 512

    /// How much of its own code the resting daemon may keep mapped: what its threads ran since it
    /// came to rest. Without the code given back, all its start-up touched stays (megabytes).
    static let restingCodeLimitKilobytes = 2_048

    /// The recorded anonymous kilobytes: the first line that is a number.
    static func baseline() throws -> Int {
        let text = try String(contentsOfFile: baselineFile, encoding: .utf8)
        return try #require(text.split(separator: "\n").lazy.compactMap { Int($0) }.first, "no figure in \(text)")
    }

    @Test func anonymousMemoryAtRestIsWithinHalfAMegabyteOfItsBaseline() throws {
        let fixture = try NotificationsInterfaceTests.Fixture()
        let settled = try fixture.memory.settledKilobytes("RssAnon", interval: .milliseconds(500))
        if ProcessInfo.processInfo.environment["HUDKIT_RECORD_BASELINES"] == "1" {
            try """
            \(settled)
            kB of anonymous memory (RssAnon) of `hud-engine daemon --notifications` at rest, debug build,
            as RestingMemoryTests measures it; recorded with HUDKIT_RECORD_BASELINES=1.

            """.write(toFile: Self.baselineFile, atomically: true, encoding: .utf8)
        }
        let baseline = try Self.baseline()
        print("RestingMemoryTests: \(settled) kB anonymous at rest, baseline \(baseline) kB")
        #expect(
            settled <= baseline + Self.toleranceKilobytes,
            "the resting daemon's anonymous memory grew to \(settled) kB from its baseline of \(baseline) kB")
    }

    /// Each malloc arena keeps its own part-used pages after a burst; the daemon's threads, which
    /// mostly wait, share the main one (glibc gives each allocating thread one of its own by default).
    @Test func theDaemonsThreadsShareOneMallocArena() throws {
        let fixture = try NotificationsInterfaceTests.Fixture()
        // A notification on screen: the bus, GLib and display threads have all allocated by then.
        _ = try fixture.post(["Arena", "one arena"])
        try waitUntil("the banner to show") { !fixture.bannerWindows.isEmpty }
        let mappings = try ProcessMappings(pid: fixture.daemon.pid)
        #expect(mappings.secondaryMallocArenas == 0, "\(mappings.secondaryMallocArenas) malloc arenas beside the heap")
    }

    @Test func theRestingDaemonKeepsLittleOfItsCodeMapped() throws {
        let fixture = try NotificationsInterfaceTests.Fixture()
        let engine = NotificationsInterfaceTests.hudCore.resolvingSymlinksInPath().path
        let started = try ProcessMappings(pid: fixture.daemon.pid).residentCodeKilobytes(ofPath: engine)
        #expect(started > Self.restingCodeLimitKilobytes, "start-up maps more than a rest keeps: \(started) kB")
        // The code goes once the display has rested RestingCodeRelease.delay seconds.
        let rested = try waitFor(
            "the resting daemon to give its code back", timeout: .seconds(20), interval: .milliseconds(250)
        ) { () -> Int? in
            let now = try ProcessMappings(pid: fixture.daemon.pid).residentCodeKilobytes(ofPath: engine)
            return now <= Self.restingCodeLimitKilobytes ? now : nil
        }
        print("RestingMemoryTests: \(started) kB of hud-engine's code resident after start-up, \(rested) kB at rest")
    }
}
