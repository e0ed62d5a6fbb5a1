import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Overlay interaction")
struct OverlayInteractionTests {
    static let both = CardAlertModel(title: "T", message: "M", sure: "OK", cancel: "Cancel")

    func scene(_ overlay: Overlay, appearance: Appearance? = nil) -> Scene {
        OverlayLayout.scene(for: overlay, in: context(appearance: appearance))
    }

    func center(of name: String, in scene: Scene) throws -> Point {
        try #require(scene.node(named: name)).frame.center
    }

    func click(_ point: Point, on interaction: OverlayInteraction, in scene: Scene) -> InteractionOutcome {
        _ = interaction.handle(.pointer(.pressed(point)), in: scene)
        return interaction.handle(.pointer(.released(point)), in: scene)
    }

    func loginAlert(preferred: Int? = 1) throws -> Overlay {
        .alert(
            try AlertModel(
                title: "Log in", actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")],
                preferredActionIndex: preferred,
                textFields: [
                    AlertTextField(placeholder: "User"),
                    AlertTextField(placeholder: "Password", isSecure: true),
                ]))
    }

    // MARK: Pointer

    @Test(arguments: [0, 1]) func clickOnACardButtonChoosesIt(index: Int) throws {
        let scene = scene(.card(Self.both))
        let interaction = OverlayInteraction(overlay: .card(Self.both))
        let button = try center(of: "button\(index)", in: scene)
        #expect(interaction.handle(.pointer(.pressed(button)), in: scene) == .redraw)
        #expect(
            interaction.handle(.pointer(.released(button)), in: scene)
                == .finished(AlertResponse(actionIndex: index, isCancel: index == 0)))
    }

    @Test func draggingOutAndReleasingChoosesNothing() throws {
        let scene = scene(.card(Self.both))
        let interaction = OverlayInteraction(overlay: .card(Self.both))
        let sure = try center(of: "button1", in: scene)
        let title = try center(of: "title", in: scene)
        _ = interaction.handle(.pointer(.pressed(sure)), in: scene)
        #expect(interaction.handle(.pointer(.moved(title)), in: scene) == .redraw)
        #expect(interaction.highlightedButton == nil && interaction.pressedButton == 1)
        #expect(interaction.handle(.pointer(.released(title)), in: scene) == .unchanged)
        #expect(interaction.pressedButton == nil)

        // Releasing on the other button does not choose it either, and clears the highlight.
        _ = interaction.handle(.pointer(.pressed(sure)), in: scene)
        #expect(interaction.handle(.pointer(.released(try center(of: "button0", in: scene))), in: scene) == .redraw)
        #expect(interaction.pressedButton == nil)
    }

    @Test func draggingBackInAndReleasingChoosesTheButton() throws {
        let scene = scene(.card(Self.both))
        let interaction = OverlayInteraction(overlay: .card(Self.both))
        let sure = try center(of: "button1", in: scene)
        _ = interaction.handle(.pointer(.pressed(sure)), in: scene)
        _ = interaction.handle(.pointer(.left), in: scene)
        #expect(interaction.handle(.pointer(.moved(sure)), in: scene) == .redraw)
        #expect(interaction.highlightedButton == 1)
        #expect(
            interaction.handle(.pointer(.released(sure)), in: scene)
                == .finished(AlertResponse(actionIndex: 1, isCancel: false)))
    }

    @Test func aFinishedOverlayIgnoresLaterInput() throws {
        let scene = scene(.card(Self.both))
        let interaction = OverlayInteraction(overlay: .card(Self.both))
        let sure = try center(of: "button1", in: scene)
        #expect(click(sure, on: interaction, in: scene) != .unchanged)
        #expect(click(sure, on: interaction, in: scene) == .unchanged)
        #expect(interaction.handle(.key(.escape), in: scene) == .unchanged)
    }

    @Test func tapOutsideNeedsPressAndReleaseOnTheDim() throws {
        let scene = scene(.card(Self.both))
        let interaction = OverlayInteraction(overlay: .card(Self.both))
        let outside = Point(x: 5, y: 5)
        #expect(click(outside, on: interaction, in: scene) == .tappedOutside)
        _ = interaction.handle(.pointer(.pressed(outside)), in: scene)
        #expect(interaction.handle(.pointer(.released(try center(of: "card", in: scene))), in: scene) == .unchanged)
        _ = interaction.handle(.pointer(.pressed(try center(of: "card", in: scene))), in: scene)
        #expect(interaction.handle(.pointer(.released(outside)), in: scene) == .unchanged)
    }

    @Test func hudsReportTapsOutsideButIgnoreKeys() {
        let hud = Overlay.loading(LoadingHUDModel(text: "Loading"))
        let scene = scene(hud)
        let interaction = OverlayInteraction(overlay: hud)
        #expect(click(Point(x: 5, y: 5), on: interaction, in: scene) == .tappedOutside)
        for key in [KeyInput.escape, .returnKey, .text("a")] {
            #expect(interaction.handle(.key(key), in: scene) == .unchanged)
        }
    }

    // MARK: Keyboard

    @Test(
        arguments: [
            // (sure, cancel, Return's answer, Escape's answer); nil: Return does nothing.
            ("OK", "No", AlertResponse(actionIndex: 1, isCancel: false), AlertResponse(actionIndex: 0, isCancel: true)),
            (
                "OK", nil, AlertResponse(actionIndex: 1, isCancel: false),
                AlertResponse(actionIndex: nil, isCancel: true)
            ),
            (nil, "No", AlertResponse(actionIndex: 0, isCancel: true), AlertResponse(actionIndex: 0, isCancel: true)),
            (nil, nil, nil, AlertResponse(actionIndex: nil, isCancel: true)),
        ] as [(String?, String?, AlertResponse?, AlertResponse)])
    func cardKeys(sure: String?, cancel: String?, onReturn: AlertResponse?, onEscape: AlertResponse) {
        let card = Overlay.card(CardAlertModel(title: "T", sure: sure, cancel: cancel))
        let scene = scene(card)
        #expect(
            OverlayInteraction(overlay: card).handle(.key(.returnKey), in: scene) == onReturn.map { .finished($0) }
                ?? .unchanged)
        #expect(OverlayInteraction(overlay: card).handle(.key(.escape), in: scene) == .finished(onEscape))
    }

    @Test func returnAnswersThePreferredActionElseTheOnlyNonCancelOne() throws {
        func returnKey(_ actions: [AlertAction], preferred: Int? = nil) throws -> InteractionOutcome {
            let alert = Overlay.alert(try AlertModel(title: "T", actions: actions, preferredActionIndex: preferred))
            return OverlayInteraction(overlay: alert).handle(.key(.returnKey), in: scene(alert))
        }
        let three = [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "A"), AlertAction(title: "B")]
        #expect(try returnKey(three, preferred: 2) == .finished(AlertResponse(actionIndex: 2, isCancel: false)))
        #expect(try returnKey(three) == .unchanged)
        #expect(
            try returnKey([AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK", style: .destructive)])
                == .finished(AlertResponse(actionIndex: 1, isCancel: false)))
    }

    @Test func escapeAnswersTheCancelAction() throws {
        let alert = Overlay.alert(
            try AlertModel(title: "T", actions: [AlertAction(title: "OK"), AlertAction(title: "Stop", style: .cancel)]))
        #expect(
            OverlayInteraction(overlay: alert).handle(.key(.escape), in: scene(alert))
                == .finished(AlertResponse(actionIndex: 1, isCancel: true)))
    }

    @Test func typingTabbingAndDeletingFillTheFields() throws {
        let alert = try loginAlert()
        let scene = scene(alert)
        let interaction = OverlayInteraction(overlay: alert)
        #expect(interaction.focusedField == 0)
        #expect(interaction.handle(.key(.text("abc")), in: scene) == .redraw)
        #expect(interaction.handle(.key(.tab), in: scene) == .redraw)
        #expect(interaction.focusedField == 1)
        _ = interaction.handle(.key(.text("密码\u{7}\n")), in: scene)
        #expect(interaction.fieldValues == ["abc", "密码"])
        #expect(interaction.handle(.key(.backspace), in: scene) == .redraw)
        #expect(interaction.fieldValues == ["abc", "密"])
        #expect(interaction.handle(.key(.text("\u{1B}")), in: scene) == .unchanged)
        _ = interaction.handle(.key(.backTab), in: scene)
        #expect(interaction.focusedField == 0)
        _ = interaction.handle(.key(.tab), in: scene)
        #expect(interaction.focusedField == 1)
        #expect(
            interaction.handle(.key(.returnKey), in: scene)
                == .finished(
                    AlertResponse(actionIndex: 1, fieldValues: ["abc", "密"], secureFields: [1], isCancel: false)))
    }

    @Test func pressingAFieldFocusesIt() throws {
        let alert = try loginAlert()
        let scene = scene(alert)
        let interaction = OverlayInteraction(overlay: alert)
        #expect(interaction.handle(.pointer(.pressed(try center(of: "field1", in: scene))), in: scene) == .redraw)
        #expect(interaction.focusedField == 1)
    }

    @Test func fieldsStopAtTheirLimit() throws {
        let alert = try loginAlert()
        let interaction = OverlayInteraction(overlay: alert)
        let scene = scene(alert)
        _ = interaction.handle(.key(.text(String(repeating: "a", count: 999))), in: scene)
        _ = interaction.handle(.key(.text("bcd")), in: scene)
        #expect(interaction.fieldValues[0].count == OverlayInteraction.maxFieldLength)
        #expect(interaction.fieldValues[0].hasSuffix("ab"))
        #expect(interaction.handle(.key(.text("e")), in: scene) == .unchanged)
    }

    // MARK: Drawing

    @Test func relayoutShowsTypedTextBulletsAndTheCaret() throws {
        let interaction = OverlayInteraction(overlay: try loginAlert())
        let scene = OverlayLayout.scene(for: interaction.overlay, in: context(), focusedField: 0)
        // Before the placeholder, as in UIKit.
        let placeholderCaret = try #require(scene.node(named: "caret"))
        #expect(placeholderCaret.frame.minX == scene.node(named: "field0")?.children[0].frame.minX)
        _ = interaction.handle(.key(.text("abc")), in: scene)
        _ = interaction.handle(.key(.tab), in: scene)
        _ = interaction.handle(.key(.text("密码")), in: scene)
        let typed = OverlayLayout.scene(
            for: interaction.overlayForLayout(), in: context(), focusedField: interaction.focusedField)
        func shown(_ name: String) -> String? {
            guard case .text(let block)? = typed.node(named: name)?.node(named: "text")?.content else { return nil }
            return block.text
        }
        #expect(shown("field0") == "abc")
        #expect(shown("field1") == "●●")
        let field = try #require(typed.node(named: "field1"))
        let caret = try #require(field.node(named: "caret"))
        // FixedWidthMeasurer: two 11 pt bullets are 11 wide; a line is 13.2, 14 on whole pixels.
        #expect(caret.frame.midX == field.children[0].frame.minX + 11)
        #expect(caret.frame.width == 2 && caret.frame.height == 14)
        #expect(field.stroke?.color == Theme.light.tint)
        // The unfocused row has no outline of its own: the group draws the box around both.
        #expect(typed.node(named: "field0")?.stroke?.color == .clear)
        #expect(typed.node(named: "fields")?.stroke?.color == Theme.light.fieldBorder)
        #expect(typed.node(named: "field0")?.children.contains { $0.name == "caret" } == false)
    }

    @Test func thePressedCardButtonIsFilledOnlyWhileThePointerIsInside() throws {
        let scene = scene(.card(Self.both))
        let interaction = OverlayInteraction(overlay: .card(Self.both))
        let cancel = try center(of: "button0", in: scene)
        func fills() -> [Color?] {
            let decorated = interaction.decorated(scene)
            return [decorated.node(named: "button0")?.fill, decorated.node(named: "button1")?.fill]
        }
        _ = interaction.handle(.pointer(.moved(cancel)), in: scene)
        #expect(fills() == [Color(white: 0.95), Color(white: 0.95)])
        _ = interaction.handle(.pointer(.pressed(cancel)), in: scene)
        #expect(fills() == [Color(white: 0.9), Color(white: 0.95)])
        _ = interaction.handle(.pointer(.moved(Point(x: 5, y: 5))), in: scene)
        #expect(fills() == [Color(white: 0.95), Color(white: 0.95)])
        _ = interaction.handle(.pointer(.moved(cancel)), in: scene)
        #expect(fills() == [Color(white: 0.9), Color(white: 0.95)])
    }

    @Test(arguments: [Appearance.light, .dark]) func alertDecorationsFollowTheAppearance(appearance: Appearance) throws
    {
        let alert = try loginAlert()
        let scene = scene(alert, appearance: appearance)
        let interaction = OverlayInteraction(overlay: alert, appearance: appearance)
        _ = interaction.handle(.pointer(.pressed(try center(of: "button1", in: scene))), in: scene)
        _ = interaction.handle(.key(.tab), in: scene)
        let decorated = interaction.decorated(scene)
        let theme = Theme.of(appearance)
        #expect(decorated.node(named: "button1")?.fill == theme.alertButtonPressed)
        #expect(decorated.node(named: "button0")?.fill == nil)
        #expect(decorated.node(named: "field1")?.stroke?.color == theme.tint)
        #expect(decorated.node(named: "field0")?.stroke?.color == .clear)
        #expect(decorated.node(named: "fields")?.stroke?.color == theme.fieldBorder)
    }

    // MARK: Secrets

    @Test func secureValuesNeverReachText() {
        let response = AlertResponse(
            actionIndex: 1, fieldValues: ["ada", "hunter2"], secureFields: [1], isCancel: false)
        var dumped = ""
        dump(response, to: &dumped)
        let texts = [
            response.description, response.debugDescription, "\(response)", String(reflecting: response),
            String(describing: InteractionOutcome.finished(response)),
            String(reflecting: InteractionOutcome.finished(response)), dumped,
        ]
        for text in texts {
            #expect(!text.contains("hunter2"))
            #expect(text.contains("ada") && text.contains("•••"))
        }
    }
}
