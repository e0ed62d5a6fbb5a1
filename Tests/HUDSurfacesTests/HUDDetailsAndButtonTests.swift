import HUDCore
import HUDSurfaces
import Testing

/// MBProgressHUD's details label and in-HUD button: stacked under the label, the button a capsule
/// that takes the clicks on the card and cancels the HUD.
@Suite("a status HUD's details and button")
struct HUDDetailsAndButtonTests {
    let model = StatusHUDModel(
        indicator: .progress(.annular, 0.4), text: "Uploading", details: "3 of 12 photos", buttonTitle: "Cancel")

    func scene(_ model: StatusHUDModel) -> Scene {
        OverlayLayout.scene(for: .status(model), in: context())
    }

    @Test func detailsAndButtonStackUnderTheLabelInsideTheMargins() throws {
        let scene = scene(model)
        let card = try #require(scene.node(named: "card")).frame
        let label = try #require(scene.node(named: "label")).frame
        let details = try #require(scene.node(named: "details")).frame
        let button = try #require(scene.node(named: "button0"))
        #expect(details.minY == label.maxY + StatusHUDLayout.textToDetails)
        #expect(button.frame.minY == details.maxY + StatusHUDLayout.textToButton)
        #expect(button.frame.height == StatusHUDLayout.buttonHeight)
        #expect(button.cornerRadii == .all(StatusHUDLayout.buttonHeight / 2))
        #expect(button.stroke?.width == StatusHUDLayout.buttonOutline)
        #expect(card.maxY - button.frame.maxY == StatusHUDLayout.indicatorMargin)
        #expect(abs(button.frame.midX - card.midX) < 0.5)
        // "Cancel": 6 characters at 6.5 pt in the fixed-width measurer, 14 pt each side.
        #expect(button.frame.width == 6 * 6.5 + 2 * StatusHUDLayout.buttonPadding)
        guard case .text(let block) = try #require(scene.node(named: "details")).content else {
            Issue.record("the details are text")
            return
        }
        #expect(block.style.size == StatusHUDLayout.detailsFontSize && details.height < label.height)
    }

    @Test func detailsAloneFollowTheTextWithoutAnIndicatorAndNoMinimumSize() throws {
        let scene = scene(StatusHUDModel(indicator: nil, text: "Paused", details: "Connect to Wi-Fi"))
        let card = try #require(scene.node(named: "card")).frame
        let details = try #require(scene.node(named: "details")).frame
        // Snapped to whole pixels.
        #expect(card.height == (2 * StatusHUDLayout.indicatorMargin + 14 * 1.2 + 4 + 12 * 1.2).rounded(.up))
        #expect(card.maxY - details.maxY == StatusHUDLayout.indicatorMargin)
        #expect(scene.node(named: "button0") == nil)
        #expect(!scene.blocksHUDOnly, "nothing to click: clicks still pass through")
    }

    @Test func theButtonTakesTheCardsClicksAndAReleaseOnItCancels() throws {
        let scene = scene(model)
        #expect(scene.blocksHUDOnly && !scene.blocksInput)
        let button = try #require(scene.node(named: "button0")).frame
        let card = try #require(scene.node(named: "card")).frame
        #expect(scene.role(at: Point(x: card.minX + 2, y: card.minY + 2)) == .body)
        let interaction = OverlayInteraction(overlay: .status(model))
        #expect(!interaction.takesKeyboard, "clicks only: Escape is isCancellable's")
        #expect(interaction.handle(.pointer(.pressed(button.center)), in: scene) == .redraw)
        let pressed = try #require(interaction.decorated(scene).node(named: "button0"))
        let outline = try #require(pressed.stroke).color
        #expect(pressed.fill == outline.withAlpha(outline.alpha * OverlayInteraction.hudButtonPressedAlpha))
        #expect(
            interaction.handle(.pointer(.released(button.center)), in: scene)
                == .finished(AlertResponse(actionIndex: StatusHUDLayout.buttonIndex, isCancel: true)))
    }

    @Test func aReleaseBesideTheButtonDoesNothing() throws {
        let scene = scene(model)
        let button = try #require(scene.node(named: "button0")).frame
        let interaction = OverlayInteraction(overlay: .status(model))
        _ = interaction.handle(.pointer(.pressed(button.center)), in: scene)
        let beside = Point(x: button.maxX + 4, y: button.midY)
        #expect(interaction.handle(.pointer(.released(beside)), in: scene) == .redraw, "the highlight goes")
        #expect(interaction.handle(.pointer(.released(button.center)), in: scene) == .unchanged)
    }

    @Test func anEmptyTitleDrawsNoButton() {
        var model = model
        model.buttonTitle = ""
        let scene = scene(model)
        #expect(scene.node(named: "button0") == nil && !scene.blocksHUDOnly)
    }

    @Test func aBlockingPlacementKeepsBlockingEverything() {
        var model = model
        model.placement = HUDPlacement(interaction: .blockAll)
        let scene = scene(model)
        #expect(scene.blocksInput && !scene.blocksHUDOnly)
    }
}
