import Foundation
import HUDTestHarness
import Testing

/// Text fields a screen reader edits and selects through AT-SPI's `EditableText` and `Text`, as
/// `AccessibilityTests` meets the rest: the alert's fields, zenity's entry and a notification's
/// reply field, each edited as typing edits it.
@Suite("Editable text for screen readers (AT-SPI2)", .serialized)
struct EditableTextAccessibilityTests {
    typealias Session = AccessibilityTests.Session

    /// What the client's `edit` printed: the method's answer, or the D-Bus error's message.
    struct Answer: Decodable {
        let answer: AnswerValue?
        let error: String?
    }

    enum AnswerValue: Decodable, Equatable {
        case flag(Bool)
        case number(Int)
        case offsets([Int])
        case text(String)
        case none

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .none
            } else if let flag = try? container.decode(Bool.self) {
                self = .flag(flag)
            } else if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else if let offsets = try? container.decode([Int].self) {
                self = .offsets(offsets)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
    }

    static func edit(_ session: Session, _ role: String, _ name: String, _ method: String, _ arguments: String = "[]")
        throws -> Answer
    {
        try JSONDecoder().decode(
            Answer.self, from: Data(session.client(["edit", "*", role, name, method, arguments]).utf8))
    }

    /// A screen reader types into the entry with `insertText` and replaces the password with
    /// `setTextContents`; the answer carries both, as if typed. The password's text is bullets to
    /// the reader, and a copy or a cut of it is refused.
    @Test func insertTextAndSetTextContentsEditTheFieldsAsTypingDoes() throws {
        let session = try Session()
        let alert = try session.hud([
            "alert", "--title", "Sign in", "--field", "User", "--secure-field", "Password", "--action", "Sign In",
        ])
        _ = try session.find("dialog", "Sign in")
        let listener = try session.bus.listen(["object:text-changed"], seconds: 8)
        try waitUntil("the listener to listen") { listener.stdout.contains("listening") }
        #expect(try Self.edit(session, "entry", "User", "insertText", #"[0, "ad", 2]"#).answer == .flag(true))
        #expect(try Self.edit(session, "entry", "User", "insertText", #"[-1, "a", -1]"#).answer == .flag(true))
        try waitUntil("the entry to read ada") { (try? session.find("entry", "User"))?.text == "ada" }
        try waitUntil("the text-changed event") {
            listener.stdout.contains(#""type": "object:text-changed:insert", "name": "User""#)
        }
        let secret = "sesame"
        #expect(
            try Self.edit(session, "password text", "Password", "setTextContents", #"["\#(secret)"]"#).answer
                == .flag(true))
        try waitUntil("the password to read six bullets") {
            (try? session.find("password text", "Password"))?.text == "••••••"
        }
        #expect(try Self.edit(session, "password text", "Password", "getText", "[0, -1]").answer == .text("••••••"))
        let copy = try Self.edit(session, "password text", "Password", "copyText", "[0, 6]")
        #expect(copy.error?.contains("never leaves") == true, "\(copy)")
        let cut = try Self.edit(session, "password text", "Password", "cutText", "[0, 6]")
        #expect(cut.error?.contains("never leaves") == true, "\(cut)")
        #expect(try !session.client(["find", "*", "dialog", "Sign in"]).contains(secret))
        #expect(!listener.stdout.contains(secret))
        #expect(try session.press("push button", "Sign In") == "true")
        #expect(try alert.wait(timeout: .seconds(10)) == 0)
        #expect(alert.stdout == "Sign In\nada|\(secret)\n")
    }

    /// Offsets out of the text, backwards ranges and a huge text are clamped, never a crash; a
    /// deletion, a cut and a paste change the field as the keys would, through CLIPBOARD.
    @Test func badOffsetsAreClampedAndCutAndPasteGoThroughTheClipboard() throws {
        let session = try Session()
        let alert = try session.hud(["alert", "--title", "Rename", "--field", "Name", "--action", "OK"])
        _ = try session.find("dialog", "Rename")
        #expect(
            try Self.edit(session, "entry", "Name", "insertText", #"[99, "photo-final", -1]"#).answer == .flag(true))
        #expect(try Self.edit(session, "entry", "Name", "deleteText", "[11, 5]").answer == .flag(true))
        try waitUntil("the entry to read photo") { (try? session.find("entry", "Name"))?.text == "photo" }
        // A negative offset is the text's end: the range is 3 to the end, "to".
        #expect(try Self.edit(session, "entry", "Name", "cutText", "[-7, 3]").answer == .flag(true))
        try waitUntil("the entry to read pho") { (try? session.find("entry", "Name"))?.text == "pho" }
        // The cut put its text on CLIPBOARD as it deleted it.
        #expect(try Xclip(session.fixture).read("clipboard") == "to")
        // A paste brings CLIPBOARD back, here the field's own cut, as Ctrl+V would.
        #expect(try Self.edit(session, "entry", "Name", "pasteText", "[0]").answer == .flag(true))
        try waitUntil("the entry to read topho") { (try? session.find("entry", "Name"))?.text == "topho" }
        // As long as one argument of a command line may be; D-Bus would carry more.
        let huge = String(repeating: "x", count: 100_000)
        #expect(try Self.edit(session, "entry", "Name", "setTextContents", #"["\#(huge)"]"#).answer == .flag(true))
        try waitUntil("the entry to hold what a field holds") {
            (try? session.find("entry", "Name"))?.text?.count == 1000
        }
        #expect(try session.press("push button", "OK") == "true")
        #expect(try alert.wait(timeout: .seconds(10)) == 0)
    }

    /// Offsets count Unicode characters, as a Python client's string indices and GTK do: a flag is
    /// two, and an offset inside it means its start, where a caret can be.
    @Test func offsetsCountUnicodeCharactersNotGraphemes() throws {
        let session = try Session()
        let alert = try session.hud(["alert", "--title", "Trip", "--field", "Where", "--action", "OK"])
        _ = try session.find("dialog", "Trip")
        #expect(try Self.edit(session, "entry", "Where", "insertText", #"[0, "🇫🇷 ok", 5]"#).answer == .flag(true))
        try waitUntil("the entry to read the flag") { (try? session.find("entry", "Where"))?.text == "🇫🇷 ok" }
        #expect(try session.find("entry", "Where").caret == 5)
        #expect(try Self.edit(session, "entry", "Where", "insertText", #"[2, "!", 1]"#).answer == .flag(true))
        try waitUntil("the ! after the flag") { (try? session.find("entry", "Where"))?.text == "🇫🇷! ok" }
        #expect(try session.find("entry", "Where").caret == 3)
        #expect(try Self.edit(session, "entry", "Where", "insertText", #"[1, "x", 1]"#).answer == .flag(true))
        try waitUntil("the x before the flag") { (try? session.find("entry", "Where"))?.text == "x🇫🇷! ok" }
        #expect(try Self.edit(session, "entry", "Where", "getText", "[1, 3]").answer == .text("🇫🇷"))
        #expect(try Self.edit(session, "entry", "Where", "setSelection", "[0, 1, 3]").answer == .flag(true))
        try waitUntil("the flag selected") {
            try Self.edit(session, "entry", "Where", "getSelection", "[0]").answer == .offsets([1, 3])
        }
        #expect(try session.press("push button", "OK") == "true")
        #expect(try alert.wait(timeout: .seconds(10)) == 0)
        #expect(alert.stdout == "OK\nx🇫🇷! ok\n")
    }

    /// zenity's `--entry-text` starts selected, as GTK's entry does: the reader finds that selection,
    /// moves it and hears it move.
    @Test func zenitysEntryTextStartsSelectedAndTheSelectionFollowsTheReader() throws {
        let session = try Session()
        let entry = try session.bash(#""$HUD" zenity --entry --title Name --text Name: --entry-text=abc"#)
        _ = try session.find("dialog", "Name")
        #expect(try Self.edit(session, "entry", "", "getNSelections").answer == .number(1))
        #expect(try Self.edit(session, "entry", "", "getSelection", "[0]").answer == .offsets([0, 3]))
        let listener = try session.bus.listen(["object:text-selection-changed"], seconds: 8)
        try waitUntil("the listener to listen") { listener.stdout.contains("listening") }
        #expect(try Self.edit(session, "entry", "", "setSelection", "[0, 1, 2]").answer == .flag(true))
        try waitUntil("the selection to move") {
            try Self.edit(session, "entry", "", "getSelection", "[0]").answer == .offsets([1, 2])
        }
        try waitUntil("the selection-changed event") { listener.stdout.contains("object:text-selection-changed") }
        #expect(try Self.edit(session, "entry", "", "addSelection", "[0, 1]").answer == .flag(false))
        #expect(try Self.edit(session, "entry", "", "removeSelection", "[0]").answer == .flag(true))
        try waitUntil("the selection to end") {
            try Self.edit(session, "entry", "", "getSelection", "[0]").answer == .offsets([0, 0])
        }
        try session.fixture.input.key("Return")
        #expect(try entry.wait(timeout: .seconds(10)) == 0)
        #expect(entry.stdout == "abc\n")
    }

    /// A banner's reply field, once open, is an entry named by the placeholder; the reader types
    /// into it, and Return sends what it typed.
    @Test func aBannersReplyFieldIsAnEntryTheReaderTypesIntoAndReturnSends() throws {
        let session = try Session()
        let daemon = try AccessibilityTests.notificationDaemon(session)
        defer { daemon.stop() }
        let (client, id) = try ReplyClient.start(
            in: session.fixture.runtimeDirectory, environment: session.bus.environment)
        _ = try session.find("notification", "Ana")
        let reply = try session.find("push button", "Reply")
        #expect(reply.extents[2] > 0 && reply.extents[3] > 0, "\(reply.extents)")
        #expect(try session.press("push button", "Reply") == "true")
        let field = try session.find("entry", "Reply to Ana")
        #expect(field.states.contains("focused") && field.states.contains("editable"))
        #expect(field.extents[2] > 0 && field.extents[3] > 0, "\(field.extents)")
        #expect(
            try Self.edit(session, "entry", "Reply to Ana", "insertText", #"[0, "on my way", 9]"#).answer == .flag(true)
        )
        try waitUntil("the field to read the reply") {
            (try? session.find("entry", "Reply to Ana"))?.text == "on my way"
        }
        try session.fixture.input.key("Return")
        #expect(try client.wait(timeout: .seconds(10)) == 0, "\(client.stderr)")
        #expect(client.stdout == "id \(id)\nreplied \(id) on my way\nclosed \(id) 2\n")
    }
}
