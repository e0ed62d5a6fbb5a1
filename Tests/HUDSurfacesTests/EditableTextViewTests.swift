import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// An editable text view (zenity's `--text-info --editable`): a multi-line editor in the alert's
/// card, its keys as GTK's text view takes them, its caret drawn and followed, and its answer.
@Suite("Editable text view")
struct EditableTextViewTests {
    func alert(_ text: String) throws -> Overlay {
        var model = try AlertModel(
            title: "Notes", actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")],
            preferredActionIndex: 1)
        model.content = .textView(AlertTextView(text: text, isEditable: true))
        return .alert(model)
    }

    func scene(of interaction: OverlayInteraction) -> Scene {
        OverlayLayout.scene(for: interaction.overlayForLayout(), in: context())
    }

    /// Each stroke handled against the scene as laid out after the one before.
    func press(_ strokes: [KeyStroke], on interaction: OverlayInteraction) -> InteractionOutcome {
        var outcome = InteractionOutcome.unchanged
        for stroke in strokes { outcome = interaction.handle(.keyStroke(stroke), in: scene(of: interaction)) }
        return outcome
    }

    func typing(_ text: String) -> [KeyStroke] {
        text.map { KeyStroke(.text(String($0))) }
    }

    func editor(of interaction: OverlayInteraction) throws -> TextFieldEditor {
        guard let view = interaction.content?.as(AlertTextView.self) else { throw EditableTextViewError.noTextView }
        return try #require(view.editor)
    }

    enum EditableTextViewError: Error { case noTextView }

    static let control = KeyModifiers.control

