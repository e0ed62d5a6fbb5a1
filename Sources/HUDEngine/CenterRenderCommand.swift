import HUDKit
import HUDSystem

/// `hud render center …`: the Notification Center opened on sample notifications, one after each
/// `--banner` as in `hud render banner`, drawn with the same canvas, backdrop and output options.
enum CenterRenderCommand {
    static let usage = """
          center: the notifications as banner's (none: the empty panel), each with --age SECONDS
                 (how old, default 0) and --closed (from the history: no actions);
                 --expand APP (repeatable) --select N (the Nth notification, from 1)
                 --date TEXT (default today's) --dnd (Do Not Disturb on)
                 --position --width (the banners'; the panel takes their edge and width)
        """

    /// What each notification takes.
    static let entrySpecs = BannerRenderCommand.bannerSpecs + [OptionSpec.value("age"), .flag("closed")]

    /// The panel's and output options (anywhere), and the notifications' (split at `--banner`).
    static let panelSpecs: [OptionSpec] = {
        let own = [
            OptionSpec.value("position"), .value("width"), .value("expand", repeatable: true), .value("select"),
            .value("date"), .flag("dnd"),
        ]
        let unsupported = ["frames", "fps", "duration"]
        return RenderCommand.specs.filter { spec in
            !(own + entrySpecs).contains { $0.name == spec.name } && !unsupported.contains(spec.name)
        } + own
    }()

    /// The words after `center`.
    static func run(_ words: [String]) throws -> Int32 {
        let (panelWords, entryWords) = BannerRenderCommand.split(
            words, bannerSpecs: entrySpecs, stackSpecs: panelSpecs)
        let first = try ParsedArguments(panelWords, accepting: panelSpecs)
        guard first.positionals.isEmpty else {
            let word = first.positionals[0]
            throw UsageError(message: "unexpected \"\(word)\" (notification text goes in --summary and --body)")
        }
        // No notification options at all: the empty panel.
        let given = entryWords == [[]] ? [] : entryWords
        let entries = try given.enumerated().map { index, words in
            try entry(id: UInt32(index + 1), ParsedArguments(words, accepting: entrySpecs))
        }
        let render = try PlaybackRender(first)
        let selected = try selection(first, count: entries.count)
        try render.write(settledTime: CenterPlayback.settledTime) {
            try CenterPlayback(
                entries: entries, options: render.options, snapshot: render.snapshot, renderer: render.renderer,
                date: first.value("date") ?? NotificationCenterDisplay.today(in: Translation.process),
                doNotDisturb: first.has("dnd"),
                expanded: first.all("expand"), selected: selected, hideAt: render.hideAt)
        } frame: { playback, time in
            try playback.scene(at: time)
        }
        return 0
    }

    private static func entry(id: UInt32, _ arguments: ParsedArguments) throws -> CenterEntry {
        let age = try arguments.seconds("age") ?? 0
        return CenterEntry(
            id: id, banner: try BannerRenderCommand.banner(arguments), postedAt: -age,
            isOpen: !arguments.has("closed"))
    }

    private static func selection(_ arguments: ParsedArguments, count: Int) throws -> UInt32? {
        guard let text = arguments.value("select") else { return nil }
        guard let number = UInt32(text), number >= 1, number <= count else {
            throw UsageError(message: "--select needs a notification's number, 1…\(count), got \"\(text)\"")
        }
        return number
    }
}
