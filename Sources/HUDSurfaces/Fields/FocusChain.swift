import HUDCore

/// The keyboard focus's stops in Tab's order, one model for every surface (an alert's fields,
/// content and buttons; the Notification Center's controls): Tab goes to the next stop, round from
/// the last to the first, Shift-Tab back; with no stop focused, the first press goes to the first
/// (or the last).
package struct FocusChain<Stop: Hashable>: Hashable {
    package var stops: [Stop]

    package init(_ stops: [Stop]) {
        self.stops = stops
    }

    /// Where Tab (`forward`) or Shift-Tab takes the focus from `focus`; nil without stops.
    package func step(from focus: Stop?, forward: Bool) -> Stop? {
        guard !stops.isEmpty else { return nil }
        let position = focus.flatMap { stops.firstIndex(of: $0) }
        let next =
            position.map { ($0 + (forward ? 1 : -1) + stops.count) % stops.count } ?? (forward ? 0 : stops.count - 1)
        return stops[next]
    }

    /// Where the focus goes when `focused`, a stop of this chain, is not among `now`'s stops: to the
    /// stop that followed it that is still there, else the one before it, else the last.
    package func successor(of focused: Stop, in now: FocusChain) -> Stop? {
        let position = stops.firstIndex(of: focused) ?? stops.count
        return stops[min(position + 1, stops.count)...].first(where: now.stops.contains)
            ?? stops[..<position].last(where: now.stops.contains) ?? now.stops.last
    }
}

extension FocusChain: Sendable where Stop: Sendable {}
