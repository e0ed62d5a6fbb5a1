import Foundation
import HUDTestHarness
import Testing

/// `hud` as a screen reader meets it: under Xvfb, a private session bus, Debian's
/// at-spi-bus-launcher and registry, driven by pyatspi (the AT-SPI client Orca is built on). Each
/// test has its own daemon, bus and accessibility bus.
@Suite("hud for screen readers (AT-SPI2)", .serialized)
struct AccessibilityTests {
    /// An X server, a daemon of its own and an accessibility bus whose IsEnabled is `enabled`.
    struct Session {
        let fixture: OverlayFixture
        let bus: AccessibilityBus

        init(enabled: Bool = true) throws {
            fixture = try OverlayFixture()
            bus = try AccessibilityBus(environment: fixture.environment)
            try bus.setEnabled(enabled)
        }

        /// Starts `hud ARGUMENTS` through the daemon, on the test's private bus, or `inProcess`: the
        /// library in `hud`'s own process then registers.
        func hud(_ arguments: [String], inProcess: Bool = false) throws -> RunningProcess {
            try ProcessRunner.spawn(
                ProcessRunner.hudExecutable, arguments,
                environment: bus.environment.merging(["HUD_NO_DAEMON": inProcess ? "1" : "0"]) { $1 })
        }

        /// `bash -c SCRIPT` with `$HUD`, on the test's private bus.
        func bash(_ script: String) throws -> RunningProcess {
            try ProcessRunner.spawn(
                URL(fileURLWithPath: "/bin/bash"), ["-c", script],
                environment: bus.environment.merging(["HUD": ProcessRunner.hudExecutable.path]) { $1 })
        }

        /// Runs `hud ARGUMENTS` to completion (a toast, a level: the daemon shows them on).
        func run(_ arguments: [String]) throws -> ProcessOutput {
            try ProcessRunner.run(
                ProcessRunner.hudExecutable, arguments,
                environment: bus.environment.merging(["HUD_NO_DAEMON": "0"]) { $1 })
        }

        /// The object of that role and name, as pyatspi reads it, once it is there.
        func find(_ role: String, _ name: String) throws -> AccessibleObject {
            try JSONDecoder().decode(AccessibleObject.self, from: Data(client(["find", "*", role, name]).utf8))
        }

        /// `DoAction(0)` on it; what the object answered.
        func press(_ role: String, _ name: String) throws -> String {
            try client(["do", "*", role, name]).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// What the client printed; its exit status and stderr as the error when it failed.
        func client(_ arguments: [String]) throws -> String {
            let output = try bus.client(arguments)
            guard output.status == 0 else { throw ClientFailure(arguments: arguments, output: output) }
            return output.stdout
        }
    }

    struct ClientFailure: Error, CustomStringConvertible {
        let arguments: [String]
        let output: ProcessOutput
        var description: String { "pyatspi \(arguments) exited \(output.status): \(output.stderr)" }
    }

    /// What `describe` in the client prints of an object.
    struct AccessibleObject: Decodable {
        let role: String
        let name: String
        let description: String
        let states: [String]
        let children: [AccessibleObject]
        /// Each relation's kind, then its targets as "ROLE NAME".
        let relations: [[String]]
        let extents: [Int]
        let actions: [String]?
        let text: String?
        let caret: Int?
        let value: [Value]?