    @Test func returnStartsALineTabTypesATabAndCtrlReturnIsOK() throws {
        let interaction = OverlayInteraction(overlay: try alert(""))
        #expect(interaction.focus == .content(0))
        _ = press(
            typing("ab") + [KeyStroke(.returnKey)] + typing("c") + [KeyStroke(.tab), KeyStroke(.backTab)],
            on: interaction)
        #expect(try editor(of: interaction).text == "ab\nc\t\t")
        let outcome = press([KeyStroke(.returnKey, modifiers: Self.control)], on: interaction)
        #expect(
            outcome
                == .finished(
                    AlertResponse(actionIndex: 1, isCancel: false, content: .text("ab\nc\t\t", checked: false))))
    }

    @Test func ctrlTabMovesTheFocusToCancelThenOKAsZenitysDoes() throws {
        let interaction = OverlayInteraction(overlay: try alert("x"))
        _ = press([KeyStroke(.tab, modifiers: Self.control)], on: interaction)
        #expect(interaction.focus == .button(0))
        _ = press([KeyStroke(.tab, modifiers: Self.control)], on: interaction)
        #expect(interaction.focus == .button(1))
        _ = press([KeyStroke(.backTab, modifiers: [.control, .shift])], on: interaction)
        #expect(interaction.focus == .button(0))
        #expect(try editor(of: interaction).text == "x", "no tab typed")
    }

    @Test func escapeCancelsWithTheTextUnprinted() throws {
        let interaction = OverlayInteraction(overlay: try alert("keep"))
        let outcome = press(typing("!") + [KeyStroke(.escape)], on: interaction)
        guard case .finished(let response) = outcome else { throw EditableTextViewError.noTextView }
        #expect(response.isCancel)
    }

    @Test func theCaretStartsAtTheEndAndBackspaceAndDeleteTakeGraphemes() throws {
        let interaction = OverlayInteraction(overlay: try alert("one\ntwo\n"))
        #expect(try editor(of: interaction).selection.caret == 8)
        _ = press([KeyStroke(.backspace), KeyStroke(.backspace)] + typing("名"), on: interaction)
        #expect(try editor(of: interaction).text == "one\ntw名")
        _ = press([KeyStroke(.home, modifiers: Self.control), KeyStroke(.delete)], on: interaction)
        #expect(try editor(of: interaction).text == "ne\ntw名")
    }

    @Test func upAndDownKeepTheColumnOnTheTextsOwnLinesHomeAndEndTheLinesEnds() throws {
        let interaction = OverlayInteraction(overlay: try alert("abcdef\nxy\n12345"))
        // From the end (column 5 of the last line) up to the short line's end, then up to column 2.
        _ = press([KeyStroke(.up)], on: interaction)
        #expect(try editor(of: interaction).selection.caret == 9)
        _ = press([KeyStroke(.up)], on: interaction)
        #expect(try editor(of: interaction).selection.caret == 2)
        _ = press([KeyStroke(.up)], on: interaction)
        #expect(try editor(of: interaction).selection.caret == 0, "from the first line to the start")
        _ = press([KeyStroke(.down), KeyStroke(.end)], on: interaction)
        #expect(try editor(of: interaction).selection.caret == 9)
        _ = press([KeyStroke(.home)], on: interaction)
        #expect(try editor(of: interaction).selection.caret == 7)
        _ = press([KeyStroke(.down), KeyStroke(.down)], on: interaction)
        #expect(try editor(of: interaction).selection.caret == 15, "from the last line to the end")
        _ = press([KeyStroke(.left), KeyStroke(.left), KeyStroke(.right)], on: interaction)
        #expect(try editor(of: interaction).selection.caret == 14)
    }

    @Test func ctrlASelectsAllTypingReplacesItAndCtrlCCopiesIt() throws {
        let interaction = OverlayInteraction(overlay: try alert("old\ntext"))
        _ = press([KeyStroke(.text("a"), modifiers: Self.control)], on: interaction)
        #expect(interaction.primarySelectionText == "old\ntext")
        #expect(press([KeyStroke(.text("c"), modifiers: Self.control)], on: interaction) == .copyRequested("old\ntext"))
        _ = press(typing("new"), on: interaction)
        #expect(try editor(of: interaction).text == "new")
        #expect(interaction.primarySelectionText == nil)
    }

    @Test func aPasteKeepsItsLinesAndTabsAndTurnsCarriageReturnsIntoLineFeeds() throws {
        let interaction = OverlayInteraction(overlay: try alert("a"))
        #expect(press([KeyStroke(.text("v"), modifiers: Self.control)], on: interaction) == .pasteRequested(.clipboard))
        #expect(interaction.pasteLimit == PasteLimit(characters: AlertTextView.editableLimit, keepsLines: true))
        _ = interaction.handle(.paste("1\r\n2\r3\t\u{7}4"), in: scene(of: interaction))
        #expect(try editor(of: interaction).text == "a1\n2\n3\t4")
    }

    @Test func aMiddleClickOnTheTextPastesPrimaryAtTheCaret() throws {
        let interaction = OverlayInteraction(overlay: try alert("a"))
        let box = try #require(scene(of: interaction).node(named: AlertTextViewLayout.boxName)).frame
        #expect(
            interaction.handle(.pointer(.middlePressed(box.center)), in: scene(of: interaction))
                == .pasteRequested(.primary))
    }

    @Test func aHugePasteStopsAtTheLimit() throws {
        let interaction = OverlayInteraction(overlay: try alert(""))
        _ = interaction.handle(
            .paste(String(repeating: "x", count: AlertTextView.editableLimit + 10)), in: scene(of: interaction))
        #expect(try editor(of: interaction).text.count == AlertTextView.editableLimit)
    }

    @Test func theCaretIsDrawnInTheTintWhileTheViewHasTheFocus() throws {
        let interaction = OverlayInteraction(overlay: try alert("ab\ncd"))
        let box = try #require(scene(of: interaction).node(named: AlertTextViewLayout.boxName)).frame
        let caret = try #require(scene(of: interaction).node(named: "caret"))
        #expect(caret.fill == Theme.of(.light).tint)
        #expect(caret.frame.width == EditedFieldLine.caretWidth)
        // After "cd" on the second line: two 6.5 pt graphemes in, one 16 pt line down.
        #expect(caret.frame.midX == box.minX + AlertTextViewLayout.padding + 13)
        #expect(caret.frame.minY == box.minY + AlertTextViewLayout.padding + 16)
        _ = press([KeyStroke(.tab, modifiers: Self.control)], on: interaction)
        #expect(scene(of: interaction).node(named: "caret") == nil, "a button has the focus")
    }

    @Test func theViewScrollsToKeepTheCaretInView() throws {
        let interaction = OverlayInteraction(overlay: try alert(""))
        _ = press(Array(repeating: KeyStroke(.returnKey), count: 40), on: interaction)
        let shown = scene(of: interaction)
        let box = try #require(shown.node(named: AlertTextViewLayout.boxName)).frame
        let caret = try #require(shown.node(named: "caret")).frame
        #expect(caret.maxY <= box.maxY && caret.minY >= box.minY, "\(caret) in \(box)")
        _ = press([KeyStroke(.home, modifiers: Self.control)], on: interaction)
        let top = try #require(scene(of: interaction).node(named: "caret")).frame
        #expect(top.minY == box.minY + AlertTextViewLayout.padding)
        // The wheel scrolls away from the caret, which the next key brings back.
        _ = interaction.handle(.scroll(3), in: scene(of: interaction))
        #expect(scene(of: interaction).node(named: "caret").map { $0.frame.maxY < box.minY } == true)
    }

    @Test func aSelectionIsTintedOverEachRowItCovers() throws {
        let interaction = OverlayInteraction(overlay: try alert("ab\ncd"))
        _ = press([KeyStroke(.left, modifiers: .shift), KeyStroke(.up, modifiers: .shift)], on: interaction)
        let box = try #require(scene(of: interaction).node(named: AlertTextViewLayout.boxName))
        let bands = box.children.filter { $0.name == "selection" }
        // "b" and the line feed after it to the row's end, then "c".
        #expect(bands.count == 2, "\(bands)")
    }

    @Test func aScreenReaderMeetsAnEditableMultiLineTextWithItsCaret() throws {
        let interaction = OverlayInteraction(overlay: try alert("ab"))
        let tree = OverlayAccessibility.tree(
            of: interaction.overlayForLayout(), in: scene(of: interaction), focus: interaction.focus)
        let text = try #require(tree.children.first { $0.role == .text })
        #expect(text.states.isSuperset(of: [.editable, .multiLine, .focused]))
        #expect(text.caret == 2)
    }

    @Test func textArrivingLaterIsAppendedKeepingTheCaretAndTheFocus() throws {
        let interaction = OverlayInteraction(overlay: try alert("ab"))
        _ = press([KeyStroke(.left)], on: interaction)
        interaction.append(.text("\ncd"))
        #expect(try editor(of: interaction).text == "ab\ncd")
        #expect(try editor(of: interaction).selection.caret == 1, "a caret inside stays")
        _ = press([KeyStroke(.end, modifiers: Self.control)], on: interaction)
        interaction.append(.text("e"))
        #expect(try editor(of: interaction).selection.caret == 6, "a caret at the end follows it")
        #expect(interaction.focus == .content(0))
    }

    @Test func anAutoScrollingViewFollowsTheEndOfWhatArrives() {
        var view = AlertTextView(text: "", startsAtEnd: true)
        view.scrollOffset = 0
        view.append("more")
        #expect(view.text == "more")
        #expect(view.scrollOffset == .greatestFiniteMagnitude)
    }

    @Test func aReadOnlyViewIsNotEditable() {
        let view = AlertTextView(text: "x")
        #expect(!view.isEditable)
        #expect(view.editor == nil)
    }

    @Test func invalidTextIsKeptAsLinesWithoutControlCharacters() {
        let view = AlertTextView(text: "a\u{0}b\r\nc\u{FFFD}", isEditable: true)
        #expect(view.text == "ab\nc\u{FFFD}")
    }
}
