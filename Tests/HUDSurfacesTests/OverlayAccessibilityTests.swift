import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("An overlay's accessible tree")
struct OverlayAccessibilityTests {
    static func tree(_ overlay: Overlay, focus: FocusTarget? = nil, fieldValues: [String] = []) -> AccessibleNode {
        OverlayAccessibility.tree(
            of: overlay, in: OverlayLayout.scene(for: overlay, in: context()), focus: focus, fieldValues: fieldValues)
    }

    static let deleteCard = Overlay.card(
        CardAlertModel(title: "Delete?", message: "This cannot be undone.", sure: "Delete", cancel: "Keep"))

    @Test func aCardIsAnAlertWithItsMessageAndTwoButtonsCancelFirst() {
        let card = Self.tree(Self.deleteCard)
        #expect(card.role == .alert)
        #expect(card.name == "Delete?")
        #expect(card.description == "This cannot be undone.")
        #expect(card.states == [.active, .showing, .visible, .modal])
        #expect(card.children.map(\.role) == [.label, .pushButton, .pushButton])
        #expect(card.children.map(\.name) == ["This cannot be undone.", "Keep", "Delete"])
        #expect(card.children.map(\.target) == [nil, .button(CardAlertModel.cancelIndex), .button(1)])
        #expect(card.children[1].actions == ["click"])
    }

    /// Orca reads both an alert's labels that nothing relates to and its description: the
    /// message's label and the alert's description are tied to each other, so it is read once.
    @Test func theMessageLabelIsTheDescriptionOfItsCardAlertAndSheet() throws {
        let sheet = Overlay.actionSheet(
            try ActionSheetModel(title: "Photo", message: "Choose one", actions: [AlertAction(title: "Copy")]))
        for overlay in [Self.deleteCard, try Self.signIn(), sheet] {
            let dialog = Self.tree(overlay)
            #expect(dialog.relations == [AccessibleRelation(.describedBy, [0])])
            #expect(dialog.children[0].role == .label)
            #expect(dialog.children[0].name == dialog.description)
            #expect(dialog.children[0].relations == [AccessibleRelation(.descriptionFor, [])])
            #expect(dialog.children.dropFirst().allSatisfy { $0.relations.isEmpty })
        }
        let untold = Self.tree(.card(CardAlertModel(title: "Saved", sure: "OK")))
        #expect(untold.relations.isEmpty)
        #expect(untold.description.isEmpty)
        #expect(untold.children.map(\.role) == [.pushButton])
    }

    @Test func extentsAreWhereTheSceneDrawsEachPart() {
        let scene = OverlayLayout.scene(for: Self.deleteCard, in: context())
        let card = OverlayAccessibility.tree(of: Self.deleteCard, in: scene)
        #expect(card.extents == scene.foregroundBounds)
        #expect(card.children[1].extents == scene.node(named: "button0")?.frame)
        #expect(card.children[2].extents == scene.node(named: "button1")?.frame)
        #expect(card.children[0].extents == scene.node(named: "message")?.frame)
        #expect(card.children[1].extents.maxX <= card.children[2].extents.minX)
    }

    @Test func theFocusedButtonAloneIsFocused() {
        let card = Self.tree(Self.deleteCard, focus: .button(1))
        #expect(card.children[2].states.contains(.focused))
        #expect(!card.children[1].states.contains(.focused))
        #expect(Self.tree(Self.deleteCard).children.allSatisfy { !$0.states.contains(.focused) })
    }

    static func signIn() throws -> Overlay {
        .alert(
            try AlertModel(
                title: "Sign in", message: "Your account",
                actions: [AlertAction(title: "Cancel", style: .cancel), .init(title: "Sign In")],
                textFields: [
                    AlertTextField(placeholder: "Name"), AlertTextField(placeholder: "Password", isSecure: true),
                ]
            ))
    }

    @Test func anAlertWithFieldsIsADialogOfEntriesWhoseSecureTextIsBulletsOnly() throws {
        let alert = Self.tree(try Self.signIn(), focus: .field(1), fieldValues: ["ada", "hunter2"])
        #expect(alert.role == .dialog)
        #expect(alert.children.map(\.role) == [.label, .entry, .passwordText, .pushButton, .pushButton])
        #expect(alert.children[1].text == "ada")
        #expect(alert.children[1].name == "Name")
        #expect(alert.children[2].text == "•••••••")
        #expect(alert.children[2].states.isSuperset(of: [.focused, .editable, .singleLine]))
        #expect(!alert.children[1].states.contains(.focused))
        #expect(alert.children[3...].map(\.name) == ["Cancel", "Sign In"])
    }

