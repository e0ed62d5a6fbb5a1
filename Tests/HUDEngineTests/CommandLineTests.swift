import Foundation
import HUDKit
import HUDTestHarness
import Testing

/// `hud run`, `hud progress`, `hud sheet` on stdin, and the exit statuses of the dialogs, end to end:
/// the real `hud` under Xvfb, fed through `/bin/sh` pipes where a user would pipe it.
@Suite("hud's commands under Xvfb", .serialized)
struct CommandLineTests {
    /// A file the shell side of a test waits for, so the test decides when a pipe goes on.
    final class Gate {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hud-gate-\(UUID().uuidString)").path
        /// Shell that blocks until `open()`.
        var shellWait: String { "while [ ! -e '\(path)' ]; do sleep 0.02; done" }
        /// A spare path beside it, for a FIFO.
        var fifo: String { path + ".fifo" }
        func open() { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        deinit { for file in [path, fifo] { try? FileManager.default.removeItem(atPath: file) } }
    }

    /// `script` under `/bin/sh -c` on the fixture's display (and its own daemon, unless `inProcess`),
    /// with `$HUD` naming the `hud` binary.
    func shell(_ script: String, on fixture: OverlayFixture, inProcess: Bool = false) throws -> RunningProcess {
        try ProcessRunner.spawn(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script],
            environment: fixture.environment
                .merging(["HUD": ProcessRunner.hudExecutable.path, "HUD_NO_DAEMON": inProcess ? "1" : "0"]) { $1 })
    }

    /// Through the daemon `hud run` exits with CMD and leaves the cross up (the shared HUD, which
    /// leaves by itself); in its own process it stays until the cross has gone.
    @Test(arguments: [false, true])
    func runShowsASpinnerAndPassesThroughStatusAndOutput(inProcess: Bool) throws {
        let fixture = try OverlayFixture()
        let gate = Gate()
        let hud = try shell(
            "\"$HUD\" run --status Working -- sh -c '\(gate.shellWait); echo out; echo err >&2; exit 3'",
            on: fixture, inProcess: inProcess)
        try fixture.waitForOverlay(of: hud)
        gate.open()
        #expect(try hud.wait(timeout: .seconds(10)) == 3)
        #expect(hud.stdout == "out\n")
        #expect(hud.stderr == "err\n")
        if inProcess {
            #expect(fixture.hudWindows.isEmpty)
        } else {
            // One HUD: the spinner becomes the cross (without a compositor in a window cut to the new
            // card), which the daemon puts up once it has carried out the request hud run sent.
            var most = 0
            try waitUntil("the cross to come and leave by itself") {
                let viewable = fixture.hudWindows.filter(\.isViewable).count
                most = max(most, viewable)
                return most == 1 && fixture.hudWindows.isEmpty
            }
            #expect(most == 1)
        }
    }

    /// SIGTERM to `hud progress` takes its HUD away in order and exits 1 (zenity's cancel); to
    /// `hud run` without a daemon it stops CMD too, and `hud run` exits with CMD's status.
    @Test(arguments: [["progress", "Copying"], ["run", "--", "sleep", "30"]])
    func sigtermEndsTheHUDInOrder(arguments: [String]) throws {
        let fixture = try OverlayFixture()
        let gate = Gate()
        let words = arguments.map { "'\($0)'" }.joined(separator: " ")
        // A FIFO the shell keeps open, not a pipe: `wait` on a pipeline would wait for its writer too.
        let script =
            "mkfifo '\(gate.fifo)'; \"$HUD\" \(words) < '\(gate.fifo)' & echo \"pid $!\"; "
            + "exec 3> '\(gate.fifo)'; echo 30 >&3; wait $!; echo \"status $?\""
        let shell = try shell(script, on: fixture, inProcess: true)
        let pid = try waitFor("hud's pid") { shell.stdout.split(separator: "\n").first?.split(separator: " ").last }
        try waitUntil("the HUD") { fixture.hudWindows.contains(where: \.isViewable) }
        kill(try #require(pid_t(pid)), SIGTERM)
        #expect(try shell.wait(timeout: .seconds(10)) == 0)
        let status = arguments[0] == "progress" ? "1" : "\(128 + SIGTERM)"
        #expect(shell.stdout.hasSuffix("status \(status)\n"))
        #expect(fixture.hudWindows.isEmpty)
    }

    @Test func sheetChoosesTheSecondStdinLineByClick() throws {
        let fixture = try OverlayFixture()
        let hud = try shell(
            "printf 'Copy\\nMove\\n\\nDelete\\n' | \"$HUD\" sheet --title File --cancel Cancel", on: fixture)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        let sheet = Overlay.actionSheet(
            try ActionSheetModel(
                title: "File",
                actions: [
                    AlertAction(title: "Copy"), AlertAction(title: "Move"), AlertAction(title: "Delete"),
                    AlertAction(title: "Cancel", style: .cancel),
                ]))
        fixture.input.click(at: try fixture.frame(of: "button1", in: sheet).center)
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "Move\n")
    }

