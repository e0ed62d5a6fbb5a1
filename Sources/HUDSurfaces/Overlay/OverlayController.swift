import HUDCore

/// One overlay apart from any window: what it shows, how it moves and how it answers input. The X11
/// host and the headless backend each drive one, so an alert answers a click, a HUD morphs and a
/// toast restarts by the same rules whether a window shows them or a test steps a manual clock.
///
/// Not `Sendable`: use it on its animator's thread.
package final class OverlayController {
    /// What is shown; replaced by `update(to:)`.
    package private(set) var overlay: Overlay
    /// The overlay's motion; its `currentScene` is the frame to draw.
    package let presentation: AnimatedOverlayScene
    /// The chosen action and field values of an alert or card; the overlay then dismisses itself.
    package var onFinished: ((AlertResponse) -> Void)?
    /// A click on the dim around an alert.
    package var onTapOutside: (() -> Void)?
    /// Input changed what the alert's content view holds (a slider's value, the chosen day).
    package var onContentChanged: ((AlertContentValue) -> Void)?
    /// Input changed what is drawn (a highlight, the focus, typed text): draw the frame again.
    package var onRedraw: (() -> Void)?
    /// A field asked for a selection's text, to be handed back with `handle(.paste(text))`.
    package var onPasteRequested: ((SelectionName) -> Void)?
    /// Ctrl+C in a plain field: this text goes on the clipboard.
    package var onCopyRequested: ((String) -> Void)?
    /// The monitor's canvas, scale and text measurer, asked on every layout; after changing it
    /// (a monitor change), call `relayout()`.
    package var layoutContext: () throws -> LayoutContext
    private var interaction: OverlayInteraction
    /// Counts the input that changed the interaction's visible state (focus, typed text, content).
    private var interactionChanges = 0
    private let appearance: Appearance?
    private let transition: HUDTransition?

    /// Whether a screen reader listens: a dialog then has the keyboard focus on its preferred button
    /// from the start (`OverlayInteraction.focusAtStart(in:)`), which the reader says as it
    /// appears. Set while the dialog is up, it focuses the button then, unless keys have already
    /// put the focus somewhere.
    package var focusesAtStart = false {
        didSet { focusAtStart() }
    }

    /// `transition` replaces HUDs' standard fade.
    package init(
        overlay: Overlay, appearance: Appearance?, transition: HUDTransition?, animator: Animator,
        layoutContext: @escaping () throws -> LayoutContext
    ) throws {
        self.overlay = overlay
        self.appearance = appearance
        self.transition = transition
        self.layoutContext = layoutContext
        interaction = OverlayInteraction(overlay: overlay, appearance: appearance, clock: { animator.now })
        presentation = AnimatedOverlayScene(
            scene: Scene(size: .zero, nodes: [], blocksInput: false),
            motion: Self.motion(for: overlay, transition: transition), animator: animator)
        try relayout()
    }

    /// The frame to draw now, with the pressed button and focused field shown; nil once removed.
    /// The answer if the overlay is taken away now, unanswered: what its fields hold.
    package var unansweredResponse: AlertResponse {
        interaction.unanswered
    }

    package var currentFrame: Scene? {
        presentation.currentScene.map(interaction.decorated)
    }

    /// What a screen reader is told of the overlay as it has settled, with the keyboard's focus and
    /// what has been typed; nil once it is leaving.
    package var accessibleTree: AccessibleNode? {
        guard presentation.phase == .showing else { return nil }
        return OverlayAccessibility.tree(
            of: interaction.overlayForLayout(), in: presentation.settledScene, focus: interaction.focus,
            fieldValues: interaction.fieldValues,
            fieldSelections: interaction.editors.map(\.selection))
    }

    /// Moves whenever what `accessibleTree` is made of may have changed: the model, the settled
    /// layout, the phase, the focus and what was typed. A stage builds the tree again only when it
    /// has moved, so the frames of an animation build none.
    package var accessibleRevision: Int {
        interactionChanges &+ presentation.restingChanges
    }

    /// Whether the dialog kinds' rules apply: a keyboard grab, the dialog window type.
    package var isDialog: Bool {
        overlay.isDialog
    }

    /// Whether the overlay takes key presses, so its host grabs the keyboard: dialogs, and a status
    /// HUD that Escape cancels.
    package var takesKeyboard: Bool {
        interaction.takesKeyboard
    }

    /// Lays out again for the monitor `layoutContext` describes now.
    package func relayout() throws {
        try relayout(motion: nil)
    }

    /// Morphs into `overlay` in place: new text, a glyph, another state; typed text starts afresh.
    package func update(to overlay: Overlay) throws {
        self.overlay = overlay
        interaction = OverlayInteraction(
            overlay: overlay, appearance: appearance, clock: { [animator = presentation.animator] in animator.now })
        interactionChanges &+= 1
        try relayout(motion: Self.motion(for: overlay, transition: transition))
        focusAtStart()
    }

    /// Adds text after a text view's text or rows after a list's, keeping what input has done
    /// (focus, caret, scrolling, the selection).
    package func append(_ addition: AlertContentAddition) {
        interaction.append(addition)
        try? relayout()
        onRedraw?()
    }

    /// Morphs into `overlay`, whose progress indicator then glides to `value` from what is on screen.
    package func update(to overlay: Overlay, glidingProgressTo value: Double) throws {
        let shown = presentation.currentScene
        try update(to: overlay)
        try ProgressTimeline.animate(to: value, on: presentation.animator, from: shown)
    }

    /// Feeds one input event (in scene points) through the overlay's interaction and acts on it.
    package func handle(_ event: InteractionEvent) {
        guard let frame = presentation.currentScene else { return }
        let content = interaction.content
        defer {
            if interaction.content != content, let value = interaction.content?.answer { onContentChanged?(value) }
        }
        let outcome = interaction.handle(event, in: frame)
        if outcome != .unchanged { interactionChanges &+= 1 }
        switch outcome {
        case .unchanged:
            return
        case .redraw:
            try? relayout()
            onRedraw?()
        case .finished(let response):
            onRedraw?()
            onFinished?(response)
            try? presentation.dismiss()
        case .tappedOutside:
            onTapOutside?()
        case .pasteRequested(let selection):
            // A middle click may have moved the focus to the field it pastes into.
            try? relayout()
            onRedraw?()
            onPasteRequested?(selection)
        case .copyRequested(let text):
            onCopyRequested?(text)
        }
    }

    /// Whether the keyboard's focus is in a secure field.
    package var focusesSecureField: Bool {
        interaction.focusesSecureField
    }

    /// What the focused field offers as the primary selection; nil in a secure field.
    package var primarySelectionText: String? {
        interaction.primarySelectionText
    }

    /// How much of a paste the focus takes.
    package var pasteLimit: PasteLimit {
        interaction.pasteLimit
    }

    /// A screen reader's action: a button is pressed and released where it is drawn now, so it
    /// answers exactly as a click does.
    /// A request of a text field is made as typing makes it, so the answer and what is heard are
    /// the same.
    package func activate(_ target: AccessibleTarget) {
        if case .edit(.field(let field), let request) = target { return edit(field, request) }
        guard case .button(let index) = target, let frame = presentation.currentScene,
            let point = frame.displayedCenter(ofNodeNamed: "button\(index)")
        else { return }
        handle(.pointer(.pressed(point)))
        handle(.pointer(.released(point)))
    }

    private func edit(_ field: Int, _ request: FieldRequest) {
        guard presentation.phase == .showing else { return }
        let outcome = interaction.handle(request, inField: field)
        guard outcome != .unchanged else { return }
        interactionChanges &+= 1
        try? relayout()
        onRedraw?()
        switch outcome {
        case .pasteRequested(let selection): onPasteRequested?(selection)
        case .copyRequested(let text): onCopyRequested?(text)
        default: break
        }
    }

    /// The focus a fresh interaction starts with. A button's ring is drawn by `decorated(_:)`, so
    /// the layout stands; the frame is drawn again.
    private func focusAtStart() {
        guard focusesAtStart else { return }
        let focus = interaction.focus
        interaction.focusAtStart(in: presentation.settledScene)
        guard interaction.focus != focus else { return }
        interactionChanges &+= 1
        onRedraw?()
    }

    private func relayout(motion: OverlayMotion?) throws {
        let scene = OverlayLayout.scene(
            for: interaction.overlayForLayout(), in: try layoutContext(),
            focusedField: interaction.focusedField, selection: interaction.focusedSelection)
        presentation.update(scene: scene, motion: motion)
    }

    /// The kind's standard motion, with the caller's transition for HUDs.
    private static func motion(for overlay: Overlay, transition: HUDTransition?) -> OverlayMotion {
        let standard = OverlayMotion.standard(for: overlay)
        guard case .hud = standard, let transition else { return standard }
        return .hud(transition)
    }
}