        enum Value: Decodable, Equatable {
            case number(Double)
            case text(String)

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Double.self) {
                    self = .number(number)
                } else {
                    self = .text(try container.decode(String.self))
                }
            }
        }
    }

    static let card = [
        "card", "--title", "Delete?", "--message", "This cannot be undone.", "--sure", "Delete", "--cancel", "Keep",
    ]

    /// Through the daemon, and in `hud`'s own process (the library's display backend registers).
    /// The card appears with the keyboard focus on Delete, the button Return presses, and says so,
    /// so a screen reader has a button to speak before any key.
    @Test(arguments: [false, true]) func aCardIsAnAlertWithItsMessageAndTwoButtonsThatAnswerAsClicks(inProcess: Bool)
        throws
    {
        let session = try Session()
        let listener = try session.bus.listen(["object:state-changed:focused"], seconds: 15)
        try waitUntil("the listener to listen") { listener.stdout.contains("listening") }
        let kept = try session.hud(Self.card, inProcess: inProcess)
        let alert = try session.find("alert", "Delete?")
        #expect(alert.children.map { $0.states.contains("focused") } == [false, false, true])
        try waitUntil("the focused event on Delete") {
            listener.stdout.contains(#""type": "object:state-changed:focused", "name": "Delete", "detail1": 1"#)
        }
        #expect(alert.description == "This cannot be undone.")
        #expect(alert.children.map(\.role) == ["label", "push button", "push button"])
        #expect(alert.children.map(\.name) == ["This cannot be undone.", "Keep", "Delete"])
        // The message's label is the alert's description, so a screen reader reads it once.
        #expect(alert.relations == [["described-by", "label This cannot be undone."]])
        #expect(alert.children.map(\.relations) == [[["description-for", "alert Delete?"]], [], []])
        #expect(alert.children[1].actions == ["click"])
        #expect(Set(alert.states).isSuperset(of: ["active", "modal", "showing", "visible"]))
        // On screen, the buttons side by side inside the card, Keep on the left.
        let (card, keep, delete) = (alert.extents, alert.children[1].extents, alert.children[2].extents)
        #expect(keep[0] >= card[0] && keep[0] + keep[2] <= delete[0] && delete[0] + delete[2] <= card[0] + card[2])
        #expect(card[2] > 0 && card[3] > 0)
        #expect(try session.press("push button", "Keep") == "true")
        #expect(try kept.wait(timeout: .seconds(10)) == 1)
        #expect(kept.stdout == "Keep\n")

        // Through the daemon, registered by now, this card is shown while the screen reader listens
        // (the first may have come up before the daemon registered, and been focused as it did); it
        // too starts on Delete.
        let deleted = try session.hud(Self.card, inProcess: inProcess)
        #expect(
            try session.find("alert", "Delete?").children.map { $0.states.contains("focused") } == [false, false, true])
        #expect(try session.press("push button", "Delete") == "true")
        #expect(try deleted.wait(timeout: .seconds(10)) == 0)
        #expect(deleted.stdout == "Delete\n")
    }

    /// What is typed shows in the entry's text and caret; the password field reads as bullets, and
    /// nothing the bridge serves holds what was typed into it.
    @Test func anAlertsFieldsReadWhatIsTypedAndTheSecureOneOnlyBullets() throws {
        let session = try Session()
        let alert = try session.hud([
            "alert", "--title", "Sign in", "--field", "User", "--secure-field", "Password", "--action",
            "Cancel:cancel", "--action", "Sign In",
        ])
        _ = try session.find("dialog", "Sign in")
        try session.fixture.input.type("ada\tsesame")
        try waitUntil("the typing to reach the password field") {
            (try? session.find("password text", "Password"))?.text == "••••••"
        }
        let dialog = try session.find("dialog", "Sign in")
        #expect(dialog.children.map(\.role) == ["entry", "password text", "push button", "push button"])
        let user = dialog.children[0]
        #expect(user.text == "ada")
        #expect(user.caret == 3)
        let password = dialog.children[1]
        #expect(password.states.contains("focused"))
        #expect(password.caret == 6)
        let everything = try session.client(["find", "*", "dialog", "Sign in"])
        #expect(!everything.contains("sesame"))
        // The caret follows the arrows, among the bullets, and says so.
        let listener = try session.bus.listen(["object:text-caret-moved"], seconds: 8)
        try waitUntil("the listener to listen") { listener.stdout.contains("listening") }
        try session.fixture.input.key("Left")
        try session.fixture.input.key("Left")
        try waitUntil("the caret to move back two bullets") {
            (try? session.find("password text", "Password"))?.caret == 4
        }
        try waitUntil("the caret-moved event") {
            listener.stdout.contains(#""type": "object:text-caret-moved", "name": "Password", "detail1": 4"#)
        }
        #expect(!listener.stdout.contains("sesame"))
        #expect(try session.press("push button", "Sign In") == "true")
        #expect(try alert.wait(timeout: .seconds(10)) == 0)
        #expect(alert.stdout == "Sign In\nada|sesame\n")
    }

    @Test func zenitysTextInfoIsAMultiLineTextHoldingItsWholeTextAndACheckBox() throws {
        let session = try Session()
        let dialog = try session.bash(
            #"printf 'one\ntwo 名前\n' | "$HUD" zenity --text-info --title Licence --checkbox 'I agree'"#)
        let alert = try session.find("alert", "Licence")
        #expect(alert.children.map(\.role) == ["text", "check box", "push button", "push button"])
        let text = alert.children[0]
        #expect(text.text == "one\ntwo 名前\n")
        #expect(text.states.contains("multi line") && text.states.contains("focused"), "\(text.states)")
        #expect(!text.states.contains("editable"))
        try session.fixture.input.key("Tab")
        try session.fixture.input.key("space")
        try waitUntil("the check box to be checked") {
            (try? session.find("check box", "I agree"))?.states.contains("checked") == true
        }
        try session.fixture.input.key("Return")
        #expect(try dialog.wait(timeout: .seconds(10)) == 0)
        #expect(dialog.stdout.isEmpty)
    }

    @Test func zenitysEditableTextInfoIsAnEditableMultiLineTextWhoseCaretMoves() throws {
        let session = try Session()
        let dialog = try session.bash(#"printf 'one\n' | "$HUD" zenity --text-info --editable --title Notes"#)
        let text = try session.find("text", "")
        #expect(text.states.contains("editable") && text.states.contains("multi line"), "\(text.states)")
        #expect(text.caret == 4)
        let listener = try session.bus.listen(["object:text-caret-moved"], seconds: 8)
        try waitUntil("the listener to listen") { listener.stdout.contains("listening") }
        try session.fixture.input.type("ab")
        try waitUntil("the typing to reach the text") { (try? session.find("text", ""))?.text == "one\nab" }
        try waitUntil("the caret-moved event") {
            listener.stdout.contains(#""type": "object:text-caret-moved""#)
                && listener.stdout.contains(#""detail1": 6"#)
        }
        try session.fixture.input.key("ctrl+Return")
        #expect(try dialog.wait(timeout: .seconds(10)) == 0)
        #expect(dialog.stdout == "one\nab")
    }

    @Test func aSheetIsADialogWithAButtonPerChoice() throws {
        let session = try Session()
        let sheet = try session.bash(#"printf 'Copy\nMove\nRename\nDelete\n' | "$HUD" sheet --title Photo"#)
        let dialog = try session.find("dialog", "Photo")
        let buttons = dialog.children.filter { $0.role == "push button" }
        #expect(buttons.map(\.name).prefix(4) == ["Copy", "Move", "Rename", "Delete"])
        // A sheet appears focused on its first choice.
        #expect(buttons.filter { $0.states.contains("focused") }.map(\.name) == ["Copy"])
        #expect(try session.press("push button", "Rename") == "true")
        #expect(try sheet.wait(timeout: .seconds(10)) == 0)
        #expect(sheet.stdout == "Rename\n")
    }

    @Test func progressIsAProgressBarWhoseValueFollowsItsInput() throws {
        let session = try Session()
        let fifo = session.fixture.runtimeDirectory + "/progress"
        #expect(mkfifo(fifo, 0o600) == 0)
        let progress = try session.bash(
            #"exec "$HUD" progress Copying < "$0""#.replacingOccurrences(of: "$0", with: fifo))
        let writer = try #require(FileHandle(forWritingAtPath: fifo))
        writer.write(Data("40\n".utf8))
        #expect(
            try waitFor("the value 40") { try session.find("progress bar", "Copying").value?.first }
                == .number(40))
        let listener = try session.bus.listen(["object:property-change:accessible-value"], seconds: 8)
        try waitUntil("the listener to listen") { listener.stdout.contains("listening") }
        writer.write(Data("70\n".utf8))
        try waitUntil("the value 70") { try session.find("progress bar", "Copying").value?.first == .number(70) }
        try waitUntil("the value-changed event") {
            listener.stdout.contains(#""type": "object:property-change:accessible-value", "name": "Copying""#)
        }
        #expect(try session.find("progress bar", "Copying").value?.last == .text("70 %"))
        try writer.close()
        _ = try progress.wait(timeout: .seconds(10))
    }

    @Test func theLevelHUDIsALevelBarReadingItsValue() throws {
        let session = try Session()
        #expect(try session.run(["osd", "volume", "42"]).status == 0)
        let level = try session.find("level bar", "Volume")
        #expect(level.value == [.number(42), .number(0), .number(100), .text("Volume 42 %")])
        #expect(level.states.contains("showing"))
    }

    @Test func aToastIsANotificationThatLeaves() throws {
        let session = try Session()
        #expect(try session.run(["toast", "Copied to the clipboard"]).status == 0)
        let toast = try session.find("notification", "Copied to the clipboard")
        #expect(toast.states.contains("showing"))
        #expect(throws: Never.self) { try session.client(["gone", "*", "Copied to the clipboard"]) }
    }

    /// A banner of the daemon's notification server: a notification named by its summary, its app
    /// as description, its body and its action's button, which invokes the action as a click does.
    @Test func aBannerIsANotificationWhoseActionsAreButtons() throws {
        let session = try Session()
        let daemon = try Self.notificationDaemon(session)
        defer { daemon.stop() }
        let notifySend = try ProcessRunner.locate("notify-send", package: "libnotify-bin")
        let sent = try ProcessRunner.spawn(
            notifySend, ["-w", "-a", "make", "-A", "later=Later", "Build done", "All 42 tests passed"],
            environment: session.bus.environment)
        let banner = try session.find("notification", "Build done")
        #expect(banner.description == "make")
        #expect(banner.states.contains("showing"))
        #expect(banner.children.map(\.role) == ["label", "push button"])
        #expect(banner.children.map(\.name) == ["All 42 tests passed", "Later"])
        #expect(try session.press("push button", "Later") == "true")
        #expect(try sent.wait(timeout: .seconds(10)) == 0)
        #expect(sent.stdout == "later\n")
        #expect(throws: Never.self) { try session.client(["gone", "*", "Build done"]) }
    }

    /// The Notification Center of the daemon's notification server: a panel with its Do Not Disturb
    /// switch, which a screen reader's press toggles as a click does (dunstctl sees the pause), and a
    /// list item for the app with its notification.
    @Test func theNotificationCentersSwitchTogglesDoNotDisturb() throws {
        let session = try Session()
        let daemon = try Self.notificationDaemon(session)
        defer { daemon.stop() }
        let notifySend = try ProcessRunner.locate("notify-send", package: "libnotify-bin")
        let sent = try ProcessRunner.run(
            notifySend, ["-a", "make", "Build done", "All 42 tests passed"], environment: session.bus.environment)
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(try session.run(["notifications", "center", "--open"]).status == 0)
        let panel = try session.find("panel", "Notification Center")
        #expect(panel.children.map(\.role).prefix(2) == ["toggle button", "push button"])
        let toggle = try session.find("toggle button", "Do Not Disturb")
        #expect(!toggle.states.contains("checked"))
        let make = try session.find("list item", "make")
        #expect(make.children.map(\.name) == ["Build done"])
        #expect(try session.press("toggle button", "Do Not Disturb") == "true")
        let dunstctl = try ProcessRunner.locate("dunstctl", package: "dunst")
        try waitUntil("the daemon to pause") {
            try ProcessRunner.run(dunstctl, ["is-paused"], environment: session.bus.environment).stdout == "true\n"
        }
        try waitUntil("the switch to read checked") {
            try session.find("toggle button", "Do Not Disturb").states.contains("checked")
        }
    }

    /// `hud daemon --notifications` on the session's buses, once it serves notifications.
    static func notificationDaemon(_ session: Session) throws -> RunningProcess {
        let daemon = try ProcessRunner.spawn(
            HUDProcess.engineExecutable, ["daemon", "--notifications"], environment: session.bus.environment)
        try waitUntil("the daemon to serve notifications", timeout: .seconds(20)) {
            try #require(daemon.isRunning, "\(daemon.stderr)")
            return try session.bus.session.gdbus(
                [
                    "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                    "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications.GetServerInformation",
                ], environment: session.fixture.environment
            ).status == 0
        }
        return daemon
    }

    /// A client that calls with wrong types, on objects that never were or are gone (a closed
    /// alert's button), or 1,000 times at once gets D-Bus errors and answers; the daemon stays up
    /// and, round after round, its memory stops growing.
    @Test func badCallsGetErrorsAndTheDaemonStaysWhole() throws {
        let session = try Session()
        // The first round pays for what any first use does (the bus's buffers). After it the heap
        // climbs to a high-water mark in steps that depend on how far behind the 1,000 calls the
        // daemon falls (up to 2 MB in one round on a loaded machine, which malloc_trim cannot give
        // back: live objects pin its pages), and between steps a round adds nothing. A leak adds
        // in every round, so some round after the first must add under 256 kB (a leak of 256
        // bytes a call would not).
        var anonymous: [Int] = []
        var settled = false
        while !settled, anonymous.count < 8 {
            let card = try session.hud(Self.card)
            _ = try session.find("alert", "Delete?")
            let answers = try JSONDecoder().decode(
                [String: Answer].self, from: Data(session.client(["abuse", "Keep"]).utf8))
            #expect(answers["wrongType"] == .text("org.freedesktop.DBus.Error.InvalidArgs"))
            #expect(answers["outOfRange"] == .text("org.freedesktop.DBus.Error.InvalidArgs"))
            #expect(answers["unknownObject"] == .text("org.freedesktop.DBus.Error.UnknownMethod"))
            #expect(answers["unknownMethod"] == .text("org.freedesktop.DBus.Error.UnknownMethod"))
            #expect(answers["actionOutOfRange"] == .text("org.freedesktop.DBus.Error.InvalidArgs"))
            #expect(answers["rapidGetChildren"] == .list(["ok"]))
            #expect(answers["press"] == .list(["true"]))
            #expect(answers["closedAlertsButton"] == .text("org.freedesktop.DBus.Error.UnknownMethod"))
            #expect(try card.wait(timeout: .seconds(10)) == 1)
            let daemon = try #require(session.fixture.daemonPID, "the daemon is still there")
            anonymous.append(try ProcessStatus(pid: daemon).settledKilobytes("RssAnon"))
            settled = anonymous.count >= 2 && anonymous[anonymous.count - 1] - anonymous[anonymous.count - 2] < 256
        }
        #expect(settled, "\(anonymous) kB anonymous after each round: every round added 256 kB or more")
    }

    /// A reply as the client prints it: an error's name, or the reply's values.
    enum Answer: Decodable, Equatable {
        case text(String)
        case list([String])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let flags = try? container.decode([Bool].self) {
                self = .list(flags.map { "\($0)" })
            } else {
                self = .list(try container.decode([String].self))
            }
        }
    }

    /// A session bus that takes the connection and never answers holds nothing up: the toast shows
    /// and `hud` ends in its own process as it does without a bus, and the daemon, whose bridge is
    /// still waiting on that bus, ends at SIGTERM.
    @Test func aSessionBusThatNeverAnswersHoldsNothingUp() throws {
        let fixture = try OverlayFixture()
        let mute = try SilentSocket(in: fixture.runtimeDirectory)
        let environment = fixture.environment.merging(["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(mute.path)"]) { $1 }
        let inProcess = try ProcessRunner.spawn(
            ProcessRunner.hudExecutable, ["toast", "x"],
            environment: environment.merging(["HUD_NO_DAEMON": "1"]) { $1 })
        try fixture.waitForOverlay(of: inProcess)
        #expect(try inProcess.wait(timeout: .seconds(10)) == 0)

        let toast = try ProcessRunner.run(
            ProcessRunner.hudExecutable, ["toast", "x"],
            environment: environment.merging(["HUD_NO_DAEMON": "0"]) { $1 })
        #expect(toast.status == 0, "\(toast.stderr)")
        let daemon = try #require(fixture.daemonPID)
        #expect(mute.takeConnections() > 0, "the bridge reached the silent bus")
        kill(daemon, SIGTERM)
        try waitUntil("the daemon to end at SIGTERM", timeout: .seconds(5)) { kill(daemon, 0) != 0 }
    }

    /// A Unix socket that accepts connections (the kernel's backlog does, for a listening socket)
    /// and never reads or answers: a bus that hangs.
    final class SilentSocket {
        let path: String
        private let descriptor: Int32

        init(in directory: String) throws {
            path = directory + "/silent-bus"
            descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { bytes in
                bytes.copyBytes(from: Array(path.utf8.prefix(bytes.count - 1)))
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard descriptor >= 0, bound == 0, listen(descriptor, 64) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }

        deinit {
            for client in held { close(client) }
            close(descriptor)
        }

        /// Takes the connections waiting in the backlog and holds them, unanswered; how many it holds.
        func takeConnections() -> Int {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            while case let client = accept(descriptor, nil, nil), client >= 0 { held.append(client) }
            return held.count
        }
        private var held: [Int32] = []
    }

    /// With IsEnabled false the daemon makes no connection to the accessibility bus at all.
    @Test func withoutAScreenReaderNothingConnectsToTheAccessibilityBus() throws {
        let session = try Session(enabled: false)
        let card = try session.hud(Self.card)
        try session.fixture.waitForSettledOverlay(takesKeyboard: true, of: card)
        let daemon = try #require(session.fixture.daemonPID)
        let address = try session.bus.address
        let names = try ProcessRunner.run(
            ProcessRunner.locate("gdbus", package: "libglib2.0-bin"),
            [
                "call", "--address", address, "--dest", "org.freedesktop.DBus", "--object-path",
                "/org/freedesktop/DBus",
                "--method", "org.freedesktop.DBus.ListNames",
            ])
        #expect(names.status == 0, "\(names.stderr)")
        let unique = names.stdout.split(separator: "'").filter { $0.hasPrefix(":") }.map(String.init)
        let owners = try unique.map { name in
            try ProcessRunner.run(
                ProcessRunner.locate("gdbus", package: "libglib2.0-bin"),
                [
                    "call", "--address", address, "--dest", "org.freedesktop.DBus", "--object-path",
                    "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", name,
                ]
            ).stdout
        }
        let commands = owners.compactMap { owner in
            owner.split(whereSeparator: { !$0.isNumber }).last.flatMap {
                try? String(contentsOfFile: "/proc/\($0)/cmdline", encoding: .utf8)
            }
        }
        #expect(!owners.contains { $0.contains("(uint32 \(daemon),)") }, "daemon \(daemon): \(owners) \(commands)")
        // Turned on, the daemon follows: the card it shows is there to read.
        try session.bus.setEnabled(true)
        #expect(try session.find("alert", "Delete?").children.count == 3)
        card.stop()
    }
}
