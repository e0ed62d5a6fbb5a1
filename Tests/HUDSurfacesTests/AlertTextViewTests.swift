import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// The system alert with a text view between its text and its buttons (zenity's `--text-info`):
/// its card, its scrolling, its checkbox that holds OK back, and what a screen reader meets.
@Suite("Alert text view")
struct AlertTextViewTests {
    /// 100 lines of 13 pt text, each 16 pt high with the fixed-width measurer (15.6 pt, rounded up
    /// to whole pixels).
    static let lines = (1...100).map { "line \($0)" }.joined(separator: "\n")

    func alert(_ text: String = lines, checkbox: String? = nil, atEnd: Bool = false) throws -> Overlay {
        var model = try AlertModel(
            title: "Licence", actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")],
            preferredActionIndex: 1)
        model.content = .textView(AlertTextView(text: text, checkbox: checkbox, startsAtEnd: atEnd))
        return .alert(model)
    }

    /// The interaction's overlay laid out again, as the controller does after each change.
    func scene(of interaction: OverlayInteraction) -> Scene {
        OverlayLayout.scene(for: interaction.overlayForLayout(), in: context())
    }

    func shownOffset(_ scene: Scene) throws -> Double {
        let box = try #require(scene.node(named: AlertTextViewLayout.boxName)).frame
        return box.minY - (try #require(scene.node(named: AlertTextViewLayout.documentName)).frame.minY)
    }

    @Test func theCardIsTheViewWideAndHoldsItAboveTheButtons() throws {
        let scene = OverlayLayout.scene(for: try alert(), in: context())
        let card = try #require(scene.node(named: "card")).frame
        let box = try #require(scene.node(named: AlertTextViewLayout.boxName))
        #expect(card.width == AlertTextView.defaultSize.width + 2 * SystemAlertLayout.inset)
        #expect(box.frame.size == AlertTextView.defaultSize)
        #expect(box.clipsChildren)
        let button = try #require(scene.node(named: "button1")).frame
        #expect(box.frame.maxY + SystemAlertLayout.inset == button.minY)
        // Only the lines in view are laid out: 280 pt holds 18 of the 16 pt lines.
        #expect(box.children.count - 1 == 18)
    }

    /// A long text measures what is in view and a view's height below it; the rest's heights are
    /// estimated from their lengths, which only set how far it scrolls.
    @Test func aLongTextMeasuresOnlyItsStartToOpen() throws {
        let measurer = BannerStackTests.CountingMeasurer()
        let counted = try LayoutContext(canvas: Size(width: 800, height: 600), scale: 1, measurer: measurer)
        let long = (1...20_000).map { "line \($0) of a long file" }.joined(separator: "\n")
        let scene = OverlayLayout.scene(for: try alert(long), in: counted)
        #expect(measurer.count < 100, "\(measurer.count) measured")
        let document = try #require(scene.node(named: AlertTextViewLayout.documentName)).frame
        // Each line is one row, estimated as one too.
        #expect(document.height == 20_000 * 16)
        let box = try #require(scene.node(named: AlertTextViewLayout.boxName))
        #expect(box.children.count - 1 == 18)
    }

    @Test func arrowsPagesHomeAndEndScrollWithinTheText() throws {
        let interaction = OverlayInteraction(overlay: try alert())
        #expect(interaction.focus == .content(0))
        #expect(interaction.handle(.key(.down), in: scene(of: interaction)) == .redraw)
        #expect(try shownOffset(scene(of: interaction)) == AlertTextViewLayout.lineStep)
        _ = interaction.handle(.key(.pageDown), in: scene(of: interaction))
        let paged = try shownOffset(scene(of: interaction))
        #expect(paged == 280, "\(paged)")
        _ = interaction.handle(.key(.end), in: scene(of: interaction))
        let end = 100 * 16 + 2 * AlertTextViewLayout.padding - 280
        #expect(abs(try shownOffset(scene(of: interaction)) - end) < 1e-9)
        #expect(interaction.handle(.key(.down), in: scene(of: interaction)) == .unchanged, "the end stays")
        _ = interaction.handle(.key(.home), in: scene(of: interaction))
        #expect(try shownOffset(scene(of: interaction)) == 0)
        #expect(interaction.handle(.key(.up), in: scene(of: interaction)) == .unchanged, "the top stays")
        _ = interaction.handle(.scroll(2), in: scene(of: interaction))
        #expect(try shownOffset(scene(of: interaction)) == 2 * AlertTextViewLayout.wheelStep)
    }

    @Test func autoScrollStartsAtTheEnd() throws {
        let interaction = OverlayInteraction(overlay: try alert(atEnd: true))
        let scene = scene(of: interaction)
        #expect(try shownOffset(scene) == 100 * 16 + 2 * AlertTextViewLayout.padding - 280)
    }

    @Test func returnIsOKAndPrintsTheTextUnlessTheCheckboxHoldsItBack() throws {
        let plain = OverlayInteraction(overlay: try alert("a\nb"))
        #expect(
            plain.handle(.key(.returnKey), in: scene(of: plain))
                == .finished(AlertResponse(actionIndex: 1, isCancel: false, content: .text("a\nb", checked: false))))

        let agreeing = OverlayInteraction(overlay: try alert("a", checkbox: "I agree"))
        #expect(agreeing.handle(.key(.returnKey), in: scene(of: agreeing)) == .unchanged, "OK waits for the check")
        let okButton = try #require(scene(of: agreeing).node(named: "button1"))
        #expect(okButton.alpha == SystemAlertLayout.heldBackAlpha)
        _ = agreeing.handle(.key(.tab), in: scene(of: agreeing))
        #expect(agreeing.focus == .content(1))
        #expect(agreeing.handle(.key(.text(" ")), in: scene(of: agreeing)) == .redraw)
        #expect(scene(of: agreeing).node(named: "checkmark") != nil)
        #expect(try #require(scene(of: agreeing).node(named: "button1")).alpha == 1)
        #expect(
            agreeing.handle(.key(.returnKey), in: scene(of: agreeing))
                == .finished(AlertResponse(actionIndex: 1, isCancel: false, content: .text("a", checked: true))))
    }

    @Test func escapeCancelsEvenWithTheCheckboxUnchecked() throws {
        let interaction = OverlayInteraction(overlay: try alert("a", checkbox: "I agree"))
        #expect(
            interaction.handle(.key(.escape), in: scene(of: interaction))
                == .finished(AlertResponse(actionIndex: 0, isCancel: true, content: .text("a", checked: false))))
    }

    @Test func aClickOnTheCheckboxLabelChecksIt() throws {
        let interaction = OverlayInteraction(overlay: try alert("a", checkbox: "I agree"))
        let label = try #require(scene(of: interaction).node(named: "checkboxLabel")).frame.center
        _ = interaction.handle(.pointer(.pressed(label)), in: scene(of: interaction))
        #expect(interaction.handle(.pointer(.released(label)), in: scene(of: interaction)) == .redraw)
        #expect(scene(of: interaction).node(named: "checkmark") != nil)
    }

    @Test func aScreenReaderMeetsAMultiLineTextAndTheCheckbox() throws {
        let interaction = OverlayInteraction(overlay: try alert("one\ntwo", checkbox: "I agree"))
        _ = interaction.handle(.key(.tab), in: scene(of: interaction))
        _ = interaction.handle(.key(.text(" ")), in: scene(of: interaction))
        let tree = OverlayAccessibility.tree(
            of: interaction.overlayForLayout(), in: scene(of: interaction), focus: interaction.focus)
        let text = try #require(tree.children.first { $0.role == .text })
        #expect(text.text == "one\ntwo")
        #expect(text.states.contains(.multiLine) && !text.states.contains(.editable))
        let checkbox = try #require(tree.children.first { $0.role == .checkBox })
        #expect(checkbox.name == "I agree")
        #expect(checkbox.states.isSuperset(of: [.checked, .focused]))
    }

    @Test func aZenityEntryStartsWithItsTextSelected() throws {
        var field = AlertTextField(text: "notes.txt")
        field.startsSelected = true
        let model = try AlertModel(actions: [AlertAction(title: "OK")], textFields: [field])
        let interaction = OverlayInteraction(overlay: .alert(model))
        #expect(interaction.focusedSelection == FieldSelection(caret: 9, anchor: 0))
        _ = interaction.handle(.key(.text("x")), in: OverlayLayout.scene(for: .alert(model), in: context()))
        #expect(interaction.fieldValues == ["x"])
        #expect(interaction.unanswered == AlertResponse(actionIndex: nil, fieldValues: ["x"], isCancel: true))
    }

    @Test func aStatusHUDWhoseButtonConfirmsEndsDoneOnReturnAndCancelledOnEscape() throws {
        var model = StatusHUDModel(indicator: .progress(.bar, 1), text: "Copying", buttonTitle: "OK")
        model.buttonConfirms = true
        let done = OverlayInteraction(overlay: .status(model))
        let scene = OverlayLayout.scene(for: .status(model), in: context())
        #expect(done.takesKeyboard)
        #expect(
            done.handle(.key(.returnKey), in: scene)
                == .finished(AlertResponse(actionIndex: StatusHUDLayout.buttonIndex, isCancel: false)))
        let escaped = OverlayInteraction(overlay: .status(model))
        #expect(escaped.handle(.key(.escape), in: scene) == .finished(AlertResponse(actionIndex: nil, isCancel: true)))
    }
}
