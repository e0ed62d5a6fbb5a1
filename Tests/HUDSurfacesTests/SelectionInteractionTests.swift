import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// Paste and copy as the core sees them: which keys and clicks ask for a selection, what a pasted
/// text leaves in a field, and what a field gives away.
@Suite("Selections in an alert's fields")
struct SelectionInteractionTests {
    let alert: Overlay
    let scene: Scene

    init() throws {
        alert = .alert(
            try AlertModel(
                title: "Log in", actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")],
                preferredActionIndex: 1,
                textFields: [
                    AlertTextField(placeholder: "User"), AlertTextField(placeholder: "Password", isSecure: true),
                ]))
        scene = OverlayLayout.scene(for: alert, in: context())
    }

    @Test(arguments: [
        KeyStroke(.text("v"), modifiers: .control), KeyStroke(.text("v"), modifiers: [.control, .shift, .mod2]),
        KeyStroke(.insert, modifiers: .shift),
    ])
    func ctrlVAndShiftInsertAskForTheClipboard(stroke: KeyStroke) {
        let interaction = OverlayInteraction(overlay: alert)
        #expect(interaction.handle(.keyStroke(stroke), in: scene) == .pasteRequested(.clipboard))
        #expect(interaction.fieldValues == ["", ""])
    }

    @Test(arguments: [
        KeyStroke(.text("v"), modifiers: [.control, .mod1]), KeyStroke(.insert),
        KeyStroke(.insert, modifiers: [.shift, .mod4]), KeyStroke(.text("x"), modifiers: .control),
    ])
    func otherStrokesPasteNothing(stroke: KeyStroke) {
        let interaction = OverlayInteraction(overlay: alert)
        #expect(interaction.handle(.keyStroke(stroke), in: scene) == .unchanged)
    }

    @Test func withoutAFocusedFieldNothingIsPasted() throws {
        let interaction = OverlayInteraction(overlay: alert)
        for _ in 0..<2 { _ = interaction.handle(.key(.tab), in: scene) }
        #expect(interaction.focusedButton != nil)
        #expect(interaction.handle(.keyStroke(KeyStroke(.text("v"), modifiers: .control)), in: scene) == .unchanged)
        #expect(interaction.handle(.paste("abc"), in: scene) == .unchanged)
        #expect(interaction.fieldValues == ["", ""])

        let card = Overlay.card(CardAlertModel(title: "T", message: "M", sure: "OK", cancel: "Cancel"))
        let cardInteraction = OverlayInteraction(overlay: card)
        let cardScene = OverlayLayout.scene(for: card, in: context())
        #expect(cardInteraction.handle(.paste("abc"), in: cardScene) == .unchanged)
        #expect(
            cardInteraction.handle(.keyStroke(KeyStroke(.text("v"), modifiers: .control)), in: cardScene)
                == .unchanged)
    }

    @Test(arguments: ["one\ntwo", "one\rtwo", "one\r\ntwo", "one\u{2028}two", "one\u{2029}two", "one"])
    func aPasteKeepsTheFirstLine(text: String) {
        let interaction = OverlayInteraction(overlay: alert)
        _ = interaction.handle(.key(.text("<")), in: scene)
        #expect(interaction.handle(.paste(text), in: scene) == .redraw)
        #expect(interaction.fieldValues == ["<one", ""])
    }

    @Test func aPasteStartingWithANewlinePastesNothing() {
        let interaction = OverlayInteraction(overlay: alert)
        #expect(interaction.handle(.paste("\nsecond line"), in: scene) == .unchanged)
        #expect(interaction.fieldValues == ["", ""])
    }

    @Test func aPasteStopsAtTheFieldsLimitAndDropsControls() {
        let interaction = OverlayInteraction(overlay: alert)
        _ = interaction.handle(.key(.tab), in: scene)
        _ = interaction.handle(.key(.text("ab")), in: scene)
        _ = interaction.handle(.paste("\u{7}x\u{0}" + String(repeating: "é", count: 2000)), in: scene)
        #expect(interaction.fieldValues[1].count == OverlayInteraction.maxFieldLength)
        #expect(interaction.fieldValues[1].hasPrefix("abxé"))
        #expect(interaction.handle(.paste("more"), in: scene) == .unchanged)
    }

    @Test func aMiddleClickOnAFieldFocusesItAndAsksForPrimary() throws {
        let interaction = OverlayInteraction(overlay: alert)
        let field = try #require(scene.node(named: "field1")).frame.center
        #expect(interaction.handle(.pointer(.middlePressed(field)), in: scene) == .pasteRequested(.primary))
        #expect(interaction.focusedField == 1)
        let title = try #require(scene.node(named: "title")).frame.center
        #expect(interaction.handle(.pointer(.middlePressed(title)), in: scene) == .unchanged)
        #expect(interaction.focusedField == 1)
    }

    @Test func ctrlAOffersAPlainFieldsTextAsPrimaryAndNeverASecureOnes() {
        let interaction = OverlayInteraction(overlay: alert)
        let selectAll = InteractionEvent.keyStroke(KeyStroke(.text("a"), modifiers: .control))
        _ = interaction.handle(.key(.text("ann")), in: scene)
        #expect(interaction.primarySelectionText == nil)
        #expect(interaction.handle(selectAll, in: scene) == .redraw)
        #expect(interaction.primarySelectionText == "ann")
        _ = interaction.handle(.key(.right), in: scene)
        #expect(interaction.primarySelectionText == nil)
        _ = interaction.handle(.key(.text("e")), in: scene)
        _ = interaction.handle(selectAll, in: scene)
        #expect(interaction.primarySelectionText == "anne")
        _ = interaction.handle(.key(.tab), in: scene)
        #expect(interaction.primarySelectionText == nil)
        _ = interaction.handle(.key(.text("secret")), in: scene)
        _ = interaction.handle(selectAll, in: scene)
        #expect(interaction.primarySelectionText == nil)
        #expect(interaction.fieldValues == ["anne", "secret"])
    }
}
