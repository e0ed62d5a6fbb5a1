import HUDCore

/// The Notification Center's state apart from any drawing: the notifications newest first,
/// grouped by app into stacks, which stacks are expanded, the selection, the keyboard focus and the
/// scroll offset. Every change keeps it consistent (the selection is a shown card, the focus a
/// control that shows, the offset in range).
package struct NotificationCenterModel: Hashable, Sendable {
    package typealias Target = NotificationCenterLayout.Target

    /// Newest first.
    package private(set) var entries: [CenterEntry] = []
    /// The apps whose stacks are expanded into all their cards.
    package private(set) var expandedApps: Set<String> = []
    /// The selected card: Return and Delete act on it. Nil when the list is empty or nothing
    /// was chosen yet.
    package private(set) var selection: UInt32?
    /// Points the list is scrolled up by; 0 shows its top.
    package private(set) var scrollOffset = 0.0
    /// The control the keyboard focus is on: Return and Space act on it as a click does. Nil until
    /// Tab is pressed, and again once an arrow gives the keys back to the list's selection.
    package private(set) var focus: Target?
    /// `focusChain` when the focus last moved or the list last changed: where a control that went
    /// stood, so that the focus goes to the one that followed it.
    private var chainAroundFocus = FocusChain<Target>([])

    package init(entries: [CenterEntry] = []) {
        replaceEntries(entries)
    }

    /// Shown when there is nothing to list.
    package static func emptyText(_ words: Words) -> String { words("No Notifications") }

    package var isEmpty: Bool { entries.isEmpty }

    /// The stacks, each app's newest first, the app with the newest notification first.
    package var groups: [NotificationGroup] {
        var groups: [NotificationGroup] = []
        var indexOfApp: [String: Int] = [:]
        for entry in entries {
            let app = entry.banner.appName
            if let index = indexOfApp[app] {
                groups[index].entries.append(entry)
            } else {
                indexOfApp[app] = groups.count
                groups.append(NotificationGroup(app: app, entries: [entry]))
            }
        }
        return groups
    }

    package func isExpanded(_ app: String) -> Bool { expandedApps.contains(app) }

    /// The cards the keyboard steps through, top to bottom: a collapsed stack's top card, each
    /// card of an expanded one.
    package var selectableIDs: [UInt32] {
        groups.flatMap { group in isExpanded(group.app) ? group.entries.map(\.id) : [group.newest.id] }
    }

    package func entry(_ id: UInt32) -> CenterEntry? { entries.first { $0.id == id } }

    /// The controls Tab steps through, in reading order: the Do Not Disturb switch, Clear All, then
    /// each stack's: a collapsed stack of several (a click expands it), an expanded stack's Show Less
    /// and ✕, and the action rows of its open cards as they show.
    package var focusChain: FocusChain<Target> {
        var chain: [Target] = [.doNotDisturb]
        if !isEmpty { chain.append(.clearAll) }
        for group in groups {
            if isExpanded(group.app) {
                chain += [.showLess(group.app), .clearGroup(group.app)] + group.entries.flatMap(actionStops)
            } else if group.entries.count > 1 {
                chain.append(.stack(group.app))
            } else {
                chain += actionStops(group.newest)
            }
        }
        return FocusChain(chain)
    }

    private func actionStops(_ entry: CenterEntry) -> [Target] {
        entry.shownBanner.actions.indices.prefix(BannerLayout.maximumActions).map { .action(entry.id, $0) }
    }

    // MARK: The list

    /// Lists `entries` instead (in any order; they are sorted newest first, the higher id first
    /// at the same time). The selection and expanded stacks stay where they still apply.
    package mutating func replaceEntries(_ newEntries: [CenterEntry]) {
        entries = newEntries.sorted { ($0.postedAt, $0.id) > ($1.postedAt, $1.id) }
        tidy()
    }

    /// A new notification goes on top of its app's stack, or takes the place of the one with its id.
    package mutating func insert(_ entry: CenterEntry) {
        replaceEntries(entries.filter { $0.id != entry.id } + [entry])
    }

    /// Takes notification `id` out; the selection moves to the card that takes its place. Nil
    /// when it was not listed.
    @discardableResult
    package mutating func remove(_ id: UInt32) -> CenterEntry? {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        let order = selectableIDs
        let app = entries[index].banner.appName
        let stack = groups.first { $0.app == app }?.entries.map(\.id) ?? []
        let removed = entries.remove(at: index)
        if selection == id, let position = order.firstIndex(of: id) {
            // The next card of its stack takes the selection (an older one, else a newer one), so it
            // stays in the same place; a stack gone, the next card down, else the one above.
            let inStack = stack.firstIndex(of: id).map { Array(stack[($0 + 1)...] + stack[..<$0].reversed()) } ?? []
            let remaining = selectableIDs
            selection = inStack.first ?? (remaining.isEmpty ? nil : remaining[min(position, remaining.count - 1)])
        }
        tidy()
        return removed
    }

    /// Takes `app`'s whole stack out; returns the ids removed, newest first.
    package mutating func clear(app: String) -> [UInt32] {
        let ids = entries.filter { $0.banner.appName == app }.map(\.id)
        guard !ids.isEmpty else { return [] }
        let wasSelected = selection.map(ids.contains) ?? false
        let position = groups.firstIndex { $0.app == app } ?? 0
        entries.removeAll { $0.banner.appName == app }
        expandedApps.remove(app)
        if wasSelected {
            let remaining = groups
            selection = remaining.isEmpty ? nil : remaining[min(position, remaining.count - 1)].newest.id
        }
        tidy()
        return ids
    }

    /// Empties the list; returns the ids removed, newest first.
    package mutating func clearAll() -> [UInt32] {
        let ids = entries.map(\.id)
        replaceEntries([])
        return ids
    }

    // MARK: Stacks

    /// Expands a collapsed stack, collapses an expanded one. A stack of one card has nothing to
    /// expand and stays as it is.
    package mutating func toggle(app: String) {
        if isExpanded(app) {
            collapse(app: app)
        } else if let group = groups.first(where: { $0.app == app }), group.entries.count > 1 {
            expandedApps.insert(app)
            keepFocus()
        }
    }

    /// "Show Less": the stack folds back; a selection inside it moves to its top card.
    package mutating func collapse(app: String) {
        guard expandedApps.remove(app) != nil else { return }
        if let selection, entry(selection)?.banner.appName == app,
            let group = groups.first(where: { $0.app == app })
        {
            self.selection = group.newest.id
        }
        keepFocus()
    }

    // MARK: Keyboard focus

    /// Tab (`forward`) or Shift-Tab: the next control in reading order, round from the last to the
    /// first; the first press goes to the first (or the last). The list scrolls to show it.
    package mutating func moveFocus(forward: Bool, in metrics: CenterMetrics) {
        let chain = focusChain
        guard let next = chain.step(from: focus, forward: forward) else { return }
        focus = next
        chainAroundFocus = chain
        reveal(span(of: next, in: metrics), in: metrics)
    }

    /// Hands the keys back to the selection: no control has the focus, or a ring.
    package mutating func clearFocus() {
        focus = nil
    }

    /// Where the focused control sits in the list (nil for the header's): its card, or for a
    /// stack's row the row over its first card.
    private func span(of target: Target, in metrics: CenterMetrics) -> ClosedRange<Double>? {
        switch target {
        case .card(let id), .action(let id, _):
            return metrics.spans[id]
        case .stack(let app):
            return groups.first { $0.app == app }.flatMap { metrics.spans[$0.newest.id] }
        case .showLess(let app), .clearGroup(let app):
            guard let first = groups.first(where: { $0.app == app })?.entries.first,
                let card = metrics.spans[first.id]
            else { return nil }
            let row = NotificationCenterLayout.groupHeaderHeight + NotificationCenterLayout.cardSpacing
            return (card.lowerBound - row)...card.upperBound
        case .clearAll, .doNotDisturb:
            return nil
        }
    }

    /// After the list changed: a focused control that went hands the focus on, a stack's to the
    /// Show Less it became (and back), any other to the control that followed it, else the one
    /// before.
    private mutating func keepFocus() {
        let chain = focusChain
        defer { chainAroundFocus = chain }
        guard let focused = focus, !chain.stops.contains(focused) else { return }
        switch focused {
        case .stack(let app) where chain.stops.contains(.showLess(app)):
            focus = .showLess(app)
        case .showLess(let app) where chain.stops.contains(.stack(app)):
            focus = .stack(app)
        default:
            focus = chainAroundFocus.successor(of: focused, in: chain)
        }
    }

    // MARK: Selection and scrolling

    /// Selects card `id` if the keyboard can reach it (a collapsed stack's top card, any card of an
    /// expanded one).
    package mutating func select(_ id: UInt32) {
        if selectableIDs.contains(id) { selection = id }
    }

    /// Answers a navigation key (↑/↓, Page Up/Down, Home/End), keeping the selection in view.
    /// Other keys are not the model's and change nothing.
    package mutating func navigate(_ key: CenterKey, in metrics: CenterMetrics) {
        let order = selectableIDs
        guard !order.isEmpty else { return }
        let current = selection.flatMap { order.firstIndex(of: $0) }
        switch key {
        case .up:
            selection = order[max(0, (current ?? 0) - 1)]
        case .down:
            selection = order[current.map { min(order.count - 1, $0 + 1) } ?? 0]
        case .home:
            selection = order[0]
            scrollOffset = 0
        case .end:
            selection = order[order.count - 1]
            scrollOffset = metrics.maximumOffset
        case .pageUp, .pageDown:
            let page = max(1, metrics.viewportHeight - 40)
            scroll(by: key == .pageUp ? -page : page, in: metrics)
            // The selection follows to the first card wholly in view.
            selection = firstVisible(order, in: metrics) ?? selection
            return
        case .tab, .backTab, .returnKey, .space, .delete, .escape:
            return
        }
        reveal(selection.flatMap { metrics.spans[$0] }, in: metrics)
    }

    /// Scrolls by `delta` points (the wheel: positive goes down the list), within the list.
    package mutating func scroll(by delta: Double, in metrics: CenterMetrics) {
        guard delta.isFinite else { return }
        scrollOffset = min(max(0, scrollOffset + delta), metrics.maximumOffset)
    }

    /// Keeps the offset in range after the list changed size.
    package mutating func clampScroll(to metrics: CenterMetrics) {
        scrollOffset = min(max(0, scrollOffset), metrics.maximumOffset)
    }

    /// Scrolls the least that brings `span` of the list wholly into view (its top when it is taller
    /// than the viewport).
    private mutating func reveal(_ span: ClosedRange<Double>?, in metrics: CenterMetrics) {
        guard let span else { return }
        if span.upperBound > scrollOffset + metrics.viewportHeight {
            scrollOffset = span.upperBound - metrics.viewportHeight
        }
        if span.lowerBound < scrollOffset { scrollOffset = span.lowerBound }
        clampScroll(to: metrics)
    }

    private func firstVisible(_ order: [UInt32], in metrics: CenterMetrics) -> UInt32? {
        let visible = scrollOffset...(scrollOffset + metrics.viewportHeight)
        return order.first { id in
            guard let span = metrics.spans[id] else { return false }
            return visible.contains(span.lowerBound) && visible.contains(span.upperBound)
        } ?? order.first { metrics.spans[$0].map { $0.upperBound > scrollOffset } ?? false }
    }

    /// Drops what no longer applies: expanded stacks that went or shrank to one card, a selection
    /// the keyboard cannot reach (it moves to its stack's top card).
    private mutating func tidy() {
        let groups = self.groups
        expandedApps = expandedApps.filter { app in groups.contains { $0.app == app && $0.entries.count > 1 } }
        keepFocus()
        guard let selected = selection else { return }
        guard let entry = entry(selected) else {
            selection = nil
            return
        }
        if !isExpanded(entry.banner.appName) {
            selection = groups.first { $0.app == entry.banner.appName }?.newest.id
        }
    }
}
