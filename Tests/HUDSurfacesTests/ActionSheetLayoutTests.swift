import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Action sheet layout")
struct ActionSheetLayoutTests {
    static let actions = [
        AlertAction(title: "Share"), AlertAction(title: "Delete", style: .destructive),
        AlertAction(title: "Cancel", style: .cancel),
    ]

    func sheet(_ actions: [AlertAction] = actions, anchor: Point? = nil) throws -> ActionSheetModel {
        try ActionSheetModel(title: "Title", message: "Message", actions: actions, anchor: anchor)
    }

    func scene(_ model: ActionSheetModel, width: Double = 800, height: Double = 600, scale: Double = 1) -> Scene {
        OverlayLayout.scene(for: .actionSheet(model), in: context(width: width, height: height, scale: scale))
    }

    func titleStyle(of button: String, in scene: Scene) -> TextStyle? {
        guard case .text(let block)? = scene.node(named: button)?.children.first?.content else { return nil }
        return block.style
    }

    @Test func sitsAtTheBottomWithTheCancelGroupBelowAnEightPointGap() throws {
        let scene = scene(try sheet())
        let card = try #require(scene.node(named: "card"))
        let cancelCard = try #require(scene.node(named: "cancelCard"))
        #expect(cancelCard.frame.maxY == 600 - 8)
        #expect(cancelCard.frame.minY - card.frame.maxY == 8)
        #expect(card.frame.width == 414 && card.frame.midX == 400 && cancelCard.frame.minX == card.frame.minX)
        #expect(card.cornerRadii == .all(13) && cancelCard.cornerRadii == .all(13))
        #expect(scene.nodes.map(\.name) == ["dim", "card", "cancelCard"])
        #expect(scene.node(named: "dim")?.fill == Theme.light.alertDim)
        // The cancel action sits in its group alone, whatever its index in the model.
        #expect(cancelCard.children.map(\.name) == ["button2"])
    }

    @Test func rowsAre57HighWith20PointTitles() throws {
        let scene = scene(try sheet())
        let card = try #require(scene.node(named: "card"))
        for name in ["button0", "button1", "button2"] {
            #expect(scene.node(named: name)?.frame.height == 57, "\(name)")
            #expect(titleStyle(of: name, in: scene)?.size == 20, "\(name)")
        }
        #expect(try #require(scene.node(named: "button1")).frame.maxY == card.frame.maxY)
        #expect(
            try #require(scene.node(named: "button1")).frame.minY
                == (try #require(scene.node(named: "button0"))).frame.maxY)
    }

    @Test func headerIsThirteenPointGreyWithASemiboldTitle() throws {
        let scene = scene(try sheet())
        let title = try #require(scene.node(named: "title"))
        let message = try #require(scene.node(named: "message"))
        guard case .text(let titleBlock) = title.content, case .text(let messageBlock) = message.content else {
            Issue.record("title or message is not text")
            return
        }
        #expect(titleBlock.style.size == 13 && titleBlock.style.weight == .semibold)
        #expect(messageBlock.style.size == 13 && messageBlock.style.weight == .regular)
        #expect(
            titleBlock.style.color == Theme.light.sheetHeaderText
                && messageBlock.style.color == Theme.light.sheetHeaderText)
        #expect(message.frame.maxY < (try #require(scene.node(named: "button0"))).frame.minY)
    }

    @Test func destructiveIsRedAndCancelIsSemibold() throws {
        let scene = scene(try sheet())
        #expect(titleStyle(of: "button1", in: scene)?.color == Color(r255: 255, g255: 59, b255: 48))
        #expect(titleStyle(of: "button0", in: scene)?.color == Theme.light.tint)
        #expect(titleStyle(of: "button0", in: scene)?.weight == .regular)
        #expect(titleStyle(of: "button2", in: scene)?.weight == .semibold)
    }

