import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("What a screen reader hears change")
struct AccessibleChangeTests {
    static func surface(_ id: Int, _ overlay: Overlay, focus: FocusTarget? = nil, fieldValues: [String] = [])
        -> PlacedAccessibleTree
    {
        PlacedAccessibleTree(
            id: id, tree: OverlayAccessibilityTests.tree(overlay, focus: focus, fieldValues: fieldValues),
            origin: .zero, scale: 1)
    }

    static let toast = Overlay.toast(ToastModel(text: "Copied"))

    @Test func surfacesAppearingAndLeavingAreShownAndGoneLeavingFirst() {
        let card = Self.surface(1, OverlayAccessibilityTests.deleteCard)
        let toast = Self.surface(2, Self.toast)
        #expect(AccessibleChange.between([], [card]) == [.shown(surface: 1)])
        #expect(AccessibleChange.between([card], [card]) == [])
        #expect(AccessibleChange.between([card], [toast]) == [.gone(surface: 1), .shown(surface: 2)])
    }

    @Test func focusMovingIsHeardOnTheNewlyFocusedNodeOnly() {
        let card = OverlayAccessibilityTests.deleteCard
        let none = Self.surface(1, card)
        let keep = Self.surface(1, card, focus: .button(0))
        let delete = Self.surface(1, card, focus: .button(1))
        #expect(AccessibleChange.between([none], [keep]) == [.focused(surface: 1, path: [1])])
        #expect(AccessibleChange.between([keep], [delete]) == [.focused(surface: 1, path: [2])])
        #expect(AccessibleChange.between([], [delete]) == [.shown(surface: 1), .focused(surface: 1, path: [2])])
    }

    /// The delete card shown and settled, its controller told whether a screen reader listens.
    static func deleteCard(focusesAtStart: Bool) throws -> OverlayController {
        let clock = ManualClock()
        let controller = try OverlayController(
            overlay: OverlayAccessibilityTests.deleteCard, appearance: nil, transition: nil,
            animator: Animator(clock: clock), layoutContext: { context() })
        controller.focusesAtStart = focusesAtStart
        try controller.presentation.show()
        clock.advance(by: 2)
        return controller
    }

    static func surface(_ controller: OverlayController) throws -> PlacedAccessibleTree {
        try EntryCaretAccessibilityTests.surface(controller)
    }

