import HUDCore

extension Scene {
    /// The card's bounds grown to hold it zoomed to `scale` about its centre, and `margin` more,
    /// within the canvas: how far a window or surface showing the card must reach for its motion.
    /// The whole canvas without a card.
    package func cardRoom(zoomingTo scale: Double, margin: Double) -> Rect {
        let bounds = Rect(origin: .zero, size: size)
        guard let card = foregroundBounds else { return bounds }
        return card.scaled(by: scale, about: card.center).insetBy(dx: -margin, dy: -margin).intersection(bounds)
            ?? bounds
    }

    /// A HUD's window or surface that leaves the rest of the monitor alone: room for the zoom of its
    /// entrance and exit.
    package var hudRoom: Rect { cardRoom(zoomingTo: HUDTransition.zoomOutScale, margin: 8) }

    /// Where such a HUD takes clicks: its card when it blocks only itself (JGProgressHUD's
    /// block-HUD-only), else nowhere.
    package var hudInputArea: Rect {
        blocksHUDOnly ? foregroundBounds ?? .zero : .zero
    }
}
