import CX11
import Foundation
import HUDCore
import HUDSurfaces
import HUDTestHarness
import Testing

/// The `inline-reply` capability against a real client: a GDBus (PyGObject) client sends `Notify`
/// with an `inline-reply` action and KDE's placeholder hint, and prints the `NotificationReplied`
/// and `NotificationClosed` it hears; the reply is typed through XTEST.
@Suite("Quick reply from a banner", .serialized)
struct QuickReplyTests {
    typealias Fixture = NotificationsInterfaceTests.Fixture

    static func startClient(_ fixture: Fixture) throws -> (RunningProcess, UInt32) {
        try ReplyClient.start(in: fixture.display.runtimeDirectory, environment: fixture.environment)
    }

    /// Types "on my way" once the stack holds the keyboard, and Return.
    static func typeReply(_ fixture: Fixture) throws {
        try waitUntil("the banner to take the keyboard") { fixture.display.keyboardIsGrabbedElsewhere }
        try fixture.display.input.type("on my way")
        try fixture.display.input.key("Return")
    }

    @Test func theReplyVerbOpensTheFieldAndReturnSendsTheTypedText() throws {
        let fixture = try Fixture()
        let (client, id) = try Self.startClient(fixture)
        try waitUntil("the banner") { !fixture.bannerWindows.isEmpty }
        // Nothing holds the keyboard until the field opens.
        #expect(!fixture.display.keyboardIsGrabbedElsewhere)
        let result = try fixture.control(["reply"])
        #expect(result.status == 0, "\(result.stderr)")
        try Self.typeReply(fixture)
        #expect(try client.wait(timeout: .seconds(10)) == 0, "\(client.stderr)")
        #expect(client.stdout == "id \(id)\nreplied \(id) on my way\nclosed \(id) 2\n")
        try waitUntil("the keyboard let go") { !fixture.display.keyboardIsGrabbedElsewhere }
    }

    @Test func ctrlVPastesTheClipboardIntoTheField() throws {
        let fixture = try Fixture()
        let owner = try Xclip(fixture.display).put("on my way", on: "clipboard")
        defer { owner.stop() }
        let (client, id) = try Self.startClient(fixture)
        try waitUntil("the banner") { !fixture.bannerWindows.isEmpty }
        #expect(try fixture.control(["reply", "\(id)"]).status == 0)
        try waitUntil("the banner to take the keyboard") { fixture.display.keyboardIsGrabbedElsewhere }
        // The paste comes in its own time: the field drawn with it is the sign it has.
        var previous: [UInt32] = []
        try waitUntil("the open field drawn", interval: .milliseconds(50)) {
            let pixels = try screenshot(display: fixture.display.server.display).pixels()
            defer { previous = pixels }
            return pixels == previous
        }
        let empty = previous
        try fixture.display.input.key("ctrl+v")
        try waitUntil("the pasted text drawn") {
            try screenshot(display: fixture.display.server.display).pixels() != empty
        }
        try fixture.display.input.type("!")
        try fixture.display.input.key("Return")
        #expect(try client.wait(timeout: .seconds(10)) == 0, "\(client.stderr)")
        #expect(client.stdout == "id \(id)\nreplied \(id) on my way!\nclosed \(id) 2\n")
    }

