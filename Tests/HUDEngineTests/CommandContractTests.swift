import Foundation
import HUDDaemonLink
import HUDKit
import HUDTestHarness
import Testing

@testable import HUDEngine

/// `hud` as scripts, cron jobs and key bindings use it, end to end under Xvfb with the
/// real executables: no caller locked out, one daemon per X server, cancellable progress, large
/// arguments and exact answers either way, and the daemon's files and stop handled safely.
@Suite("the command line's contract under real use", .serialized)
struct CommandContractTests {
    let cardArguments = [
        "card", "--title", "Delete?", "--message", "Gone for good.", "--sure", "Delete",
        "--cancel", "Cancel",
    ]

    func hud(
        _ fixture: OverlayFixture, _ arguments: [String], environment extra: [String: String] = [:],
        timeout: Duration = .seconds(30)
    ) throws -> ProcessOutput {
        try ProcessRunner.run(
            ProcessRunner.hudExecutable, arguments,
            environment: fixture.environment.merging(extra) { $1 }, timeout: timeout)
    }

    /// `script` under bash with `$HUD` the hud executable, in the fixture's environment.
    func bash(
        _ fixture: OverlayFixture, _ script: String,
        environment extra: [String: String] = [:]
    ) throws -> RunningProcess {
        try ProcessRunner.spawn(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script],
            environment: fixture.environment.merging(
                ["HUD": ProcessRunner.hudExecutable.path]
                    .merging(extra) { $1 }
            ) { $1 })
    }

    func location(_ fixture: OverlayFixture, display: String? = nil) throws -> DaemonLocation {
        var environment = fixture.environment
        if let display { environment["DISPLAY"] = display }
        return try #require(DaemonLocation.current(environment: environment))
    }

    func openDescriptors(of pid: pid_t) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? 0
    }

    // MARK: 1. Nobody locked out

    @Test func silentConnectionsAreClosedAtTheirDeadlineWhileToastsGoOn() throws {
        let fixture = try OverlayFixture()
        #expect(try hud(fixture, ["toast", "Start"]).status == 0)
        let path = try location(fixture).socketPath
        let clock = ContinuousClock()
        let opened = clock.now
        let silent = try (0..<200).map { _ in try UnixSocket.connected(to: path) }

        let toastStart = clock.now
        let toast = try hud(fixture, ["toast", "Still served"])
        #expect(toast.status == 0, "\(toast.stderr)")
        #expect(clock.now - toastStart < .seconds(CallerAdmission.requestDeadline), "not queued behind the silent ones")

        var replies: [String] = []
        for socket in silent {
            var descriptor = pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0)
            let remaining = opened + .seconds(CallerAdmission.requestDeadline + 2) - clock.now
            let milliseconds = max(0, Int32(remaining.components.seconds * 1000))
            #expect(poll(&descriptor, 1, milliseconds) == 1, "closed within the deadline (and a margin)")
            var reply: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            while case let count = socket.receive(into: &buffer), count > 0 { reply += buffer[..<count] }
            replies.append(String(decoding: reply, as: UTF8.self))
        }
        #expect(clock.now - opened >= .seconds(CallerAdmission.requestDeadline) - .milliseconds(100), "not before it")
        #expect(replies.allSatisfy { $0.contains("no complete request within") }, "\(Set(replies))")
        #expect(try hud(fixture, ["toast", "After"]).status == 0)
    }

    @Test func aHundredWaitingCardsLeaveToastAndHideWorking() throws {
        let fixture = try OverlayFixture()
        #expect(try hud(fixture, ["toast", "Start"]).status == 0)
        let daemon = try #require(fixture.daemonPID)
        let baseline = openDescriptors(of: daemon)
        let cards = try (0..<100).map { _ in try fixture.hud(cardArguments) }
        try waitUntil("the daemon to hold all 100 callers", timeout: .seconds(60)) {
            openDescriptors(of: daemon) >= baseline + 100
        }
        try fixture.waitForOverlay(of: cards[0])

        let toast = try hud(fixture, ["toast", "Not locked out"])
        #expect(toast.status == 0, "\(toast.stderr)")
        let hide = try hud(fixture, ["hide", "--all"])
        #expect(hide.status == 0, "\(hide.stderr)")
        for card in cards { #expect(try card.wait(timeout: .seconds(30)) == 1, "\(card.stderr)") }
        #expect(cards.allSatisfy { !$0.stderr.contains("busy") })
        #expect(fixture.daemonPID == daemon)
    }

    /// At its bound the daemon declines waiting alerts beyond its share, and their `hud` runs them in
    /// its own process (so hud-engine is what runs there); toasts and `hide` still get through.
    @Test func atItsBoundTheDaemonDeclinesAndTheCallerShowsItItself() throws {
        let fixture = try OverlayFixture()
        let prlimit = try ProcessRunner.locate("prlimit", package: "util-linux")
        // 100 descriptors: 36 callers, 20 of them waiting alerts (CallerAdmission).
        let daemonProcess = try ProcessRunner.spawn(
            prlimit,
            [
                "--nofile=100:100", ProcessRunner.hudExecutable.path,
                "daemon", "--idle-exit", "120",
            ],
            environment: fixture.environment)
        let daemon = try waitFor("the daemon to listen") { fixture.daemonPID }
        let baseline = openDescriptors(of: daemon)
        let cards = try (0..<24).map { _ in try fixture.hud(cardArguments) }
        func runsItself(_ card: RunningProcess) -> Bool {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(card.pid)/exe"))?.hasSuffix(
                "/hud-engine")
                ?? false
        }
        try waitUntil("20 cards waiting in the daemon and 4 declined", timeout: .seconds(60)) {
            openDescriptors(of: daemon) >= baseline + 20 && cards.filter(runsItself).count == 4
        }
        let declined = cards.filter(runsItself)

        let toast = try hud(fixture, ["toast", "Still served"])
        #expect(toast.status == 0, "\(toast.stderr)")
        #expect(try hud(fixture, ["hide", "--all"]).status == 0)
        for card in cards where !declined.contains(where: { $0 === card }) {
            #expect(try card.wait(timeout: .seconds(30)) == 1, "\(card.stderr)")
        }
        let stillShown = declined.filter(\.isRunning).count
        #expect(stillShown == 4, "shown by their own process, beyond the daemon's hide")
        #expect(fixture.daemonPID == daemon)
        daemonProcess.stop()
    }

    // MARK: 2. One daemon per X server

    @Test func everySpellingOfTheDisplayReachesOneDaemon() throws {
        let fixture = try OverlayFixture()
        let number = String(fixture.server.display.dropFirst())
        #expect(try hud(fixture, ["loading", "Syncing"], environment: ["DISPLAY": ":\(number).0"]).status == 0)
        let daemon = try #require(fixture.daemonPID)
        #expect(try hud(fixture, ["success", "Done"], environment: ["DISPLAY": ":\(number)"]).status == 0)
        let info = try hud(fixture, ["info", "Note", "--for", "30"], environment: ["DISPLAY": "unix:\(number)"])
        #expect(info.status == 0)
        for display in [":\(number).0", ":\(number)", "unix:\(number)"] {
            #expect(try location(fixture, display: display).socketPath == location(fixture).socketPath)
        }
        #expect(fixture.daemonPID == daemon, "one daemon served all three")
        // A morph into a larger card may change windows, so a query can fall between the two: the HUD is
        // one once it settles, never a second beside it.
        try waitUntil("the one HUD, morphed") { fixture.hudWindows.filter(\.isViewable).count == 1 }

        #expect(try hud(fixture, ["hide", "--all"], environment: ["DISPLAY": "unix:\(number).0"]).status == 0)
        try waitUntil("every HUD to go") { !fixture.hudWindows.contains(where: \.isViewable) }
    }

    // MARK: 3. Progress

    /// Also over a mask that swallows every click, where a click could not have cancelled it.
    @Test(arguments: ["", "--blocking --mask black"])
    func escapeCancelsProgressFedByANeverEndingStdin(options: String) throws {
        let fixture = try OverlayFixture()
        let progress = try bash(
            fixture, #"exec "$HUD" progress Copying $OPTIONS < <(echo 40; exec sleep 1000)"#,
            environment: ["OPTIONS": options])
        try fixture.waitForOverlay(takesKeyboard: true, of: progress)
        try fixture.input.key("Escape")
        #expect(try progress.wait(timeout: .seconds(5)) == 1)
        try waitUntil("the HUD to leave at once", timeout: .seconds(2)) {
            !fixture.hudWindows.contains(where: \.isViewable)
        }
    }

    @Test func withNoCancelEscapeDoesNothingAndTheKeyboardStaysFree() throws {
        let fixture = try OverlayFixture()
        let progress = try bash(fixture, #"exec "$HUD" progress Copying --no-cancel < <(echo 40; exec sleep 1000)"#)
        try fixture.waitForOverlay(of: progress)
        #expect(!fixture.keyboardIsGrabbedElsewhere)
        try fixture.input.key("Escape")
        // Nothing is to happen: give it the time a cancel takes above, and then some.
        #expect((try? waitUntil("progress to exit", timeout: .seconds(1)) { !progress.isRunning }) == nil)
        let stillShown = fixture.hudWindows.contains(where: \.isViewable)
        #expect(stillShown)
    }

    /// zenity --progress's Cancel button: a click ends the HUD and `hud` with exit 1; a writer that
    /// keeps writing then dies of SIGPIPE (141 in bash), as it would after zenity.
    @Test func aClickOnCancelEndsProgressWithOneAndTheWriterGetsSIGPIPE() throws {
        let fixture = try OverlayFixture()
        let script = #"while :; do echo 40; sleep 0.05; done | "$HUD" progress Copying; echo "${PIPESTATUS[*]}" >&2"#
        let progress = try bash(fixture, script)
        try fixture.waitForSettledOverlay(takesKeyboard: true, of: progress)
        let model = StatusHUDModel(indicator: .progress(.annular, 0.4), text: "Copying", buttonTitle: "Cancel")
        fixture.input.click(at: try fixture.frame(of: "button0", in: .status(model)).center)
        #expect(try progress.wait(timeout: .seconds(5)) == 0, "the echo of PIPESTATUS")
        #expect(progress.stderr.hasSuffix("141 1\n"), "writer SIGPIPE, hud 1: \(progress.stderr)")
        try waitUntil("the HUD to leave") { !fixture.hudWindows.contains(where: \.isViewable) }
    }

    /// While the pointer is held on Cancel the button is drawn pressed (filled beside its title,
    /// where the card is otherwise plain); a release beside it cancels nothing, as in UIKit.
    @Test func cancelIsDrawnPressedWhileHeldAndAReleaseBesideItCancelsNothing() throws {
        let fixture = try OverlayFixture()
        let progress = try bash(fixture, #"exec "$HUD" progress Copying < <(echo 40; exec sleep 1000)"#)
        try fixture.waitForOverlay(takesKeyboard: true, of: progress)
        let model = Overlay.status(
            StatusHUDModel(indicator: .progress(.annular, 0.4), text: "Copying", buttonTitle: "Cancel"))
        let button = try fixture.frame(of: "button0", in: model)
        let card = try fixture.frame(of: "card", in: model)
        func brightness() throws -> (inButton: Int, onCard: Int) {
            let shot = try screenshot(display: fixture.server.display)
            let sum = { (pixel: UInt32) in channels(pixel).0 + channels(pixel).1 + channels(pixel).2 }
            let y = Int(button.midY)
            return (sum(shot.pixel(x: Int(button.minX) + 6, y: y)), sum(shot.pixel(x: Int(card.minX) + 6, y: y)))
        }
        try waitUntil("the button at rest, plain as the card") {
            let b = try brightness()
            return b.inButton == b.onCard
        }
        fixture.input.press(at: button.center)
        try waitUntil("the pressed fill") {
            let b = try brightness()
            return b.inButton > b.onCard + 30
        }
        fixture.input.move(to: Point(x: card.maxX + 40, y: button.midY))
        fixture.input.release(at: Point(x: card.maxX + 40, y: button.midY))
        try waitUntil("the highlight to go") {
            let b = try brightness()
            return b.inButton == b.onCard
        }
        let stillShown = fixture.hudWindows.contains(where: \.isViewable)
        #expect(progress.isRunning && stillShown, "a release beside the button cancels nothing")
    }

    /// `hud run --cancel`: the click sends SIGTERM to CMD, whose status (143) `hud run` exits with.
    @Test func runCancelStopsTheCommandWithSIGTERM() throws {
        let fixture = try OverlayFixture()
        let run = try bash(fixture, #"exec "$HUD" run --cancel --status Building -- sleep 1000"#)
        try fixture.waitForOverlay(of: run)
        let model = StatusHUDModel(indicator: .spinner, text: "Building", buttonTitle: "Cancel")
        fixture.input.click(at: try fixture.frame(of: "button0", in: .status(model)).center)
        #expect(try run.wait(timeout: .seconds(5)) == 128 + SIGTERM, "\(run.stderr)")
        #expect(run.stderr.contains("asked the command to stop (SIGTERM)"))
        #expect(fixture.daemonPID == nil, "the button is this process's: no daemon")
    }

    // MARK: 5. Large arguments, the same both ways

    @Test func largeArgumentsWorkWithAndWithoutTheDaemon() throws {
        let fixture = try OverlayFixture()
        // Linux passes at most 128 KiB in one argument (MAX_ARG_STRLEN): the longest toast a shell can give.
        let longest = String(repeating: "build log line. ", count: 8191) + "end!!!!!!!!!!!!"
        for inProcess in ["0", "1"] {
            let toast = try hud(fixture, ["toast", longest], environment: ["HUD_NO_DAEMON": inProcess])
            #expect(toast.status == 0, "HUD_NO_DAEMON=\(inProcess): \(toast.stderr)")
            // More than a megabyte in all, over several arguments: an alert that times out (exit 5).
            let block = String(repeating: "x", count: 128 * 1024 - 1)
            let alert = try hud(
                fixture,
                ["alert", "--title", block, "--message", block, "--timeout", "0.5"]
                    + (0..<7).flatMap { ["--action", "\($0)" + block.dropFirst()] },
                environment: ["HUD_NO_DAEMON": inProcess])
            #expect(alert.status == 5, "HUD_NO_DAEMON=\(inProcess): \(alert.stderr)")
        }
        #expect(fixture.daemonPID != nil, "it went through the daemon")
        // A megabyte in one text reaches the daemon from a client that can send it.
        let megabyte = String(repeating: "0123456789abcdef", count: 65536)
        let request = String(decoding: DaemonMessage.Request(argv: ["toast", megabyte]).line.dropLast(), as: UTF8.self)
        let reply = DaemonExchange.send(request, to: try location(fixture).socketPath)
        #expect(reply == #"{"exit":0}"# + "\n")
    }

    @Test func textOverTheLimitIsAUsageErrorNamingItBothWays() throws {
        let fixture = try OverlayFixture()
        for inProcess in ["0", "1"] {
            let sheet = try bash(
                fixture, #"head -c 5000000 /dev/zero | tr '\0' x | fold -w 1000 | "$HUD" sheet"#,
                environment: ["HUD_NO_DAEMON": inProcess])
            #expect(try sheet.wait(timeout: .seconds(30)) == 2)
            #expect(sheet.stderr.hasPrefix("hud: the arguments come to "), "\(sheet.stderr.prefix(200))")
            #expect(sheet.stderr.contains("the limit is \(DaemonMessage.maximumArgumentBytes) bytes"))
        }
    }

    // MARK: 6. Empty titles

    @Test func anEmptyButtonTitleExitsTwoNamingTheOptionBothWays() throws {
        let fixture = try OverlayFixture()
        let cases: [([String], String)] = [
            (["card", "--title", "T", "--sure", "", "--cancel", ""], "--sure"),
            (["alert", "--title", "T", "--action", ""], "--action"),
            (["sheet", "--title", "T", "--action", "Copy", "--cancel", ""], "--cancel"),
        ]
        for inProcess in ["0", "1"] {
            for (arguments, option) in cases {
                let result = try hud(fixture, arguments, environment: ["HUD_NO_DAEMON": inProcess])
                #expect(result.status == 2)
                #expect(
                    result.stderr.hasPrefix("hud: \(option) needs a title, got \"\"\nusage: hud \(arguments[0])"),
                    "\(result.stderr)")
            }
        }
        #expect(fixture.hudWindows.isEmpty)
    }

    // MARK: 7. Sheet answers

    @Test func aSheetPrintsTheChosenStdinLineByteForByte() throws {
        let fixture = try OverlayFixture()
        let model = Overlay.actionSheet(
            try ActionSheetModel(
                title: "File",
                actions: [
                    AlertAction(title: "\u{FFFD}\u{FFFD} line"), AlertAction(title: "Copy"),
                    AlertAction(title: "Cancel", style: .cancel),
                ]))
        for inProcess in ["0", "1"] {
            let output = FileManager.default.temporaryDirectory
                .appendingPathComponent("hud-sheet-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: output) }
            let script = #"printf '\xff\xfe line\nCopy\n' | "$HUD" sheet --title File --cancel Cancel > "$OUT""#
            let sheet = try bash(fixture, script, environment: ["OUT": output, "HUD_NO_DAEMON": inProcess])
            try fixture.waitForOverlay(takesKeyboard: true, of: sheet)
            fixture.input.click(at: try fixture.frame(of: "button0", in: model).center)
            #expect(try sheet.wait(timeout: .seconds(10)) == 0, "\(sheet.stderr)")
            let printed = try #require(FileManager.default.contents(atPath: output))
            #expect(Array(printed) == [0xFF, 0xFE] + Array(" line\n".utf8), "HUD_NO_DAEMON=\(inProcess)")
            try waitUntil("the sheet to go") { fixture.hudWindows.isEmpty }
        }
        #expect(fixture.daemonPID != nil, "one of them went through the daemon")
    }

    /// An anchored sheet is a popover: the desktop around it is not dimmed, and a click beside it
    /// answers the cancel action (exit 1, as Escape).
    @Test func aPopoverLeavesTheDesktopUndimmedAndAClickBesideItCancels() throws {
        let fixture = try OverlayFixture()
        let sheet = try bash(fixture, #"exec "$HUD" sheet --anchor 300,80 --action Copy --cancel Cancel"#)
        try fixture.waitForOverlay(takesKeyboard: true, of: sheet)
        let beside = Point(x: 900, y: 700)
        let desktop = 0xFF00_0000 | OverlayFixture.desktopColor
        // Checked once the sheet has had time to fade in: its card is drawn by then.
        let model = Overlay.actionSheet(
            try ActionSheetModel(
                actions: [AlertAction(title: "Copy"), AlertAction(title: "Cancel", style: .cancel)],
                anchor: Point(x: 300, y: 80)))
        let card = try fixture.frame(of: "card", in: model)
        try waitUntil("the popover drawn") {
            let shot = try screenshot(display: fixture.server.display)
            return shot.pixel(x: Int(card.midX), y: Int(card.midY)) != desktop
        }
        let corner = try screenshot(display: fixture.server.display).pixel(x: Int(beside.x), y: Int(beside.y))
        #expect(corner == desktop, "no dim: \(String(corner, radix: 16))")
        fixture.input.click(at: beside)
        #expect(try sheet.wait(timeout: .seconds(5)) == 1, "\(sheet.stderr)")
    }

    // MARK: 8. The daemon's files, its stop, run's interrupt

    @Test func aSymlinkPlantedAsTheLogIsRefusedNotFollowed() throws {
        let fixture = try OverlayFixture()
        let location = try location(fixture)
        let target = fixture.runtimeDirectory + "/precious"
        try "keep me\n".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: location.logPath, withDestinationPath: target)
        let toast = try hud(fixture, ["toast", "Shown all the same"])
        #expect(toast.status == 0, "the command runs in its own process: \(toast.stderr)")
        #expect(fixture.daemonPID == nil, "no daemon started on a planted log")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")

        let daemon = try hud(fixture, ["daemon", "--log", location.logPath])
        #expect(daemon.status == 255)
        #expect(daemon.stderr.contains("it is a symbolic link"), "\(daemon.stderr)")
    }

    @Test func daemonStopReturnsOnceTheDaemonHasGone() throws {
        let fixture = try OverlayFixture()
        #expect(try hud(fixture, ["loading", "Up"]).status == 0)
        #expect(fixture.daemonPID != nil)
        let stop = try hud(fixture, ["daemon", "--stop"])
        #expect(stop.status == 0, "\(stop.stderr)")
        let location = try location(fixture)
        #expect(DaemonLock.holder(of: location.lockPath) == nil, "gone when --stop returned")
        #expect(!FileManager.default.fileExists(atPath: location.socketPath))
    }

    @Test func aSecondInterruptKillsACommandThatIgnoresSIGTERM() throws {
        let fixture = try OverlayFixture()
        for inProcess in ["0", "1"] {
            let marker = fixture.runtimeDirectory + "/started-\(inProcess)"
            let run = try fixture.hud(
                [
                    "run", "--status", "Stubborn", "--", "/bin/sh", "-c",
                    "trap '' TERM INT; echo $$ > \(marker); while :; do sleep 0.05; done",
                ],
                inProcess: inProcess == "1")
            // CMD leads a process group of its own and ignores SIGTERM: if the test fails, nothing
            // else would ever end it.
            let group = try waitFor("the command to start") {
                (try? String(contentsOfFile: marker, encoding: .utf8)).flatMap { pid_t($0.filter(\.isNumber)) }
            }
            defer { kill(-group, SIGKILL) }
            kill(run.pid, SIGINT)
            try waitUntil("hud to pass the interrupt on (HUD_NO_DAEMON=\(inProcess)): \(run.stderr)") {
                run.stderr.contains("interrupt again within 3 s")
            }
            #expect(run.isRunning, "the command ignores SIGTERM, so one interrupt leaves it running")
            kill(run.pid, SIGINT)
            #expect(try run.wait(timeout: .seconds(10)) == 128 + SIGKILL, "HUD_NO_DAEMON=\(inProcess): \(run.stderr)")
            #expect(run.stderr.contains("killed the command (SIGKILL to its process group)"))
        }
    }

    @Test func aConfigPathIsReadOnlyWhenItIsARegularFileOfOurs() throws {
        let fixture = try OverlayFixture()
        let home = fixture.runtimeDirectory + "/config"
        try FileManager.default.createDirectory(atPath: home + "/hud", withIntermediateDirectories: true)
        #expect(mkfifo(home + "/hud/config", 0o600) == 0)
        for inProcess in ["0", "1"] {
            let environment = ["XDG_CONFIG_HOME": home, "HUD_NO_DAEMON": inProcess]
            let toast = try hud(fixture, ["toast", "hi"], environment: environment, timeout: .seconds(10))
            #expect(toast.status == 2)
            #expect(toast.stderr == "hud: config: \(home)/hud/config: not a regular file; not read\n")
        }
    }
}