    @Test func separatorsAreOneDevicePixelBetweenRows() throws {
        let scene = scene(try sheet(), scale: 2)
        let card = try #require(scene.node(named: "card"))
        let separators = card.children.filter { $0.name == "separator" }
        #expect(separators.count == 2)
        #expect(separators.allSatisfy { $0.frame.height == 0.5 && $0.frame.width == card.frame.width })
        #expect(
            Set(separators.map(\.frame.minY))
                == Set(["button0", "button1"].compactMap { scene.node(named: $0)?.frame.minY }))
    }

    @Test func textFieldsAreAnError() {
        #expect(throws: HUDError.textFieldsOnActionSheet) {
            try ActionSheetModel(actions: Self.actions, textFields: [AlertTextField(placeholder: "Name")])
        }
    }

    @Test func twoCancelActionsAreAnError() {
        #expect(throws: HUDError.duplicateCancelAction(first: "No", second: "Stop")) {
            try ActionSheetModel(actions: [
                AlertAction(title: "No", style: .cancel), AlertAction(title: "Stop", style: .cancel),
            ])
        }
    }

    @Test(arguments: [Point(x: 100, y: 80), Point(x: 790, y: 590), Point(x: -50, y: 300), Point(x: 700, y: 10)])
    func anchoredSheetStaysOnTheMonitor(anchor: Point) throws {
        let scene = scene(try sheet(anchor: anchor))
        let card = try #require(scene.node(named: "card"))
        let arrow = try #require(scene.node(named: "arrow"))
        let inside = Rect(x: 8, y: 8, width: 800 - 16, height: 600 - 16)
        #expect(inside.contains(card.frame))
        #expect(card.frame.width == ActionSheetLayout.popoverWidth)
        // The arrow sits on the group's edge, between its rounded corners.
        #expect(arrow.frame.maxY == card.frame.minY || arrow.frame.minY == card.frame.maxY)
        #expect(arrow.frame.minX >= card.frame.minX + 13 && arrow.frame.maxX <= card.frame.maxX - 13)
    }

    /// UIKit's popover: the arrow's tip on the point, no dim, no cancel row; a click beside it cancels.
    @Test func anchoredSheetIsAPopoverPointingAtTheAnchor() throws {
        let below = scene(try sheet(anchor: Point(x: 300, y: 80)))
        let arrow = try #require(below.node(named: "arrow"))
        guard case .arrow(let pointsUp, _) = arrow.content else {
            Issue.record("the arrow draws an arrow")
            return
        }
        #expect(pointsUp && arrow.frame.minY == 80 && arrow.frame.midX == 300)
        #expect(arrow.frame.size == ActionSheetLayout.arrowSize)
        #expect(try #require(below.node(named: "card")).frame.midX == 300)
        #expect(below.node(named: "cancelCard") == nil && below.node(named: "button2") == nil, "no cancel row")
        #expect(below.node(named: "dim")?.fill == nil && below.role(at: Point(x: 700, y: 500)) == .backdrop)
        let above = scene(try sheet(anchor: Point(x: 300, y: 590)))
        let upArrow = try #require(above.node(named: "arrow"))
        // On the blurred material the arrow, which cannot blur beneath, takes the nearly opaque tint.
        #expect(
            upArrow.frame.maxY == 590
                && upArrow.content
                    == .arrow(pointsUp: false, color: Material.opaqueTint.tint(Theme.light.alertBackground))
        )
        let interaction = OverlayInteraction(overlay: .actionSheet(try sheet(anchor: Point(x: 300, y: 80))))
        _ = interaction.handle(.pointer(.pressed(Point(x: 700, y: 500))), in: below)
        #expect(
            interaction.handle(.pointer(.released(Point(x: 700, y: 500))), in: below)
                == .finished(AlertResponse(actionIndex: 2, isCancel: true)))
    }

    @Test func aPopoverWhoseOnlyActionIsCancelKeepsIt() throws {
        let scene = scene(try sheet([AlertAction(title: "Close", style: .cancel)], anchor: Point(x: 300, y: 80)))
        #expect(scene.node(named: "button0") != nil)
    }

    @Test func manyActionsShrinkToFitTheMonitor() throws {
        let actions =
            (0..<30).map { AlertAction(title: "Choice \($0)") } + [AlertAction(title: "Cancel", style: .cancel)]
        let scene = scene(try sheet(actions), height: 400)
        let card = try #require(scene.node(named: "card"))
        let cancelCard = try #require(scene.node(named: "cancelCard"))
        #expect(card.frame.minY >= 20 && cancelCard.frame.maxY == 400 - 8)
        let rows = (0..<31).compactMap { scene.node(named: "button\($0)") }
        #expect(rows.count == 31)
        #expect(rows.allSatisfy { $0.frame.height < 57 && $0.frame.height == rows[0].frame.height })
        #expect(try #require(titleStyle(of: "button0", in: scene)?.size) < 20)
        // Every row can still be chosen.
        #expect(rows.indices.allSatisfy { scene.role(at: rows[$0].frame.center) == .button($0) })
    }

    @Test func narrowMonitorKeepsEightPointSideMargins() throws {
        let card = try #require(scene(try sheet(), width: 320).node(named: "card"))
        #expect(card.frame.minX == 8 && card.frame.width == 320 - 16)
    }

    @Test func onlyACancelActionHasNoMainGroup() throws {
        let scene = scene(try ActionSheetModel(actions: [AlertAction(title: "Cancel", style: .cancel)]))
        #expect(scene.node(named: "card") == nil)
        let cancelCard = try #require(scene.node(named: "cancelCard"))
        #expect(cancelCard.frame.maxY == 600 - 8, "\(cancelCard.frame)")
    }

    @Test(arguments: [0, 1, 2]) func hitTestingEachButtonReturnsItsIndex(index: Int) throws {
        let scene = scene(try sheet())
        let button = try #require(scene.node(named: "button\(index)"))
        #expect(scene.role(at: button.frame.center) == .button(index))
    }

    @Test func darkAppearanceUsesTheDarkTheme() throws {
        let model = try sheet()
        let scene = OverlayLayout.scene(for: .actionSheet(model), in: context(appearance: .dark))
        #expect(scene.node(named: "card")?.fill == Theme.dark.alertBackground)
        #expect(scene.node(named: "cancelCard")?.fill == Theme.dark.sheetCancelBackground)
        #expect(scene.node(named: "dim")?.fill == Color(white: 0, alpha: 0.48))
    }
}

