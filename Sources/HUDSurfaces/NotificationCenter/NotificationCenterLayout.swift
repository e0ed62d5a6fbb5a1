import HUDCore

/// The Notification Center laid out: a column at the monitor's edge on the banners' side (their
/// width plus margins, the full height the desktop's panels leave free) over the material; a header with the date, the
/// Do Not Disturb switch and Clear All; below it the stacks, scrolled, each card drawn as a banner.
/// A collapsed stack shows its newest card in full with up to two more peeking beneath (narrower,
/// offset) and "N more"; an expanded one has a row with the app, "Show Less" and ✕ over all its cards.
/// The control the keyboard focus is on has the focus ring: around the header's and the stacks'
/// controls, which have room about them, inside an action row, which sits flush in its card.
package struct NotificationCenterLayout {
    /// Around the cards, as around the banners.
    package static let margin = BannerStack.margin
    package static let headerTop = 18.0
    package static let dateSize = 22.0
    package static let controlRowHeight = 28.0
    package static let switchSize = Size(width: 40, height: 24)
    package static let groupSpacing = 14.0
    package static let cardSpacing = 8.0
    package static let groupHeaderHeight = 30.0
    /// Each card peeking beneath a collapsed stack shows this much, this much narrower each side.
    package static let peekHeight = 8.0, peekInset = 10.0
    package static let maximumPeeks = 2
    package static let panelName = "center.panel", contentName = "center.content"
    static let emptyName = "center.empty"
    static func moreName(_ id: UInt32) -> String { "center.more.\(id)" }

    /// What a press on part of the panel does.
    package enum Target: Hashable, Sendable {
        /// A card in an expanded stack, or a stack of one: selects it (and invokes its default action).
        case card(UInt32)
        /// A collapsed stack of several: expands it.
        case stack(String)
        /// An open notification's action row, by index into its actions.
        case action(UInt32, Int)
        case showLess(String)
        /// The ✕ of an expanded stack: clears the app's notifications.
        case clearGroup(String)
        case clearAll
        case doNotDisturb
    }

    /// The panel, its children the header and the clipped, scrolled list.
    package let panel: SceneNode
    package let metrics: CenterMetrics
    /// What presses hit, front-most first, in canvas coordinates, clipped to what shows.
    package let targets: [(frame: Rect, target: Target)]
    /// The language its own words are in.
    package let words: Words

    /// `day` as the header writes it ("Wednesday 2 December"), in `words`' language.
    package static func dateHeader(for day: CalendarDay, in words: Words) -> String {
        day.written(words("%A %-d %B"), names: words.calendar)
    }

    /// The panel's frame in the part of a monitor the desktop's panels leave free (`workArea`): its
    /// full height at the edge the banners are on (the right for a centred stack, as on macOS).
    package static func panelFrame(options: BannerStackOptions, workArea area: Rect) -> Rect {
        let width = options.width + 2 * margin
        switch options.position {
        case .topLeft, .bottomLeft: return Rect(x: area.minX, y: area.minY, width: width, height: area.height)
        default: return Rect(x: area.maxX - width, y: area.minY, width: width, height: area.height)
        }
    }

    /// The panel's tint over the blur: darker than the cards (light) or lighter (dark), so the
    /// cards stand out on it as on iOS's dimmed wallpaper.
    package static func panelTint(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(hex: 0x141416, alpha: 0.72) : Color(hex: 0xD4D4DA, alpha: 0.78)
    }

    /// The pixels of `stroke` around `frame` (square-cornered) as four strips, top, bottom, left and
    /// right: the panel's edge, drawn apart from it over its cards, each strip a small layer in a
    /// window where a ring would be one as large as the panel.
    package static func edges(of frame: Rect, stroke: Stroke) -> [SceneNode] {
        let width = stroke.width
        let strips = [
            Rect(x: frame.minX, y: frame.minY, width: frame.width, height: width),
            Rect(x: frame.minX, y: frame.maxY - width, width: frame.width, height: width),
            Rect(x: frame.minX, y: frame.minY + width, width: width, height: frame.height - 2 * width),
            Rect(x: frame.maxX - width, y: frame.minY + width, width: width, height: frame.height - 2 * width),
        ]
        return strips.enumerated().map { index, strip in
            SceneNode(name: "\(panelName).edge.\(index)", frame: strip, fill: stroke.color)
        }
    }

    /// iOS's green for a switch that is on.
    static let switchOn = Color(hex: 0x34C759)

    /// `model` laid out at time `now` (for the cards' ages), with `date` in the header and `reply`'s
    /// field open in its card. With
    /// `extents`, the stacks out of view that it knows are not laid out again, and it learns the others.
    package init(
        model: NotificationCenterModel, now: Double, date: String, doNotDisturb: Bool, reply: ReplyField? = nil,
        options: BannerStackOptions, context: LayoutContext, extents: CenterGroupExtents? = nil
    ) {
        let appearance = options.appearance(in: context)
        let theme = BannerTheme.of(appearance)
        let frame = Self.panelFrame(options: options, workArea: context.workArea)
        let builder = Builder(
            model: model, now: now, reply: reply, options: options, theme: theme, context: context,
            cardX: frame.minX + Self.margin, known: extents)
        let header = builder.header(in: frame, date: date, doNotDisturb: doNotDisturb)
        let viewport = Rect(x: frame.minX, y: header.bottom, width: frame.width, height: frame.maxY - header.bottom)
        let content = builder.list(in: viewport)
        extents?.replace(with: content.extents, cardWidth: options.width, scale: context.grid.scale)
        metrics = CenterMetrics(
            viewportHeight: viewport.height, contentHeight: content.height, spans: content.spans)
        words = context.words
        // The header's ring goes with the list's parts, a layer of its own in a window, so that a
        // Tab does not draw the whole panel again.
        let list = SceneNode(name: Self.contentName, frame: viewport, children: content.nodes + header.focusRing)
        let panel = SceneNode(
            name: Self.panelName, frame: frame, fill: context.material.tint(Self.panelTint(appearance)),
            stroke: Stroke(color: theme.outline, width: context.grid.hairline), role: .body,
            children: header.nodes + [list], blursBeneath: context.material.blurs)
        let targets = content.targets + header.targets
        // In a right-to-left language the panel mirrors in place: the switch at the right, Clear All
        // at the left, each card's icon at its right edge.
        if words.isRightToLeft {
            self.panel = panel.mirrored()
            self.targets = targets.map { ($0.frame.mirrored(about: frame.midX), $0.target) }
        } else {
            self.panel = panel
            self.targets = targets
        }
    }

    /// The target under `point`, if any.
    package func target(at point: Point) -> Target? {
        targets.first { $0.frame.contains(point) }?.target
    }

    /// Lays the parts out one after the other.
    private struct Builder {
        let model: NotificationCenterModel
        let now: Double
        let reply: ReplyField?
        let options: BannerStackOptions
        let theme: BannerTheme
        let context: LayoutContext
        let cardX: Double
        let known: CenterGroupExtents?
        var cardWidth: Double { options.width }

        struct Part {
            var nodes: [SceneNode] = []
            var targets: [(frame: Rect, target: Target)] = []
            var bottom = 0.0
            /// The focus ring when the focus is on one of the part's controls.
            var focusRing: [SceneNode] = []
        }

        struct List {
            var nodes: [SceneNode] = []
            var targets: [(frame: Rect, target: Target)] = []
            var spans: [UInt32: ClosedRange<Double>] = [:]
            var height = 0.0
            var extents: [String: CenterGroupExtents.Extent] = [:]
        }

        /// The date over a row with the switch on the left and Clear All on the right.
        func header(in frame: Rect, date: String, doNotDisturb: Bool) -> Part {
            var part = Part()
            let title = text(date, size: dateSize, weight: .bold, color: theme.primaryText, width: cardWidth)
            let titleFrame = context.grid.snap(
                Rect(x: cardX, y: frame.minY + headerTop, width: cardWidth, height: title.size.height))
            part.nodes.append(SceneNode(name: "center.date", frame: titleFrame, content: .text(title.block)))
            let rowTop = context.grid.snap(titleFrame.maxY + 10)
            let middle = rowTop + controlRowHeight / 2
            let toggle = dndSwitch(isOn: doNotDisturb, left: cardX, middle: middle)
            let clear =
                model.isEmpty
                ? nil
                : capsule(
                    context.words("Clear All"), name: "center.clearAll", right: cardX + cardWidth, middle: middle)
            // However long the language's words, the label ends before Clear All, with an ellipsis.
            let labelRoom = (clear?.frame.minX ?? cardX + cardWidth) - 8 - (toggle.frame.maxX + 8)
            let label = text(
                context.words("Do Not Disturb"), size: 15, weight: .regular, color: theme.primaryText,
                width: max(1, labelRoom))
            let labelFrame = context.grid.snap(
                Rect(
                    x: toggle.frame.maxX + 8, y: middle - label.size.height / 2, width: label.size.width,
                    height: label.size.height))
            part.nodes += [toggle, SceneNode(frame: labelFrame, content: .text(label.block))]
            part.targets.append((toggle.frame.union(labelFrame), .doNotDisturb))
            if model.focus == .doNotDisturb {
                part.focusRing = [ringAround(toggle.frame.union(labelFrame), cornerRadii: toggle.cornerRadii)]
            }
            if let clear {
                part.nodes.append(clear)
                part.targets.append((clear.frame, .clearAll))
                if model.focus == .clearAll {
                    part.focusRing = [ringAround(clear.frame, cornerRadii: clear.cornerRadii)]
                }
            }
            part.bottom = context.grid.snap(rowTop + controlRowHeight + 12)
            return part
        }

        /// The stacks in `viewport`, scrolled by the model's offset; cards wholly out of view are left out.
        func list(in viewport: Rect) -> List {
            var list = List()
            guard !model.isEmpty else {
                let empty = text(
                    NotificationCenterModel.emptyText(context.words), size: 17, weight: .regular,
                    color: theme.secondaryText,
                    width: .infinity)
                list.nodes.append(
                    SceneNode(
                        name: NotificationCenterLayout.emptyName,
                        frame: context.grid.snap(viewport.centered(empty.size)),
                        content: .text(empty.block)))
                return list
            }
            // y in the list; its top at the viewport's less the scroll.
            let top = viewport.minY - context.grid.snap(model.scrollOffset)
            var y = 0.0
            for (index, group) in model.groups.enumerated() {
                if index > 0 { y += groupSpacing }
                let isExpanded = model.isExpanded(group.app)
                let groupReply = reply.flatMap { reply in group.entries.contains { $0.id == reply.id } ? reply : nil }
                if let extent = known?.extent(
                    of: group, isExpanded: isExpanded, reply: groupReply, cardWidth: cardWidth,
                    scale: context.grid.scale),
                    top + y >= viewport.maxY || top + y + extent.height <= viewport.minY
                {
                    // Wholly out of view, and laid out before: only where its cards are is wanted.
                    for (id, span) in extent.spans { list.spans[id] = (span.lowerBound + y)...(span.upperBound + y) }
                    list.extents[group.app] = extent
                    y += extent.height
                    continue
                }
                var part =
                    isExpanded
                    ? expanded(group, index: index, top: top + y, listTop: top, list: &list)
                    : collapsed(group, top: top + y, listTop: top, list: &list)
                part.nodes += part.focusRing
                var spans: [UInt32: ClosedRange<Double>] = [:]
                for entry in group.entries {
                    if let span = list.spans[entry.id] {
                        spans[entry.id] = (span.lowerBound - y)...(span.upperBound - y)
                    }
                }
                list.extents[group.app] = CenterGroupExtents.Extent(
                    group: group, isExpanded: isExpanded, reply: groupReply, height: part.bottom - top - y,
                    spans: spans)
                for (offset, node) in part.nodes.enumerated().reversed() where !node.frame.intersects(viewport) {
                    part.nodes.remove(at: offset)
                }
                list.nodes += part.nodes
                list.targets += part.targets.compactMap { target in
                    target.frame.intersection(viewport).map { ($0, target.target) }
                }
                y = part.bottom - top
            }
            list.height = y + margin
            return list
        }

        /// The newest card in full, up to two more peeking beneath, and "N more".
        private func collapsed(_ group: NotificationGroup, top: Double, listTop: Double, list: inout List) -> Part {
            var part = Part()
            let card = self.card(group.newest, top: top)
            list.spans[group.newest.id] = (card.frame.minY - listTop)...(card.frame.maxY - listTop)
            var bottom = card.frame.maxY
            let peeks = min(group.entries.count - 1, maximumPeeks)
            // Drawn beneath the card, not behind it: the translucent card would show them through.
            var peekNodes: [SceneNode] = []
            for level in 1...max(1, peeks) where peeks > 0 {
                let inset = peekInset * Double(level)
                let peek = Rect(
                    x: card.frame.minX + inset, y: bottom, width: card.frame.width - 2 * inset, height: peekHeight)
                peekNodes.append(
                    SceneNode(
                        name: "center.peek.\(group.newest.id).\(level)", frame: peek,
                        cornerRadii: .bottom(peekHeight),
                        fill: context.material.tint(
                            theme.material.withAlpha(theme.material.alpha * (1 - 0.2 * Double(level)))),
                        stroke: Stroke(color: theme.outline, width: context.grid.hairline)))
                bottom = peek.maxY
            }
            part.nodes = peekNodes.reversed() + [card]
            if group.entries.count > 1 {
                let more = text(
                    context.words("%d more", group.entries.count - 1), size: 13, weight: .semibold,
                    color: theme.secondaryText,
                    width: .infinity)
                let frame = context.grid.snap(
                    Rect(
                        x: card.frame.midX - more.size.width / 2, y: bottom + 4, width: more.size.width,
                        height: more.size.height))
                part.nodes.append(
                    SceneNode(
                        name: NotificationCenterLayout.moreName(group.newest.id), frame: frame,
                        content: .text(more.block)))
                bottom = frame.maxY
                part.targets.append((card.frame.union(frame), .stack(group.app)))
                if model.focus == .stack(group.app) {
                    part.focusRing = [ringAround(card.frame.union(frame), cornerRadii: card.cornerRadii)]
                }
            } else {
                part.targets += cardTargets(group.newest, card: card)
                part.focusRing = actionRing(group.newest, card: card)
            }
            part.bottom = bottom
            return part
        }

        /// A row with the app's name, "Show Less" and ✕, over every card of the stack.
        private func expanded(
            _ group: NotificationGroup, index: Int, top: Double, listTop: Double, list: inout List
        ) -> Part {
            var part = Part()
            let middle = top + groupHeaderHeight / 2
            let clearSide = 26.0
            let clear = Rect(
                x: cardX + cardWidth - clearSide, y: middle - clearSide / 2, width: clearSide, height: clearSide)
            let cross = SceneNode(
                frame: clear.insetBy(dx: 8, dy: 8), content: .glyph(.cross, color: theme.secondaryText, lineWidth: 1.5))
            let clearNode = SceneNode(
                name: "center.group.\(index).clear", frame: clear, cornerRadii: .all(clearSide / 2),
                fill: theme.material, children: [cross])
            let less = capsule(
                context.words("Show Less"), name: "center.group.\(index).less", right: clear.minX - 8, middle: middle)
            let nameWidth = max(1, less.frame.minX - 8 - cardX)
            let name = text(group.app, size: 20, weight: .bold, color: theme.primaryText, width: nameWidth)
            let nameFrame = context.grid.snap(
                Rect(x: cardX, y: middle - name.size.height / 2, width: nameWidth, height: name.size.height))
            // One named row, so that it keeps its layer in a window as the list scrolls.
            let row = [SceneNode(frame: nameFrame, content: .text(name.block)), less, clearNode]
            part.nodes.append(
                SceneNode(
                    name: "center.group.\(index)", frame: row.map(\.frame).reduce(nameFrame) { $0.union($1) },
                    children: row))
            part.targets += [(clear, .clearGroup(group.app)), (less.frame, .showLess(group.app))]
            if model.focus == .showLess(group.app) {
                part.focusRing = [ringAround(less.frame, cornerRadii: less.cornerRadii)]
            }
            if model.focus == .clearGroup(group.app) {
                part.focusRing = [ringAround(clear, cornerRadii: clearNode.cornerRadii)]
            }
            var y = top + groupHeaderHeight + cardSpacing
            for entry in group.entries {
                let card = self.card(entry, top: y)
                list.spans[entry.id] = (card.frame.minY - listTop)...(card.frame.maxY - listTop)
                part.nodes.append(card)
                part.targets += cardTargets(entry, card: card)
                part.focusRing += actionRing(entry, card: card)
                y = card.frame.maxY + cardSpacing
            }
            part.bottom = y - cardSpacing
            return part
        }

        /// The banner's card, on the panel's material (so not blurring again), ringed when selected.
        private func card(_ entry: CenterEntry, top: Double) -> SceneNode {
            var card = BannerLayout.card(
                for: entry.shownBanner, id: entry.id, at: Point(x: cardX, y: context.grid.snap(top)), width: cardWidth,
                age: RelativeTime.label(forAge: now - entry.postedAt, in: context.words), isHovered: false,
                pressed: nil,
                reply: reply?.id == entry.id ? reply?.editor : nil, theme: theme, in: context)
            card.blursBeneath = false
            if model.selection == entry.id { card.stroke = Stroke(color: theme.tint, width: 2) }
            return card
        }

        /// The action rows, then the card itself.
        private func cardTargets(_ entry: CenterEntry, card: SceneNode) -> [(frame: Rect, target: Target)] {
            let rows = entry.shownBanner.actions.indices.prefix(BannerLayout.maximumActions).compactMap { index in
                card.node(named: BannerLayout.actionName(entry.id, index)).map {
                    ($0.frame, Target.action(entry.id, index))
                }
            }
            return rows + [(card.frame, .card(entry.id))]
        }

        /// The ring around a header's or a stack's control, which has room about it.
        private func ringAround(_ frame: Rect, cornerRadii: CornerRadii) -> SceneNode {
            FocusRing.outside(frame, cornerRadii: cornerRadii, color: theme.tint)
        }

        /// The ring inside the focused action row of `entry`'s card, if it has it: the row sits flush
        /// between the card's hairlines.
        private func actionRing(_ entry: CenterEntry, card: SceneNode) -> [SceneNode] {
            guard case .action(entry.id, let index) = model.focus,
                let row = card.node(named: BannerLayout.actionName(entry.id, index))
            else { return [] }
            return [FocusRing.inside(row.frame, cornerRadii: row.cornerRadii, color: theme.tint)]
        }

        /// iOS's switch: a capsule track, green when on, a white knob at the end it is switched to.
        private func dndSwitch(isOn: Bool, left: Double, middle: Double) -> SceneNode {
            let frame = context.grid.snap(
                Rect(x: left, y: middle - switchSize.height / 2, width: switchSize.width, height: switchSize.height))
            let knobSide = switchSize.height - 4
            let knob = SceneNode(
                name: "center.dnd.knob",
                frame: Rect(
                    x: isOn ? frame.maxX - 2 - knobSide : frame.minX + 2, y: frame.minY + 2, width: knobSide,
                    height: knobSide),
                cornerRadii: .all(knobSide / 2), fill: Color(white: 1),
                stroke: Stroke(color: Color(white: 0, alpha: 0.08), width: context.grid.hairline))
            return SceneNode(
                name: "center.dnd", frame: frame, cornerRadii: .all(frame.height / 2),
                fill: isOn ? NotificationCenterLayout.switchOn : theme.track, children: [knob])
        }

        /// A small button: its label in semibold on a capsule of the material, its right edge at `right`.
        /// A capsule button ending at `right`, at most half the card wide: a longer word is cut with
        /// an ellipsis.
        private func capsule(_ label: String, name: String, right: Double, middle: Double) -> SceneNode {
            let measured = text(label, size: 13, weight: .semibold, color: theme.primaryText, width: cardWidth / 2 - 20)
            // Centred in the capsule: a column as wide as the label, centred in the frame.
            let block = TextBlock(
                text: measured.block.text,
                style: TextStyle(size: 13, weight: .semibold, color: theme.primaryText, alignment: .center),
                wrapWidth: measured.size.width, maxHeight: 0)
            let size = Size(width: measured.size.width + 20, height: measured.size.height + 8)
            let frame = context.grid.snap(
                Rect(x: right - size.width, y: middle - size.height / 2, width: size.width, height: size.height))
            return SceneNode(
                name: name, frame: frame, cornerRadii: .all(size.height / 2), fill: theme.material,
                content: .text(block))
        }

        private func text(_ string: String, size: Double, weight: FontWeight, color: Color, width: Double)
            -> (block: TextBlock, size: Size)
        {
            let block = TextBlock(
                text: String(string.prefix(BannerLayout.maximumCharacters)),
                style: TextStyle(size: size, weight: weight, color: color, alignment: .left),
                wrapWidth: width, maxHeight: 0)
            return (block, context.measure(block))
        }
    }
}
