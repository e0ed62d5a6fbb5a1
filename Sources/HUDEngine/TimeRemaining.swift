import HUDKit

/// zenity's `--time-remaining`: from the first value on, the time the task has taken so far scaled
/// to what is left of it, as zenity writes it under its bar ("Time remaining: 0:01:05"), in the
/// progress HUD's details line; nothing before a value above 0 or once it reaches 100.
struct TimeRemaining {
    /// When the first value came, in seconds on a monotonic clock.
    private var started: Double?

    /// The line at `percentage`, `now` seconds on the clock `started` is on.
    mutating func label(percentage: Double, now: Double, words: Words) -> String? {
        let started = started ?? now
        self.started = started
        guard percentage > 0, percentage < 100 else { return nil }
        return Self.label(remaining: (now - started) / percentage * (100 - percentage), words: words)
    }

    /// `seconds` as hours, minutes and seconds, in `words`' language.
    static func label(remaining seconds: Double, words: Words) -> String {
        let total = seconds.isFinite ? Int(min(max(seconds, 0), 1e9)) : 0
        return words("Time remaining: %lu:%02lu:%02lu", total / 3600, total / 60 % 60, total % 60)
    }
}
