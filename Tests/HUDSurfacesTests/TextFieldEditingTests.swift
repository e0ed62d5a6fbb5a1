import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Text field editing")
struct TextFieldEditingTests {
    /// An editor holding `text`, the caret at its end, after `strokes`.
    static func editor(_ text: String, secure: Bool = false, limit: Int = 1000, _ strokes: KeyStroke...)
        -> TextFieldEditor
    {
        var editor = TextFieldEditor(text: text, isSecure: secure, limit: limit)
        for stroke in strokes {
            guard case .edit(let edit) = stroke.fieldCommand else { continue }
            editor.apply(edit)
        }
        return editor
    }

    static let left = KeyStroke(.left)
    static let right = KeyStroke(.right)
    static let shiftLeft = KeyStroke(.left, modifiers: .shift)
    static let ctrlLeft = KeyStroke(.left, modifiers: .control)
    static let ctrlRight = KeyStroke(.right, modifiers: .control)
    static let home = KeyStroke(.home)
    static func type(_ text: String) -> KeyStroke { KeyStroke(.text(text)) }
    static func ctrl(_ letter: String) -> KeyStroke { KeyStroke(.text(letter), modifiers: .control) }

    /// An alert with `fields` fields (the second secure) and `buttons` buttons, cancel first.
    static func alert(fields: Int, buttons: Int = 2) throws -> Overlay {
        let actions = [AlertAction(title: "Cancel", style: .cancel)] + ["OK", "Later"].map { AlertAction(title: $0) }
        return .alert(
            try AlertModel(
                title: "T", actions: Array(actions.prefix(buttons)),
                textFields: (0..<fields).map { AlertTextField(placeholder: "F\($0)", isSecure: $0 == 1) }))
    }

    /// `overlay`'s interaction and its settled scene, and a way to press keys on it.
    struct Keyboard {
        let interaction: OverlayInteraction
        let scene: Scene

        init(_ overlay: Overlay) {
            interaction = OverlayInteraction(overlay: overlay)
            scene = OverlayLayout.scene(for: overlay, in: context())
        }

        @discardableResult
        func press(_ strokes: KeyStroke...) -> InteractionOutcome {
            strokes.map { interaction.handle(.keyStroke($0), in: scene) }.last ?? .unchanged
        }
    }

    // MARK: Graphemes

    /// A family emoji is four people joined by three zero-width joiners: one grapheme.
    @Test func theCaretStepsOverAnEmojiSequenceWhole() {
        let family = "a👩‍👩‍👧b"
        #expect(Self.editor(family, Self.left).selection.caret == 2)
        #expect(Self.editor(family, Self.left, Self.left).selection.caret == 1)
        #expect(Self.editor(family, Self.left, KeyStroke(.backspace)).text == "ab")
        #expect(Self.editor(family, Self.home, Self.right, KeyStroke(.delete)).text == "ab")
        #expect(Self.editor(family, Self.left, Self.shiftLeft).selectedText == "👩‍👩‍👧")
        #expect(Self.editor(family, Self.left, Self.type("X")).text == "a👩‍👩‍👧Xb")
    }

    @Test func theCaretStepsOverCJKCharacters() {
        #expect(Self.editor("漢字", Self.left).selection.caret == 1)
        #expect(Self.editor("漢字", Self.left, Self.type("の")).text == "漢の字")
        #expect(Self.editor("漢字", Self.left, KeyStroke(.backspace)).text == "字")
        #expect(Self.editor("漢字", Self.shiftLeft).selectedText == "字")
    }

    /// "e" and a combining acute accent are one grapheme: é.
    @Test func theCaretStepsOverALetterWithItsCombiningMark() {
        let accented = "e\u{301}"
        #expect(Self.editor(accented, Self.left).selection.caret == 0)
        #expect(Self.editor(accented + "x", Self.left, Self.left).selection.caret == 0)
        #expect(Self.editor(accented + "x", Self.left, KeyStroke(.backspace)).text == "x")
        #expect(Self.editor("x" + accented, Self.home, Self.right, Self.type("y")).text == "xy" + accented)
    }

