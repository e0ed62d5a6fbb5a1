import CX11
import Foundation
import HUDCore
import HUDKit
import HUDSurfaces
import HUDTestHarness
import Testing

/// Paste and copy between `hud alert` and other X clients under Xvfb, driven by XTEST: xclip as a
/// user's other programs, and owners of the tests' own that answer by INCR, late or never.
@Suite("Paste and copy under Xvfb", .serialized)
struct ClipboardTests {
    static let secureAlert = ["alert", "--title", "Sign in", "--secure-field", "Password"]

    /// What `hud alert --title TITLE` shows with these fields, for where they lie on screen.
    static func alert(_ title: String, fields: [AlertTextField]) throws -> Overlay {
        .alert(try AlertModel(title: title, actions: [AlertAction(title: "OK")], textFields: fields))
    }

    /// A middle click on a field of `alert`, once hud has read the text it pastes.
    func middleClick(onField field: Int, of alert: Overlay, _ fixture: OverlayFixture) throws {
        let watch = try PasteWatch(fixture)
        fixture.input.click(at: try fixture.frame(of: "field\(field)", in: alert).center, button: 2)
        try watch.waitForTheTextRead()
    }

    /// Shows the secure alert, pastes into its field with `keys`, waits until hud has read the
    /// text, then answers with Return; hud has exited with 0 when this returns.
    func pasteIntoTheSecureAlertAndAnswer(with keys: String, _ fixture: OverlayFixture) throws -> RunningProcess {
        let hud = try fixture.hud(Self.secureAlert)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        let watch = try PasteWatch(fixture)
        try fixture.input.key(keys)
        try watch.waitForTheTextRead()
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        return hud
    }

    @Test(arguments: ["ctrl+v", "shift+Insert"])
    func theClipboardPastesIntoASecureField(keys: String) throws {
        let fixture = try OverlayFixture()
        let xclip = try Xclip(fixture)
        let owner = try xclip.put("pa55 wörd ✓", on: "clipboard")
        let hud = try pasteIntoTheSecureAlertAndAnswer(with: keys, fixture)
        #expect(hud.stdout == "OK\npa55 wörd ✓\n")
        #expect(!hud.stderr.contains("pa55"))
        withExtendedLifetime(owner) {}
    }

