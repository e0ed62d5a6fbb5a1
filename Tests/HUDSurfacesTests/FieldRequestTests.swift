import Testing

@testable import HUDCore
@testable import HUDStage
@testable import HUDSurfaces

@Suite("A screen reader's edits of a text field")
struct FieldRequestTests {
    static func editor(_ text: String, isSecure: Bool = false) -> TextFieldEditor {
        TextFieldEditor(text: text, isSecure: isSecure, limit: OverlayInteraction.maxFieldLength)
    }

    /// `request` made of `editor` with the commands it gives, a paste bringing `clipboard`; what
    /// the field holds after, and what went to CLIPBOARD.
    static func made(_ request: FieldRequest, of editor: TextFieldEditor, clipboard: String = "")
        -> (editor: TextFieldEditor, copied: [String])
    {
        var editor = editor
        var copied: [String] = []
        for command in request.commands(for: editor) {
            switch command {
            case .edit(let edit): editor.apply(edit)
            case .paste: editor.paste(clipboard)
            case .copy: editor.copyableText.map { copied.append($0) }
            }
        }
        return (editor, copied)
    }

    @Test func insertingTypesAtTheOffsetAndLeavesTheCaretAfterIt() {
        let inserted = Self.made(.insert("l", at: 1), of: Self.editor("ada")).editor
        #expect(inserted.text == "alda")
        #expect(inserted.selection == FieldSelection(caret: 2))
        #expect(Self.made(.insert("!", at: 3), of: Self.editor("ada")).editor.text == "ada!")
    }

    @Test func replacingAllEmptiesTheFieldThenTypes() {
        #expect(Self.made(.replaceAll("grace"), of: Self.editor("ada")).editor.text == "grace")
        #expect(Self.made(.replaceAll(""), of: Self.editor("ada")).editor.text == "")
        // As typed: a line break never enters a single-line field.
        #expect(Self.made(.replaceAll("two\nlines"), of: Self.editor("")).editor.text == "twolines")
    }

    @Test func deletingTakesTheRangeAndAnEmptyRangeNothing() {
        let deleted = Self.made(.delete(1..<3), of: Self.editor("abcd")).editor
        #expect(deleted.text == "ad")
        #expect(deleted.selection == FieldSelection(caret: 1))
        let untouched = Self.made(.delete(2..<2), of: Self.editor("abcd")).editor
        #expect(untouched == Self.editor("abcd"), "no character after the caret goes")
    }

    @Test func copyAndCutPutTheRangeOnTheClipboardCutDeletesIt() {
        let copied = Self.made(.copy(0..<2), of: Self.editor("abcd"))
        #expect(copied.copied == ["ab"])
        #expect(copied.editor.text == "abcd")
        let cut = Self.made(.cut(1..<3), of: Self.editor("abcd"))
        #expect(cut.copied == ["bc"])
        #expect(cut.editor.text == "ad")
    }

    /// A password never leaves its field: a copy or a cut of it does nothing at all.
    @Test func aSecureFieldRefusesCopyAndCut() {
        let secret = Self.editor("sesame", isSecure: true)
        #expect(FieldRequest.copy(0..<6).commands(for: secret).isEmpty)
        #expect(FieldRequest.cut(0..<6).commands(for: secret).isEmpty)
        #expect(Self.made(.cut(0..<6), of: secret).editor.text == "sesame")
        #expect(FieldRequest.copy(0..<6).readsText && FieldRequest.cut(0..<6).readsText)
        // Typing a password is a screen reader user's right.
        #expect(Self.made(.insert("!", at: 6), of: secret).editor.text == "sesame!")
        #expect(Self.made(.replaceAll("open"), of: secret).editor.text == "open")
    }

    @Test func pasteGoesInAtTheOffset() {
        #expect(Self.made(.paste(at: 0), of: Self.editor("world"), clipboard: "hello ").editor.text == "hello world")
    }

    @Test func selectingDeselectingAndTheCaretStayInsideTheText() {
        let selected = Self.made(.select(1..<3), of: Self.editor("abcd")).editor
        #expect(selected.selection.range == 1..<3)
        #expect(selected.selection.caret == 3)
        let ended = Self.made(.deselect, of: selected).editor
        #expect(ended.selection == FieldSelection(caret: 3))
        #expect(Self.made(.moveCaret(to: 1), of: Self.editor("abcd")).editor.selection == FieldSelection(caret: 1))
        // Past the end is the end, as a key could put it nowhere further.
        #expect(Self.made(.moveCaret(to: 99), of: Self.editor("ab")).editor.selection == FieldSelection(caret: 2))
        #expect(Self.made(.select(1..<99), of: Self.editor("ab")).editor.selection.range == 1..<2)
    }

