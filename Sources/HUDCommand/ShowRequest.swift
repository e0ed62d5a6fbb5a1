import HUDKit

/// A show command (`hud KIND [TEXT] [options]`) parsed and checked: what to show, where, and for how
/// long. Built from the same words wherever it runs, in the calling process or in the daemon, so a
/// usage error is always found before anything is shown.
struct ShowRequest {
    static let specs = OverlayOptions.specs + [
        .value("monitor"), .value("scale"), .value("style"), .value("for"), .value("hide-after"), .value("timeout"),
    ]

    let kind: String
    let overlay: Overlay
    var options = DisplayOptions()
    /// `--for` / `--hide-after`: dismiss after this many seconds.
    let hideAfter: Double?
    /// `--timeout`: give up after this many seconds (exit 5).
    let timeout: Double?

    init(kind: String, words: [String]) throws(UsageError) {
        let arguments = try ParsedArguments([kind] + words, accepting: Self.specs)
        self.kind = kind
        overlay = try OverlayOptions.overlay(kind: kind, arguments)
        if let monitor = arguments.value("monitor") {
            guard let choice = MonitorChoice(parsing: monitor) else {
                throw UsageError(message: "--monitor needs pointer, primary or a number, got \"\(monitor)\"")
            }
            options.monitor = choice
        }
        if let scale = try arguments.double("scale") {
            guard scale > 0, scale <= LayoutContext.maxScale else { throw UsageError(message: "--scale must be > 0 and ≤ 8") }
            options.scale = scale
        }
        options.appearance = try arguments.appearance()
        let showFor = try arguments.seconds("for")
        let hideAfter = try arguments.seconds("hide-after")
        self.hideAfter = showFor ?? hideAfter
        timeout = try arguments.seconds("timeout")
    }

    /// What an answered alert prints: the chosen action's title, then the field values `|`-joined.
    func output(for response: AlertResponse) -> String? {
        guard let index = response.actionIndex else { return nil }
        var output = (overlay.actionTitle(at: index) ?? "") + "\n"
        if !response.fieldValues.isEmpty { output += response.fieldValues.joined(separator: "|") + "\n" }
        return output
    }
}