    @Test func aMiddleClickOnAFieldPastesPrimary() throws {
        let fixture = try OverlayFixture()
        let xclip = try Xclip(fixture)
        let owner = try xclip.put("from primary", on: "primary")
        let clipboard = try xclip.put("from clipboard", on: "clipboard")
        let hud = try fixture.hud(["alert", "--title", "Rename", "--field", "Old", "--field", "New"])
        try fixture.waitForSettledOverlay(takesKeyboard: true, of: hud)
        let alert = try Self.alert(
            "Rename", fields: [AlertTextField(placeholder: "Old"), AlertTextField(placeholder: "New")])
        try middleClick(onField: 1, of: alert, fixture)
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "OK\n|from primary\n")
        withExtendedLifetime((owner, clipboard)) {}
    }

    @Test(arguments: [
        ("first line\nsecond line\n", "first line"), ("dos\r\nline", "dos"), ("\u{2028}after a separator", ""),
        ("bad \u{FF} byte", "bad \u{FFFD} byte"),
    ])
    func aPasteKeepsItsFirstLineAndRepairsBadBytes(clipboard: String, pasted: String) throws {
        let fixture = try OverlayFixture()
        let xclip = try Xclip(fixture)
        // U+00FF stands for the byte 0xFF, which is no UTF-8.
        let bytes = clipboard.unicodeScalars.map { $0 == "\u{FF}" ? [0xFF] : Array(String($0).utf8) }
        let owner = try xclip.put(bytes: bytes.flatMap { $0 }, on: "clipboard")
        let hud = try pasteIntoTheSecureAlertAndAnswer(with: "ctrl+v", fixture)
        #expect(hud.stdout == "OK\n\(pasted)\n")
        withExtendedLifetime(owner) {}
    }

    /// 300 KB on the clipboard: the field takes its first 1,000 characters, and hud reads only a
    /// piece of the rest.
    @Test func aClipboardLongerThanTheFieldIsCutAtItsLimit() throws {
        let fixture = try OverlayFixture()
        let xclip = try Xclip(fixture)
        let text = String((0..<300_000).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) })
        let owner = try xclip.put(text, on: "clipboard")
        let hud = try pasteIntoTheSecureAlertAndAnswer(with: "ctrl+v", fixture)
        #expect(hud.stdout == "OK\n\(text.prefix(OverlayInteraction.maxFieldLength))\n")
        withExtendedLifetime(owner) {}
    }

    /// An owner that sends the text in INCR chunks of 300 characters: the field's 1,000 are taken
    /// from the first four, and the rest of the transfer is still deleted, unread, to its end.
    @Test func anIncrementalTransferIsReadUpToTheLimit() throws {
        let fixture = try OverlayFixture()
        let owner = try SelectionOwner(fixture, taking: "CLIPBOARD")
        let hud = try fixture.hud(Self.secureAlert)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        try fixture.input.key("ctrl+v")
        let request = try owner.nextRequest()
        #expect(owner.connection.atomName(request.target) == "UTF8_STRING")
        let chunks = (0..<6).map { index in String(repeating: String(index), count: 300) }
        try owner.answerIncrementally(request, chunks: chunks.map { Array($0.utf8) })
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "OK\n\(chunks.joined().prefix(OverlayInteraction.maxFieldLength))\n")
    }

    /// An owner that answers only after a second: hud has given the paste up by then and ignores the
    /// late answer, and the alert took keys all along.
    @Test func anOwnerThatNeverAnswersIsGivenUpWithinASecond() throws {
        let fixture = try OverlayFixture()
        let owner = try SelectionOwner(fixture, taking: "CLIPBOARD")
        let hud = try fixture.hud(["alert", "--title", "Name", "--field", "Name"])
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        try fixture.input.key("ctrl+v")
        let request = try owner.nextRequest()
        let asked = Date()
        try fixture.input.type("ab")
        // The owner's silence is what is tested: a real second of it.
        Thread.sleep(until: asked.addingTimeInterval(1))
        owner.answer(request, with: Array("LATE".utf8))
        try fixture.input.type("c")
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "OK\nabc\n")
    }

    /// Ctrl+C puts a plain field's text on CLIPBOARD, which other clients read while the alert is up,
    /// as UTF-8, Latin-1 or a list of targets.
    @Test func ctrlCInAPlainFieldPutsItsTextOnTheClipboard() throws {
        let fixture = try OverlayFixture()
        let xclip = try Xclip(fixture)
        let owner = try xclip.put("before", on: "clipboard")
        let hud = try fixture.hud(["alert", "--title", "Name", "--field", "Name"])
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        try fixture.input.type("copied")
        try fixture.input.key("ctrl+a")
        try fixture.input.key("ctrl+c")
        let probe = fixture.probe.connection
        try waitUntil("hud to own CLIPBOARD") {
            fixture.hudWindows.map(\.id).contains(XGetSelectionOwner(probe.display, probe.atom("CLIPBOARD")))
        }
        #expect(try xclip.read("clipboard") == "copied")
        #expect(try xclip.read("clipboard", target: "STRING") == "copied")
        #expect(
            try xclip.read("clipboard", target: "TARGETS").split(separator: "\n").sorted()
                == ["STRING", "TARGETS", "TEXT", "TIMESTAMP", "UTF8_STRING"])
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "OK\ncopied\n")
        withExtendedLifetime(owner) {}
    }

    /// Ctrl+C in a secure field copies nothing: the Ctrl+V after it still pastes what xclip holds,
    /// and xclip still holds CLIPBOARD once the alert has gone.
    @Test func ctrlCInASecureFieldLeavesTheClipboardAlone() throws {
        let fixture = try OverlayFixture()
        let xclip = try Xclip(fixture)
        let owner = try xclip.put("before", on: "clipboard")
        let hud = try fixture.hud(Self.secureAlert)
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        try fixture.input.type("secret")
        try fixture.input.key("ctrl+a")
        try fixture.input.key("ctrl+c")
        // The caret after the text again, so the paste adds to it rather than replacing a selection.
        try fixture.input.key("End")
        let watch = try PasteWatch(fixture)
        try fixture.input.key("ctrl+v")
        try watch.waitForTheTextRead()
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "OK\nsecretbefore\n")
        #expect(try xclip.read("clipboard") == "before")
        withExtendedLifetime(owner) {}
    }

    /// Ctrl+A in a plain field offers its text as PRIMARY until the selection ends; a secure field's
    /// never is: a middle click on it after Ctrl+A pastes what xclip holds.
    @Test func aPlainFieldsSelectionIsPrimaryAndASecureOneNever() throws {
        let fixture = try OverlayFixture()
        let xclip = try Xclip(fixture)
        let first = try xclip.put("before", on: "primary")
        let hud = try fixture.hud(["alert", "--title", "Sign in", "--field", "User", "--secure-field", "Password"])
        try fixture.waitForSettledOverlay(takesKeyboard: true, of: hud)
        let probe = fixture.probe.connection
        let primaryOwner = { XGetSelectionOwner(probe.display, probe.atom("PRIMARY")) }
        try fixture.input.type("plain")
        try fixture.input.key("ctrl+a")
        try waitUntil("hud to own PRIMARY") { fixture.hudWindows.map(\.id).contains(primaryOwner()) }
        #expect(try xclip.read("primary") == "plain")
        try fixture.input.key("Tab")
        try waitUntil("hud to give PRIMARY up") { primaryOwner() == 0 }

        let second = try xclip.put("again", on: "primary")
        try fixture.input.type("secret")
        try fixture.input.key("ctrl+a")
        // The caret after the text again, so the paste adds to it rather than replacing a selection.
        try fixture.input.key("End")
        let alert = try Self.alert(
            "Sign in",
            fields: [AlertTextField(placeholder: "User"), AlertTextField(placeholder: "Password", isSecure: true)])
        try middleClick(onField: 1, of: alert, fixture)
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout == "OK\nplain|secretagain\n")
        #expect(try xclip.read("primary") == "again")
        withExtendedLifetime((first, second)) {}
    }
}

