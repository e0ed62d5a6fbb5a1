import Testing

@testable import HUDCore
@testable import HUDStage
@testable import HUDSurfaces

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

    /// A screen reader's edit of an alert's field moves it, whether or not the alert could be laid
    /// out again (its monitor gone): the tree says the new text either way.
    @Test func anEditThroughAFieldRequestMovesItWithoutALayout() throws {
        let clock = ManualClock()
        var monitor: LayoutContext? = context()
        let alert = try OverlayController(
            overlay: try OverlayAccessibilityTests.signIn(), appearance: nil, transition: nil,
            animator: Animator(clock: clock),
            layoutContext: {
                guard let monitor else { throw SurfaceNotPlaced() }
                return monitor
            })
        try alert.presentation.show()
        clock.advance(by: 2)
        monitor = nil
        let before = alert.accessibleRevision
        alert.activate(.edit(.field(0), .insert("ada", at: 0)))
        #expect(alert.accessibleRevision != before)
        #expect(alert.accessibleTree?.children.first { $0.target == .field(0) }?.text == "ada")

        let typed = alert.accessibleRevision
        alert.activate(.edit(.field(0), .select(0..<2)))
        #expect(alert.accessibleRevision != typed)
    }

    /// A banner's reply field moves the stack's revision as it opens, and as it is typed in and its
    /// selection changes, by keys or by a screen reader, even with no monitor to lay it out on.
    @Test func aBannersReplyFieldMovesTheStacksRevisionWithoutALayout() throws {
        var monitor: LayoutContext? = context()
        let clock = ManualClock()
        let stack = BannerStack(
            options: BannerStackOptions(), animator: Animator(clock: clock),
            layoutContext: {
                guard let monitor else { throw SurfaceNotPlaced() }
                return monitor
            })
        var banner = BannerStackTests.banner(actions: [BannerReplyTests.replyAction])
        banner.replyPlaceholder = "Message Ana"
        stack.post(id: 5, banner: banner, expiry: .never)
        clock.advance(by: 1)

        var revision = stack.accessibleRevision
        func moved() -> Bool {
            defer { revision = stack.accessibleRevision }
            return stack.accessibleRevision != revision
        }
        #expect(stack.openReplyField(id: 5))
        #expect(moved(), "opened")
        monitor = nil
        BannerReplyTests.type("hi", into: stack)
        #expect(moved(), "typed")
        stack.handle(InteractionEvent.keyStroke(KeyStroke(.left, modifiers: .shift)))
        #expect(moved(), "a selection by keys")
        stack.activate(.edit(.reply(id: 5), .replaceAll("on my way")))
        #expect(moved(), "an edit through a request")
        stack.activate(.edit(.reply(id: 5), .select(0..<2)))
        #expect(moved(), "a selection through a request")
        stack.pasteIntoReply("!")
        #expect(moved(), "a paste")
        let field = try #require(stack.accessibleTree?.children.first?.children.last)
        #expect(field.text == "! my way")
        stack.closeReplyField()
        #expect(moved(), "closed")
    }
}
