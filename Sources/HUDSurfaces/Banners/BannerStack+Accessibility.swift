import HUDCore

/// What a screen reader is told of the banners on screen, and what its actions do.
extension BannerStack {
    /// What a screen reader is told of the banners on screen: a panel of notifications, newest
    /// first, each named by its summary with its app as description, its body as text, its actions
    /// as buttons; nil while none shows.
    package var accessibleTree: AccessibleNode? {
        let words = (try? layoutContext())?.words ?? .english
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
                return reply.accessibleNode(placeholder: entry.banner.shownReplyPlaceholder(words), frame: box.frame)
            }
            return AccessibleNode(
                role: .notification, name: entry.banner.summary, description: entry.banner.appName,
                states: [.showing, .visible], extents: card.frame,
                actions: entry.banner.hasDefaultAction ? [OverlayAccessibility.click] : [],
                children: text + buttons + field, target: .bannerCard(id: entry.id))
        }
        guard let first = notifications.first else { return nil }
        return AccessibleNode(
            role: .panel, name: words("Notifications"), states: [.showing, .visible],
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
}