    /// The keyboard reaches every button of an alert: Tab goes to Cancel first (on the left, as
    /// UIKit lays two buttons out), Tab or Right to the next, and Space chooses the focused one.
    @Test(arguments: [
        (["Tab"], "Cancel\n", Int32(1)), (["Tab", "Tab"], "Discard\n", 0), (["Tab", "Right"], "Discard\n", 0),
    ])
    func theKeyboardFocusesAndChoosesAnAlertsButtons(keys: [String], output: String, status: Int32) throws {
        let fixture = try OverlayFixture()
        let hud = try shell(
            "\"$HUD\" alert --title 'Discard draft?' --action Cancel:cancel --action Discard:destructive", on: fixture)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        for key in keys + ["space"] { try fixture.input.key(key) }
        #expect(try hud.wait(timeout: .seconds(10)) == status)
        #expect(hud.stdout == output)
    }

    /// A sheet of stdin's choices, with no preferred action, answered from the keyboard alone.
    @Test(arguments: [(["End"], "Rename\n"), (["Home", "Down"], "Move\n"), (["r"], "Rename\n")])
    func theKeyboardChoosesASheetsChoice(keys: [String], output: String) throws {
        let fixture = try OverlayFixture()
        let hud = try shell("printf 'Copy\\nMove\\nDelete\\nRename\\n' | \"$HUD\" sheet --title File", on: fixture)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        for key in keys + ["Return"] { try fixture.input.key(key) }
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == output)
    }

    /// A field edits as every text field does: after "abc", the arrows move the caret, Shift selects,
    /// Ctrl+A selects everything for typing to replace, and Ctrl+U empties the field.
    @Test(arguments: [
        (["Left", "Left"], "X", "aXbc"), (["ctrl+a"], "X", "X"), (["Home", "shift+Right"], "Z", "Zbc"),
        (["Left", "ctrl+u"], "", ""), (["ctrl+BackSpace"], "d", "d"),
    ])
    func anAlertsFieldEditsFromTheKeyboard(keys: [String], typed: String, value: String) throws {
        let fixture = try OverlayFixture()
        let hud = try shell("\"$HUD\" alert --title Rename --field Name --action OK", on: fixture)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        try fixture.input.type("abc")
        for key in keys { try fixture.input.key(key) }
        try fixture.input.type(typed)
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "OK\n\(value)\n")
    }

    /// A secure field's caret moves among its bullets as a plain field's among its characters.
    @Test func aSecureFieldEditsFromTheKeyboard() throws {
        let fixture = try OverlayFixture()
        let hud = try shell("\"$HUD\" alert --title Unlock --secure-field Password --action OK", on: fixture)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        try fixture.input.type("pw")
        for key in ["Left", "x", "Home", "y", "End", "BackSpace"] { try fixture.input.key(key) }
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "OK\nypx\n")
    }

    @Test func progressFromAPipeClosesAtOneHundred() throws {
        let fixture = try OverlayFixture()
        let gate = Gate()
        // Through a FIFO rather than a pipe, so that the shell becomes hud and its exit is hud's.
        let hud = try shell(
            "mkfifo '\(gate.fifo)'; (echo 10; echo '#Copying'; echo bogus; echo 60; \(gate.shellWait); "
                + "echo 100; sleep 30) > '\(gate.fifo)' & exec \"$HUD\" progress --auto-close --indicator bar"
                + " < '\(gate.fifo)'", on: fixture)
        try fixture.waitForOverlay(of: hud)
        gate.open()
        // The writer is still sleeping: only --auto-close can have ended hud.
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(
            hud.stderr
                == "hud: progress: line 3 ignored: expected a number 0–100, #TEXT or pulsate:true|false, got \"bogus\"\n"
        )
        try waitUntil("no hud window left") { fixture.hudWindows.isEmpty }
    }

    @Test func progressEndsWithItsInput() throws {
        let fixture = try OverlayFixture()
        let gate = Gate()
        let hud = try shell("(echo 30; \(gate.shellWait)) | \"$HUD\" progress Copying", on: fixture)
        try fixture.waitForOverlay(of: hud)
        gate.open()
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
    }

    @Test(arguments: [["alert", "--title", "Wait"], ["card", "--title", "Wait", "--sure", "OK"]])
    func timeoutExitsFive(arguments: [String]) throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(arguments + ["--timeout", "0.5"])
        try fixture.waitForOverlay(of: hud)
        #expect(try hud.wait(timeout: .seconds(10)) == 5)
        #expect(hud.stdout.isEmpty)
        #expect(fixture.hudWindows.isEmpty)
    }

    @Test(arguments: ["alert", "card"])
    func badOptionExitsTwoWithUsage(kind: String) throws {
        let fixture = try OverlayFixture()
        let output = try ProcessRunner.run(
            ProcessRunner.hudExecutable, [kind, "--frobnicate"],
            environment: fixture.server.environment)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("hud: unknown option --frobnicate\nusage: hud \(kind)"))
        #expect(fixture.hudWindows.isEmpty)
    }

    @Test(arguments: ["alert", "card"])
    func noDisplayExits255(kind: String) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":7357"
        let output = try ProcessRunner.run(
            ProcessRunner.hudExecutable, [kind, "--title", "T"], environment: environment)
        #expect(output.status == 255)
        #expect(output.stderr.contains("cannot open X display"))
    }

    @Test func cardPrintsTheIndexOfTheClickedButton() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud([
            "card", "--title", "Delete?", "--sure", "Delete", "--cancel", "Cancel", "--print-index",
        ])
        try fixture.waitForOverlay(of: hud)
        let card = Overlay.card(CardAlertModel(title: "Delete?", sure: "Delete", cancel: "Cancel"))
        fixture.input.click(at: try fixture.frame(of: "button1", in: card).center)
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "1\n")
    }
}
