import HUDCore
import HUDSurfaces

/// The panel shows in one window over its column. While open it holds the keyboard (typed text, for
/// a card's reply field) and the pointer (a press outside the column closes it, as a menu's would);
/// it keeps no client copy of its many cards, and a new monitor layout closes it.
extension NotificationCenterPanel: StageSurface {
    /// Points a wheel notch scrolls the list.
    package static let wheelStep = 48.0

    package var policy: SurfacePolicy {
        SurfacePolicy(role: .panel, keyboard: .text, grabsPointer: true, keepsLayerImages: false, rebuild: .close)
    }

    package var placement: SurfacePlacement { options.placement }

    package var wantsWindow: Bool { isShown }

    package var holdsInput: Bool { isOpen }

    package func windowRegion(canvas: Size, scale: Double) -> Rect? { panelFrame }

    package var restingFrames: [Rect] { panelFrame.map { [$0] } ?? [] }

    /// While a card's reply field is open, the keys and a paste go to it.
    package func handle(_ event: InteractionEvent) {
        let isReplying = openReply != nil
        switch event {
        case .pointer(let pointer): handle(pointer)
        case .scroll(let notches): scroll(by: Double(notches) * Self.wheelStep)
        case .key(let key) where isReplying: handleReplyKey(KeyStroke(key))
        case .keyStroke(let stroke) where isReplying: handleReplyKey(stroke)
        case .key(let key): handle(keyOf: key)
        case .keyStroke(let stroke): handle(keyOf: stroke.key)
        case .paste(let text): pasteIntoReply(text)
        }
    }

    /// Modifiers held make no difference to the panel's keys.
    private func handle(keyOf key: KeyInput) {
        let centerKey: CenterKey? =
            switch key {
            case .up: .up
            case .down: .down
            case .pageUp: .pageUp
            case .pageDown: .pageDown
            case .home: .home
            case .end: .end
            case .returnKey: .returnKey
            case .text(" "): .space
            case .tab: .tab
            case .backTab: .backTab
            case .delete, .backspace: .delete
            case .escape: .escape
            case .left, .right, .insert, .text: nil
            }
        if let centerKey { handle(centerKey) }
    }

    package func dismiss() {
        close()
    }

    /// The open panel as a screen reader meets it; nil from the moment it starts to close.
    package var accessibleTree: AccessibleNode? {
        guard isOpen, let layout else { return nil }
        return NotificationCenterAccessibility.tree(
            model: model, layout: layout, doNotDisturb: doNotDisturb, reply: reply)
    }

    /// A screen reader's press on one of the open panel's parts: what a click on it does; its
    /// request of the open reply field: what the keys that make it do.
    package func activate(_ target: AccessibleTarget) {
        guard isOpen else { return }
        switch target {
        case .center(let part): activate(part)
        case .edit(.reply(let id), let request): take(request, inReplyTo: id)
        default: break
        }
    }
}
