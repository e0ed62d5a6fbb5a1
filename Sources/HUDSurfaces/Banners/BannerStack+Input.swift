import HUDCore

/// The pointer over the stack: hover pauses expiry, a click acts, and a reply field opens.
extension BannerStack {
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

    func activate(_ target: BannerLayout.Target, of id: UInt32) {
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
    func hit(_ point: Point) -> (id: UInt32, target: BannerLayout.Target)? {
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

    func setHovered(_ id: UInt32?) {
        guard id != hovered else { return }
        if let old = hovered, let index = entries.firstIndex(where: { $0.id == old }) {
            hovered = nil
            scheduleExpiry(at: index)
        }
        hovered = id
        if let id, let index = entries.firstIndex(where: { $0.id == id }) { pauseExpiry(at: index) }
        relayout()
    }
}
