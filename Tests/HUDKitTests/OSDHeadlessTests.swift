import HUDAutomation
import HUDCore
import HUDHeadless
import HUDSurfaces
import Synchronization
import Testing

@testable import HUDKit

/// `OSD` on the headless backend: one level HUD a display, changed in place, gone a second after
/// the last show. In the serialized API suite, whose display is process-wide.
extension PublicAPITests.Headless {
    private func osd(_ display: HeadlessDisplayBackend) -> HeadlessOverlay? {
        display.inspect(levelHUD)
    }

    private func levelHUD(on stage: HeadlessStage) -> HeadlessOverlay? {
        stage.overlays.first { if case .levelHUD = $0.overlay { true } else { false } }
    }

    private func cardAlpha(_ display: HeadlessDisplayBackend) -> Double? {
        display.inspect { levelHUD(on: $0)?.driver.currentFrame?.node(named: "card")?.alpha }
    }

    private func filledSegments(_ display: HeadlessDisplayBackend) -> Int? {
        display.inspect { stage in
            levelHUD(on: stage)?.driver.currentFrame?.node(named: "segments")?.children.filter { $0.fill == .white }
                .count
        }
    }

    @Test func anOSDChangesInPlaceAndLeavesOneSecondAfterTheLastShow() throws {
        try withHeadless { display in
            OSD.show(.volume(40))
            display.advance(by: 0.2)
            let first = try #require(osd(display))
            #expect(cardAlpha(display) == 1 && filledSegments(display) == 6)
            #expect(first.driver.takesKeyboard == false && first.driver.currentFrame?.blocksInput == false)
            display.advance(by: 0.5)
            OSD.show(.volume(80, muted: true))
            display.advance(by: 0.01)
            // The same overlay, fully shown throughout: no second entrance.
            #expect(osd(display) === first && overlayCount(display) == 1)
            #expect(cardAlpha(display) == 1 && filledSegments(display) == 12)
            #expect(
                first.driver.currentFrame?.node(named: "glyph")?.content
                    == .levelGlyph(.mutedSpeaker, color: .white))
            display.advance(by: 0.98)
            #expect(cardAlpha(display) == 1)
            display.advance(by: 0.02 + LevelHUDTimeline.fadeOutDuration + 0.05)
            #expect(osd(display) == nil && overlayCount(display) == 0)
        }
    }

    @Test func hideDelayAndHideAfterSetTheStay() throws {
        try withHeadless { display in
            let saved = OSD.hideDelay
            defer { OSD.hideDelay = saved }
            OSD.hideDelay = 3
            OSD.show(.brightness(70))
            display.advance(by: 2.5)
            #expect(cardAlpha(display) == 1)
            OSD.show(.brightness(20), hideAfter: 0.5)
            display.advance(by: 0.5 + LevelHUDTimeline.fadeOutDuration + 0.05)
            #expect(overlayCount(display) == 0)
            OSD.show(.brightness(20))
            display.advance(by: 0.5)
            OSD.hide()
            display.advance(by: LevelHUDTimeline.fadeOutDuration + 0.05)
            #expect(overlayCount(display) == 0)
        }
    }

    /// What the notification server closes a notification by: the handler of the last show that
    /// gave one runs once the OSD has left, or at once when it cannot show.
    @Test func onRemovedRunsOnceTheOSDHasLeftAndALaterShowsReplacesIt() throws {
        try withHeadless { display in
            let removed = Removals()
            OSD.show(.volume(40)) { removed.append(1) }
            display.advance(by: 0.5)
            OSD.show(.volume(60)) { removed.append(2) }
            display.advance(by: 0.5)
            // A show without a handler changes the same OSD, which leaves with the last handler's.
            OSD.show(.volume(70))
            display.advance(by: 0.98)
            #expect(removed.values.isEmpty)
            display.advance(by: 0.02 + LevelHUDTimeline.fadeOutDuration + 0.05)
            #expect(removed.values == [2] && overlayCount(display) == 0)
            OSD.show(.volume(10), hideAfter: .nan) { removed.append(3) }
            display.advance(by: 0.01)
            #expect(removed.values == [2, 3])
        }
    }

    @Test func aNaNHideDelayShowsNothing() throws {
        try withHeadless { display in
            OSD.show(.volume(10), hideAfter: .nan)
            display.advance(by: 0.5)
            #expect(overlayCount(display) == 0)
        }
    }
}

private final class Removals: Sendable {
    private let storage = Mutex<[Int]>([])

    var values: [Int] { storage.withLock { $0 } }

    func append(_ value: Int) {
        storage.withLock { $0.append(value) }
    }
}