    /// A mark typed after a letter joins it; the caret stays after the joined grapheme.
    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        let editor = Self.editor("e", Self.type("\u{301}"))
        #expect(editor.text == "e\u{301}" && editor.text.count == 1 && editor.selection.caret == 1)
    }

    // MARK: Moving

    @Test func leftRightHomeAndEndMoveTheCaret() {
        #expect(Self.editor("abc", Self.left, Self.left, Self.type("X")).text == "aXbc")
        #expect(Self.editor("abc", Self.home, Self.type("X")).text == "Xabc")
        #expect(Self.editor("abc", Self.home, KeyStroke(.end), Self.type("X")).text == "abcX")
        #expect(Self.editor("abc", Self.right).selection.caret == 3)
        #expect(Self.editor("abc", Self.home, Self.left).selection.caret == 0)
    }

    @Test func ctrlAndTheArrowsGoByWords() {
        let text = "hello, big world"
        #expect(Self.editor(text, Self.ctrlLeft).selection.caret == 11)
        #expect(Self.editor(text, Self.ctrlLeft, Self.ctrlLeft).selection.caret == 7)
        #expect(Self.editor(text, Self.ctrlLeft, Self.ctrlLeft, Self.ctrlLeft).selection.caret == 0)
        #expect(Self.editor(text, Self.home, Self.ctrlRight).selection.caret == 5)
        #expect(Self.editor(text, Self.home, Self.ctrlRight, Self.ctrlRight).selection.caret == 10)
        #expect(Self.editor(text, Self.home, Self.ctrlRight, Self.ctrlRight, Self.ctrlRight).selection.caret == 16)
    }

    /// A secure field hides where its words are: Ctrl and an arrow go to its ends.
    @Test func aSecureFieldsWordMovesGoToItsEnds() {
        #expect(Self.editor("pass word", secure: true, Self.ctrlLeft).selection.caret == 0)
        #expect(Self.editor("pass word", secure: true, Self.home, Self.ctrlRight).selection.caret == 9)
        #expect(Self.editor("pass word", secure: true, KeyStroke(.backspace, modifiers: .control)).text == "")
    }

    // MARK: Deleting

    @Test func backspaceAndDeleteGoByGraphemesAndWithCtrlByWords() {
        #expect(Self.editor("abc", Self.left, KeyStroke(.backspace)).text == "ac")
        #expect(Self.editor("abc", Self.left, KeyStroke(.delete)).text == "ab")
        #expect(Self.editor("abc", KeyStroke(.delete)).text == "abc")
        #expect(Self.editor("abc", Self.home, KeyStroke(.backspace)).text == "abc")
        #expect(Self.editor("one two three", KeyStroke(.backspace, modifiers: .control)).text == "one two ")
        #expect(
            Self.editor("one two three", Self.home, KeyStroke(.delete, modifiers: .control)).text == " two three")
        let middle = Self.editor("one two three", Self.ctrlLeft, KeyStroke(.backspace, modifiers: .control))
        #expect(middle.text == "one three" && middle.selection.caret == 4)
    }

    @Test func ctrlUClearsTheField() {
        let editor = Self.editor("secret words", Self.left, Self.ctrl("u"))
        #expect(editor.text == "" && editor.selection == FieldSelection(caret: 0))
    }

    // MARK: Selecting

    @Test func shiftAndTheArrowsHomeAndEndSelect() {
        #expect(Self.editor("abcd", Self.shiftLeft, Self.shiftLeft).selectedText == "cd")
        #expect(
            Self.editor("abcd", Self.shiftLeft, Self.shiftLeft, KeyStroke(.right, modifiers: .shift)).selectedText
                == "d")
        #expect(Self.editor("abcd", Self.left, KeyStroke(.home, modifiers: .shift)).selectedText == "abc")
        #expect(Self.editor("abcd", Self.home, Self.right, KeyStroke(.end, modifiers: .shift)).selectedText == "bcd")
        #expect(
            Self.editor("one two", KeyStroke(.left, modifiers: [.shift, .control])).selection
                == FieldSelection(caret: 4, anchor: 7))
    }

    @Test func anArrowWithoutShiftEndsTheSelectionAtItsSide() {
        #expect(Self.editor("abcd", Self.shiftLeft, Self.shiftLeft, Self.left).selection == FieldSelection(caret: 2))
        #expect(Self.editor("abcd", Self.shiftLeft, Self.shiftLeft, Self.right).selection == FieldSelection(caret: 4))
    }

    @Test func typingBackspaceAndDeleteReplaceTheSelection() {
        #expect(Self.editor("abcd", Self.shiftLeft, Self.shiftLeft, Self.type("X")).text == "abX")
        #expect(Self.editor("abcd", Self.left, Self.shiftLeft, KeyStroke(.backspace)).text == "abd")
        #expect(Self.editor("abcd", Self.home, KeyStroke(.right, modifiers: .shift), KeyStroke(.delete)).text == "bcd")
        let replaced = Self.editor("old text", Self.ctrl("a"), Self.type("new"))
        #expect(replaced.text == "new" && replaced.selection == FieldSelection(caret: 3))
    }

    @Test func ctrlASelectsEverything() {
        let editor = Self.editor("abc", Self.home, Self.ctrl("A"))
        #expect(editor.selection == FieldSelection(caret: 3, anchor: 0) && editor.selectedText == "abc")
    }

    /// A control character typed over a selection types nothing, so it keeps the selection.
    @Test func controlCharactersAreNeverTyped() {
        #expect(Self.editor("ab", Self.type("\u{7}c\td\u{2028}")).text == "abcd")
        #expect(Self.editor("ab", Self.ctrl("a"), Self.type("\u{1B}")).selectedText == "ab")
    }

    // MARK: The limit and pasting

    @Test func typingStopsAtTheLimit() {
        #expect(Self.editor("abc", limit: 4, Self.type("def")).text == "abcd")
        #expect(Self.editor("abcd", limit: 4, Self.home, Self.type("X")).text == "abcd")
        #expect(Self.editor("abcd", limit: 4, Self.shiftLeft, Self.type("XYZ")).text == "abcX")
    }

    @Test func aPasteIsCutAtTheLimit() {
        var editor = TextFieldEditor(text: "ab", limit: 5)
        editor.apply(.move(.start, extendingSelection: false))
        editor.paste("123456")
        #expect(editor.text == "123ab" && editor.selection.caret == 3)
    }

    @Test(arguments: ["first\nsecond", "first\r\nsecond", "first\rsecond", "first\u{2028}second", "first\u{2029}x"])
    func aPasteEndsAtTheFirstLine(pasted: String) {
        var editor = TextFieldEditor(text: "", limit: 1000)
        editor.paste(pasted)
        #expect(editor.text == "first")
    }

    @Test func aPasteReplacesTheSelectionAndDropsControlCharacters() {
        var editor = Self.editor("a-b", Self.left, Self.shiftLeft)
        editor.paste("\tx\u{0}y")
        #expect(editor.text == "axyb" && editor.selection.caret == 3)
    }

    // MARK: In a dialog

    @Test(arguments: [0, 1, 2], [1, 2, 3])
    func ctrlVAndShiftInsertAskForCLIPBOARDInAFocusedField(fields: Int, buttons: Int) throws {
        let keys = Keyboard(try Self.alert(fields: fields, buttons: buttons))
        let asked: InteractionOutcome = fields == 0 ? .unchanged : .pasteRequested(.clipboard)
        #expect(keys.press(Self.ctrl("v")) == asked)
        #expect(keys.press(KeyStroke(.insert, modifiers: .shift)) == asked)
        #expect(keys.press(KeyStroke(.insert)) == .unchanged)
        // On a button, nothing pastes.
        for _ in 0..<max(1, fields) { keys.press(KeyStroke(.tab)) }
        #expect(keys.interaction.focusedButton != nil)
        #expect(keys.press(Self.ctrl("v")) == .unchanged)
    }

    /// An input method commits a whole phrase at once (fcitx, ibus): it lands at the caret, over
    /// the selection.
    @Test func anInputMethodsCommitLandsAtTheCaret() throws {
        let keys = Keyboard(try Self.alert(fields: 1))
        keys.press(Self.type("ab"), Self.left, Self.type("漢字"))
        #expect(
            keys.interaction.fieldValues == ["a漢字b"] && keys.interaction.focusedSelection == FieldSelection(caret: 3))
        keys.press(KeyStroke(.home, modifiers: .shift), Self.type("かな"))
        #expect(keys.interaction.fieldValues == ["かなb"])
    }

    @Test func aPastedTextLandsAtTheFocusedFieldsCaret() throws {
        let keys = Keyboard(try Self.alert(fields: 2))
        keys.press(Self.type("ac"), Self.left)
        #expect(keys.interaction.handle(.paste("b\nignored"), in: keys.scene) == .redraw)
        keys.press(KeyStroke(.tab))
        _ = keys.interaction.handle(.paste("pw"), in: keys.scene)
        #expect(keys.interaction.fieldValues == ["abc", "pw"])
    }

    @Test func aPasteWithoutAFocusedFieldIsIgnored() throws {
        let keys = Keyboard(try Self.alert(fields: 0))
        #expect(keys.interaction.handle(.paste("x"), in: keys.scene) == .unchanged)
        let field = Keyboard(try Self.alert(fields: 1))
        field.press(KeyStroke(.tab))
        #expect(field.interaction.handle(.paste("x"), in: field.scene) == .unchanged)
        #expect(field.interaction.fieldValues == [""])
    }

    @Test func ctrlCCopiesAPlainFieldsSelectionOnly() throws {
        let keys = Keyboard(try Self.alert(fields: 2))
        keys.press(Self.type("user"))
        #expect(keys.press(Self.ctrl("c")) == .unchanged)
        #expect(keys.interaction.primarySelectionText == nil)
        keys.press(KeyStroke(.left, modifiers: .shift), KeyStroke(.left, modifiers: .shift))
        #expect(keys.press(Self.ctrl("c")) == .copyRequested("er"))
        #expect(keys.press(KeyStroke(.insert, modifiers: .control)) == .copyRequested("er"))
        #expect(keys.interaction.primarySelectionText == "er")
    }

    @Test func aSecureFieldNeverCopiesNorOffersItsText() throws {
        let keys = Keyboard(try Self.alert(fields: 2))
        keys.press(KeyStroke(.tab), Self.type("hunter2"), Self.ctrl("a"))
        #expect(keys.interaction.focusedSelection == FieldSelection(caret: 7, anchor: 0))
        #expect(keys.press(Self.ctrl("c")) == .unchanged)
        #expect(keys.press(KeyStroke(.insert, modifiers: .control)) == .unchanged)
        #expect(keys.interaction.primarySelectionText == nil)
    }

    @Test func aMiddleClickOnAFieldFocusesItAndAsksForPRIMARY() throws {
        let keys = Keyboard(try Self.alert(fields: 2))
        keys.press(Self.type("abc"), Self.home)
        keys.press(KeyStroke(.tab))
        let field0 = try #require(keys.scene.node(named: "field0")).frame.center
        #expect(keys.interaction.handle(.pointer(.middlePressed(field0)), in: keys.scene) == .pasteRequested(.primary))
        #expect(keys.interaction.focusedSelection == FieldSelection(caret: 3))
        let card = try #require(keys.scene.node(named: "card")).frame
        let corner = Point(x: card.minX + 5, y: card.minY + 5)
        #expect(keys.interaction.handle(.pointer(.middlePressed(corner)), in: keys.scene) == .unchanged)
        #expect(keys.interaction.focusedField == 0)
    }

    /// In a field Left and Right move the caret; on a button they move the focus, as before.
    @Test(arguments: [1, 2]) func arrowsMoveTheCaretInAFieldAndTheFocusOnButtons(fields: Int) throws {
        let keys = Keyboard(try Self.alert(fields: fields))
        keys.press(Self.type("ab"), Self.left, Self.left, KeyStroke(.end), Self.left)
        #expect(keys.interaction.focusedField == 0 && keys.interaction.focusedSelection == FieldSelection(caret: 1))
        #expect(keys.press(KeyStroke(.down)) == .unchanged)
        for _ in 0..<fields { keys.press(KeyStroke(.tab)) }
        #expect(keys.interaction.focusedButton == 0)
        keys.press(Self.right)
        #expect(keys.interaction.focusedButton == 1)
    }

    /// Held with Ctrl, Alt or Super, Return and Escape answer nothing, in a field too; Alt and Super
    /// with an editing key are the window manager's.
    @Test func shortcutsInAFieldNeitherAnswerNorEdit() throws {
        let keys = Keyboard(try Self.alert(fields: 1))
        keys.press(Self.type("ab"))
        for modifiers in [KeyModifiers.control, .mod1, .mod4] {
            #expect(keys.press(KeyStroke(.returnKey, modifiers: modifiers)) == .unchanged)
            #expect(keys.press(KeyStroke(.escape, modifiers: modifiers)) == .unchanged)
        }
        for modifiers in [KeyModifiers.mod1, .mod4] {
            #expect(keys.press(KeyStroke(.left, modifiers: modifiers)) == .unchanged)
            #expect(keys.press(KeyStroke(.backspace, modifiers: modifiers)) == .unchanged)
            #expect(keys.press(KeyStroke(.text("a"), modifiers: modifiers.union(.control))) == .unchanged)
        }
        #expect(keys.press(Self.ctrl("z")) == .unchanged)
        #expect(keys.interaction.fieldValues == ["ab"])
        #expect(
            keys.press(KeyStroke(.returnKey))
                == .finished(AlertResponse(actionIndex: 1, fieldValues: ["ab"], isCancel: false)))
    }

    @Test func editingRedrawsAndTheAnswerCarriesTheEditedText() throws {
        let keys = Keyboard(try Self.alert(fields: 1))
        #expect(keys.press(Self.type("abc")) == .redraw)
        #expect(keys.press(Self.left) == .redraw)
        #expect(keys.press(Self.ctrl("a")) == .redraw)
        #expect(keys.press(Self.type("new"), Self.ctrl("u"), Self.type("kept")) == .redraw)
        #expect(
            keys.press(KeyStroke(.returnKey))
                == .finished(AlertResponse(actionIndex: 1, fieldValues: ["kept"], isCancel: false)))
    }

    // MARK: Drawing

    /// The focused field of a one-field alert holding `text`, laid out with `selection`.
    static func editedText(_ text: String, _ selection: FieldSelection, secure: Bool = false) throws -> SceneNode {
        let overlay = Overlay.alert(
            try AlertModel(
                title: "T", actions: [AlertAction(title: "OK")],
                textFields: [AlertTextField(placeholder: "F", isSecure: secure, text: text)]))
        let scene = OverlayLayout.scene(for: overlay, in: context(), focusedField: 0, selection: selection)
        return try #require(scene.node(named: "editedText"))
    }

    static func width(_ text: String, size: Double = SystemAlertLayout.messageSize) -> Double {
        context().measure(
            TextBlock(
                text: text, style: TextStyle(size: size, color: .black, alignment: .left),
                wrapWidth: .greatestFiniteMagnitude, maxHeight: 0)
        ).width
    }

    @Test func theSelectionIsTintedBehindTheTextAndTheCaretSitsAfterItsGraphemes() throws {
        let area = try Self.editedText("a漢👩‍👩‍👧def", FieldSelection(caret: 3, anchor: 1))
        #expect(area.clipsChildren)
        #expect(area.children.map(\.name) == ["selection", "text", "caret"])
        let selection = try #require(area.node(named: "selection"))
        let caret = try #require(area.node(named: "caret"))
        #expect(selection.frame.minX == area.frame.minX + Self.width("a"))
        #expect(selection.frame.maxX == area.frame.minX + Self.width("a漢👩‍👩‍👧"))
        #expect(selection.fill == Theme.light.tint.withAlpha(EditedFieldLine.selectionAlpha))
        #expect(caret.frame.midX == selection.frame.maxX && caret.fill == Theme.light.tint)
        #expect(try Self.editedText("abc", FieldSelection(caret: 1)).node(named: "selection") == nil)
    }

    /// A secure field's caret sits among its bullets, one a grapheme, at the bullets' size.
    @Test func aSecureFieldsCaretSitsAmongItsBullets() throws {
        let area = try Self.editedText("e\u{301}漢x", FieldSelection(caret: 2), secure: true)
        guard case .text(let block)? = area.node(named: "text")?.content else {
            Issue.record("no text")
            return
        }
        #expect(block.text == "●●●")
        #expect(
            try #require(area.node(named: "caret")).frame.midX
                == area.frame.minX + Self.width("●●", size: SystemAlertLayout.bulletSize))
    }

    /// A text longer than the field scrolls just enough to bring the caret in at the right edge,
    /// and not at all while the caret fits.
    @Test func aLongTextScrollsToKeepTheCaretInView() throws {
        let long = String(repeating: "word ", count: 20)
        let atEnd = try Self.editedText(long, FieldSelection(caret: long.count))
        let caret = try #require(atEnd.node(named: "caret")).frame
        let text = try #require(atEnd.node(named: "text")).frame
        #expect(caret.maxX == atEnd.frame.maxX)
        #expect(text.minX == atEnd.frame.maxX - EditedFieldLine.caretWidth / 2 - Self.width(long))
        let atStart = try Self.editedText(long, FieldSelection(caret: 2))
        #expect(try #require(atStart.node(named: "text")).frame.minX == atStart.frame.minX)
        #expect(try #require(atStart.node(named: "caret")).frame.midX == atStart.frame.minX + Self.width("wo"))
        // At the start the caret stays inside the field.
        let home = try Self.editedText(long, FieldSelection(caret: 0))
        #expect(try #require(home.node(named: "caret")).frame.minX == home.frame.minX)
    }
}
