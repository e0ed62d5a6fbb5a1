import HUDCore
import HUDSurfaces
import Testing

/// `hud progress`'s rule: Escape cancels a cancellable status HUD, which therefore takes the
/// keyboard; other HUDs ignore keys and leave the keyboard alone.
@Suite("a cancellable status HUD")
struct CancellableHUDTests {
    func progress(cancellable: Bool) -> Overlay {
        var model = StatusHUDModel(indicator: .progress(.annular, 0.4), text: "Copying")
        model.isCancellable = cancellable
        return .status(model)
    }

    func scene(_ overlay: Overlay) -> Scene {
        OverlayLayout.scene(for: overlay, in: context())
    }

    @Test func escapeCancelsItAndOtherKeysDoNothing() {
        let overlay = progress(cancellable: true)
        let interaction = OverlayInteraction(overlay: overlay)
        #expect(interaction.takesKeyboard)
        #expect(interaction.handle(.key(.returnKey), in: scene(overlay)) == .unchanged)
        #expect(interaction.handle(.key(.text("q")), in: scene(overlay)) == .unchanged)
        #expect(
            interaction.handle(.key(.escape), in: scene(overlay))
                == .finished(AlertResponse(actionIndex: nil, isCancel: true)))
        #expect(interaction.handle(.key(.escape), in: scene(overlay)) == .unchanged, "answered once")
    }

    @Test func withoutItEscapeDoesNothingAndTheKeyboardStaysFree() {
        let others: [Overlay] = [.toast(ToastModel(text: "Hi")), .loading(LoadingHUDModel(text: "…"))]
        for overlay in [progress(cancellable: false)] + others {
            let interaction = OverlayInteraction(overlay: overlay)
            #expect(!interaction.takesKeyboard)
            #expect(interaction.handle(.key(.escape), in: scene(overlay)) == .unchanged)
        }
    }
}
