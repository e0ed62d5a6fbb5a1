import Testing

@testable import HUDCore

/// The revisions a stage watches to build a surface's accessible tree only when it may have
/// changed: each moves with what the tree is made of, and an animation's frames leave it alone.
@Suite("Accessible trees: what moves their revision")
struct AccessibleRevisionTests {
    /// `overlay` shown on a manual clock, its entrance played out.
    static func shown(_ overlay: Overlay, clock: ManualClock) throws -> OverlayController {
        let controller = try OverlayController(
            overlay: overlay, appearance: nil, transition: nil, animator: Animator(clock: clock),
            layoutContext: { context() })
        try controller.presentation.show()
        clock.advance(by: 2)
        return controller
    }

    /// A loading HUD's spinner turns every frame: no frame moves the revision. New text does, and
    /// the tree then says it; the exit's start does, and the tree goes.
    @Test func aSpinnersFramesLeaveItANewLabelAndTheExitMoveIt() throws {
        let clock = ManualClock()
        let hud = try Self.shown(.loading(LoadingHUDModel(text: "Working")), clock: clock)
        #expect(hud.presentation.animator.isAnimating, "the spinner turns")
        let settled = hud.accessibleRevision
        for _ in 0..<30 { clock.advance(by: 1.0 / 60) }
        #expect(hud.accessibleRevision == settled)

        try hud.update(to: .loading(LoadingHUDModel(text: "Saving")))
        #expect(hud.accessibleRevision != settled)
        #expect(hud.accessibleTree?.name == "Saving")

        let relabelled = hud.accessibleRevision
        try hud.presentation.dismiss()
        #expect(hud.accessibleRevision != relabelled)
        #expect(hud.accessibleTree == nil)
    }

    /// A level HUD's entrance fades in over frames that leave the revision; each new level moves it.
    @Test func aLevelHUDsFadeLeavesItEachLevelMovesIt() throws {
        let clock = ManualClock()
        let controller = try OverlayController(
            overlay: .levelHUD(.volume(40)), appearance: nil, transition: nil, animator: Animator(clock: clock),
            layoutContext: { context() })
        try controller.presentation.show()
        let entering = controller.accessibleRevision
        for _ in 0..<10 { clock.advance(by: 1.0 / 60) }
        #expect(controller.accessibleRevision == entering)

        try controller.update(to: .levelHUD(.volume(42)))
        #expect(controller.accessibleRevision != entering)
        #expect(controller.accessibleTree?.value?.current == 42)
    }

    /// Typing and moving the focus move it; a pointer passing over nothing drawn does not.
    @Test func typingAndFocusMoveItAPointerOverNothingDoesNot() throws {
        let clock = ManualClock()
        let alert = try Self.shown(try OverlayAccessibilityTests.signIn(), clock: clock)
        let start = alert.accessibleRevision
        alert.handle(.pointer(.moved(Point(x: 2, y: 2))))
        #expect(alert.accessibleRevision == start)

        alert.handle(.keyStroke(KeyStroke(.text("a"))))
        let typed = alert.accessibleRevision
        #expect(typed != start)
        #expect(alert.accessibleTree?.children[1].text == "a")

        alert.handle(.key(.tab))
        #expect(alert.accessibleRevision != typed)
    }

    /// A screen reader starting while a dialog is up moves it: the dialog is then focused.
    @Test func aScreenReaderStartingMovesItByTheFocusItGives() throws {
        let card = try AccessibleChangeTests.deleteCard(focusesAtStart: false)
        let before = card.accessibleRevision
        card.focusesAtStart = true
        #expect(card.accessibleRevision != before)
    }

    /// A screen reader that stops leaves the dialog's focus where it is: a user's focus is not
    /// moved under them.
    @Test func aScreenReaderStoppingLeavesTheDialogsFocus() throws {
        let card = try AccessibleChangeTests.deleteCard(focusesAtStart: true)
        let before = card.accessibleRevision
        card.focusesAtStart = false
        #expect(card.accessibleRevision == before)
        let delete = try #require(card.accessibleTree?.children.first { $0.name == "Delete" })
        #expect(delete.states.contains(.focused))
    }

    /// A banner's post and its leaving move the stack's revision; the frames of its slide do not.
    @Test func aBannersSlideLeavesTheStacksRevisionItsPostAndCloseMoveIt() throws {
        let fixture = BannerStackTests.Fixture()
        let empty = fixture.stack.accessibleRevision
        fixture.stack.post(id: 1, banner: BannerStackTests.banner(), expiry: .never)
        let posted = fixture.stack.accessibleRevision
        #expect(posted != empty)
        for _ in 0..<6 { fixture.clock.advance(by: 1.0 / 60) }
        #expect(fixture.stack.accessibleRevision == posted)
        #expect(fixture.stack.accessibleTree?.children.first?.name == "Build done")

        fixture.stack.close(id: 1, reason: .closedByCall)
        #expect(fixture.stack.accessibleRevision != posted)
        #expect(fixture.stack.accessibleTree == nil)
    }
}
