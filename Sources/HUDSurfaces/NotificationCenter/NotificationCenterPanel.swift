import HUDCore

/// The Notification Center apart from any window: its list, laid out on a monitor, sliding in and
/// out, and what a press, the wheel or a key on it means. The daemon's X11 host and `hud render
/// center` each drive one, so the panel opens, scrolls and answers a click by the same rules in a
/// window and in a test that steps a manual clock. Not `Sendable`: use it on its animator's thread.
package final class NotificationCenterPanel {
    /// The entrance from the edge: a critically damped spring (settled in about 0.6 s), fast then easing in,
    /// with no overshoot that would pull the panel off its edge.
    package static let openSpring = TimingCurve.spring(SpringTimingCurve(stiffness: 240, damping: 31))
    /// The exit: a slide back past the edge, speeding up.
    package static let closeDuration = 0.28
    /// A notification arriving while open drops into its place from this far above, fading in.
    package static let arrivalDrop = 16.0

    package let options: BannerStackOptions
    package let animator: Animator
    /// The monitor's canvas, scale and text measurer; after changing it, call `relayout()`.
    package var layoutContext: () throws -> LayoutContext
    /// The header's date, as the owner formats it (the core knows no calendar).
    package var date: () -> String
    /// What the owner must do for the user's choices (see `CenterEvent`).
    package var onEvent: ((CenterEvent) -> Void)?
    /// Something changed outside an animation frame: draw again.
    package var onChange: (() -> Void)?
    /// The reply field asks for a selection's text (Ctrl+V, Shift+Insert), which comes back as `.paste`.
    package var onPasteRequested: ((SelectionName) -> Void)?
    /// The reply field's selection is copied (Ctrl+C): the text to hold on CLIPBOARD.
    package var onCopyRequested: ((String) -> Void)?
    /// The panel began to open (true) or to close (false), whoever asked: what decides, at once,
    /// where a new notification goes (`closed` comes only once the exit has ended).
    package var onOpenChange: ((Bool) -> Void)?

    package private(set) var model = NotificationCenterModel() {
        didSet { accessibleRevision &+= 1 }
    }
    /// The panel as last laid out; nil before the first layout or without a monitor.
    package private(set) var layout: NotificationCenterLayout? {
        didSet { accessibleRevision &+= 1 }
    }
    /// Open, or opening; false from the moment its exit starts.
    package private(set) var isOpen = false {
        didSet { accessibleRevision &+= 1 }
    }
    /// Moves with every change to the model, the layout, being open, Do Not Disturb and the open
    /// reply field: what the accessible tree is made of.
    package private(set) var accessibleRevision = 0
    private var isClosing = false
    /// Where the entrance `open()` asked for starts, until a layout gives it a frame.
    private var entrance: Entrance?
    /// The daemon's pause, shown on the header's switch.
    package private(set) var doNotDisturb = false {
        didSet { accessibleRevision &+= 1 }
    }
    private var pressed: NotificationCenterLayout.Target?
    /// The card whose reply field is open, and the field.
    package var reply: ReplyField? {
        didSet { accessibleRevision &+= 1 }
    }
    private var ageTimer: ClockToken?
    /// The stacks laid out before: those out of view are not laid out again.
    private let extents = CenterGroupExtents()

    /// `layoutContext` by default throws until a stage places the panel.
    package init(
        options: BannerStackOptions, animator: Animator,
        layoutContext: @escaping () throws -> LayoutContext = { throw SurfaceNotPlaced() },
        date: @escaping () -> String
    ) {
        self.options = options
        self.animator = animator
        self.layoutContext = layoutContext
        self.date = date
    }

    /// Whether anything is on screen: open, or its exit still playing.
    package var isShown: Bool { isOpen || isClosing }

    /// The frame to draw now; nil when the panel is not shown. The list's parts (cards, peeks,
    /// group rows) are nodes of the scene beside the panel, not inside it, drawn over it as they were
    /// in the list: each keeps a layer of its own in a window, so a scroll step moves the cards
    /// already drawn instead of rendering them again. They slide in and out with the panel.
    package var currentScene: Scene? {
        guard isShown, let layout, let context = try? layoutContext() else { return nil }
        var panel = layout.panel
        let list =
            panel.children.firstIndex { $0.name == NotificationCenterLayout.contentName }
            .map { panel.children.remove(at: $0).children } ?? []
        // The panel's edge stays over the cards, as a stroke is drawn over its node's children.
        let edges = panel.stroke.map { NotificationCenterLayout.edges(of: panel.frame, stroke: $0) } ?? []
        panel.stroke = nil
        var scene = Scene(size: context.canvas, nodes: [panel] + list + edges, blocksInput: false)
        scene.words = context.words
        animator.apply(to: &scene, grid: context.grid)
        let slide = scene.nodes[0].frame.minX - panel.frame.minX
        for index in scene.nodes.indices.dropFirst() { scene.nodes[index].offset(dx: slide, dy: 0) }
        return scene
    }

    /// The card whose reply field is open, and what the field holds.
    package var openReply: (id: UInt32, text: String)? { reply.map { ($0.id, $0.editor.text) } }

    /// Where the panel rests when open.
    package var panelFrame: Rect? { layout?.panel.frame }

    // MARK: Opening and closing

    /// Slides the panel in from its edge; nothing happens when it is already open.
    package func open() {
        guard !isOpen else { return }
        // Reopened mid-exit, it turns back from where it is.
        entrance = isClosing ? .turningBack : .fromEdge
        // No ring until the keys are used again.
        model.clearFocus()
        isOpen = true
        isClosing = false
        onOpenChange?(true)
        relayout()
    }

    /// Starts the slide in owed by `open()` once there is a frame to slide: the first layout with a
    /// monitor, before the owner is told of it, so that no frame shows the panel at rest first.
    private func beginEntrance() {
        guard let entrance, let frame = panelFrame else { return }
        self.entrance = nil
        let start =
            entrance == .turningBack
            ? animator.value(of: AnimationKey(NotificationCenterLayout.panelName, .offsetX)) : travel(of: frame)
        if let slide = try? Animation(
            .offsetX, of: NotificationCenterLayout.panelName, from: start, to: 0, curve: Self.openSpring)
        {
            // Drawn from one frame in, as a banner's entrance: a first frame wholly past the edge
            // would put off the panel's first pixel by a frame.
            animator.animate([slide], since: animator.now - 1 / animator.clock.framesPerSecond)
        }
    }

    /// Slides the panel out past its edge; `closed` is reported when it has gone.
    package func close() {
        guard isOpen else { return }
        isOpen = false
        isClosing = true
        entrance = nil
        onOpenChange?(false)
        pressed = nil
        reply = nil
        cancelAgeTimer()
        guard let frame = panelFrame,
            let slide = try? Animation(
                .offsetX, of: NotificationCenterLayout.panelName, to: travel(of: frame),
                duration: Self.closeDuration, curve: .easeIn)
        else { return finishClosing() }
        animator.animate([slide]) { [weak self] finished in
            if finished { self?.finishClosing() }
        }
        onChange?()
    }

    /// Opens a closed panel, closes an open one.
    package func toggle() {
        if isOpen { close() } else { open() }
    }

    private func finishClosing() {
        guard isClosing else { return }
        isClosing = false
        animator.forget(node: NotificationCenterLayout.panelName)
        onChange?()
        onEvent?(.closed)
    }

    /// From the panel's resting place to just past its edge.
    private func travel(of frame: Rect) -> Double {
        guard let context = try? layoutContext() else { return frame.width }
        return frame.midX > context.canvas.width / 2 ? context.canvas.width - frame.minX : -frame.maxX
    }

    // MARK: The list

    /// Lists `entries` (the board's open notifications and its history).
    package func setEntries(_ entries: [CenterEntry]) {
        model.replaceEntries(entries)
        relayout()
    }

    /// A notification arriving while the panel is open: it drops in on top of its app's stack.
    package func add(_ entry: CenterEntry) {
        model.insert(entry)
        relayout()
        guard isOpen else { return }
        let name = BannerLayout.cardName(entry.id)
        let animations = [
            try? Animation(.alpha, of: name, from: 0, to: 1, duration: 0.25, curve: .easeOut),
            try? Animation(.offsetY, of: name, from: -Self.arrivalDrop, to: 0, curve: BannerStack.glideSpring),
        ]
        animator.animate(animations.compactMap { $0 })
    }

    /// Shows the daemon's pause on the header's switch.
    package func setDoNotDisturb(_ isOn: Bool) {
        guard isOn != doNotDisturb else { return }
        doNotDisturb = isOn
        relayout()
    }

    /// Expands `app`'s stack as a click on it would.
    package func expand(app: String) {
        guard !model.isExpanded(app) else { return }
        model.toggle(app: app)
        relayout()
    }

    /// Selects card `id` as the keyboard would reach it.
    package func select(_ id: UInt32) {
        model.select(id)
        relayout()
    }

    /// Tabs to `target` as the keyboard would (after opening); nothing when Tab never reaches it.
    package func focus(_ target: NotificationCenterLayout.Target) {
        let stops = model.focusChain.stops.count
        for _ in 0..<stops where model.focus != target { handle(.tab) }
        if model.focus != target { model.clearFocus() }
        relayout()
    }

    // MARK: Input

    /// A press outside the panel closes it; a press and release on one part acts on it.
    package func handle(_ input: PointerEvent) {
        guard isOpen else { return }
        switch input {
        case .pressed(let point):
            guard panelFrame?.contains(point) ?? false else { return close() }
            // A press in the open reply field leaves it as it is.
            guard !isInReplyField(point) else {
                pressed = nil
                return
            }
            pressed = layout?.target(at: point)
        case .released(let point):
            guard let start = pressed else { return }
            pressed = nil
            if layout?.target(at: point) == start { activate(start) }
        case .secondaryPressed(let point):
            if !(panelFrame?.contains(point) ?? false) { close() }
        case .middlePressed(let point):
            guard isInReplyField(point) else { return }
            pastePrimaryIntoReply()
        case .entered, .moved, .left:
            break
        }
    }

    private func isInReplyField(_ point: Point) -> Bool {
        guard let reply, let field = layout?.panel.node(named: BannerLayout.replyName(reply.id)) else { return false }
        return field.frame.contains(point)
    }

    /// The wheel: `delta` points down the list (negative: up).
    package func scroll(by delta: Double) {
        guard isOpen, let metrics = layout?.metrics else { return }
        let before = model.scrollOffset
        model.scroll(by: delta, in: metrics)
        if model.scrollOffset != before { relayout() }
    }

    /// A key while the panel holds the keyboard.
    package func handle(_ key: CenterKey) {
        guard isOpen else { return }
        switch key {
        case .escape:
            close()
        case .tab, .backTab:
            guard let metrics = layout?.metrics else { return }
            model.moveFocus(forward: key == .tab, in: metrics)
            relayout()
        case .returnKey:
            if let focus = model.focus { return activate(focus) }
            guard let id = model.selection, let entry = model.entry(id), entry.isOpen,
                entry.banner.hasDefaultAction
            else { return }
            onEvent?(.actionInvoked(id: id, key: "default"))
        case .space:
            if let focus = model.focus { activate(focus) }
        case .delete:
            guard let id = model.selection, model.remove(id) != nil else { return }
            relayout()
            onEvent?(.removed([id]))
        case .up, .down, .pageUp, .pageDown, .home, .end:
            guard let metrics = layout?.metrics else { return }
            // The keys go back to the list: Return acts on its selection again.
            model.clearFocus()
            model.navigate(key, in: metrics)
            relayout()
        }
    }

    /// What a click on `target` does.
    package func activate(_ target: NotificationCenterLayout.Target) {
        switch target {
        case .card(let id):
            model.select(id)
            relayout()
            if let entry = model.entry(id), entry.isOpen, entry.banner.hasDefaultAction {
                onEvent?(.actionInvoked(id: id, key: "default"))
            }
        case .action(let id, let index):
            guard let entry = model.entry(id), entry.isOpen, entry.banner.actions.indices.contains(index) else {
                return
            }
            guard entry.banner.actions[index].key != BannerAction.inlineReplyKey else {
                openReplyField(id: id)
                return
            }
            onEvent?(.actionInvoked(id: id, key: entry.banner.actions[index].key))
        case .stack(let app):
            model.toggle(app: app)
            relayout()
        case .showLess(let app):
            model.collapse(app: app)
            relayout()
        case .clearGroup(let app):
            let ids = model.clear(app: app)
            relayout()
            if !ids.isEmpty { onEvent?(.removed(ids)) }
        case .clearAll:
            let ids = model.clearAll()
            relayout()
            if !ids.isEmpty { onEvent?(.removed(ids)) }
        case .doNotDisturb:
            doNotDisturb.toggle()
            relayout()
            onEvent?(.doNotDisturb(doNotDisturb))
        }
    }

    // MARK: Replying

    /// Opens a reply field in card `id`, in place of its action rows, and selects the card; false
    /// when no open notification `id` offers a reply. Another card's open field closes.
    @discardableResult
    package func openReplyField(id: UInt32) -> Bool {
        guard isOpen, let entry = model.entry(id), entry.isOpen,
            entry.banner.actions.contains(where: { $0.key == BannerAction.inlineReplyKey })
        else { return false }
        if reply?.id != id { reply = ReplyField(id: id) }
        model.select(id)
        relayout()
        return true
    }

    // MARK: Layout

    /// Lays the panel out again (a new list, a key, a new monitor, the minute's tick).
    package func relayout() {
        // A field whose notification closed or left the list (a clear, Delete) goes with it.
        if let reply, model.entry(reply.id)?.isOpen != true { self.reply = nil }
        guard let context = try? layoutContext() else {
            layout = nil
            onChange?()
            return
        }
        let now = animator.now
        let laidOut = {
            NotificationCenterLayout(
                model: self.model, now: now, date: self.date(), doNotDisturb: self.doNotDisturb, reply: self.reply,
                options: self.options, context: context, extents: self.extents)
        }
        var next = laidOut()
        // The list got shorter (a removal, a collapse): the offset comes back into range.
        let offset = model.scrollOffset
        model.clampScroll(to: next.metrics)
        if model.scrollOffset != offset { next = laidOut() }
        layout = next
        beginEntrance()
        scheduleAgeTimer()
        onChange?()
    }

    /// Wakes when the next card's "now" / "5m ago" changes, and only while open.
    private func scheduleAgeTimer() {
        cancelAgeTimer()
        let now = animator.now
        guard isOpen,
            let wait = model.entries.map({ RelativeTime.secondsUntilChange(afterAge: now - $0.postedAt) }).min()
        else { return }
        ageTimer = animator.clock.schedule(at: now + wait) { [weak self] in
            self?.ageTimer = nil
            self?.relayout()
        }
    }

    private func cancelAgeTimer() {
        if let ageTimer { animator.clock.cancel(ageTimer) }
        ageTimer = nil
    }

    private enum Entrance {
        /// Just past the edge.
        case fromEdge
        /// Wherever an exit that was playing has taken it.
        case turningBack
    }
}

extension NotificationCenterPanel: ReplyFieldHolder {
    /// Return in a card's reply field sends the reply; the owner then closes the notification.
    package func send(_ field: ReplyField) {
        reply = nil
        relayout()
        onEvent?(.replied(id: field.id, text: field.editor.text))
    }
}
