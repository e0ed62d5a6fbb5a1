import Foundation
import HUDKit
import HUDTestHarness
import Testing

@testable import HUDEngine

/// `hud osd KIND --stdin`'s pieces without a display: a line's level, lines cut short, the newest
/// level kept, and the words checked and handed on.
@Suite("hud osd --stdin, its parts")
struct OSDStdinPartsTests {
    @Test(arguments: [
        ("42", 42.0, false), ("42!", 42, true), ("42 muted", 42, true), ("  42\t MUTED \r", 42, true),
        ("250", 100, false), ("-5", 0, false), ("33.5", 33.5, false), ("0!", 0, true), ("1e2", 100, false),
    ])
    func levelsMutedAndClamped(line: String, level: Double, muted: Bool) throws {
        #expect(try LevelLine(parsing: line) == LevelLine(level: level, isMuted: muted))
    }

    @Test(arguments: ["abc", "", "   ", "42 loud", "nan", "inf", "-inf", "42!!", "! 42", "42 muted now", "4 2"])
    func malformedLinesAreRefused(line: String) {
        #expect(throws: LevelLine.Malformed.self) { _ = try LevelLine(parsing: line) }
    }

    @Test func theWarningQuotesTheLineShortAndWithoutControlCharacters() {
        #expect {
            _ = try LevelLine(parsing: "\u{1B}[31m" + String(repeating: "x", count: 100))
        } throws: { error in
            let message = (error as? LevelLine.Malformed)?.message ?? ""
            return !message.contains("\u{1B}") && message.hasPrefix("\"[31m") && message.contains("x…\" is not a level")
        }
        #expect(throws: LevelLine.Malformed(message: "empty line; expected a level 0–100")) {
            _ = try LevelLine(parsing: "")
        }
    }

    @Test func wordsAreWhatHudOsdTakes() {
        #expect(LevelLine(level: 42).words == ["42"])
        #expect(LevelLine(level: 33.5, isMuted: true).words == ["33.5", "--muted"])
    }

    @Test func linesAcrossReadsAndTheLastWithoutNewline() {
        var lines = BoundedLines(limit: 8)
        #expect(lines.append(Array("4".utf8)[...]).isEmpty)
        #expect(lines.append(Array("2\n\n7".utf8)[...]) == [.text(Array("42".utf8)), .text([])])
        #expect(lines.append(Array("0".utf8)[...]).isEmpty)
        #expect(lines.end() == .text(Array("70".utf8)))
        #expect(lines.end() == nil)
    }

    /// A stream without newlines is dropped as it comes: one `tooLong`, then the lines after it.
    @Test func aLineOverTheLimitIsReportedOnceAndDropped() {
        var lines = BoundedLines(limit: 8)
        for _ in 0..<1000 { #expect(lines.append(Array(repeating: UInt8(ascii: "9"), count: 1024)[...]).isEmpty) }
        #expect(
            lines.append(Array("9\n42\n123456789\n12345678\n".utf8)[...]) == [
                .tooLong, .text(Array("42".utf8)), .tooLong, .text(Array("12345678".utf8)),
            ])
        #expect(lines.append(Array("123456789".utf8)[...]).isEmpty)
        #expect(lines.end() == .tooLong)
    }

    @Test func onlyTheNewestValueWaits() {
        let latest = LatestValue<Int>()
        for value in 1...10_000 { latest.offer(value) }
        #expect(latest.take() == 10_000)
        latest.offer(1)
        latest.offer(2)
        latest.end()
        #expect(latest.take() == 2)
        #expect(latest.take() == nil)
        #expect(latest.take() == nil)
    }

    /// A consumer slower than its producer takes far fewer values than were offered, ending with the last.
    @Test func aSlowConsumerGetsTheLatest() async {
        let latest = LatestValue<Int>()
        let producer = Task.detached {
            for value in 1...100_000 { latest.offer(value) }
            latest.end()
        }
        var taken: [Int] = []
        while let value = latest.take() {
            taken.append(value)
            usleep(1000)
        }
        await producer.value
        #expect(taken.last == 100_000)
        #expect(taken == taken.sorted() && Set(taken).count == taken.count)
        #expect(taken.count < 10_000, "took \(taken.count)")
    }

    @Test func theWordsHandedOnParseBackTheSame() throws {
        // A label that is itself "--": spliced in as typed, the level after it would be no positional.
        let stream = try LevelStreamCommand.Stream([
            "--stdin", "level", "--label", "--", "--hide-after", "2", "--position=top",
        ])
        #expect(stream.kind == "level")
        let words = stream.words(for: LevelLine(level: 42))
        let request = try ShowRequest(kind: "osd", words: Array(words.dropFirst()))
        var expected = LevelHUDModel.level(42, icon: nil, label: "--")
        expected.placement = HUDPlacement(position: .top)
        guard case .levelHUD(let model) = request.overlay else {
            Issue.record("not a level HUD")
            return
        }
        #expect(model == expected)
        #expect(request.hideAfter == 2)
        #expect(stream.model.placement == expected.placement)
    }

    @Test(arguments: [
        (["--stdin"], "osd --stdin needs a kind: volume, brightness, level"),
        (["volume", "--stdin", "42"], "osd --stdin reads its levels from stdin; unexpected argument \"42\""),
        (["volume", "--stdin", "--muted"], "--muted does not apply to osd --stdin"),
        (["loudness", "--stdin"], "osd kind must be volume, brightness, level"),
        (["level", "--stdin"], "osd level needs --icon or --label"),
        (["volume", "--stdin=yes"], "option --stdin takes no value"),
        (["volume", "--stdin", "--stdin"], "option --stdin given twice"),
        (["volume", "--stdin", "--details", "x"], "--details does not apply to osd"),
    ])
    func badWordsAreUsageErrors(words: [String], message: String) {
        #expect(LevelStreamCommand.isRequested(words))
        #expect {
            _ = try LevelStreamCommand.Stream(words)
        } throws: { error in
            (error as? UsageError)?.message.hasPrefix(message) == true
        }
    }

    @Test func stdinAfterDoubleDashIsNotTheOption() {
        #expect(!LevelStreamCommand.isRequested(["volume", "--", "--stdin"]))
        #expect(!LevelStreamCommand.isRequested(["volume", "42"]))
    }
}

