import HUDCore
import HUDNotificationBoard
import HUDSurfaces
import Testing

@Suite struct NotificationControlTests {
    @Test func listHistoryCountAndClose() throws {
        let fixture = BoardFixture()
        let board = fixture.board
        let first = try fixture.notify("Mail", body: "from <b>Ann</b>\tand\nBob")
        _ = try fixture.notify("Alarm", hints: ["urgency": .byte(2)])
        #expect(
            NotificationControl.run(["list"], on: board).output
                == "\(first)\tshown\tnormal\ttest\tMail\tfrom Ann and Bob\n2\tshown\tcritical\ttest\tAlarm\t\n")
        #expect(NotificationControl.run(["close", "\(first)"], on: board).status == 0)
        #expect(fixture.signals == [.closed(id: first, reason: .dismissedByUser)])
        let missing = NotificationControl.run(["close", "\(first)"], on: board)
        #expect(missing.status == 1 && missing.error == "hud: notifications: no notification \(first)")
        #expect(
            NotificationControl.run(["history"], on: board).output.hasPrefix("\(first)\tclosed\tnormal\ttest\tMail"))
        #expect(NotificationControl.run(["pause"], on: board).status == 0)
        _ = try fixture.notify("Later")
        #expect(NotificationControl.run(["count"], on: board).output == "shown 1\nwaiting 1\nhistory 1\n")
        #expect(NotificationControl.run(["count", "waiting"], on: board).output == "1\n")
        #expect(NotificationControl.run(["resume"], on: board).status == 0)
        #expect(NotificationControl.run(["close-all"], on: board).status == 0)
        #expect(NotificationControl.run(["count", "shown"], on: board).output == "0\n")
        #expect(NotificationControl.run(["count", "history"], on: board).output == "3\n")
        #expect(NotificationControl.run(["clear"], on: board).status == 0)
        #expect(NotificationControl.run(["history"], on: board).output == "")
    }

    @Test func dunstctlsVerbs() throws {
        let fixture = BoardFixture()
        let board = fixture.board
        func run(_ words: String) -> NotificationControl.Outcome {
            NotificationControl.run(words.split(separator: " ").map(String.init), on: board)
        }
        let none = run("close-last")
        #expect(none.status == 1 && none.output.isEmpty && none.error == "hud: notifications: none shown")
        #expect(run("action").error == "hud: notifications: none shown")
        #expect(run("history-pop").error == "hud: notifications: the history is empty")
        let mail = try fixture.notify("Mail", actions: ["default", "Open", "archive", "Archive"])
        let alarm = try fixture.notify("Alarm", hints: ["urgency": .byte(2)])
        let build = try fixture.notify("Build\tdone", actions: ["rerun", "Run again", "log", "Log"])

        // The newest is the latest in the stack here: the fixture's clock stands still.
        #expect(run("actions").output == "\(build)\trerun\tRun again\tBuild done\n\(build)\tlog\tLog\tBuild done\n")
        #expect(
            run("actions --all").output
                == "\(build)\trerun\tRun again\tBuild done\n\(build)\tlog\tLog\tBuild done\n"
                + "\(mail)\tdefault\tOpen\tMail\n\(mail)\tarchive\tArchive\tMail\n")
        let several = run("action")
        #expect(several.status == 1)
        #expect(
            several.error
                == "hud: notifications: notification \(build) has 2 actions and no default: name one "
                + "(action \(build) KEY) or choose with hud notifications menu")
        #expect(run("action \(build) log").status == 0)
        #expect(fixture.signals.contains(.actionInvoked(id: build, key: "log")))
        #expect(run("action \(mail) nope").error == "hud: notifications: notification \(mail) has no action \"nope\"")
        #expect(run("action 4242").error == "hud: notifications: no notification 4242")
        #expect(run("action \(mail)").status == 0)
        #expect(fixture.signals.contains(.actionInvoked(id: mail, key: "default")))
        #expect(run("actions").error == "hud: notifications: notification \(alarm) has no actions")

        // close-last is dunstctl's close: the most urgent first.
        #expect(run("close-last").status == 0)
        #expect(fixture.signals.last == .closed(id: alarm, reason: .dismissedByUser))
        #expect(run("history-pop \(build)").status == 0)
        #expect(board.shown.map(\.id) == [build])
        #expect(run("actions --all").error == "hud: notifications: no shown notification has actions")
        #expect(run("history-pop 4242").error == "hud: notifications: no notification 4242 in the history")

        #expect(run("is-paused").output == "false\n")
        #expect(run("set-paused toggle").status == 0)
        #expect(run("is-paused").output == "true\n")
        #expect(run("set-paused true").status == 0 && board.isPaused)
        #expect(run("set-paused false").status == 0 && !board.isPaused)
        #expect(run("menu").status == 2, "the menu runs in the caller's process")
    }

    @Test func mistakesAreUsageErrors() {
        let board = BoardFixture().board
        for words in [
            [], ["bogus"], ["close"], ["close", "0"], ["close", "x"], ["list", "extra"], ["count", "all"],
            ["close-last", "1"], ["history-pop", "x"], ["history-pop", "0"], ["action", "-1"],
            ["action", "1", "a", "b"],
            ["actions", "1"], ["is-paused", "x"], ["set-paused"], ["set-paused", "yes"],
            ["clear", "1"],
        ] {
            let outcome = NotificationControl.run(words, on: board)
            #expect(outcome.status == 2, "\(words)")
            #expect(outcome.error?.hasSuffix(NotificationControl.usage) == true)
        }
    }
}
