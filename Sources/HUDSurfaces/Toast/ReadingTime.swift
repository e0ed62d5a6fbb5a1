import HUDCore

/// How long text stays up by itself when nobody hides it: SVProgressHUD's rule (docs/design.md §4),
/// the one place HUDKit, the daemon and the command line take it from.
package enum ReadingTime {
    /// Never shorter (HUDManager's hold, seed 000) nor longer than this.
    package static let range: ClosedRange<Double> = 1.5...5

    /// 0.5 s + 0.06 s a character, within `range`.
    package static func seconds(for text: String?) -> Double {
        min(max(0.5 + 0.06 * Double(text?.count ?? 0), range.lowerBound), range.upperBound)
    }
}

extension StatusHUDModel {
    /// When a status HUD leaves by itself: text alone and marks after their reading time; spinners,
    /// rings, progress and custom content stay until hidden.
    package var readingTime: Double? {
        switch indicator {
        case nil, .glyph: ReadingTime.seconds(for: text)
        case .spinner, .ring, .progress, .custom: nil
        }
    }
}
