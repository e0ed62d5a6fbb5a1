/// What a card sits on, as UIKit's system material: a Gaussian blur of what lies beneath, its colours
/// raised, under the card's translucent tint. Where nothing blurs, the tint alone must keep text legible.
package enum Material: Hashable, Sendable {
    /// Blurred beneath (by HUDKit or by a compositor), under the theme's translucent tint.
    case blurred
    /// Nothing blurs beneath (a compositor that does not): the tint made nearly opaque.
    case opaqueTint
    /// `--blur off`: the theme's translucent tint over what lies beneath, sharp.
    case flat

    /// The blur's standard deviation in points: UIKit's system material blurs with a radius of about
    /// 30 pt, a Gaussian of σ ≈ 20 pt (est.).
    package static let blurSigma = 20.0
    /// How much the blurred colours are saturated (1 keeps them): UIKit's material raises it to 1.8.
    package static let saturation = 1.8
    /// The least opacity of a card's tint when nothing blurs beneath it.
    package static let fallbackTintAlpha = 0.95

    /// How `mode` shows where HUDKit (or a compositor) can blur: `blurs` says whether it can.
    package init(_ mode: BlurMode, blurs: Bool) {
        switch mode {
        case .off: self = .flat
        case .auto, .own, .compositor: self = blurs ? .blurred : .opaqueTint
        }
    }

    /// Whether cards on this material blur what lies beneath.
    package var blurs: Bool { self == .blurred }

    /// A card's tint on this material: the theme's, or at least `fallbackTintAlpha` opaque.
    package func tint(_ color: Color) -> Color {
        self == .opaqueTint ? color.withAlpha(max(color.alpha, Self.fallbackTintAlpha)) : color
    }
}