    @Test func theReplyVerbRefusesANotificationWithoutAReply() throws {
        let fixture = try Fixture()
        let id = try fixture.post(["-t", "0", "Mail"])
        let refused = try fixture.control(["reply", "\(id)"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "hud: notifications: notification \(id) offers no reply\n", "\(refused.stderr)")
        let none = try fixture.control(["reply"])
        #expect(none.status == 1)
        #expect(none.stderr == "hud: notifications: no shown notification offers a reply\n", "\(none.stderr)")
    }

    @Test func clickingReplyOpensTheFieldAndEscapeLeavesTheBanner() throws {
        let fixture = try Fixture()
        let banner = BannerContent(
            appName: "Chat", summary: "Ana", body: [StyledTextRun("Where are you?")],
            actions: [BannerAction(key: BannerAction.inlineReplyKey, label: "Reply")])
        let button = try fixture.frame(of: BannerLayout.actionName(1, 0), posting: [banner])
        let (client, id) = try Self.startClient(fixture)
        try fixture.waitForSettledCard(at: [button.center])
        fixture.display.input.move(to: button.center)
        fixture.display.input.click(at: button.center)
        try waitUntil("the banner to take the keyboard") { fixture.display.keyboardIsGrabbedElsewhere }
        try fixture.display.input.key("Escape")
        try waitUntil("the keyboard let go") { !fixture.display.keyboardIsGrabbedElsewhere }
        #expect(try DunstctlTests.ids(fixture, "list") == [id], "the banner stays")
        #expect(client.stdout == "id \(id)\n")

        fixture.display.input.click(at: button.center)
        try Self.typeReply(fixture)
        #expect(try client.wait(timeout: .seconds(10)) == 0, "\(client.stderr)")
        #expect(client.stdout == "id \(id)\nreplied \(id) on my way\nclosed \(id) 2\n")
    }

    /// Ctrl+C in the reply field puts its selection on CLIPBOARD, which other clients read while
    /// the banner is up.
    @Test func ctrlCInTheFieldPutsItsTextOnTheClipboard() throws {
        let fixture = try Fixture()
        let xclip = try Xclip(fixture.display)
        let owner = try xclip.put("before", on: "clipboard")
        let (client, id) = try Self.startClient(fixture)
        try waitUntil("the banner") { !fixture.bannerWindows.isEmpty }
        #expect(try fixture.control(["reply", "\(id)"]).status == 0)
        try waitUntil("the banner to take the keyboard") { fixture.display.keyboardIsGrabbedElsewhere }
        try fixture.display.input.type("on my way")
        try fixture.display.input.key("ctrl+a")
        try fixture.display.input.key("ctrl+c")
        let probe = fixture.display.probe.connection
        try waitUntil("the banner to own CLIPBOARD") {
            fixture.display.hudWindows.map(\.id).contains(XGetSelectionOwner(probe.display, probe.atom("CLIPBOARD")))
        }
        #expect(try xclip.read("clipboard") == "on my way")
        try fixture.display.input.key("End")
        try fixture.display.input.key("Return")
        #expect(try client.wait(timeout: .seconds(10)) == 0, "\(client.stderr)")
        #expect(client.stdout == "id \(id)\nreplied \(id) on my way\nclosed \(id) 2\n")
        withExtendedLifetime(owner) {}
    }

    /// A middle click on the open field pastes PRIMARY at its end.
    @Test func aMiddleClickOnTheFieldPastesPrimary() throws {
        let fixture = try Fixture()
        let xclip = try Xclip(fixture.display)
        let primary = try xclip.put("on my way", on: "primary")
        let clipboard = try xclip.put("from clipboard", on: "clipboard")
        let banner = BannerContent(
            appName: "Chat", summary: "Ana", body: [StyledTextRun("Where are you?")],
            actions: [BannerAction(key: BannerAction.inlineReplyKey, label: "Reply")])
        // The field takes the Reply row's place.
        let row = try fixture.frame(of: BannerLayout.actionName(1, 0), posting: [banner])
        let (client, id) = try Self.startClient(fixture)
        try fixture.waitForSettledCard(at: [row.center])
        #expect(try fixture.control(["reply", "\(id)"]).status == 0)
        try waitUntil("the banner to take the keyboard") { fixture.display.keyboardIsGrabbedElsewhere }
        try fixture.display.input.type("I'm ")
        var previous: [UInt32] = []
        try waitUntil("the typed text drawn", interval: .milliseconds(50)) {
            let pixels = try screenshot(display: fixture.display.server.display).pixels()
            defer { previous = pixels }
            return pixels == previous
        }
        let typed = previous
        fixture.display.input.click(at: row.center, button: 2)
        try waitUntil("the pasted text drawn") {
            try screenshot(display: fixture.display.server.display).pixels() != typed
        }
        try fixture.display.input.key("Return")
        #expect(try client.wait(timeout: .seconds(10)) == 0, "\(client.stderr)")
        #expect(client.stdout == "id \(id)\nreplied \(id) I'm on my way\nclosed \(id) 2\n")
        withExtendedLifetime((primary, clipboard)) {}
    }

    /// The Notification Center offers the same on an open notification's card: Shift-Tab reaches
    /// its Reply row (the last control), Return opens the field, Return again sends it.
    @Test func theCenterRepliesFromAnOpenNotificationsCard() throws {
        let fixture = try Fixture()
        let (client, id) = try Self.startClient(fixture)
        try waitUntil("the banner") { !fixture.bannerWindows.isEmpty }
        try NotificationCenterTests.open(fixture)
        try fixture.display.input.key("shift+Tab")
        try fixture.display.input.key("Return")
        try fixture.display.input.type("on my way")
        try fixture.display.input.key("Return")
        #expect(try client.wait(timeout: .seconds(10)) == 0, "\(client.stderr)")
        #expect(client.stdout == "id \(id)\nreplied \(id) on my way\nclosed \(id) 2\n")
        #expect(NotificationCenterTests.panelWindow(fixture) != nil, "the panel stays open")
        // The field gone with its notification, Escape closes the panel again.
        try fixture.display.input.key("Escape")
        try waitUntil("the panel's window to go") { NotificationCenterTests.panelWindow(fixture) == nil }
    }
}
