import HUDCore

/// The Notification Center's accessible tree: a panel with the Do Not Disturb switch (a toggle
/// button, checked while on), Clear All and the list of app stacks, each a list item holding its
/// Show Less and ✕ while expanded and its notifications, each named by its summary with its app as
/// description, its body as text and its action rows as buttons. The controls are those Tab steps
/// through (the model's focus chain), so a screen reader reaches what the keyboard does; a
/// notification scrolled away or folded in its stack is listed, not showing.
package enum NotificationCenterAccessibility {
    /// What a switch does when a screen reader presses it.
    package static let toggle = "toggle"

    /// The panel of `model` laid out as `layout`, the switch on when `doNotDisturb`, `reply` open
    /// in its card.
    package static func tree(
        model: NotificationCenterModel, layout: NotificationCenterLayout, doNotDisturb: Bool,
        reply: ReplyField? = nil
    ) -> AccessibleNode {
        let parts = Parts(model: model, layout: layout, doNotDisturb: doNotDisturb, reply: reply)
        let chain = model.focusChain.stops
        let header = chain.filter { $0 == .doNotDisturb || $0 == .clearAll }.map(parts.control)
        let list =
            model.isEmpty
            ? [
                AccessibleNode(
                    role: .label, name: NotificationCenterModel.emptyText(layout.words), states: shown,
                    extents: parts.list)
            ]
            : model.groups.map { parts.item($0, chain: chain) }
        return AccessibleNode(
            role: .panel, name: layout.words("Notification Center"), states: [.active, .showing, .visible, .modal],
            extents: layout.panel.frame,
            children: header + [
                AccessibleNode(
                    role: .list, name: layout.words("Notifications"), states: shown, extents: parts.list, children: list
                )
            ])
    }

    private static let shown: Set<AccessibleState> = [.showing, .visible]

    /// Where the layout puts each part, and which has the keyboard.
    private struct Parts {
        let model: NotificationCenterModel
        let layout: NotificationCenterLayout
        let doNotDisturb: Bool
        let reply: ReplyField?

        /// The list's viewport: the panel below its header.
        var list: Rect {
            layout.panel.node(named: NotificationCenterLayout.contentName)?.frame ?? layout.panel.frame
        }

        /// Where a press reaches `target`, clipped to what shows; nil while it is out of view.
        func frame(of target: NotificationCenterLayout.Target) -> Rect? {
            layout.targets.first { $0.target == target }?.frame
        }

        /// A control of the focus chain: the switch, a button.
        func control(_ target: NotificationCenterLayout.Target) -> AccessibleNode {
            var node = AccessibleNode(
                role: .pushButton, name: "", states: states(of: target, frame: frame(of: target)),
                extents: frame(of: target) ?? .zero, actions: [OverlayAccessibility.click], target: .center(target))
            switch target {
            case .doNotDisturb:
                node.role = .toggleButton
                node.name = layout.words("Do Not Disturb")
                node.actions = [NotificationCenterAccessibility.toggle]
                node.states.insert(.checkable)
                if doNotDisturb { node.states.insert(.checked) }
            case .clearAll:
                node.name = layout.words("Clear All")
            case .showLess:
                node.name = layout.words("Show Less")
            case .clearGroup(let app):
                node.name = layout.words("Clear")
                node.description = app
            case .action(let id, let index):
                node.name = model.entry(id)?.shownBanner.actions[index].label ?? ""
            case .card, .stack:
                break
            }
            return node
        }

        /// An app's stack: a collapsed stack of several expands when pressed, as a click on it does.
        func item(_ group: NotificationGroup, chain: [NotificationCenterLayout.Target]) -> AccessibleNode {
            let isExpanded = model.isExpanded(group.app)
            let controls = chain.filter { $0 == .showLess(group.app) || $0 == .clearGroup(group.app) }.map(control)
            let notifications = group.entries.map {
                notification($0, pressable: isExpanded || group.entries.count == 1, chain: chain)
            }
            let count = group.entries.count
            var node = AccessibleNode(
                role: .listItem, name: group.app, description: count == 1 ? "1 notification" : "\(count) notifications",
                states: [], extents: .zero, children: controls + notifications)
            let frames = (controls + notifications).map(\.extents).filter { $0 != .zero }
            if let first = frames.first {
                node.extents = frames.dropFirst().reduce(first) { $0.union($1) }
                node.states = shown
            }
            if isExpanded { node.states.formUnion([.expandable, .expanded]) }
            if chain.contains(.stack(group.app)) {
                node.states.formUnion(states(of: .stack(group.app), frame: frame(of: .stack(group.app))))
                node.states.insert(.expandable)
                node.actions = [OverlayAccessibility.click]
                node.target = .center(.stack(group.app))
            }
            return node
        }

        /// A card; `pressable` when a click on it reaches the card (not its folded stack). Its
        /// buttons are its action rows the focus `chain` reaches.
        func notification(_ entry: CenterEntry, pressable: Bool, chain: [NotificationCenterLayout.Target])
            -> AccessibleNode
        {
            let banner = entry.shownBanner
            let card = layout.panel.node(named: BannerLayout.cardName(entry.id))?.frame
            let body = banner.body.map(\.text).joined()
            let text =
                body.isEmpty ? [] : [AccessibleNode(role: .label, name: body, states: shown, extents: card ?? .zero)]
            // An open reply field takes the action rows' place, as it is drawn.
            let field = [reply].compactMap { reply -> AccessibleNode? in
                guard let reply, reply.id == entry.id,
                    let box = layout.panel.node(named: BannerLayout.replyName(entry.id))
                else { return nil }
                return reply.accessibleNode(placeholder: banner.shownReplyPlaceholder(layout.words), frame: box.frame)
            }
            let buttons = chain.filter {
                if case .action(entry.id, _) = $0 { field.isEmpty } else { false }
            }
            var states: Set<AccessibleState> = card == nil ? [] : shown
            if model.selection == entry.id { states.insert(.selected) }
            return AccessibleNode(
                role: .notification, name: banner.summary, description: banner.appName, states: states,
                extents: card ?? .zero,
                actions: pressable && banner.hasDefaultAction ? [OverlayAccessibility.click] : [],
                children: text + buttons.map(control) + field, target: pressable ? .center(.card(entry.id)) : nil)
        }

        /// A control's states: showing while in view, focused while the keyboard is on it.
        func states(of target: NotificationCenterLayout.Target, frame: Rect?) -> Set<AccessibleState> {
            var states: Set<AccessibleState> = [.enabled, .sensitive, .focusable]
            if frame != nil { states.formUnion(shown) }
            if model.focus == target { states.insert(.focused) }
            return states
        }
    }
}