@Suite("Action sheet interaction")
struct ActionSheetInteractionTests {
    func sheet(preferred: Int? = nil) throws -> Overlay {
        .actionSheet(
            try ActionSheetModel(title: "T", actions: ActionSheetLayoutTests.actions, preferredActionIndex: preferred))
    }

    func scene(_ overlay: Overlay) -> Scene {
        OverlayLayout.scene(for: overlay, in: context())
    }

    @Test func escapeAnswersTheCancelAction() throws {
        let overlay = try sheet()
        #expect(
            OverlayInteraction(overlay: overlay).handle(.key(.escape), in: scene(overlay))
                == .finished(AlertResponse(actionIndex: 2, isCancel: true)))
    }

    @Test func tapOnTheDimAnswersTheCancelAction() throws {
        let overlay = try sheet()
        let scene = scene(overlay)
        let interaction = OverlayInteraction(overlay: overlay)
        _ = interaction.handle(.pointer(.pressed(Point(x: 5, y: 5))), in: scene)
        #expect(
            interaction.handle(.pointer(.released(Point(x: 5, y: 5))), in: scene)
                == .finished(AlertResponse(actionIndex: 2, isCancel: true)))
    }

    @Test func returnAnswersOnlyAPreferredAction() throws {
        let plain = try sheet()
        #expect(OverlayInteraction(overlay: plain).handle(.key(.returnKey), in: scene(plain)) == .unchanged)
        let preferred = try sheet(preferred: 0)
        #expect(
            OverlayInteraction(overlay: preferred).handle(.key(.returnKey), in: scene(preferred))
                == .finished(AlertResponse(actionIndex: 0, isCancel: false)))
    }

    @Test(arguments: [0, 1, 2]) func clickingAButtonChoosesIt(index: Int) throws {
        let overlay = try sheet()
        let scene = scene(overlay)
        let interaction = OverlayInteraction(overlay: overlay)
        let center = try #require(scene.node(named: "button\(index)")).frame.center
        #expect(interaction.handle(.pointer(.pressed(center)), in: scene) == .redraw)
        #expect(interaction.decorated(scene).node(named: "button\(index)")?.fill == Theme.light.alertButtonPressed)
        #expect(
            interaction.handle(.pointer(.released(center)), in: scene)
                == .finished(AlertResponse(actionIndex: index, isCancel: index == 2)))
    }

    @Test func bothGroupsFadeInWithTheDim() throws {
        let clock = ManualClock()
        let overlay = try sheet()
        let presentation = AnimatedOverlayScene(
            scene: scene(overlay), motion: .standard(for: overlay),
            animator: Animator(clock: clock))
        try presentation.show()
        clock.advance(to: 0.05)
        for name in ["dim", "card", "cancelCard"] {
            let alpha = try #require(presentation.currentScene?.node(named: name)?.alpha)
            #expect(abs(alpha - 0.3166) < 1e-3, "\(name)")
        }
        clock.advance(to: 0.5)
        #expect(presentation.currentScene?.nodes.allSatisfy { $0.alpha == 1 } == true)
    }
}