    /// An alert shown and settled, a screen reader's requests made on it as on the stage.
    @Test func anAlertsFieldIsEditedAsTypingEditsItAndAnswersWithTheEditedValue() throws {
        let controller = try EntryCaretAccessibilityTests.signIn([])
        var redraws = 0
        controller.onRedraw = { redraws += 1 }
        let before = try EntryCaretAccessibilityTests.surface(controller)
        controller.activate(.edit(.field(0), .insert("ada", at: 0)))
        let typed = try EntryCaretAccessibilityTests.surface(controller)
        #expect(typed.tree.children[1].text == "ada")
        #expect(redraws == 1)
        #expect(
            AccessibleChange.between([before], [typed]) == [
                .inserted(surface: 1, path: [1], offset: 0, text: "ada"), .caretMoved(surface: 1, path: [1], offset: 3),
            ])
        controller.activate(.edit(.field(1), .replaceAll("sesame")))
        var answer: AlertResponse?
        controller.onFinished = { answer = $0 }
        controller.activate(.button(1))
        #expect(answer?.fieldValues == ["ada", "sesame"])
        #expect(answer?.actionIndex == 1)
    }

    @Test func aCutOfAnAlertsFieldHoldsItsTextAndAPasteFocusesTheField() throws {
        let controller = try EntryCaretAccessibilityTests.signIn([TextFieldEditingTests.type("ada")])
        var copied: [String] = []
        var pastes: [SelectionName] = []
        controller.onCopyRequested = { copied.append($0) }
        controller.onPasteRequested = { pastes.append($0) }
        controller.activate(.edit(.field(0), .cut(0..<1)))
        #expect(copied == ["a"])
        #expect(try EntryCaretAccessibilityTests.surface(controller).tree.children[1].text == "da")
        controller.handle(.key(.tab))
        controller.activate(.edit(.field(1), .cut(0..<0)))
        controller.activate(.edit(.field(0), .paste(at: 0)))
        #expect(pastes == [.clipboard])
        controller.handle(.paste("a"))
        let tree = try EntryCaretAccessibilityTests.surface(controller).tree
        #expect(tree.children[1].text == "ada")
        #expect(tree.children[1].states.contains(.focused))
        // The password field's text is never handed over.
        controller.activate(.edit(.field(1), .insert("sesame", at: 0)))
        controller.activate(.edit(.field(1), .copy(0..<6)))
        controller.activate(.edit(.field(1), .cut(0..<6)))
        #expect(copied == ["a"])
        #expect(try EntryCaretAccessibilityTests.surface(controller).tree.children[2].text == "••••••")
    }

    /// The selection is the editor's: `--entry-text` starts selected, and a change of it is heard.
    @Test func theSelectionIsTheFieldsAndItsChangeIsHeard() throws {
        let clock = ManualClock()
        var field = AlertTextField(placeholder: "Name", text: "abc")
        field.startsSelected = true
        let overlay = Overlay.alert(
            try AlertModel(title: "Name", actions: [AlertAction(title: "OK")], textFields: [field]))
        let controller = try OverlayController(
            overlay: overlay, appearance: nil, transition: nil, animator: Animator(clock: clock),
            layoutContext: { context() })
        try controller.presentation.show()
        clock.advance(by: 2)
        let selected = try EntryCaretAccessibilityTests.surface(controller)
        let entry = try #require(selected.tree.children.first { $0.role == .entry })
        #expect(entry.selection == 0..<3)
        controller.activate(.edit(.field(0), .select(1..<2)))
        let moved = try EntryCaretAccessibilityTests.surface(controller)
        #expect(moved.tree.children.first { $0.role == .entry }?.selection == 1..<2)
        #expect(
            AccessibleChange.between([selected], [moved]) == [
                .caretMoved(surface: 1, path: [0], offset: 2), .selectionChanged(surface: 1, path: [0]),
            ])
        controller.activate(.edit(.field(0), .deselect))
        #expect(try EntryCaretAccessibilityTests.surface(controller).tree.children[0].selection == nil)
    }

    /// A notification's open reply field is an entry named by its placeholder, with the keyboard, in
    /// the action rows' place; a screen reader's edits go into it, and Return sends them.
    @Test func aBannersOpenReplyFieldIsAFocusedEntryThatAScreenReaderEdits() throws {
        let fixture = BannerReplyTests.posted()
        fixture.stack.openReplyField(id: 5)
        fixture.clock.advance(by: 1)
        let banner = try #require(fixture.stack.accessibleTree?.children.first)
        let field = try #require(banner.children.last)
        #expect(field.role == .entry && field.name == "Message Ana")
        #expect(field.states.isSuperset(of: [.focused, .editable]))
        #expect(field.target == .reply(id: 5))
        let box = try #require(fixture.stack.currentScene?.node(named: BannerLayout.replyName(5)))
        #expect(field.extents == box.frame)
        #expect(!banner.children.contains { $0.role == .pushButton }, "Reply's row is the field's now")
        fixture.stack.activate(.edit(.reply(id: 5), .insert("on my way", at: 0)))
        #expect(fixture.stack.openReply?.text == "on my way")
        #expect(fixture.stack.accessibleTree?.children.first?.children.last?.text == "on my way")
        fixture.stack.activate(.edit(.reply(id: 6), .replaceAll("elsewhere")))
        #expect(fixture.stack.openReply?.text == "on my way", "a closed field takes nothing")
        fixture.stack.handle(InteractionEvent.keyStroke(KeyStroke(.returnKey)))
        #expect(fixture.events.contains(.replied(id: 5, text: "on my way")))
    }

    @Test func theCentersOpenReplyFieldIsAnEntryInItsCardWhereReplysRowWas() throws {
        let fixture = CenterReplyTests.fixture()
        #expect(fixture.panel.openReplyField(id: 7))
        let tree = try #require(fixture.panel.accessibleTree)
        let messages = try NotificationCenterAccessibilityTests.list(tree).children[0]
        let card = try #require(messages.children.first { $0.role == .notification })
        let field = try #require(card.children.first { $0.role == .entry })
        #expect(field.name == "Message Ana" && field.states.contains(.focused))
        #expect(field.extents != .zero)
        #expect(!card.children.contains { $0.role == .pushButton }, "no button left without extents")
        fixture.panel.activate(.edit(.reply(id: 7), .replaceAll("yes")))
        #expect(fixture.panel.openReply?.text == "yes")
    }
}
