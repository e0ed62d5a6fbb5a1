import HUDCore

/// When each banner leaves by itself, and the ages it shows.
extension BannerStack {
    /// Seconds a banner stays, or nil for one that stays until closed (critical ones always do).
    static func seconds(of expiry: BannerExpiry, for banner: BannerContent) -> Double? {
        guard banner.urgency != .critical, case .after(let seconds) = expiry else { return nil }
        return seconds.isFinite ? max(0, seconds) : nil
    }

    func scheduleExpiry(at index: Int) {
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

    func pauseExpiry(at index: Int) {
        guard let timer = entries[index].timer else { return }
        entries[index].remaining = max(0, timer.deadline - animator.now)
        cancelTimer(at: index)
    }

    func cancelTimer(at index: Int) {
        guard let timer = entries[index].timer else { return }
        animator.clock.cancel(timer.token)
        entries[index].timer = nil
    }

    /// Wakes when the next shown banner's "now" / "2m ago" changes, and only then.
    func scheduleAgeTimer() {
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
