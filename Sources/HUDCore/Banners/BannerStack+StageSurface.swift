/// A stack shows in one window over its column of the monitor, cut to its cards: it shows and takes
/// clicks only where a card is, and never takes the keyboard.
extension BannerStack: StageSurface {
    package var policy: SurfacePolicy {
        SurfacePolicy(role: .notification, isCutToCards: true)
    }

    package var placement: SurfacePlacement {
        SurfacePlacement(monitor: options.monitor, scale: options.scale, blur: options.blur)
    }

    package var wantsWindow: Bool { !isEmpty }

    package var holdsInput: Bool { false }

    /// The column the stack can occupy: its width plus the margins, the monitor's whole height.
    package func windowRegion(canvas: Size, scale: Double) -> Rect? {
        let width = options.width + 2 * Self.margin
        let x =
            Self.stackX(width: options.width, canvas: canvas, position: options.position, grid: PixelGrid(scale: scale))
            - Self.margin
        return Rect(x: max(0, x), y: 0, width: min(width, canvas.width), height: canvas.height)
    }

    package var restingFrames: [Rect] { settledFrames }

    package func handle(_ event: InteractionEvent) {
        if case .pointer(let pointer) = event { handle(pointer) }
    }

    package func dismiss() {
        closeAll(reason: .undefined)
    }
}