    /// Whatever is typed, the secure field's characters are nowhere in the tree, not even in its
    /// description.
    @Test func aSecureFieldsTextAppearsNowhereInTheTree() throws {
        let secret = "correct horse battery staple"
        let alert = Self.tree(try Self.signIn(), focus: .field(1), fieldValues: ["ada", secret])
        #expect(!String(reflecting: alert).contains(secret))
        #expect(!String(reflecting: alert).contains("horse"))
        for path in alert.allPaths {
            let node = alert.descendant(at: path)!
            for said in [node.name, node.description, node.text ?? "", node.value?.text ?? ""] {
                #expect(!said.contains("horse"))
            }
        }
    }

    @Test func anAlertWithoutFieldsIsAnAlert() throws {
        let alert = Self.tree(.alert(try AlertModel(title: "Saved", actions: [AlertAction(title: "OK")])))
        #expect(alert.role == .alert)
        #expect(alert.children.map(\.name) == ["OK"])
    }

    @Test func aSheetNamesItsDestructiveAndCancelChoicesInTheirDescription() throws {
        let sheet = Self.tree(
            .actionSheet(
                try ActionSheetModel(
                    title: "Photo",
                    actions: [
                        AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Copy"),
                        AlertAction(title: "Share"), AlertAction(title: "Delete", style: .destructive),
                    ])))
        #expect(sheet.role == .dialog)
        #expect(sheet.name == "Photo")
        // The cancel choice is drawn in its own group below the rest.
        #expect(sheet.children.map(\.name) == ["Copy", "Share", "Delete", "Cancel"])
        #expect(sheet.children.map(\.description) == ["", "", "Destructive", "Cancel"])
        #expect(sheet.children.map(\.target) == [.button(1), .button(2), .button(3), .button(0)])
    }

    @Test func toastsAndHUDsAreNotificationsABlockingHUDAnAlert() {
        let toast = Self.tree(.toast(ToastModel(text: "Copied")))
        #expect(toast.role == .notification)
        #expect(toast.name == "Copied")
        #expect(toast.states == [.showing, .visible])
        // Seed 000's loading HUD blocks the screen beneath it: the user cannot go on, so it is an alert.
        #expect(OverlayLayout.scene(for: .loading(LoadingHUDModel()), in: context()).blocksInput)
        #expect(Self.tree(.loading(LoadingHUDModel(text: "Saving"))).role == .alert)
        #expect(Self.tree(.loading(LoadingHUDModel(text: "Saving"))).name == "Saving")
        #expect(Self.tree(.loading(LoadingHUDModel())).name == "Loading")
        let success = Self.tree(.status(StatusHUDModel(glyph: .checkmark)))
        #expect(success.role == .notification)
        #expect(success.name == "Success")
        #expect(Self.tree(.status(StatusHUDModel(glyph: .cross, text: "Failed"))).name == "Failed")
    }

    @Test func aProgressHUDIsAProgressBarWithItsPercentage() {
        let progress = Self.tree(
            .status(StatusHUDModel(indicator: .progress(.bar, 0.4), text: "Copying", details: "2 of 5")))
        #expect(progress.role == .progressBar)
        #expect(progress.name == "Copying")
        #expect(progress.description == "2 of 5")
        #expect(progress.value == AccessibleValue(current: 40, text: "40 %"))
    }

    @Test func aCancellableHUDsButtonIsAPushButton() {
        let hud = Self.tree(.status(StatusHUDModel(indicator: .spinner, text: "Working", buttonTitle: "Cancel")))
        #expect(hud.children.map(\.role) == [.pushButton])
        #expect(hud.children.map(\.target) == [.button(StatusHUDLayout.buttonIndex)])
    }

    @Test func theLevelHUDReadsItsLevelOrMuted() {
        let volume = Self.tree(.levelHUD(.volume(42)))
        #expect(volume.role == .levelBar)
        #expect(volume.name == "Volume")
        #expect(volume.value == AccessibleValue(current: 42, minimum: 0, maximum: 100, text: "Volume 42 %"))
        #expect(Self.tree(.levelHUD(.volume(42, muted: true))).value?.text == "Muted")
        #expect(Self.tree(.levelHUD(.brightness(70))).value?.text == "Brightness 70 %")
        #expect(Self.tree(.levelHUD(.level(5, icon: nil, label: "Mic"))).name == "Mic")
    }

    @Test func descendantFollowsChildIndicesAndStopsWhereThereIsNone() {
        let card = Self.tree(Self.deleteCard)
        #expect(card.descendant(at: [])?.name == "Delete?")
        #expect(card.descendant(at: [2])?.name == "Delete")
        #expect(card.descendant(at: [3]) == nil)
        #expect(card.descendant(at: [0, 0]) == nil)
        #expect(card.allPaths == [[], [0], [1], [2]])
    }
}
