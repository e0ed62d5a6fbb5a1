import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Dialog keys and modifiers")
struct KeyModifierTests {
    static let card = Overlay.card(CardAlertModel(title: "Delete?", sure: "Delete", cancel: "Cancel"))

    func scene(_ overlay: Overlay) -> Scene {
        OverlayLayout.scene(for: overlay, in: context())
    }

    static let commandModifiers: [KeyModifiers] = [.control, .mod1, .mod4, .mod5, [.mod4, .shift]]

    @Test(arguments: commandModifiers)
    func returnAndEscapeWithACommandModifierDoNothing(modifiers: KeyModifiers) {
        let interaction = OverlayInteraction(overlay: Self.card)
        let scene = scene(Self.card)
        for key in [KeyInput.returnKey, .escape, .tab, .backTab] {
            #expect(interaction.handle(.keyStroke(KeyStroke(key, modifiers: modifiers)), in: scene) == .unchanged)
        }
        // Still waiting for an answer: plain Return now answers.
        #expect(
            interaction.handle(.keyStroke(KeyStroke(.returnKey)), in: scene)
                == .finished(AlertResponse(actionIndex: 1, isCancel: false)))
    }

    @Test(arguments: [[], .shift, .capsLock, .mod2, [.shift, .capsLock, .mod2]] as [KeyModifiers])
    func shiftAndLocksDoNotMatter(modifiers: KeyModifiers) {
        let interaction = OverlayInteraction(overlay: Self.card)
        #expect(
            interaction.handle(.keyStroke(KeyStroke(.escape, modifiers: modifiers)), in: scene(Self.card))
                == .finished(AlertResponse(actionIndex: 0, isCancel: true)))
    }

    @Test func tabWithACommandModifierKeepsTheFocusedField() throws {
        let alert = Overlay.alert(
            try AlertModel(
                title: "Log in", actions: [AlertAction(title: "OK")],
                textFields: [
                    AlertTextField(placeholder: "User"),
                    AlertTextField(placeholder: "Password"),
                ]))
        let interaction = OverlayInteraction(overlay: alert)
        let scene = scene(alert)
        #expect(interaction.handle(.keyStroke(KeyStroke(.tab, modifiers: .mod1)), in: scene) == .unchanged)
        #expect(interaction.focusedField == 0)
        #expect(interaction.handle(.keyStroke(KeyStroke(.tab, modifiers: .shift)), in: scene) == .redraw)
        #expect(interaction.focusedField == 1)
    }

    @Test func shortcutsAreNotTypedButAltGrIs() throws {
        let alert = Overlay.alert(
            try AlertModel(
                title: "Log in", actions: [AlertAction(title: "OK")],
                textFields: [AlertTextField(placeholder: "User")]))
        let interaction = OverlayInteraction(overlay: alert)
        let scene = scene(alert)
        for modifiers in [KeyModifiers.control, .mod1, .mod4] {
            #expect(
                interaction.handle(.keyStroke(KeyStroke(.text("d"), modifiers: modifiers)), in: scene) == .unchanged)
        }
        #expect(interaction.handle(.keyStroke(KeyStroke(.text("@"), modifiers: .mod5)), in: scene) == .redraw)
        #expect(interaction.handle(.keyStroke(KeyStroke(.text("A"), modifiers: .shift)), in: scene) == .redraw)
        #expect(interaction.fieldValues == ["@A"])
    }

    @Test func theRuleItself() {
        #expect(KeyStroke(.returnKey, modifiers: .mod4).meaningToDialog == nil)
        #expect(KeyStroke(.returnKey, modifiers: [.shift, .capsLock]).meaningToDialog == .returnKey)
        #expect(KeyStroke(.backspace, modifiers: .control).meaningToDialog == nil)
        #expect(KeyStroke(.backspace, modifiers: .control).fieldCommand == .edit(.delete(.previousWord)))
        #expect(KeyStroke(.text("x"), modifiers: .mod5).meaningToDialog == .text("x"))
    }
}
