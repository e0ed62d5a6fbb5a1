import HUDCore

/// The first line's age of a notification, as iOS writes it: "now", "2m ago", "3h ago", "1d ago".
package enum RelativeTime {
    /// The label for a notification `seconds` old (negative or NaN ages read "now"), in `words`'
    /// language.
    package static func label(forAge seconds: Double, in words: Words) -> String {
        guard seconds.isFinite, seconds >= 60 else { return words("now") }
        let minutes = Int(seconds / 60)
        if minutes < 60 { return words("%dm ago", minutes) }
        if minutes < 24 * 60 { return words("%dh ago", minutes / 60) }
        return words("%dd ago", minutes / (24 * 60))
    }

    /// Seconds from an age of `seconds` until its label next changes.
    package static func secondsUntilChange(afterAge seconds: Double) -> Double {
        guard seconds.isFinite, seconds >= 0 else { return 60 }
        let minutes = seconds / 60
        let step = minutes < 60 ? 60.0 : minutes < 24 * 60 ? 3600.0 : 86400.0
        return step - seconds.truncatingRemainder(dividingBy: step)
    }
}