/// `hud osd KIND --stdin` end to end under Xvfb: fed through a FIFO, a burst and no X server.
@Suite("hud osd --stdin under Xvfb", .serialized)
struct OSDStdinTests {
    /// `script` under `/bin/sh -c` on the fixture's display, through its daemon unless `inProcess`,
    /// with `$HUD` naming the `hud` binary.
    func shell(_ script: String, on fixture: OverlayFixture, inProcess: Bool = false) throws -> RunningProcess {
        try ProcessRunner.spawn(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script],
            environment: fixture.environment
                .merging(["HUD": ProcessRunner.hudExecutable.path, "HUD_NO_DAEMON": inProcess ? "1" : "0"]) { $1 })
    }

    /// How many of the OSD's 16 segments the screen shows filled: those whose centre is near white
    /// (the dark theme's foreground; an empty one is that at 0.25 over the dark card).
    func filledSegments(_ fixture: OverlayFixture) throws -> Int {
        let image = try screenshot(display: fixture.server.display)
        let pixels = image.pixels()
        var filled = 0
        for index in 0..<LevelHUDModel.segmentCount {
            let centre = try fixture.frame(of: "segment\(index)", in: .levelHUD(.volume(0))).center
            let (red, green, blue) = channels(pixels[Int(centre.y) * image.width + Int(centre.x)])
            if min(red, green, blue) > 200 { filled += 1 }
        }
        return filled
    }

    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("hud-osd-\(name)-\(UUID().uuidString)").path
    }

    /// A FIFO whose writer sends 30, then (once the test says) 70 and four lines of garbage, then
    /// closes: one window, changed in place from 4 to 11 segments; a warning a bad line; exit 0 at
    /// the writer's close. Through the daemon hud exits at once and the OSD leaves by itself; in its
    /// own process hud exits once it has left.
    @Test(arguments: [false, true])
    func aFIFOWritersLevelsUpdateOneOSDAndGarbageIsWarnedAbout(inProcess: Bool) throws {
        let fixture = try OverlayFixture()
        let fifo = temporaryPath("fifo")
        let gate = temporaryPath("gate")
        defer { for path in [fifo, gate] { try? FileManager.default.removeItem(atPath: path) } }
        let hud = try shell(
            "mkfifo '\(fifo)'; (echo 30; while [ ! -e '\(gate)' ]; do sleep 0.02; done; "
                + "printf '70\\nabc\\n\\n42 loud\\nnan\\n') > '\(fifo)' & "
                + "exec \"$HUD\" osd volume --stdin < '\(fifo)'", on: fixture, inProcess: inProcess)
        let window = try fixture.waitForOverlay(of: hud)
        try waitUntil("4 segments for 30") { try filledSegments(fixture) == 4 }
        #expect(!fixture.keyboardIsGrabbedElsewhere)
        _ = FileManager.default.createFile(atPath: gate, contents: nil)
        try waitUntil("11 segments for 70") { try filledSegments(fixture) == 11 }
        #expect(fixture.hudWindows.map(\.id) == [window.id], "changed in place, not a second window")
        #expect(try hud.wait(timeout: .seconds(10)) == 0, "\(hud.stderr)")
        let ended = Date()
        #expect(
            hud.stderr == """
                hud: line 3: "abc" is not a level: expected 0–100, N! or "N muted"; skipped
                hud: line 4: empty line; expected a level 0–100; skipped
                hud: line 5: "42 loud" is not a level: expected 0–100, N! or "N muted"; skipped
                hud: line 6: "nan" is not a level: expected 0–100, N! or "N muted"; skipped

                """)
        try waitUntil("the OSD to leave by itself") { fixture.hudWindows.isEmpty }
        let left = Date().timeIntervalSince(ended)
        #expect(inProcess ? left < 0.5 : left < 3, "the OSD left \(left) s after hud exited")
    }

    /// 10,000 levels at once: hud is done within a few seconds (one show a line through the daemon
    /// would take far longer), the last level is the one shown, and the daemon has not grown.
    @Test func aBurstIsCoalescedToTheLatest() throws {
        let fixture = try OverlayFixture()
        let start = try ProcessRunner.run(
            ProcessRunner.hudExecutable, ["osd", "volume", "1", "--hide-after", "8"], environment: fixture.environment)
        #expect(start.status == 0, "\(start.stderr)")
        let window = try waitFor("the OSD's window") { fixture.hudWindows.first(where: \.isViewable) }
        let daemon = try #require(fixture.daemonPID)
        let before = ProcessStatus(pid: daemon).kilobytes("VmRSS")

        let input = temporaryPath("burst")
        defer { try? FileManager.default.removeItem(atPath: input) }
        // Levels under 50 (at most 8 segments), then 100 (all 16): only the last fills them all.
        let lines = (0..<9_999).map { "\($0 % 50)\($0 % 7 == 0 ? "!" : "")" } + ["100"]
        try (lines.joined(separator: "\n") + "\n").write(toFile: input, atomically: true, encoding: .utf8)
        let clock = ContinuousClock()
        let started = clock.now
        let burst = try shell("exec \"$HUD\" osd volume --stdin --hide-after 8 < '\(input)'", on: fixture)
        #expect(try burst.wait(timeout: .seconds(30)) == 0, "\(burst.stderr)")
        let elapsed = clock.now - started
        #expect(elapsed < .seconds(3), "10,000 lines took \(elapsed)")
        #expect(burst.stderr.isEmpty)

        try waitUntil("all 16 segments for the last line, 100") { try filledSegments(fixture) == 16 }
        #expect(fixture.hudWindows.map(\.id) == [window.id])
        let after = ProcessStatus(pid: daemon).kilobytes("VmRSS")
        #expect(after - before < 4096, "the daemon grew from \(before) kB to \(after) kB")
    }

    /// DISPLAY names no server: exit 255 at once with the reason, stdin still open and unread.
    @Test(arguments: [false, true])
    func noXServerExits255WithTheReason(inProcess: Bool) throws {
        var number = 4242
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number += 1 }
        let runtime = temporaryPath("runtime")
        try FileManager.default.createDirectory(
            atPath: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let fifo = temporaryPath("fifo")
        defer { for path in [runtime, fifo] { try? FileManager.default.removeItem(atPath: path) } }
        let hud = try ProcessRunner.spawn(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c",
                "mkfifo '\(fifo)'; (echo 42; exec sleep 1000) > '\(fifo)' & exec \"$HUD\" osd volume --stdin < '\(fifo)'",
            ],
            environment: ProcessInfo.processInfo.environment.merging([
                "HUD": ProcessRunner.hudExecutable.path, "DISPLAY": ":\(number)", "XDG_RUNTIME_DIR": runtime,
                "HUD_NO_DAEMON": inProcess ? "1" : "0",
            ]) { $1 })
        #expect(try hud.wait(timeout: .seconds(15)) == 255)
        #expect(hud.stderr == "hud: cannot open X display \":\(number)\" (is DISPLAY set and the server running?)\n")
    }
}
