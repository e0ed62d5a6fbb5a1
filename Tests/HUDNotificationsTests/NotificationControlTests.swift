import HUDCore
import HUDNotifications
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

    @Test func mistakesAreUsageErrors() {
        let board = BoardFixture().board
        for words in [
            [], ["bogus"], ["close"], ["close", "0"], ["close", "x"], ["list", "extra"], ["count", "all"],
            ["clear", "1"],
        ] {
            let outcome = NotificationControl.run(words, on: board)
            #expect(outcome.status == 2, "\(words)")
            #expect(outcome.error?.hasSuffix(NotificationControl.usage) == true)
        }
    }
}
