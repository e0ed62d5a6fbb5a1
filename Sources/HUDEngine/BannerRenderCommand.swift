import HUDKit

/// `hud render banner …`: a stack of notification banners, one after each `--banner`, drawn as
/// `hud render` draws an overlay (the same canvas, backdrop, time and output options; no `--frames`).
enum BannerRenderCommand {
    static let usage = """
          banner: --summary S --body B --app NAME --icon FILE.png --image FILE.png
                 --action KEY=LABEL (repeatable; KEY default: a click on the banner)
                 --urgency low|normal|critical; --banner starts another, newer banner
                 --position top-right|top-left|top|bottom-right|bottom-left|bottom
                 --width W --max-visible N (the stack's; no --frames)
        """

    /// What each banner takes.
    static let bannerSpecs: [OptionSpec] = [
        .value("summary"), .value("body"), .value("app"), .value("icon"), .value("image"),
        .value("action", repeatable: true), .value("urgency"),
    ]

    /// The stack's and output options (anywhere), and the banners' (split at `--banner`).
    static let stackSpecs: [OptionSpec] = {
        let own = [OptionSpec.value("position"), .value("width"), .value("max-visible")]
        let unsupported = ["frames", "fps", "duration"]
        return RenderCommand.specs.filter { spec in
            !(own + bannerSpecs).contains { $0.name == spec.name } && !unsupported.contains(spec.name)
        } + own
    }()

    /// The words after `banner`.
    static func run(_ words: [String]) throws -> Int32 {
        let (stackWords, bannerWords) = split(words, bannerSpecs: bannerSpecs, stackSpecs: stackSpecs)
        let first = try ParsedArguments(stackWords, accepting: stackSpecs)
        guard first.positionals.isEmpty else {
            let word = first.positionals[0]
            throw UsageError(message: "unexpected \"\(word)\" (banner text goes in --summary and --body)")
        }
        let banners = try bannerWords.map { try banner(ParsedArguments($0, accepting: bannerSpecs)) }
        let render = try PlaybackRender(first)
        try render.write(settledTime: BannerPlayback.settledTime) {
            try BannerPlayback(
                banners: banners, options: render.options, snapshot: render.snapshot, renderer: render.renderer,
                hideAt: render.hideAt)
        } frame: { playback, time in
            try playback.scene(at: time)
        }
        return 0
    }

    /// Banner options go to the banner begun last (the first one needs no `--banner`); everything
    /// else, with its value, to the stack.
    static func split(
        _ words: [String], bannerSpecs: [OptionSpec], stackSpecs: [OptionSpec]
    ) -> (stack: [String], banners: [[String]]) {
        var stack: [String] = []
        var banners: [[String]] = [[]]
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--banner" {
                banners.append([])
                continue
            }
            let name = word.hasPrefix("--") ? String(word.dropFirst(2).prefix { $0 != "=" }) : nil
            let spec = (bannerSpecs + stackSpecs).first { $0.name == name }
            var taken = [word]
            if let spec, spec.takesValue, !word.contains("="), index < words.count {
                taken.append(words[index])
                index += 1
            }
            if bannerSpecs.contains(where: { $0.name == name }) {
                banners[banners.count - 1] += taken
            } else {
                stack += taken
            }
        }
        return (stack, banners)
    }

    static func stackOptions(
        _ arguments: ParsedArguments,
        snapshot: SnapshotOptions
    ) throws -> BannerStackOptions {
        var position = BannerPosition.topRight
        if let name = arguments.value("position") {
            guard let parsed = BannerPosition(rawValue: name) else {
                let names = BannerPosition.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "--position needs one of \(names), got \"\(name)\"")
            }
            position = parsed
        }
        let width = try arguments.double("width") ?? 360
        guard BannerStackOptions.widthRange.contains(width) else {
            throw UsageError(message: "--width must be between 240 and 600, got \(width)")
        }
        var visible = 3
        if let text = arguments.value("max-visible") {
            guard let number = Int(text), number >= 1 else {
                throw UsageError(message: "--max-visible needs a whole number ≥ 1, got \"\(text)\"")
            }
            visible = number
        }
        return BannerStackOptions(
            position: position, width: width, maximumVisible: visible,
            appearance: snapshot.appearance ?? .light, blur: snapshot.blur)
    }

    static func banner(_ arguments: ParsedArguments) throws -> BannerContent {
        var actions: [BannerAction] = []
        var hasDefaultAction = false
        for text in arguments.all("action") {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw UsageError(message: "--action needs KEY=LABEL, got \"\(text)\"")
            }
            if parts[0] == "default" {
                hasDefaultAction = true
            } else {
                actions.append(BannerAction(key: parts[0], label: parts[1]))
            }
        }
        var urgency = NotificationUrgency.normal
        if let text = arguments.value("urgency") {
            switch text {
            case "low": urgency = .low
            case "normal": urgency = .normal
            case "critical": urgency = .critical
            default: throw UsageError(message: "--urgency needs low, normal or critical, got \"\(text)\"")
            }
        }
        return BannerContent(
            appName: arguments.value("app") ?? "hud", appIcon: try image(arguments, "icon"),
            summary: arguments.value("summary") ?? "",
            body: arguments.value("body").map { [StyledTextRun($0)] } ?? [],
            image: try image(arguments, "image"), actions: actions,
            hasDefaultAction: hasDefaultAction, urgency: urgency)
    }

    private static func image(_ arguments: ParsedArguments, _ option: String) throws -> BannerImage? {
        guard let path = arguments.value(option) else { return nil }
        do {
            return try BannerImage(pngFile: path)
        } catch {
            throw UsageError(message: "--\(option): \(error)")
        }
    }
}
