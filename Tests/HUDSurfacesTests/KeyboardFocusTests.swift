import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Keyboard focus")
struct KeyboardFocusTests {
    static let card = Overlay.card(CardAlertModel(title: "T", message: "M", sure: "OK", cancel: "Cancel"))
    static let choices = ["Copy", "Cut", "Paste", "Delete"].map { AlertAction(title: $0) }

    /// `overlay`'s interaction and its settled scene, and a way to press keys on it.
    struct Keyboard {
        let interaction: OverlayInteraction
        let scene: Scene

        init(_ overlay: Overlay, appearance: Appearance? = nil) {
            interaction = OverlayInteraction(overlay: overlay, appearance: appearance)
            scene = OverlayLayout.scene(for: overlay, in: context(appearance: appearance))
        }

        @discardableResult
        func press(_ keys: KeyInput...) -> InteractionOutcome {
            keys.map { interaction.handle(.key($0), in: scene) }.last ?? .unchanged
        }

        /// The focus after each press of `key`.
        func foci(pressing key: KeyInput, times: Int) -> [FocusTarget?] {
            (0..<times).map { _ in
                press(key)
                return interaction.focus
            }
        }
    }

    static func alert(fields: Int, buttons: Int, preferred: Int? = nil) throws -> Overlay {
        // The cancel action first in the model, so reading order has to move it.
        let actions = [AlertAction(title: "Cancel", style: .cancel)] + ["OK", "Later"].map { AlertAction(title: $0) }
        return .alert(
            try AlertModel(
                title: "T", actions: Array(actions.prefix(buttons)), preferredActionIndex: preferred,
                textFields: (0..<fields).map { AlertTextField(placeholder: "F\($0)") }))
    }

    static func sheet(_ actions: [AlertAction], preferred: Int? = nil, anchor: Point? = nil) throws -> Overlay {
        .actionSheet(try ActionSheetModel(actions: actions, preferredActionIndex: preferred, anchor: anchor))
    }

    // MARK: Tab

    @Test func tabReachesTheCardsCancelButtonOnTheLeftFirst() {
        let keys = Keyboard(Self.card)
        #expect(keys.interaction.focus == nil)
        #expect(keys.foci(pressing: .tab, times: 3) == [.button(0), .button(1), .button(0)])
        #expect(Keyboard(Self.card).foci(pressing: .backTab, times: 3) == [.button(1), .button(0), .button(1)])
    }