/// Another client's view of hud's windows: the paste's property deleted is hud saying it has read
/// the text (before it handles the next event), so a key pressed after that comes after the paste.
private final class PasteWatch {
    let connection: X11Connection

    init(_ fixture: OverlayFixture) throws {
        connection = try X11Connection(server: fixture.server)
        for window in fixture.hudWindows { XSelectInput(connection.display, window.id, PropertyChangeMask) }
        connection.sync()
    }

    func waitForTheTextRead() throws {
        let property = connection.atom("HUD_SELECTION")
        try connection.waitForEvent("hud to read the pasted text") { event in
            event.type == PropertyNotify && event.xproperty.atom == property
                && event.xproperty.state == PropertyDelete
        }
    }
}

/// A client of the test's own that owns a selection and answers its requests as the test says.
private final class SelectionOwner {
    let connection: X11Connection
    let window: Window

    init(_ fixture: OverlayFixture, taking selection: String) throws {
        connection = try X11Connection(server: fixture.server)
        let display = connection.display
        window = XCreateSimpleWindow(display, connection.root, 0, 0, 1, 1, 0, 0, 0)
        XSetSelectionOwner(display, connection.atom(selection), window, UInt(CurrentTime))
        connection.sync()
    }

    deinit {
        XDestroyWindow(connection.display, window)
        connection.sync()
    }

    func nextRequest() throws -> XSelectionRequestEvent {
        try connection.waitForEvent("a request for the selection") { $0.type == SelectionRequest }.xselectionrequest
    }

    /// Puts `bytes` in the requestor's property as UTF8_STRING and tells it so.
    func answer(_ request: XSelectionRequestEvent, with bytes: [UInt8]) {
        write(bytes, type: connection.atom("UTF8_STRING"), for: request)
        notify(request)
    }

    /// Announces INCR, then hands over `chunks` one at a time, each once the requestor has deleted the
    /// one before, and an empty one to end; returns once the requestor has deleted that too.
    func answerIncrementally(_ request: XSelectionRequestEvent, chunks: [[UInt8]]) throws {
        let display = connection.display
        XSelectInput(display, request.requestor, PropertyChangeMask)
        var size = UInt(chunks.map(\.count).reduce(0, +))
        XChangeProperty(
            display, request.requestor, request.property, connection.atom("INCR"), 32, PropModeReplace,
            withUnsafeBytes(of: &size) { Array($0) }, 1)
        notify(request)
        for chunk in chunks + [[]] {
            try waitForDeletion(of: request)
            write(chunk, type: connection.atom("UTF8_STRING"), for: request)
        }
        try waitForDeletion(of: request)
    }

    private func waitForDeletion(of request: XSelectionRequestEvent) throws {
        try connection.waitForEvent("the requestor to delete its property") { event in
            event.type == PropertyNotify && event.xproperty.window == request.requestor
                && event.xproperty.atom == request.property && event.xproperty.state == PropertyDelete
        }
    }

    private func write(_ bytes: [UInt8], type: Atom, for request: XSelectionRequestEvent) {
        XChangeProperty(
            connection.display, request.requestor, request.property, type, 8, PropModeReplace, bytes,
            Int32(bytes.count))
        connection.sync()
    }

    private func notify(_ request: XSelectionRequestEvent) {
        var notice = XEvent()
        notice.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: 1, display: connection.display,
            requestor: request.requestor, selection: request.selection, target: request.target,
            property: request.property, time: request.time)
        XSendEvent(connection.display, request.requestor, 0, 0, &notice)
        connection.sync()
    }
}
