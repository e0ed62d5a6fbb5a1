import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Alert slider and date picker")
struct AlertPickerTests {
    static func alert(_ content: AlertContent) throws -> Overlay {
        var model = try AlertModel(
            title: "T", actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")],
            preferredActionIndex: 1)
        model.content = content
        return .alert(model)
    }

    static func answer(_ content: AlertContent, pressing keys: [KeyInput]) throws -> AlertResponse? {
        let overlay = try alert(content)
        let interaction = OverlayInteraction(overlay: overlay)
        for key in keys {
            let scene = OverlayLayout.scene(for: interaction.overlayForLayout(), in: context())
            if case .finished(let response) = interaction.handle(.key(key), in: scene) { return response }
        }
        return nil
    }

    static let slider = AlertContent.slider(try! AlertSlider(value: 50, step: 5))
    static let march15 = AlertContent.datePicker(AlertDatePicker(day: CalendarDay(year: 2024, month: 3, day: 15)!))

    @Test(arguments: [
        ([KeyInput.returnKey], 50), ([.right, .right, .returnKey], 60), ([.left, .returnKey], 45),
        ([.down, .returnKey], 55), ([.up, .returnKey], 45), ([.pageDown, .returnKey], 55),
        ([.pageUp, .returnKey], 45), ([.home, .returnKey], 0), ([.end, .returnKey], 100),
    ])
    func sliderKeysStepAsGTKsScale(keys: [KeyInput], value: Int) throws {
        let response = try #require(try Self.answer(Self.slider, pressing: keys))
        #expect(response.actionIndex == 1)
        #expect(response.content == .value(value))
    }

    @Test func theSliderStaysWithinItsBounds() throws {
        let slider = try AlertSlider(value: 6, maximum: 7, step: 3)
        #expect(slider.responding(to: .right, at: 0)?.value == 7)
        #expect(slider.with(value: -4).value == 0)
        #expect(slider.with(fraction: 0.5).value == 4)
    }

    @Test func escapeCancelsWithTheValueAsItWas() throws {
        let response = try #require(try Self.answer(Self.slider, pressing: [.right, .escape]))
        #expect(response.isCancel)
        #expect(response.actionIndex == 0)
    }

    @Test(arguments: [
        (0, 0, 100, 1, AlertSliderError?.none), (0, 5, 5, 1, .emptyRange), (0, 10, 5, 1, .emptyRange),
        (101, 0, 100, 1, .valueOutOfRange), (-1, 0, 100, 1, .valueOutOfRange), (0, 0, 100, 0, .stepNotPositive),
    ])
    func badSlidersAreRefused(value: Int, minimum: Int, maximum: Int, step: Int, error: AlertSliderError?) {
        var refusal: AlertSliderError?
        do {
            _ = try AlertSlider(value: value, minimum: minimum, maximum: maximum, step: step)
        } catch {
            refusal = error
        }
        #expect(refusal == error)
    }

    @Test(arguments: [
        ([KeyInput.returnKey], "2024-03-15"), ([.right, .returnKey], "2024-03-16"),
        ([.left, .returnKey], "2024-03-14"),
        ([.down, .returnKey], "2024-03-22"), ([.up, .up, .up, .returnKey], "2024-02-23"),
        ([.pageDown, .returnKey], "2024-04-15"), ([.pageUp, .returnKey], "2024-02-15"),
    ])
    func datePickerKeysMoveTheChosenDay(keys: [KeyInput], day: String) throws {
        let response = try #require(try Self.answer(Self.march15, pressing: keys))
        guard case .date(let chosen) = response.content else {
            Issue.record("no date in \(response)")
            return
        }
        #expect(chosen.description == day)
    }

    /// Tab goes from the content to Cancel then OK, as zenity's order is; arrows then move between
    /// the buttons, not the content.
    @Test func tabLeavesTheContentForTheButtons() throws {
        let response = try #require(try Self.answer(Self.slider, pressing: [.tab, .right, .returnKey]))
        #expect(response.actionIndex == 1)
        #expect(response.content == .value(50))
        let cancelled = try #require(try Self.answer(Self.slider, pressing: [.tab, .returnKey]))
        #expect(cancelled.actionIndex == 0)
    }

