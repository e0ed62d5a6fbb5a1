import HUDKit

/// What a variant tells the demo as it runs: that it is on screen (the moment the tour takes its
/// screenshot), then how it ended (the status line's text, which the tour checks).
enum VariantOutcome: Hashable, Sendable {
    case shown
    case result(String)
}

/// One run of a variant: where its button was clicked and where to report.
struct VariantRun: Sendable {
    /// The clicked button's centre on the monitor, in points (an anchored sheet points at it).
    let anchor: Point
    let report: @Sendable (VariantOutcome) -> Void
}

/// How the tour answers an alert on screen.
enum DialogAnswer: Sendable {
    /// Clicks the button of this action index (the card's 0 = cancel, 1 = sure).
    case click(Int)
    /// Types each entry: text, or a key name in angle brackets ("<Tab>", "<Return>", "<Escape>").
    case keys([String])
}

/// What the tour does once it has clicked a variant's button, and the result it expects.
enum TourScript: Sendable {
    /// A HUD: wait until it reports being shown, take the screenshot, wait for `expect`.
    case hud(expect: String)
    /// A toast: wait for its window (sized for `text`), take the screenshot, check the reported text.
    case toast(text: String)
    /// An alert: wait for its window and keyboard grab, take the screenshot, answer, wait for `expect`.
    /// `alert` rebuilds the alert for the anchor, so the tour lays it out as the display thread did.
    case dialog(alert: @Sendable (Point) throws -> Alert, answer: DialogAnswer, expect: String)
}

/// One button of the demo: a HUDKit variant as a user of the library shows it.
struct DemoVariant: Sendable {
    /// A file-safe name: the tour's step name and screenshot file.
    let name: String
    /// The button's label.
    let title: String
    let tour: TourScript
    /// Shows the variant through the public API; called on the demo's thread, must not block.
    let run: @Sendable (VariantRun) -> Void
}
