import HUDCore

/// Where each banner goes, and how it slides in, glides and leaves.
extension BannerStack {
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
            let age = RelativeTime.label(forAge: now - entry.postedAt, in: context.words)
            let pressedTarget = pressed?.id == entry.id ? pressed?.target : nil
            var card = BannerLayout.card(
                for: entry.banner, id: entry.key, at: Point(x: x, y: 0), width: options.width,
                age: age, isHovered: hovered == entry.id, pressed: pressedTarget,
                reply: reply?.id == entry.id ? reply?.editor : nil,
                theme: BannerTheme.of(entry.banner.appearance ?? options.appearance(in: context)), in: context)
            // In a right-to-left language the icon goes to the right edge and the text flush right.
            if context.words.isRightToLeft { card = card.mirrored() }
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
    func place(_ index: Int, card: SceneNode, area: Rect) {
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

    func enter(_ name: String, card: SceneNode, isNewest: Bool, area: Rect) {
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

    func playExit(of id: UInt32, card: SceneNode) {
        let name = card.name!
        let current = animator.values(at: animator.now)[AnimationKey(name, .offsetY)] ?? 0
        let travel = options.position.isTop ? -min(card.frame.maxY, card.frame.height) : min(card.frame.height, 60)
        if let slide = try? Animation(
            .offsetY, of: name, to: current + travel, duration: Self.exitDuration, curve: .easeIn)
        {
            animator.animate(slide)
        }
        // Gone once it has faded out: the rest of the slide would draw nothing, and the stack's
        // window or surface would outlive what it shows by frames that hold back the next banner.
        let fade = try? Animation(.alpha, of: name, to: 0, duration: Self.exitDuration * 0.8, curve: .easeIn)
        animator.animate([fade].compactMap { $0 }) { [weak self] _ in
            guard let self, let index = entries.firstIndex(where: { $0.id == id && $0.isLeaving }) else { return }
            forget(at: index)
            onChange?()
            if entries.isEmpty { onEmpty?() }
        }
    }

    /// A shown banner pushed past the visible ones by newer banners waits again, its expiry paused.
    func putAway(at index: Int) {
        pauseExpiry(at: index)
        entries[index].card = nil
        animator.forget(node: BannerLayout.cardName(entries[index].key))
        animator.forget(node: BannerLayout.valueName(entries[index].key))
    }

    /// Drops entry `index` and every value the animator kept for it.
    func forget(at index: Int) {
        let key = entries[index].key
        cancelTimer(at: index)
        entries.remove(at: index)
        animator.forget(node: BannerLayout.cardName(key))
        animator.forget(node: BannerLayout.valueName(key))
    }

    /// The "+N" badge under the last shown banner, over a sliver of a card peeking out beneath it.
    func moreNodes(in context: LayoutContext) -> [SceneNode] {
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
}
