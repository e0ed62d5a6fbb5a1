import HUDCore
import HUDSurfaces

/// A stack shows in one window over its column of the monitor, cut to its cards: it shows and takes
/// clicks only where a card is, and takes the keyboard (typed text) only while a reply field is open.
extension BannerStack: StageSurface {
    package var policy: SurfacePolicy {
        SurfacePolicy(role: .notification, keyboard: .text, isCutToCards: true)
    }

    package var placement: SurfacePlacement { options.placement }

    package var wantsWindow: Bool { !isEmpty }

    package var holdsInput: Bool { openReply != nil }

    /// The column the stack can occupy: its width plus the margins, the whole height the desktop's
    /// panels leave free (cards slide in from under a panel, not over it).
    package func windowRegion(canvas: Size, scale: Double) -> Rect? {
        let bounds = Rect(origin: .zero, size: canvas)
        let area = options.area(in: (try? layoutContext())?.workArea ?? bounds)
        let width = options.width + 2 * Self.margin
        let x =
            Self.stackX(width: options.width, area: area, position: options.position, grid: PixelGrid(scale: scale))
            - Self.margin
        return Rect(x: max(0, x), y: area.minY, width: min(width, canvas.width), height: area.height)
    }

    package func handle(_ event: InteractionEvent) {
        switch event {
        case .pointer(let pointer): handle(pointer)
        case .keyStroke(let stroke): handleReplyKey(stroke)
        case .paste(let text): pasteIntoReply(text)
        case .key(let key): handleReplyKey(KeyStroke(key))
        case .scroll: break
        }
    }

    package func dismiss() {
        closeAll(reason: .undefined)
    }
}
