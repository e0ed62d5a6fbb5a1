import Foundation
import HUDTestHarness
import Testing

/// zenity itself (Debian's 3.44) and `hud` installed as `zenity` (a link) run the same command lines
/// under Xvfb, answered with the same XTEST keys, and must print the same and exit the same. Each
/// dialog carries its title as its window name, which is how both windows are found. zenity's GTK
/// dialog is given the keyboard focus (there is no window manager); HUDKit's alert grabs it.
@Suite("hud zenity beside zenity")
struct ZenityCompatibilityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let script: String
        /// The keys each answers with; nil: none (the dialog ends by itself).
        let keys: [String]?
        /// Where the keys differ, hud's own, and why.
        var hudKeys: [String]? = nil
        var difference: String? = nil
        /// Where zenity cannot be driven to the same answer, the command line hud runs instead.
        var hudScript: String? = nil

        var testDescription: String { name }
    }

    /// What one of the two printed and exited with.
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let title = "Zenity side by side"

    static let cases: [Case] = [
        Case(
            name: "question, Return is Yes", script: "zenity --question --text 'Delete <b>all</b>?'", keys: ["Return"]),
        Case(name: "question, Escape", script: "zenity --question", keys: ["Escape"]),
        Case(
            name: "question --default-cancel, Return is No",
            script: "zenity --question --default-cancel --ok-label=Delete --cancel-label=Keep", keys: ["Return"]),
        Case(
            name: "question --extra-button prints its label, exit 1",
            script: "zenity --question --extra-button=Maybe", keys: ["shift+Tab", "shift+Tab", "space"],
            hudKeys: ["Tab", "space"],
            difference:
                "the keys that reach the extra button: GTK puts it left of No and Yes with Yes focused, HUDKit's alert "
                + "stacks Maybe, Yes and No (the cancel last, as UIKit) and Tab starts at the first"),
        Case(
            name: "question --switch, Return takes the first extra button",
            script: "zenity --question --switch --extra-button=One --extra-button=Two", keys: ["Return"],
            hudKeys: ["Tab", "space"],
            difference: "GTK focuses the first button of a switch; HUDKit's alert has no preferred one"),
        Case(name: "info, Return", script: "zenity --info --text 'Backup <i>done</i>'", keys: ["Return"]),
        Case(name: "warning, Escape", script: "zenity --warning", keys: ["Escape"]),
        Case(name: "error, Return", script: "zenity --error --text 'Disk full'", keys: ["Return"]),
        Case(
            name: "entry --entry-text, Return", script: "zenity --entry --text 'Name?' --entry-text=notes.txt",
            keys: ["Return"]),
        Case(name: "entry, typed", script: "zenity --entry --text 'Name?'", keys: ["h", "i", "Return"]),
        Case(name: "entry, Escape prints nothing", script: "zenity --entry --entry-text=x", keys: ["Escape"]),
        Case(name: "entry --hide-text, typed", script: "zenity --entry --hide-text", keys: ["p", "w", "Return"]),
        Case(
            name: "password --username", script: "zenity --password --username",
            keys: ["a", "n", "n", "Tab", "p", "w", "Return"]),
        Case(name: "password", script: "zenity --password", keys: ["p", "w", "Return"]),
        Case(name: "UTF-8 and CJK text", script: "zenity --question --text '刪除確認 <b>確定</b>? ✅'", keys: ["Return"]),
        Case(name: "CJK entry text", script: "zenity --entry --entry-text='名前 テスト'", keys: ["Return"]),
        Case(name: "question --timeout exits 5", script: "zenity --question --timeout=1", keys: nil),
        Case(name: "info --timeout exits 5", script: "zenity --info --timeout 1", keys: nil),
        Case(
            name: "progress from stdin, --auto-close",
            script:
                "printf '10\\n#Copying\\n50\\npulsate:false\\n100\\n' | zenity --progress --auto-close --text=Start",
            keys: nil),
        Case(
            name: "progress, Escape cancels",
            script: "while echo 10; do sleep 0.1; done | zenity --progress --text=Copying", keys: ["Escape"]),
        Case(name: "an unknown option", script: "zenity --question --bogus", keys: nil),
        Case(name: "no dialog", script: "zenity --title x", keys: nil),
        Case(name: "an option of another dialog", script: "zenity --info --entry-text=x", keys: nil),
    ]

    @Test(arguments: cases)
    func bothAnswerAlike(_ testCase: Case) throws {
        try compare(testCase)
    }

    /// Runs `testCase` with zenity, then with hud as zenity, and requires the same answer; the
    /// suites of each dialog share it.
    func compare(_ testCase: Case) throws {
        let fixture = try OverlayFixture()
        func titled(_ script: String) -> String {
            script.replacingOccurrences(of: "zenity ", with: "zenity --title='\(Self.title)' ")
        }
        let zenity = try run(titled(testCase.script), on: fixture, keys: testCase.keys, isHUD: false)
        let hud = try run(
            titled(testCase.hudScript ?? testCase.script), on: fixture, keys: testCase.hudKeys ?? testCase.keys,
            isHUD: true)
        let note = testCase.difference.map { " (where they differ: \($0))" } ?? ""
        #expect(hud.status == zenity.status, "exit status\(note)")
        #expect(hud.stdout == zenity.stdout, "stdout\(note)")
        if testCase.keys == nil, zenity.status == 255 {
            #expect(hud.stderr == zenity.stderr, "a mistake is zenity's line")
        }
    }

    /// `--notification` makes the same `Notify` call as zenity's (libnotify's), to HUDKit's
    /// notification server on a private bus, seen by `dbus-monitor`: only the sender's pid differs.
    @Test(arguments: [
        ("zenity --notification --text 'Backup <b>done</b>\\n3 files' --hint=urgency:2 --window-icon=info", 1),
        (
            "printf 'icon:warning\\nmessage:一\\\\ntwo\\nvisible:false\\ntooltip:t\\n' | zenity --notification --listen",
            2
        ),
    ])
    func aNotificationIsZenitysOwnCall(script: String, calls count: Int) throws {
        let fixture = try OverlayFixture()
        let bus = try SessionBus(environment: fixture.environment)
        let environment = bus.environment(fixture.environment).merging(["NO_AT_BRIDGE": "1"]) { $1 }
        let server = try ProcessRunner.spawn(
            HUDProcess.engineExecutable, ["daemon", "--notifications"], environment: environment)
        defer { server.stop() }
        try waitUntil("the notification server on the bus") {
            let owner = try bus.gdbus([
                "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                "--method", "org.freedesktop.DBus.NameHasOwner", "org.freedesktop.Notifications",
            ])
            return owner.stdout.contains("true")
        }
        let monitor = try ProcessRunner.spawn(
            ProcessRunner.locate("dbus-monitor", package: "dbus-bin"),
            ["--session", "type='method_call',interface='org.freedesktop.Notifications',member='Notify'"],
            environment: environment)
        defer { monitor.stop() }
        try waitUntil("dbus-monitor to listen") { monitor.stdout.contains("NameAcquired") }
        // zenity --listen stays after the end of its input (hud's exits 0): it is ended once it has sent.
        let zenity = try ProcessRunner.spawn(URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: environment)
        defer { zenity.stop() }
        try waitUntil("zenity's Notify") { Self.notifyCalls(monitor.stdout).count == count }
        var linked = environment
        linked["PATH"] = try linkDirectory().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let hud = try ProcessRunner.spawn(URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: linked)
        #expect(try hud.wait(timeout: .seconds(20)) == 0, "\(hud.stderr)")
        try waitUntil("hud's Notify") { Self.notifyCalls(monitor.stdout).count == 2 * count }
        let calls = Self.notifyCalls(monitor.stdout)
        #expect(Array(calls[count...]) == Array(calls[..<count]))
        #expect(calls[0].contains("string \"Zenity notification\""), "\(calls[0])")
    }

    /// Each `Notify` call `dbus-monitor` printed: its argument lines, without the header (sender,
    /// serial) and the value of the sender-pid hint.
    static func notifyCalls(_ output: String) -> [[String]] {
        output.components(separatedBy: "method call ").dropFirst().map { call in
            let lines = call.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.enumerated().filter { index, line in
                !(index > 0 && lines[index - 1] == "string \"sender-pid\"")
            }.map(\.element)
        }
    }

    /// Runs `script` (zenity's, or hud's as `zenity` with `isHUD`), answers its window with `keys`,
    /// or with `answer` given the window's id once it has the keyboard (hud's settled), and waits.
    func run(
        _ script: String, on fixture: OverlayFixture, keys: [String]?, isHUD: Bool = false,
        answer: ((String) throws -> Void)? = nil
    ) throws -> Outcome {
        var environment = fixture.environment.merging(["NO_AT_BRIDGE": "1", "HUD_NO_DAEMON": "0"]) { $1 }
        if isHUD {
            environment["PATH"] = try linkDirectory().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        }
        let process = try ProcessRunner.spawn(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: environment)
        defer { process.stop() }
        if let keys {
            let window = try waitFor("a window named \"\(Self.title)\" (\(isHUD ? "hud" : "zenity"))") {
                guard process.isRunning else { throw OverlayFixtureError.exited(process.stderr) }
                return try self.window(named: Self.title, on: fixture)
            }
            // A progress reads its input after it shows, and its OK is there only once the input
            // has come to its end: the keys wait for the progress to come to rest.
            if isHUD, answer != nil || script.contains("--progress") {
                try fixture.waitForSettledOverlay(takesKeyboard: true, of: process)
            } else if isHUD {
                try waitUntil("hud to grab the keyboard") { fixture.keyboardIsGrabbedElsewhere }
            } else {
                _ = try ProcessRunner.run(
                    ProcessRunner.locate("xdotool", package: "xdotool"), ["windowfocus", "--sync", window],
                    environment: fixture.environment)
            }
            for key in keys { try fixture.input.key(key) }
            try answer?(window)
        }
        let status = try process.wait(timeout: .seconds(20))
        return Outcome(status: status, stdout: process.stdout, stderr: process.stderr)
    }

    /// The first viewable window of that name, as `xdotool search` finds one.
    func window(named name: String, on fixture: OverlayFixture) throws -> String? {
        let found = try ProcessRunner.run(
            ProcessRunner.locate("xdotool", package: "xdotool"), ["search", "--onlyvisible", "--name", "^\(name)$"],
            environment: fixture.environment)
        return found.stdout.split(separator: "\n").first.map(String.init)
    }

    /// A directory holding `zenity`, a link to the `hud` under test.
    func linkDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hud-zenity-link-\(getpid())")
        let link = directory.appendingPathComponent("zenity")
        if !FileManager.default.fileExists(atPath: link.path) {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? FileManager.default.createSymbolicLink(at: link, withDestinationURL: HUDProcess.executable)
        }
        return directory
    }
}