    /// A controller told a screen reader listens shows its dialog focused on the preferred button,
    /// and the reader hears that focus as the dialog appears; without one, nothing is focused.
    @Test func aDialogShownForAScreenReaderIsHeardFocusedOnItsPreferredButton() throws {
        let focused = try Self.surface(Self.deleteCard(focusesAtStart: true))
        #expect(focused.tree.children[2].name == "Delete")
        #expect(focused.tree.children[2].states.contains(.focused))
        #expect(AccessibleChange.between([], [focused]) == [.shown(surface: 1), .focused(surface: 1, path: [2])])
        #expect(
            AccessibleChange.between([], [try Self.surface(Self.deleteCard(focusesAtStart: false))]) == [
                .shown(surface: 1)
            ])
    }

    /// A screen reader that starts while the dialog is up finds it focused as it would have appeared,
    /// drawn again; a focus keys have moved stays where they put it.
    @Test func aScreenReaderStartingLaterFocusesTheDialogUnlessKeysHave() throws {
        let controller = try Self.deleteCard(focusesAtStart: false)
        var redraws = 0
        controller.onRedraw = { redraws += 1 }
        let before = try Self.surface(controller)
        controller.focusesAtStart = true
        #expect(redraws == 1)
        #expect(AccessibleChange.between([before], [try Self.surface(controller)]) == [.focused(surface: 1, path: [2])])

        let tabbed = try Self.deleteCard(focusesAtStart: false)
        tabbed.handle(.key(.tab))
        tabbed.focusesAtStart = true
        #expect(try Self.surface(tabbed).tree.children[1].states.contains(.focused))
        #expect(try !Self.surface(tabbed).tree.children[2].states.contains(.focused))
    }

    @Test func typingIsAnInsertionAndACaretMoveDeletingADeletion() throws {
        let alert = try OverlayAccessibilityTests.signIn()
        let before = Self.surface(1, alert, focus: .field(0), fieldValues: ["ad", ""])
        let typed = Self.surface(1, alert, focus: .field(0), fieldValues: ["ada", ""])
        #expect(
            AccessibleChange.between([before], [typed]) == [
                .inserted(surface: 1, path: [1], offset: 2, text: "a"), .caretMoved(surface: 1, path: [1], offset: 3),
            ])
        #expect(
            AccessibleChange.between([typed], [before]) == [
                .deleted(surface: 1, path: [1], offset: 2, text: "a"), .caretMoved(surface: 1, path: [1], offset: 2),
            ])
    }

    /// A secure field's changes carry bullets, one per character, never what was typed.
    @Test func typingInASecureFieldIsHeardAsBulletsOnly() throws {
        let alert = try OverlayAccessibilityTests.signIn()
        let before = Self.surface(1, alert, focus: .field(1), fieldValues: ["", "pw"])
        let typed = Self.surface(1, alert, focus: .field(1), fieldValues: ["", "pwX"])
        #expect(
            AccessibleChange.between([before], [typed]) == [
                .inserted(surface: 1, path: [2], offset: 2, text: "•"), .caretMoved(surface: 1, path: [2], offset: 3),
            ])
        #expect(!"\(AccessibleChange.between([before], [typed]))".contains("X"))
    }

    @Test func aLevelOrProgressMovingIsAValueChange() {
        let quiet = Self.surface(1, .levelHUD(.volume(40)))
        let louder = Self.surface(1, .levelHUD(.volume(42)))
        #expect(
            AccessibleChange.between([quiet], [louder]) == [
                .valueChanged(surface: 1, path: [], value: AccessibleValue(current: 42, text: "Volume 42 %"))
            ])
        let forty = Self.surface(3, .status(StatusHUDModel(indicator: .progress(.bar, 0.4))))
        let seventy = Self.surface(3, .status(StatusHUDModel(indicator: .progress(.bar, 0.7))))
        #expect(
            AccessibleChange.between([forty], [seventy]).map(\.self) == [
                .valueChanged(surface: 3, path: [], value: AccessibleValue(current: 70, text: "70 %"))
            ])
    }

    @Test func screenExtentsFollowTheMonitorsOriginAndScale() {
        let surface = PlacedAccessibleTree(
            id: 1, tree: AccessibleNode(role: .label, name: "", extents: .zero), origin: Point(x: 1920, y: 0),
            scale: 2)
        let box = surface.onScreen(Rect(x: 10.25, y: 20, width: 100, height: 44))
        #expect(box.x == 1941 && box.y == 40 && box.width == 200 && box.height == 88)
    }
}

@Suite("Banners for screen readers")
struct BannerAccessibilityTests {
    @Test func theStackIsAPanelOfNotificationsNewestFirstWithBodyAndActionButtons() throws {
        let fixture = BannerStackTests.Fixture()
        fixture.stack.post(id: 1, banner: BannerStackTests.banner("First", body: ""), expiry: .never)
        fixture.stack.post(
            id: 2, banner: BannerStackTests.banner(actions: [BannerAction(key: "later", label: "Later")]),
            expiry: .never)
        let tree = try #require(fixture.stack.accessibleTree)
        #expect(tree.role == .panel)
        #expect(tree.children.map(\.role) == [.notification, .notification])
        #expect(tree.children.map(\.name) == ["Build done", "First"])
        let newest = tree.children[0]
        #expect(newest.description == "make")
        #expect(newest.children.map(\.role) == [.label, .pushButton])
        #expect(newest.children.map(\.name) == ["All 42 tests passed", "Later"])
        #expect(newest.children[1].target == .bannerAction(id: 2, index: 0))
        #expect(tree.children.map(\.extents) == fixture.stack.settledFrames)
        #expect(tree.children[1].children.isEmpty)
    }

    @Test func aScreenReadersActionInvokesTheBannersActionAsAClickDoes() {
        let fixture = BannerStackTests.Fixture()
        fixture.stack.post(
            id: 7, banner: BannerStackTests.banner(actions: [BannerAction(key: "later", label: "Later")]),
            expiry: .never)
        fixture.stack.activate(.bannerAction(id: 7, index: 0))
        #expect(fixture.events.contains(.actionInvoked(id: 7, key: "later")))
        #expect(fixture.stack.accessibleTree == nil)
    }

