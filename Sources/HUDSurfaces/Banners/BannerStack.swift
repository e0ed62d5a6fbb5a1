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

    struct Entry {
        /// The notification's id: what events report. A replacement by tag changes it.
        var id: UInt32
        /// Names the card's nodes (and so its motion in the animator): the id it entered under, kept
        /// through replacements so that the card stays the same card.
        let key: UInt32
        var banner: BannerContent
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
    var entries: [Entry] = [] {
        didSet { accessibleRevision &+= 1 }
    }
    /// Moves with every change to the entries and to the open reply field, which the accessible tree
    /// is made of.
    package internal(set) var accessibleRevision = 0
    var hovered: UInt32?
    var pressed: (id: UInt32, target: BannerLayout.Target)?
    var hiddenCount = 0
    /// The banner whose reply field is open, and the field; its expiry waits while it is.
    package var reply: ReplyField? {
        didSet { accessibleRevision &+= 1 }
    }
    var ageTimer: ClockToken?

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
        scene.words = context.words
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

    // MARK: Posting and closing

    /// Shows `banner` under `id`, or updates the one shown under `id` in place (same place, its
    /// expiry restarted, its age "now" again).
    package func post(id: UInt32, banner: BannerContent, expiry: BannerExpiry) {
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
    package func replace(_ old: UInt32, with id: UInt32, banner: BannerContent, expiry: BannerExpiry) {
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
    func update(at index: Int, banner: BannerContent, expiry: BannerExpiry) {
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
    func freeKey(_ id: UInt32) -> UInt32 {
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
    func takeAway(id: UInt32, reason: BannerCloseReason) -> Bool {
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
}

extension BannerStack: ReplyFieldHolder {
    /// Return in the reply field sends the reply and closes the banner (reason 2, as KDE Plasma's);
    /// closing it lets its expiry run again.
    package func send(_ field: ReplyField) {
        onEvent?(.replied(id: field.id, text: field.editor.text))
        close(id: field.id, reason: .dismissedByUser)
    }
}