    @Test func theContentSitsBetweenTheMessageAndTheButtons() throws {
        let scene = OverlayLayout.scene(for: try Self.alert(Self.march15), in: context())
        let card = try #require(scene.nodes.last)
        let picker = try #require(card.node(named: "datePicker"))
        let button = try #require(card.node(named: "button1"))
        let title = try #require(card.node(named: "title"))
        #expect(picker.frame.minY > title.frame.maxY)
        #expect(picker.frame.maxY < button.frame.minY)
        #expect(card.node(named: "chosenDay")?.frame.midX == card.node(named: "day15")?.frame.midX)
        let sliderScene = OverlayLayout.scene(for: try Self.alert(Self.slider), in: context())
        let knob = try #require(sliderScene.nodes.last?.node(named: "sliderKnob"))
        let track = try #require(sliderScene.nodes.last?.node(named: "sliderTrack"))
        #expect(abs(knob.frame.midX - track.frame.midX) < 0.001)
    }
}

@Suite("Alert slider and date picker for screen readers")
struct AlertPickerAccessibilityTests {
    @Test func theSliderIsASliderWithItsValue() throws {
        let overlay = try AlertPickerTests.alert(.slider(try AlertSlider(value: 20, minimum: 10, maximum: 30)))
        let scene = OverlayLayout.scene(for: overlay, in: context())
        let tree = OverlayAccessibility.tree(of: overlay, in: scene, focus: .content(0))
        let slider = try #require(tree.children.first { $0.role == .slider })
        #expect(slider.value == AccessibleValue(current: 20, minimum: 10, maximum: 30, text: "20"))
        #expect(slider.states.contains(.focused))
        #expect(tree.children.map(\.role) == [.slider, .pushButton, .pushButton])
    }

    @Test func theCalendarIsNamedByItsChosenDay() throws {
        let overlay = try AlertPickerTests.alert(AlertPickerTests.march15)
        let scene = OverlayLayout.scene(for: overlay, in: context())
        let calendar = try #require(
            OverlayAccessibility.tree(of: overlay, in: scene).children.first { $0.role == .calendar })
        #expect(calendar.name == "Friday 15 March 2024")
        #expect(!calendar.states.contains(.focused))
    }

    /// The tree follows the keys: the controller describes the content as it is now.
    @Test func theTreeFollowsTheChosenDay() throws {
        let interaction = OverlayInteraction(overlay: try AlertPickerTests.alert(AlertPickerTests.march15))
        let scene = OverlayLayout.scene(for: interaction.overlayForLayout(), in: context())
        _ = interaction.handle(.key(.right), in: scene)
        let tree = OverlayAccessibility.tree(of: interaction.overlayForLayout(), in: scene, focus: interaction.focus)
        #expect(tree.children.first { $0.role == .calendar }?.name == "Saturday 16 March 2024")
    }
}

@Suite("Alert slider and date picker under the pointer")
struct AlertPickerPointerTests {
    static func press(_ content: AlertContent, at point: (Scene) -> Point?) throws -> AlertContent? {
        let interaction = OverlayInteraction(overlay: try AlertPickerTests.alert(content))
        _ = interaction.handle(.key(.tab), in: OverlayLayout.scene(for: interaction.overlayForLayout(), in: context()))
        let scene = OverlayLayout.scene(for: interaction.overlayForLayout(), in: context())
        let target = try #require(point(scene))
        _ = interaction.handle(.pointer(.pressed(target)), in: scene)
        _ = interaction.handle(.pointer(.released(target)), in: scene)
        #expect(interaction.focus == .content(0), "a press gives the content the keys back")
        return interaction.content
    }

    @Test func aPressOnTheTrackMovesTheKnobThere() throws {
        let moved = try Self.press(AlertPickerTests.slider) { scene in
            scene.node(named: "sliderTrack").map { Point(x: $0.frame.minX + $0.frame.width / 4, y: $0.frame.midY) }
        }
        #expect(moved == .slider(try AlertSlider(value: 25, step: 5)))
    }

    @Test func aPressOnADayChoosesIt() throws {
        let chosen = try Self.press(AlertPickerTests.march15) { scene in
            scene.node(named: "day3").map { Point(x: $0.frame.midX, y: $0.frame.midY) }
        }
        #expect(chosen == .datePicker(AlertDatePicker(day: CalendarDay(year: 2024, month: 3, day: 3)!)))
    }

    @Test func aPressOnTheArrowsTurnsTheMonth() throws {
        let turned = try Self.press(AlertPickerTests.march15) { scene in
            scene.node(named: "datePickerNext").map { Point(x: $0.frame.midX, y: $0.frame.midY) }
        }
        #expect(turned == .datePicker(AlertDatePicker(day: CalendarDay(year: 2024, month: 4, day: 15)!)))
    }
}