    @Test func aNewBannerIsNotifiedThoughTheOthersMoveDownAndALeavingOneWithdrawn() throws {
        let fixture = BannerStackTests.Fixture()
        fixture.stack.post(id: 1, banner: BannerStackTests.banner("First"), expiry: .never)
        let one = PlacedAccessibleTree(id: 4, tree: try #require(fixture.stack.accessibleTree), origin: .zero, scale: 1)
        #expect(AccessibleChange.between([], [one]) == [.shown(surface: 4), .notified(surface: 4, path: [0])])
        fixture.stack.post(id: 2, banner: BannerStackTests.banner("Second"), expiry: .never)
        let two = PlacedAccessibleTree(id: 4, tree: try #require(fixture.stack.accessibleTree), origin: .zero, scale: 1)
        #expect(AccessibleChange.between([one], [two]) == [.notified(surface: 4, path: [0])])
        fixture.stack.close(id: 1, reason: .dismissedByUser)
        let left = PlacedAccessibleTree(
            id: 4, tree: try #require(fixture.stack.accessibleTree), origin: .zero, scale: 1)
        #expect(AccessibleChange.between([two], [left]) == [.withdrawn(surface: 4, path: [1])])
    }
}

@Suite("An entry's caret for screen readers")
struct EntryCaretAccessibilityTests {
    /// The sign-in alert shown and settled, with `strokes` pressed on it.
    static func signIn(_ strokes: [KeyStroke]) throws -> OverlayController {
        let clock = ManualClock()
        let controller = try OverlayController(
            overlay: try OverlayAccessibilityTests.signIn(), appearance: nil, transition: nil,
            animator: Animator(clock: clock), layoutContext: { context() })
        try controller.presentation.show()
        clock.advance(by: 2)
        for stroke in strokes { controller.handle(.keyStroke(stroke)) }
        return controller
    }

    static func surface(_ controller: OverlayController) throws -> PlacedAccessibleTree {
        PlacedAccessibleTree(id: 1, tree: try #require(controller.accessibleTree), origin: .zero, scale: 1)
    }

    static let left = TextFieldEditingTests.left

    /// The caret is where the editor has it, in characters: a move alone is a caret move, typing
    /// there inserts there.
    @Test func theCaretIsTheEditorsNotTheTextsEnd() throws {
        let controller = try Self.signIn([TextFieldEditingTests.type("ada"), Self.left])
        let before = try Self.surface(controller)
        #expect(before.tree.children[1].text == "ada")
        #expect(before.tree.children[1].caret == 2)
        controller.handle(.keyStroke(Self.left))
        let moved = try Self.surface(controller)
        #expect(moved.tree.children[1].caret == 1)
        #expect(AccessibleChange.between([before], [moved]) == [.caretMoved(surface: 1, path: [1], offset: 1)])
        controller.handle(.keyStroke(TextFieldEditingTests.type("l")))
        let typed = try Self.surface(controller)
        #expect(typed.tree.children[1].text == "alda")
        #expect(
            AccessibleChange.between([moved], [typed]) == [
                .inserted(surface: 1, path: [1], offset: 1, text: "l"), .caretMoved(surface: 1, path: [1], offset: 2),
            ])
        // Delete takes the character after the caret, which stays: no caret move.
        controller.handle(.keyStroke(KeyStroke(.delete)))
        let deleted = try Self.surface(controller)
        #expect(
            AccessibleChange.between([typed], [deleted]) == [.deleted(surface: 1, path: [1], offset: 2, text: "d")])
    }

    /// A secure field's caret is among its bullets; its characters are never there.
    @Test func aSecureFieldsCaretIsAmongItsBullets() throws {
        let controller = try Self.signIn([
            KeyStroke(.tab), TextFieldEditingTests.type("sesame"), Self.left, Self.left,
        ])
        let password = try #require(controller.accessibleTree).children[2]
        #expect(password.text == "••••••")
        #expect(password.caret == 4)
        #expect(!String(reflecting: password).contains("sesame"))
    }
}
