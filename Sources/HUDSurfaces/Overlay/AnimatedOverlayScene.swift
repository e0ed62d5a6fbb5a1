import HUDCore

/// One overlay's life on screen: its settled scene, the timeline that brings it in and takes it away,
/// and the spinner while it shows. The X11 window and the headless renderer both draw `currentScene`,
/// so what a test renders at 50 ms is what a user sees at 50 ms.
///
/// Not `Sendable`: use it on its animator's thread.
package final class AnimatedOverlayScene {
    /// Where the overlay is in its life.
    package enum Phase: Hashable, Sendable {
        /// Not yet shown; entering or on screen; leaving; gone for good.
        case hidden, showing, dismissing, removed
    }

    /// Runs the motion's timelines and the spinner.
    package let animator: Animator
    /// How the overlay enters and leaves.
    package private(set) var motion: OverlayMotion
    /// Changed by `show()`, the dismissal and the exit's end.
    package private(set) var phase = Phase.hidden {
        didSet { restingChanges &+= 1 }
    }
    /// Counts the changes to the overlay at rest (its settled scene, its phase), which is what a
    /// screen reader is told of; the animated values a frame applies leave it alone.
    package private(set) var restingChanges = 0
    /// Runs once the exit has finished (or the toast has faded out by itself): destroy the window here.
    package var onRemoved: (() -> Void)?
    /// Runs when the entrance has finished (a toast: when it has faded in).
    package var onShown: (() -> Void)?
    private var scene: Scene {
        didSet { restingChanges &+= 1 }
    }

    /// The node names timelines address, as layouts name them.
    static let card = "card", dim = "dim", indicator = "indicator", ring = "ring"

    /// A presentation of `scene`, hidden until `show()`.
    package init(scene: Scene, motion: OverlayMotion, animator: Animator) {
        self.scene = scene
        self.motion = motion
        self.animator = animator
    }

    /// The scene as laid out, before any animated value: what the overlay looks like at rest.
    package var settledScene: Scene { scene }

    /// The settled scene with every animated value applied; nil once removed (or before `show`).
    package var currentScene: Scene? {
        guard phase == .showing || phase == .dismissing else { return nil }
        var current = scene
        animator.apply(to: &current)
        return current
    }

    /// Swaps in a newly laid out scene (new text, a new monitor size) without restarting the motion;
    /// a new `motion` (a toast's longer hold for longer text) applies from the next entrance or exit.
    package func update(scene: Scene, motion: OverlayMotion? = nil) {
        self.scene = scene
        if let motion { self.motion = motion }
    }

    /// Starts the entrance; does nothing unless hidden.
    package func show() throws {
        guard phase == .hidden else { return }
        phase = .showing
        try enter()
    }

    /// Runs the entrance again while showing: a repeated toast cancels its timeline, resets alpha to 0
    /// and starts over (seed 000), never stacking a second one. A level HUD does not enter again: its
    /// stay starts over from the alpha on screen.
    package func restart() throws {
        guard phase == .showing else { return }
        try enter(restarting: true)
    }

    private func enter(restarting: Bool = false) throws {
        if scene.node(named: Self.indicator) != nil {
            animator.startSpinner(node: Self.indicator)
        }
        if scene.node(named: Self.ring) != nil {
            animator.startRing(node: Self.ring)
        }
        let shown: (Bool) -> Void = { [weak self] finished in
            if finished { self?.onShown?() }
        }
        switch motion {
        case .toast(let hold):
            try ToastTimeline(hold: hold, node: Self.card).start(
                on: animator,
                removed: { [weak self] finished in
                    if finished { self?.removed() }
                }, shown: shown)
        case .hud(let transition):
            try transition.show(on: animator, hud: Self.card, backdrop: backdrop, completion: shown)
        case .card:
            try CardAlertTimeline.show(on: animator, card: Self.card, dim: Self.dim, completion: shown)
        case .systemAlert:
            try SystemAlertTimeline.show(on: animator, card: Self.card, dim: Self.dim, completion: shown)
        case .actionSheet:
            try ActionSheetTimeline.show(on: animator, overlay: topLevelNames, completion: shown)
        case .levelHUD(let hideDelay):
            try LevelHUDTimeline(hideDelay: hideDelay, nodes: [Self.card] + backdrop).start(
                on: animator, entering: !restarting,
                removed: { [weak self] finished in
                    if finished { self?.removed() }
                }, shown: shown)
        }
    }

    /// Starts the exit from wherever the entrance has got to; `onRemoved` runs when it ends. Not
    /// `animated`: gone at once, motion cancelled (MBProgressHUD's `hideAnimated:NO`).
    package func dismiss(animated: Bool = true) throws {
        guard phase == .showing || (!animated && phase == .dismissing) else { return }
        guard animated else {
            animator.cancelAll()
            removed()
            return
        }
        phase = .dismissing
        let done: (Bool) -> Void = { [weak self] finished in
            if finished { self?.removed() }
        }
        switch motion {
        case .toast:
            animator.cancelAnimations(ofNode: Self.card)
            animator.animate(
                try Animation(
                    .alpha, of: Self.card, to: 0, duration: ToastTimeline.fadeDuration,
                    curve: ToastTimeline.curve), completion: done)
        case .hud(let transition):
            try transition.hide(on: animator, hud: Self.card, backdrop: backdrop, completion: done)
        case .card:
            try CardAlertTimeline.dismiss(on: animator, card: Self.card, overlay: topLevelNames, completion: done)
        case .systemAlert, .actionSheet:
            try SystemAlertTimeline.dismiss(on: animator, overlay: topLevelNames, completion: done)
        case .levelHUD(let hideDelay):
            try LevelHUDTimeline(hideDelay: hideDelay, nodes: [Self.card] + backdrop).dismiss(
                on: animator, completion: done)
        }
    }

    private var backdrop: [String] {
        scene.node(named: Self.dim) == nil ? [] : [Self.dim]
    }

    private var topLevelNames: [String] {
        scene.nodes.compactMap(\.name)
    }

    private func removed() {
        guard phase != .removed else { return }
        phase = .removed
        animator.stopSpinner(node: Self.indicator)
        animator.stopRing(node: Self.ring)
        onRemoved?()
    }
}
