import HUDKit
import Testing

@testable import HUDDemo

/// The demo's level buttons: what each press shows, and where the buttons sit.
struct LevelControlsTests {
    @Test func volumeMovesASegmentAPressAndUnmutes() {
        var controls = LevelControls()
        #expect(controls.press(.volumeUp) == .volume(56.25))
        #expect(controls.press(.volumeUp).filledSegments == 10)
        #expect(controls.press(.mute) == .volume(62.5, muted: true))
        #expect(controls.status(after: .mute) == ("Volume", "63 % (muted)"))
        #expect(controls.press(.volumeDown) == .volume(56.25))
        #expect(controls.status(after: .volumeDown) == ("Volume", "56 %"))
        #expect(controls.press(.mute) == .volume(56.25, muted: true))
        #expect(controls.press(.mute) == .volume(56.25, muted: false))
    }

    @Test func volumeStopsAtEitherEnd() {
        var controls = LevelControls()
        for _ in 0..<20 { _ = controls.press(.volumeUp) }
        #expect(controls.volume == 100)
        for _ in 0..<20 { _ = controls.press(.volumeDown) }
        #expect(controls.press(.volumeDown) == .volume(0))
    }

    @Test func brightnessCyclesUpInQuarters() {
        var controls = LevelControls()
        let shown = (0..<5).map { _ in controls.press(.brightness).level }
        #expect(shown == [75, 100, 0, 25, 50])
        #expect(controls.status(after: .brightness) == ("Brightness", "50 %"))
    }

    /// Under the shop, two to a row, clear of each other and of the status line, inside the window.
    @Test func theButtonsSitUnderTheShop() {
        let layout = DemoLayout(variantCount: 34, shopCount: 6)
        let buttons = layout.levelButtons
        #expect(buttons.count == LevelControls.Key.allCases.count)
        #expect(layout.levelHeader.minY > layout.removeButton.maxY)
        #expect(buttons.allSatisfy { $0.minY > layout.levelHeader.maxY && $0.maxY < layout.status.minY })
        #expect(buttons.allSatisfy { $0.minX >= layout.shopHeader.minX && $0.maxX <= layout.shopHeader.maxX })
        for (index, button) in buttons.enumerated() {
            #expect(buttons[(index + 1)...].allSatisfy { !$0.intersects(button) })
        }
        #expect(buttons[0].minY == buttons[1].minY && buttons[2].minY > buttons[0].maxY)
    }
}
