import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// The walk-through's kind, shown, driven and read as every kind is: through the alert's own
/// layout, interaction and accessible tree.
@Suite("Adding a content kind: a stepper from the tests alone")
struct AlertStepperTests {
    static let stepper = AlertStepper(value: 3, range: 0...5)

    static func alert(_ content: AlertContent?) throws -> Overlay {
        var model = try AlertModel(
            title: "Copies", actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Print")],
            preferredActionIndex: 1)
        model.content = content
        return .alert(model)
    }

    static func scene(_ interaction: OverlayInteraction) -> Scene {
        OverlayLayout.scene(for: interaction.overlayForLayout(), in: context())
    }

    @Test func itIsLaidOutBetweenTheTextAndTheButtons() throws {
        let plain = OverlayLayout.scene(for: try Self.alert(nil), in: context())
        let scene = OverlayLayout.scene(for: try Self.alert(AlertContent(Self.stepper)), in: context())
        let stepper = try #require(scene.node(named: "stepper")?.frame)
        let title = try #require(scene.node(named: "title")?.frame)
        let button = try #require(scene.node(named: "button1")?.frame)
        #expect(stepper.minY >= title.maxY && stepper.maxY <= button.minY)
        let grown = try #require(scene.node(named: "card")).frame.height - plain.node(named: "card")!.frame.height
        #expect(grown == AlertStepper.height + SystemAlertLayout.textToFields)
    }

    @Test(arguments: [
        ([KeyInput.returnKey], 3), ([.right, .returnKey], 4), ([.left, .left, .returnKey], 1),
        ([.up, .up, .up, .up, .returnKey], 5),
    ])
    func itsKeysStepTheValueAndTheAnswerCarriesIt(keys: [KeyInput], value: Int) throws {
        let interaction = OverlayInteraction(overlay: try Self.alert(AlertContent(Self.stepper)))
        var answer: AlertResponse?
        for key in keys {
            if case .finished(let response) = interaction.handle(.key(key), in: Self.scene(interaction)) {
                answer = response
            }
        }
        #expect(answer?.actionIndex == 1)
        #expect(answer?.content == .value(value))
    }

    @Test func aClickOnPlusStepsUpAndTheRingGoesAroundIt() throws {
        let interaction = OverlayInteraction(overlay: try Self.alert(AlertContent(Self.stepper)))
        let plus = try #require(Self.scene(interaction).node(named: "stepperPlus")?.frame)
        let center = Point(x: plus.midX, y: plus.midY)
        _ = interaction.handle(.pointer(.pressed(center)), in: Self.scene(interaction))
        _ = interaction.handle(.pointer(.released(center)), in: Self.scene(interaction))
        #expect(interaction.content == AlertContent(Self.stepper.with(value: 4)))
        let card = try #require(interaction.decorated(Self.scene(interaction)).node(named: "card"))
        let undecorated = try #require(Self.scene(interaction).node(named: "card"))
        #expect(card.children.count == undecorated.children.count + 1)
    }

    @Test func aScreenReaderMeetsItsValue() throws {
        let overlay = try Self.alert(AlertContent(Self.stepper))
        let tree = OverlayAccessibility.tree(
            of: overlay, in: OverlayLayout.scene(for: overlay, in: context()), focus: .content(0))
        let node = try #require(tree.children.first { $0.role == .slider })
        #expect(node.value?.current == 3 && node.value?.maximum == 5)
        #expect(node.states.contains(.focused))
    }
}
