import HUDCore

/// A stack of notification banners apart from any window: which banners show, where, how they move,
/// when they expire, and what input on them means. The X11 host and headless rendering each drive
/// one, so a banner slides, stacks, expires and answers a click by the same rules in a window and
/// in a test that steps a manual clock.
///
/// Newest on top (nearest the edge), at most `maximumVisible` at once; older ones wait, counted
/// on a "+N" badge, and their expiry starts only once they show. The pointer over a banner
/// pauses its expiry. Not `Sendable`: use it on its animator's thread.
package final class BannerStack {
    /// The entrance: a slight bounce (damping ratio 0.78, settled in 0.55 s), iOS's banner drop.
    package static let entranceSpring = TimingCurve.spring(SpringTimingCurve(stiffness: 260, damping: 25))
    /// Banners gliding to a new place in the stack: barely any overshoot (ratio 0.92, 0.45 s).
    package static let glideSpring = TimingCurve.spring(SpringTimingCurve(stiffness: 280, damping: 30.8))
    package static let fadeInDuration = 0.25
    package static let exitDuration = 0.3
    /// Between banners, and from the monitor's edges.
    package static let spacing = 8.0, margin = 12.0
    package static let moreName = "banners.more", peekName = "banners.peek"

    private struct Entry {
        /// The notification's id: what events report. A replacement by tag changes it.
        var id: UInt32
        /// Names the card's nodes (and so its motion in the animator): the id it entered under, kept
        /// through replacements so that the card stays the same card.
        let key: UInt32
        var banner: NotificationBanner
        var expiry: BannerExpiry
        var postedAt: Double
        /// Seconds of expiry still to run while on screen; nil: never expires.
        var remaining: Double?
        var timer: (token: ClockToken, deadline: Double)?
        /// The settled card at its slot; nil until it first gets one.
        var card: SceneNode?
        var isLeaving = false
    }

    package let options: BannerStackOptions
    package let animator: Animator
    /// The monitor's canvas, scale and text measurer; after changing it (a monitor change), call `relayout()`.
    package var layoutContext: () throws -> LayoutContext
    /// An action was invoked or a banner closed.
    package var onEvent: ((BannerEvent) -> Void)?
    /// Something changed outside an animation frame (a post, hover, a press): draw again.
    package var onChange: (() -> Void)?
    /// The reply field asks for a selection's text (Ctrl+V, Shift+Insert), which comes back as `.paste`.
    package var onPasteRequested: ((SelectionName) -> Void)?
    /// The reply field's selection is copied (Ctrl+C): the text to hold on CLIPBOARD.
    package var onCopyRequested: ((String) -> Void)?
    /// The last banner's exit has ended: nothing is left to draw.
    package var onEmpty: (() -> Void)?

    /// Newest first; leaving banners stay until their exit ends.
    private var entries: [Entry] = [] {
        didSet { accessibleRevision &+= 1 }
    }
    /// Moves with every change to the entries and to the open reply field, which the accessible tree
    /// is made of.
    package private(set) var accessibleRevision = 0
    private var hovered: UInt32?
    private var pressed: (id: UInt32, target: BannerLayout.Target)?
    private var hiddenCount = 0
    /// The banner whose reply field is open, and the field; its expiry waits while it is.
    package var reply: ReplyField? {
        didSet { accessibleRevision &+= 1 }
    }
    private var ageTimer: ClockToken?

    /// `layoutContext` by default throws until a stage places the stack.
    package init(
        options: BannerStackOptions, animator: Animator,
        layoutContext: @escaping () throws -> LayoutContext = { throw SurfaceNotPlaced() }
    ) {
        self.options = options
        self.animator = animator
        self.layoutContext = layoutContext
    }

    /// Whether no banner is shown or leaving.
    package var isEmpty: Bool { entries.isEmpty }

    /// Ids of the banners on screen and not leaving, newest first.
    package var shownIDs: [UInt32] { entries.filter { $0.card != nil && !$0.isLeaving }.map(\.id) }

    /// Ids posted and not closed, newest first, shown or waiting.
    package var openIDs: [UInt32] { entries.filter { !$0.isLeaving }.map(\.id) }

    /// The frame to draw now; nil when nothing is shown.
    package var currentScene: Scene? {
        guard let context = try? layoutContext() else { return nil }
        var nodes = entries.reversed().compactMap(\.card)
        if !nodes.isEmpty, hiddenCount > 0 { nodes.insert(contentsOf: moreNodes(in: context), at: 0) }
        guard !nodes.isEmpty else { return nil }
        var scene = Scene(size: context.canvas, nodes: nodes, blocksInput: false)
        // A slide moves whole device pixels (the cards are laid out on them): each frame shows the
        // card's pixels as they were sent, moved (on X11, a copy in the server rather than a new
        // rendering and upload), and its text never lands between pixels.
        animator.apply(to: &scene, grid: context.grid)
        return scene
    }

    /// The banner whose reply field is open, and what the field holds.
    package var openReply: (id: UInt32, text: String)? { reply.map { ($0.id, $0.editor.text) } }

    /// Where each card comes to rest once its motion ends (the cards leaving: where they were).
    package var settledFrames: [Rect] { entries.compactMap(\.card?.frame) }

    /// Where what it shows comes to rest: the cards' settled frames, and the "+N" pill's and the
    /// peeking card's beneath the last (which never move on their own).
    package var restingFrames: [Rect] {
        guard hiddenCount > 0, let context = try? layoutContext() else { return settledFrames }
        return settledFrames + moreNodes(in: context).map(\.frame)
    }

    // MARK: Screen readers

    /// What a screen reader is told of the banners on screen: a panel of notifications, newest
    /// first, each named by its summary with its app as description, its body as text, its actions
    /// as buttons; nil while none shows.
    package var accessibleTree: AccessibleNode? {
        let notifications = entries.filter { !$0.isLeaving }.compactMap { entry -> AccessibleNode? in
            guard let card = entry.card else { return nil }
            let body = entry.banner.body.map(\.text).joined()
            let text =
                body.isEmpty
                ? [] : [AccessibleNode(role: .label, name: body, states: [.showing, .visible], extents: card.frame)]
            let buttons = entry.banner.actions.prefix(BannerLayout.maximumActions).enumerated().compactMap {
                index, action -> AccessibleNode? in
                guard let row = card.node(named: BannerLayout.actionName(entry.key, index)) else { return nil }
                return AccessibleNode(
                    role: .pushButton, name: action.label, states: [.showing, .visible, .enabled, .sensitive],
                    extents: row.frame, actions: [OverlayAccessibility.click],
                    target: .bannerAction(id: entry.id, index: index))
            }
            // An open reply field takes the action rows' place.
            let field = [reply].compactMap { reply -> AccessibleNode? in
                guard let reply, reply.id == entry.id,
                    let box = card.node(named: BannerLayout.replyName(entry.key))
                else { return nil }
                return reply.accessibleNode(placeholder: entry.banner.shownReplyPlaceholder, frame: box.frame)
            }
            return AccessibleNode(
                role: .notification, name: entry.banner.summary, description: entry.banner.appName,
                states: [.showing, .visible], extents: card.frame,
                actions: entry.banner.hasDefaultAction ? [OverlayAccessibility.click] : [],
                children: text + buttons + field, target: .bannerCard(id: entry.id))
        }
        guard let first = notifications.first else { return nil }
        return AccessibleNode(
            role: .panel, name: "Notifications", states: [.showing, .visible],
            extents: notifications.dropFirst().reduce(first.extents) { $0.union($1.extents) }, children: notifications)
    }

    /// A screen reader's action on a banner: what a click on it does; its request of the open
    /// reply field: what the keys that make it do.
    package func activate(_ target: AccessibleTarget) {
        switch target {
        case .bannerAction(let id, let index): activate(.action(index), of: id)
        case .bannerCard(let id): activate(.card, of: id)
        case .edit(.reply(let id), let request):
            take(request, inReplyTo: id)
            relayout()
        case .button, .center, .field, .reply, .edit: break
        }
    }

    // MARK: Posting and closing

    /// Shows `banner` under `id`, or updates the one shown under `id` in place (same place, its
    /// expiry restarted, its age "now" again).
    package func post(id: UInt32, banner: NotificationBanner, expiry: BannerExpiry) {
        if let index = entries.firstIndex(where: { $0.id == id && !$0.isLeaving }) {
            update(at: index, banner: banner, expiry: expiry)
        } else {
            // A leaving banner under the same id goes at once: its successor takes the name.
            if let leaving = entries.firstIndex(where: { $0.isLeaving && ($0.id == id || $0.key == id) }) {
                forget(at: leaving)
            }
            let entry = Entry(
                id: id, key: freeKey(id), banner: banner, expiry: expiry, postedAt: animator.now,
                remaining: Self.seconds(of: expiry, for: banner))
            entries.insert(entry, at: 0)
        }
        relayout()
    }

    /// Shows `banner` under `id` in banner `old`'s place: the same card (no entrance), its content
    /// and id new, its expiry restarted; `old` reports no `closed` event. A new post when `old` is
    /// not open.
    package func replace(_ old: UInt32, with id: UInt32, banner: NotificationBanner, expiry: BannerExpiry) {
        guard old != id, entries.contains(where: { $0.id == old && !$0.isLeaving }) else {
            post(id: id, banner: banner, expiry: expiry)
            return
        }
        // Two open banners under one id would be one too many: the one already there goes.
        if let other = entries.firstIndex(where: { $0.id == id && !$0.isLeaving }) {
            forget(at: other)
        }
        guard let index = entries.firstIndex(where: { $0.id == old && !$0.isLeaving }) else { return }
        entries[index].id = id
        if hovered == old { hovered = id }
        if pressed?.id == old { pressed?.id = id }
        if reply?.id == old { reply?.id = id }
        update(at: index, banner: banner, expiry: expiry)
        relayout()
    }

    /// New content for an open banner: its expiry starts again and its age is "now"; its bar, if
    /// it had one and keeps one, glides to the new value.
    private func update(at index: Int, banner: NotificationBanner, expiry: BannerExpiry) {
        let previous = entries[index].banner.value
        cancelTimer(at: index)
        entries[index].banner = banner
        entries[index].expiry = expiry
        entries[index].remaining = Self.seconds(of: expiry, for: banner)
        entries[index].postedAt = animator.now
        let name = BannerLayout.valueName(entries[index].key)
        guard entries[index].card != nil, let previous, let value = banner.value, previous != value else {
            // No glide: the bar, if any, is drawn as laid out, not where an earlier glide ended.
            if previous != nil || banner.value != nil { animator.forget(node: name) }
            return
        }
        // From where the bar is drawn now, so a value arriving mid-glide carries on from there.
        var start = BannerLayout.fraction(previous)
        if case .valueBar(let shown, _, _)? = currentScene?.node(named: name)?.content { start = shown }
        if let glide = try? Animation(
            .progress, of: name, from: start, to: BannerLayout.fraction(value),
            duration: ProgressTimeline.duration, curve: ProgressTimeline.curve)
        {
            animator.animate(glide)
        }
    }

    /// `id` itself, unless a card already goes by that name (one that entered under `id` and has
    /// been replaced since): then a name no card has.
    private func freeKey(_ id: UInt32) -> UInt32 {
        var key = id
        while entries.contains(where: { $0.key == key }) { key &-= 1 }
        return key
    }

    /// Takes banner `id` away (its exit plays); its `closed` event carries `reason`. Unknown ids are ignored.
    package func close(id: UInt32, reason: BannerCloseReason) {
        guard takeAway(id: id, reason: reason) else { return }
        relayout()
    }

    /// Closes every banner, shown or waiting, for `reason`. The waiting ones go at once: none
    /// enters only to leave again.
    package func closeAll(reason: BannerCloseReason) {
        let closed = openIDs.filter { takeAway(id: $0, reason: reason) }
        if !closed.isEmpty { relayout() }
    }

    /// Starts banner `id`'s exit and reports it closed; false for an unknown id.
    private func takeAway(id: UInt32, reason: BannerCloseReason) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == id && !$0.isLeaving }) else { return false }
        cancelTimer(at: index)
        entries[index].isLeaving = true
        if pressed?.id == id { pressed = nil }
        if hovered == id { hovered = nil }
        if reply?.id == id { reply = nil }
        onEvent?(.closed(id: id, reason: reason))
        if let card = entries[index].card {
            playExit(of: id, card: card)
        } else {
            forget(at: index)
        }
        return true
    }

    // MARK: Input

    /// Feeds one pointer event through the stack: hover pauses expiry, a click acts.
    package func handle(_ input: PointerEvent) {
        switch input {
        case .entered(let point), .moved(let point):
            setHovered(hit(point)?.id)
        case .left:
            setHovered(nil)
            if pressed != nil {
                pressed = nil
                relayout()
            }
        case .pressed(let point):
            pressed = hit(point)
            setHovered(pressed?.id)
            if case .action = pressed?.target { relayout() }
        case .released(let point):
            guard let start = pressed else { return }
            pressed = nil
            guard let end = hit(point), end == start else {
                relayout()
                return
            }
            activate(end.target, of: end.id)
        case .secondaryPressed(let point):
            if let id = hit(point)?.id { close(id: id, reason: .dismissedByUser) }
        case .middlePressed(let point):
            guard let open = hit(point), open.target == .replyField else { return }
            pastePrimaryIntoReply()
        }
    }

    private func activate(_ target: BannerLayout.Target, of id: UInt32) {
        guard let banner = entries.first(where: { $0.id == id && !$0.isLeaving })?.banner else { return }
        switch target {
        case .card:
            if banner.hasDefaultAction { onEvent?(.actionInvoked(id: id, key: "default")) }
        case .close:
            break
        case .action(let index):
            guard banner.actions.indices.contains(index) else { return }
            guard banner.actions[index].key != BannerAction.inlineReplyKey else {
                openReplyField(id: id)
                return
            }
            onEvent?(.actionInvoked(id: id, key: banner.actions[index].key))
        case .replyField:
            return
        }
        close(id: id, reason: .dismissedByUser)
    }

    /// The banner part under `point`, front-most banner first.
    private func hit(_ point: Point) -> (id: UInt32, target: BannerLayout.Target)? {
        guard let scene = currentScene else { return nil }
        for entry in entries where !entry.isLeaving && entry.card != nil {
            guard let card = scene.node(named: BannerLayout.cardName(entry.key)), card.alpha > 0,
                card.frame.contains(point)
            else { continue }
            if let close = card.node(named: BannerLayout.closeName(entry.key)), close.frame.contains(point) {
                return (entry.id, .close)
            }
            if let field = card.node(named: BannerLayout.replyName(entry.key)), field.frame.contains(point) {
                return (entry.id, .replyField)
            }
            for index in entry.banner.actions.indices.prefix(BannerLayout.maximumActions) {
                if let row = card.node(named: BannerLayout.actionName(entry.key, index)), row.frame.contains(point) {
                    return (entry.id, .action(index))
                }
            }
            return (entry.id, .card)
        }
        return nil
    }

    // MARK: Replying

    /// Opens a reply field in banner `id`, in place of its action rows, and holds its expiry until
    /// the field closes; false when no shown banner `id` offers a reply. Another banner's open
    /// field closes.
    @discardableResult
    package func openReplyField(id: UInt32) -> Bool {
        guard
            let entry = entries.first(where: { $0.id == id && !$0.isLeaving && $0.card != nil }),
            entry.banner.actions.contains(where: { $0.key == BannerAction.inlineReplyKey })
        else { return false }
        if reply?.id != id { reply = ReplyField(id: id) }
        if let index = entries.firstIndex(where: { $0.id == id && !$0.isLeaving }) { pauseExpiry(at: index) }
        relayout()
        return true
    }

    private func setHovered(_ id: UInt32?) {
        guard id != hovered else { return }
        if let old = hovered, let index = entries.firstIndex(where: { $0.id == old }) {
            hovered = nil
            scheduleExpiry(at: index)
        }
        hovered = id
        if let id, let index = entries.firstIndex(where: { $0.id == id }) { pauseExpiry(at: index) }
        relayout()
    }

    // MARK: Layout and motion

    /// Lays every banner out again (new text, a new monitor, the hovered one's close control) and
    /// sends the ones whose place changed gliding there.
    package func relayout() {
        guard let context = try? layoutContext() else {
            // No monitor yet: the owner finds one and calls back.
            onChange?()
            return
        }
        let now = animator.now
        let area = options.area(in: context.workArea)
        let x = Self.stackX(width: options.width, area: area, position: options.position, grid: context.grid)
        let limit = area.height - Self.margin
        var offset = Self.margin
        var shown = 0
        hiddenCount = 0
        for index in entries.indices where !entries[index].isLeaving {
            let entry = entries[index]
            // Waiting banners are not laid out: a burst of a thousand costs three layouts a post.
            guard shown < options.maximumVisible else {
                hiddenCount += 1
                if entry.card != nil { putAway(at: index) }
                continue
            }
            let age = RelativeTime.label(forAge: now - entry.postedAt)
            let pressedTarget = pressed?.id == entry.id ? pressed?.target : nil
            var card = BannerLayout.card(
                for: entry.banner, id: entry.key, at: Point(x: x, y: 0), width: options.width,
                age: age, isHovered: hovered == entry.id, pressed: pressedTarget,
                reply: reply?.id == entry.id ? reply?.editor : nil,
                theme: BannerTheme.of(entry.banner.appearance ?? options.appearance(in: context)), in: context)
            let height = card.frame.height
            // The first banner always shows, even on a monitor too short for it.
            guard shown == 0 || offset + height <= limit else {
                hiddenCount += 1
                if entry.card != nil { putAway(at: index) }
                continue
            }
            let y = options.position.isTop ? area.minY + offset : area.maxY - offset - height
            card.offset(dy: context.grid.snap(y))
            place(index, card: card, area: area)
            scheduleExpiry(at: index)
            offset += height + Self.spacing
            shown += 1
        }
        scheduleAgeTimer()
        onChange?()
    }

    /// Puts entry `index`'s card in its slot: a new banner enters, a moved one glides.
    private func place(_ index: Int, card: SceneNode, area: Rect) {
        let name = card.name!
        let previous = entries[index].card
        entries[index].card = card
        guard let previous else {
            enter(name, card: card, isNewest: index == 0, area: area)
            return
        }
        let delta = previous.frame.minY - card.frame.minY
        guard delta != 0 else { return }
        let current = animator.values(at: animator.now)[AnimationKey(name, .offsetY)] ?? 0
        if let glide = try? Animation(.offsetY, of: name, from: current + delta, to: 0, curve: Self.glideSpring) {
            animator.animate(glide)
        }
    }

    private func enter(_ name: String, card: SceneNode, isNewest: Bool, area: Rect) {
        var animations = [
            try? Animation(
                .alpha, of: name, from: 0, to: 1, duration: Self.fadeInDuration,
                curve: .easeOut)
        ]
        if isNewest {
            // From just beyond the edge of the part of the monitor the panels leave free.
            let travel = options.position.isTop ? area.minY - card.frame.maxY : area.maxY - card.frame.minY
            animations.append(try? Animation(.offsetY, of: name, from: travel, to: 0, curve: Self.entranceSpring))
        } else {
            animator.setValue(0, for: AnimationKey(name, .offsetY))
        }
        // Its first frame is drawn one frame in: at the start the card is wholly transparent and beyond
        // the edge, and a window mapped showing nothing would put off the banner's first pixel by a frame.
        animator.animate(animations.compactMap { $0 }, since: animator.now - 1 / animator.clock.framesPerSecond)
    }

    private func playExit(of id: UInt32, card: SceneNode) {
        let name = card.name!
        let current = animator.values(at: animator.now)[AnimationKey(name, .offsetY)] ?? 0
        let travel = options.position.isTop ? -min(card.frame.maxY, card.frame.height) : min(card.frame.height, 60)
        let animations = [
            try? Animation(.alpha, of: name, to: 0, duration: Self.exitDuration * 0.8, curve: .easeIn),
            try? Animation(.offsetY, of: name, to: current + travel, duration: Self.exitDuration, curve: .easeIn),
        ].compactMap { $0 }
        animator.animate(animations) { [weak self] _ in
            guard let self, let index = entries.firstIndex(where: { $0.id == id && $0.isLeaving }) else { return }
            forget(at: index)
            onChange?()
            if entries.isEmpty { onEmpty?() }
        }
    }

    /// A shown banner pushed past the visible ones by newer banners waits again, its expiry paused.
    private func putAway(at index: Int) {
        pauseExpiry(at: index)
        entries[index].card = nil
        animator.forget(node: BannerLayout.cardName(entries[index].key))
        animator.forget(node: BannerLayout.valueName(entries[index].key))
    }

    /// Drops entry `index` and every value the animator kept for it.
    private func forget(at index: Int) {
        let key = entries[index].key
        cancelTimer(at: index)
        entries.remove(at: index)
        animator.forget(node: BannerLayout.cardName(key))
        animator.forget(node: BannerLayout.valueName(key))
    }

    /// The "+N" badge under the last shown banner, over a sliver of a card peeking out beneath it.
    private func moreNodes(in context: LayoutContext) -> [SceneNode] {
        guard let last = entries.last(where: { $0.card != nil && !$0.isLeaving })?.card else { return [] }
        let theme = BannerTheme.of(options.appearance(in: context))
        let isTop = options.position.isTop
        // Beside the card, not under it: the translucent card would show it through.
        let peek = Rect(
            x: last.frame.minX + 12, y: isTop ? last.frame.maxY : last.frame.minY - 7,
            width: last.frame.width - 24, height: 7)
        let block = TextBlock(
            text: "+\(hiddenCount)",
            style: TextStyle(
                size: 13, weight: .semibold,
                color: theme.secondaryText),
            wrapWidth: .infinity, maxHeight: 0)
        let size = context.measure(block)
        let badgeSize = Size(width: size.width + 16, height: size.height + 6)
        let badgeY = isTop ? peek.maxY + 4 : peek.minY - 4 - badgeSize.height
        let badge = context.grid.snap(
            Rect(
                x: last.frame.midX - badgeSize.width / 2, y: badgeY,
                width: badgeSize.width, height: badgeSize.height))
        return [
            SceneNode(
                name: Self.peekName, frame: peek,
                cornerRadii: isTop
                    ? .bottom(peek.height)
                    : CornerRadii(topLeft: peek.height, topRight: peek.height),
                fill: theme.material.withAlpha(theme.material.alpha * 0.75),
                stroke: Stroke(color: theme.outline, width: context.grid.hairline)),
            SceneNode(
                name: Self.moreName, frame: badge, cornerRadii: .all(badge.height / 2), fill: theme.material,
                stroke: Stroke(color: theme.outline, width: context.grid.hairline), content: .text(block)),
        ]
    }

    /// The left edge of a stack at `position` in `area`.
    package static func stackX(width: Double, area: Rect, position: BannerPosition, grid: PixelGrid) -> Double {
        switch position {
        case .topRight, .bottomRight: grid.snap(area.maxX - margin - width)
        case .topLeft, .bottomLeft: area.minX + margin
        case .top, .bottom: grid.snap(area.minX + (area.width - width) / 2)
        }
    }

    // MARK: Expiry

    /// Seconds a banner stays, or nil for one that stays until closed (critical ones always do).
    static func seconds(of expiry: BannerExpiry, for banner: NotificationBanner) -> Double? {
        guard banner.urgency != .critical, case .after(let seconds) = expiry else { return nil }
        return seconds.isFinite ? max(0, seconds) : nil
    }

    private func scheduleExpiry(at index: Int) {
        let entry = entries[index]
        guard entry.timer == nil, !entry.isLeaving, entry.card != nil, hovered != entry.id, reply?.id != entry.id,
            let remaining = entry.remaining
        else { return }
        let id = entry.id
        let deadline = animator.now + remaining
        let token = animator.clock.schedule(at: deadline) { [weak self] in
            guard let self, let index = entries.firstIndex(where: { $0.id == id && !$0.isLeaving }) else { return }
            entries[index].timer = nil
            close(id: id, reason: .expired)
        }
        entries[index].timer = (token, deadline)
    }

    private func pauseExpiry(at index: Int) {
        guard let timer = entries[index].timer else { return }
        entries[index].remaining = max(0, timer.deadline - animator.now)
        cancelTimer(at: index)
    }

    private func cancelTimer(at index: Int) {
        guard let timer = entries[index].timer else { return }
        animator.clock.cancel(timer.token)
        entries[index].timer = nil
    }

    /// Wakes when the next shown banner's "now" / "2m ago" changes, and only then.
    private func scheduleAgeTimer() {
        if let ageTimer { animator.clock.cancel(ageTimer) }
        ageTimer = nil
        let now = animator.now
        let waits = entries.filter { $0.card != nil && !$0.isLeaving }
            .map { RelativeTime.secondsUntilChange(afterAge: now - $0.postedAt) }
        guard let wait = waits.min() else { return }
        ageTimer = animator.clock.schedule(at: now + wait) { [weak self] in
            self?.ageTimer = nil
            self?.relayout()
        }
    }
}

extension BannerStack: ReplyFieldHolder {
    /// Return in the reply field sends the reply and closes the banner (reason 2, as KDE Plasma's);
    /// closing it lets its expiry run again.
    package func send(_ field: ReplyField) {
        onEvent?(.replied(id: field.id, text: field.editor.text))
        close(id: field.id, reason: .dismissedByUser)
    }
}