    /// Fields in order, then the buttons as drawn: one; two side by side, cancel on the left; three
    /// stacked, cancel last.
    @Test(arguments: [0, 1, 2], [1, 2, 3]) func tabGoesThroughFieldsThenButtonsInReadingOrder(fields: Int, buttons: Int)
        throws
    {
        let keys = Keyboard(try Self.alert(fields: fields, buttons: buttons))
        let order = [[0], [0, 1], [1, 2, 0]][buttons - 1]
        let chain = (0..<fields).map(FocusTarget.field) + order.map(FocusTarget.button)
        #expect(keys.interaction.focus == (fields > 0 ? .field(0) : nil))
        // From a field the cycle starts after it; from nowhere, at the first stop.
        let forward = fields > 0 ? Array(chain.dropFirst()) + [chain[0]] : chain
        #expect(keys.foci(pressing: .tab, times: chain.count) == forward)
        #expect(
            keys.foci(pressing: .backTab, times: chain.count) == Array(forward.reversed().dropFirst())
                + forward.suffix(1))
    }

    @Test func aButtonWithTheFocusTakesNoTyping() throws {
        let keys = Keyboard(try Self.alert(fields: 1, buttons: 2))
        keys.press(.text("ab"), .tab)
        #expect(keys.interaction.focusedField == nil && keys.interaction.focusedButton == 0)
        #expect(keys.press(.text("c"), .backspace) == .unchanged)
        keys.press(.backTab, .backspace)
        #expect(keys.interaction.fieldValues == ["a"])
    }

    // MARK: Focus at start, for a screen reader

    /// The focus `overlay` starts with when a screen reader listens.
    static func focusAtStart(_ overlay: Overlay) -> FocusTarget? {
        let keys = Keyboard(overlay)
        keys.interaction.focusAtStart(in: keys.scene)
        return keys.interaction.focus
    }

    /// The button Return presses: the card's sure button, a lone cancel button, the preferred
    /// action, an alert's only action that does not cancel.
    @Test func aDialogStartsFocusedOnTheButtonReturnPresses() throws {
        #expect(Self.focusAtStart(Self.card) == .button(CardAlertModel.sureIndex))
        let keep = Overlay.card(CardAlertModel(title: "T", message: "M", sure: nil, cancel: "Keep"))
        #expect(Self.focusAtStart(keep) == .button(CardAlertModel.cancelIndex))
        #expect(Self.focusAtStart(try Self.alert(fields: 0, buttons: 3, preferred: 2)) == .button(2))
        #expect(Self.focusAtStart(try Self.alert(fields: 0, buttons: 2)) == .button(1))
        let actions = [AlertAction(title: "Cancel", style: .cancel)] + Self.choices
        #expect(Self.focusAtStart(try Self.sheet(actions, preferred: 3)) == .button(3))
    }

    /// Without a button Return presses, the first stop of the Tab chain: a sheet's first choice
    /// (its cancel action comes last), the first of three stacked buttons.
    @Test func withoutOneItStartsWhereTabWouldGoFirst() throws {
        #expect(Self.focusAtStart(try Self.sheet(Self.choices)) == .button(0))
        let actions = [AlertAction(title: "Cancel", style: .cancel)] + Self.choices
        #expect(Self.focusAtStart(try Self.sheet(actions)) == .button(1))
        let alert = try Self.alert(fields: 0, buttons: 3)
        #expect(Self.focusAtStart(alert) == Keyboard(alert).foci(pressing: .tab, times: 1)[0])
        #expect(Self.focusAtStart(alert) == .button(1))
    }

    @Test func aDialogWithFieldsKeepsItsFirstFieldAndAHUDTakesNoFocus() throws {
        #expect(Self.focusAtStart(try Self.alert(fields: 2, buttons: 2)) == .field(0))
        var model = StatusHUDModel(indicator: .spinner, text: "Copying", buttonTitle: "Cancel")
        model.isCancellable = true
        #expect(Self.focusAtStart(.status(model)) == nil)
        #expect(Self.focusAtStart(.toast(ToastModel(text: "Copied"))) == nil)
    }

    /// Focused at start, the card is ringed as after a Tab, Tab goes on from there (Keep, then back
    /// to Delete), and Return and Space choose the focused button.
    @Test func aCardFocusedAtStartIsRingedAndTabGoesOnFromThere() throws {
        let keys = Keyboard(Self.card)
        keys.interaction.focusAtStart(in: keys.scene)
        let sure = try #require(keys.interaction.decorated(keys.scene).node(named: "button\(CardAlertModel.sureIndex)"))
        #expect(sure.node(named: FocusRing.name) != nil)
        #expect(
            keys.foci(pressing: .tab, times: 2) == [
                .button(CardAlertModel.cancelIndex), .button(CardAlertModel.sureIndex),
            ])
        let fresh = Keyboard(Self.card)
        fresh.interaction.focusAtStart(in: fresh.scene)
        #expect(
            fresh.press(.text(" ")) == .finished(AlertResponse(actionIndex: CardAlertModel.sureIndex, isCancel: false)))
    }

    // MARK: Return and Space

    @Test func returnChoosesTheFocusedButtonElseThePreferredAction() throws {
        let alert = try Self.alert(fields: 2, buttons: 2, preferred: 1)
        let typed = Keyboard(alert)
        typed.press(.text("ada"))
        #expect(
            typed.press(.returnKey)
                == .finished(AlertResponse(actionIndex: 1, fieldValues: ["ada", ""], isCancel: false)))
        let tabbed = Keyboard(alert)
        #expect(
            tabbed.press(.tab, .tab, .returnKey)
                == .finished(AlertResponse(actionIndex: 0, fieldValues: ["", ""], isCancel: true)))
        // Nothing focused yet: the preferred action, as before.
        #expect(
            Keyboard(try Self.alert(fields: 0, buttons: 3, preferred: 2)).press(.returnKey)
                == .finished(AlertResponse(actionIndex: 2, isCancel: false)))
        #expect(
            Keyboard(Self.card).press(.tab, .returnKey) == .finished(AlertResponse(actionIndex: 0, isCancel: true)))
    }

    @Test func spaceChoosesTheFocusedButtonButIsTypedInAField() throws {
        let keys = Keyboard(try Self.alert(fields: 1, buttons: 2))
        #expect(keys.press(.text(" ")) == .redraw)
        #expect(keys.interaction.fieldValues == [" "])
        #expect(
            keys.press(.tab, .tab, .text(" "))
                == .finished(AlertResponse(actionIndex: 1, fieldValues: [" "], isCancel: false)))
        #expect(Keyboard(Self.card).press(.text(" ")) == .unchanged)
        #expect(
            Keyboard(Self.card).press(.tab, .text(" ")) == .finished(AlertResponse(actionIndex: 0, isCancel: true)))
    }

    @Test func escapeStillCancelsWhereverTheFocusIs() throws {
        #expect(
            Keyboard(Self.card).press(.tab, .tab, .escape) == .finished(AlertResponse(actionIndex: 0, isCancel: true)))
        #expect(
            Keyboard(try Self.sheet(Self.choices)).press(.end, .escape)
                == .finished(AlertResponse(actionIndex: nil, isCancel: true)))
    }

    // MARK: Arrows, Home and End

    @Test func leftAndRightMoveAlongARow() throws {
        for overlay in [Self.card, try Self.alert(fields: 0, buttons: 2)] {
            let keys = Keyboard(overlay)
            #expect(keys.foci(pressing: .right, times: 3) == [.button(0), .button(1), .button(1)])
            #expect(keys.foci(pressing: .left, times: 2) == [.button(0), .button(0)])
            // A row has no column to move along.
            #expect(keys.foci(pressing: .down, times: 1) == [.button(0)])
        }
    }

    @Test func upAndDownMoveAlongAColumn() throws {
        let keys = Keyboard(try Self.alert(fields: 0, buttons: 3))
        #expect(keys.foci(pressing: .down, times: 4) == [.button(1), .button(2), .button(0), .button(0)])
        #expect(keys.foci(pressing: .up, times: 1) == [.button(2)])
        #expect(keys.foci(pressing: .right, times: 1) == [.button(2)])
        #expect(Keyboard(try Self.alert(fields: 0, buttons: 3)).foci(pressing: .up, times: 1) == [.button(0)])
    }

    @Test func arrowsLeaveAFocusedFieldAlone() throws {
        let keys = Keyboard(try Self.alert(fields: 1, buttons: 3))
        for key in [KeyInput.down, .up, .left, .right, .home, .end] {
            #expect(keys.press(key) == .unchanged)
            #expect(keys.interaction.focus == .field(0))
        }
    }

    @Test func homeAndEndAnswerASheetWithoutAPreferredAction() throws {
        let sheet = try Self.sheet(Self.choices)
        #expect(Keyboard(sheet).press(.returnKey) == .unchanged)
        #expect(Keyboard(sheet).press(.end, .returnKey) == .finished(AlertResponse(actionIndex: 3, isCancel: false)))
        #expect(
            Keyboard(sheet).press(.home, .down, .returnKey) == .finished(AlertResponse(actionIndex: 1, isCancel: false))
        )
        let keys = Keyboard(sheet)
        #expect(keys.foci(pressing: .down, times: 5) == [0, 1, 2, 3, 3].map(FocusTarget.button))
        #expect(keys.foci(pressing: .home, times: 1) == [.button(0)])
    }

    @Test func aSheetsCancelActionComesLastAndThePreferredAnswersReturnUntilFocusMoves() throws {
        let actions = [AlertAction(title: "Cancel", style: .cancel)] + Self.choices
        let sheet = try Self.sheet(actions, preferred: 2)
        #expect(Keyboard(sheet).press(.returnKey) == .finished(AlertResponse(actionIndex: 2, isCancel: false)))
        #expect(Keyboard(sheet).foci(pressing: .tab, times: 6) == [1, 2, 3, 4, 0, 1].map(FocusTarget.button))
        #expect(Keyboard(sheet).press(.end, .returnKey) == .finished(AlertResponse(actionIndex: 0, isCancel: true)))
        #expect(
            Keyboard(sheet).press(.end, .up, .text(" ")) == .finished(AlertResponse(actionIndex: 4, isCancel: false)))
    }

    @Test func aPopoverCyclesThroughTheRowsItShows() throws {
        let actions = Self.choices + [AlertAction(title: "Cancel", style: .cancel)]
        let popover = Keyboard(try Self.sheet(actions, anchor: Point(x: 400, y: 100)))
        #expect(popover.foci(pressing: .tab, times: 5) == [0, 1, 2, 3, 0].map(FocusTarget.button))
    }

    // MARK: Typing a letter

    @Test func aTypedLetterMovesToTheNextChoiceStartingWithIt() throws {
        let keys = Keyboard(try Self.sheet(Self.choices))
        #expect(keys.press(.text("c")) == .redraw)
        #expect(keys.interaction.focus == .button(0))
        keys.press(.text("C"))
        #expect(keys.interaction.focus == .button(1))
        keys.press(.text("c"))
        #expect(keys.interaction.focus == .button(0))
        #expect(keys.press(.text("x")) == .unchanged)
        #expect(keys.interaction.focus == .button(0))
        #expect(keys.press(.text("d"), .returnKey) == .finished(AlertResponse(actionIndex: 3, isCancel: false)))
        #expect(Keyboard(try Self.sheet(Self.choices)).press(.text("x")) == .unchanged)
        // An alert has no list to type into.
        #expect(Keyboard(try Self.alert(fields: 0, buttons: 3)).press(.text("o")) == .unchanged)
    }

    // MARK: A HUD's button

    @Test func aCancellableHUDsButtonTakesTheFocus() {
        var model = StatusHUDModel(indicator: .spinner, text: "Copying", buttonTitle: "Cancel")
        model.isCancellable = true
        #expect(
            Keyboard(.status(model)).press(.tab, .text(" ")) == .finished(AlertResponse(actionIndex: 0, isCancel: true))
        )
        #expect(Keyboard(.status(model)).press(.escape) == .finished(AlertResponse(actionIndex: nil, isCancel: true)))
        model.isCancellable = false
        #expect(Keyboard(.status(model)).press(.tab) == .unchanged)
    }

    // MARK: The ring

    @Test func onlyAButtonTheKeyboardFocusedHasARing() throws {
        let keys = Keyboard(Self.card)
        func rings() -> [SceneNode] {
            (0...1).compactMap {
                keys.interaction.decorated(keys.scene).node(named: "button\($0)")?.node(named: "focusRing")
            }
        }
        _ = keys.interaction.handle(
            .pointer(.pressed(try #require(keys.scene.node(named: "button1")).frame.center)), in: keys.scene)
        #expect(rings().isEmpty)
        keys.press(.tab)
        let ring = try #require(rings().first)
        #expect(rings().count == 1)
        let button = try #require(keys.scene.node(named: "button0"))
        #expect(ring.stroke == Stroke(color: CardAlertLayout.buttonTitle, width: 3))
        #expect(ring.frame == button.frame.insetBy(dx: 4.5, dy: 4.5))
        #expect(ring.cornerRadii == .all(8))
    }

    @Test(arguments: [Appearance.light, .dark]) func aSheetRowsRingIsInTheTint(appearance: Appearance) throws {
        let keys = Keyboard(try Self.sheet(Self.choices), appearance: appearance)
        keys.press(.down)
        let row = try #require(keys.interaction.decorated(keys.scene).node(named: "button0"))
        #expect(row.node(named: "focusRing")?.stroke?.color == Theme.of(appearance).tint)
    }

    /// A HUD's capsule has room about it: its ring goes around it, clear of its title, and still
    /// inside the card.
    @Test func aHUDsCapsuleIsRingedAroundItsCorners() throws {
        var model = StatusHUDModel(indicator: .spinner, text: "Copying", buttonTitle: "Cancel")
        model.isCancellable = true
        let keys = Keyboard(.status(model))
        keys.press(.tab)
        let card = try #require(keys.interaction.decorated(keys.scene).node(named: "card"))
        let button = try #require(card.node(named: "button0"))
        #expect(button.node(named: "focusRing") == nil)
        let ring = try #require(card.node(named: "focusRing"))
        #expect(ring.frame == button.frame.insetBy(dx: -4.5, dy: -4.5))
        #expect(ring.cornerRadii == button.cornerRadii.inset(by: -4.5))
        #expect(ring.stroke == Stroke(color: try #require(button.stroke).color, width: 3))
        #expect(card.frame.contains(ring.frame.insetBy(dx: -1.5, dy: -1.5)))
    }

    @Test func modifiedArrowsAreShortcutsNotFocus() {
        #expect(KeyStroke(.down, modifiers: .mod4).meaningToDialog == nil)
        #expect(KeyStroke(.left, modifiers: [.shift, .mod2]).meaningToDialog == .left)
        // The page keys reach a dialog for its text view and its list; with a command modifier they are shortcuts.
        #expect(KeyStroke(.pageDown).meaningToDialog == .pageDown)
        #expect(KeyStroke(.pageDown, modifiers: .mod4).meaningToDialog == nil)
    }
}
