import HUDKit

/// Turns `KIND [TEXT] [variant options]` into an overlay model; shared by every command that
/// shows or renders one.
enum OverlayArguments {
    /// The kinds `overlay(kind:_:)` knows, in the order `hud render --help` lists them: each is a
    /// verb that `VerbTable` routes to the daemon (`CommandContractTests` holds the two in step).
    static let kinds = [
        "toast", "loading", "status", "success", "error", "info", "progress", "card", "alert", "sheet", "osd",
    ]
    /// The kinds whose model carries a `HUDPlacement` (`--position`, `--mask`, `--blocking`).
    static let placedKinds: Set = ["loading", "status", "success", "error", "info", "progress"]
    static let placementOptions = ["position", "mask", "blocking"]

    static let specs: [OptionSpec] =
        [
            .value("text"), .value("title"), .value("message"), .value("sure"), .value("cancel"),
            .value("action", repeatable: true), .value("choice", repeatable: true), .value("preferred"),
            .value("field", repeatable: true), .value("secure-field", repeatable: true),
            .value("destructive", repeatable: true), .value("anchor"),
            .value("position"), .value("mask"), .flag("blocking"),
            .value("percentage"), .value("indicator"), .flag("pulsate"), .value("details"),
        ] + LevelArguments.specs
    /// The kinds that carry `--details` (MBProgressHUD's details label): the status HUD's.
    static let detailedKinds: Set = ["status", "success", "error", "info", "progress"]

    /// `words`: HUDKit's own (an alert's default OK) in the caller's language.
    static func overlay(kind: String, _ arguments: ParsedArguments, words: Words = .english) throws(UsageError)
        -> Overlay
    {
        try refuseEmptyTitles(arguments)
        if kind == "osd" { return .levelHUD(try LevelArguments.model(arguments)) }
        for option in ["muted", "icon", "label"] where arguments.has(option) {
            throw UsageError(message: "--\(option) applies to osd only, not \(kind)")
        }
        let positional = arguments.positionals.dropFirst()
        if positional.count > 1 {
            throw UsageError(message: "unexpected argument \"\(positional.dropFirst().first!)\"")
        }
        let text = arguments.value("text") ?? positional.first
        let placement = try placement(kind: kind, arguments)
        let details = arguments.value("details")
        if details != nil, !detailedKinds.contains(kind) {
            throw UsageError(
                message: "--details applies to \(detailedKinds.sorted().joined(separator: ", ")) HUDs, not \(kind)")
        }
        var overlay = try overlay(kind: kind, text: text, placement: placement, arguments, words: words)
        if case .status(var model) = overlay, details != nil {
            model.details = details
            overlay = .status(model)
        }
        return overlay
    }

    private static func overlay(
        kind: String, text: String?, placement: HUDPlacement?, _ arguments: ParsedArguments, words: Words
    ) throws(UsageError) -> Overlay {
        switch kind {
        case "toast": return .toast(ToastModel(text: text ?? ""))
        case "loading": return .loading(LoadingHUDModel(text: text, placement: placement))
        case "status": return .status(StatusHUDModel(text: text ?? "", placement: placement))
        case "success": return .status(StatusHUDModel(glyph: .checkmark, text: text, placement: placement))
        case "error": return .status(StatusHUDModel(glyph: .cross, text: text, placement: placement))
        case "info": return .status(StatusHUDModel(glyph: .info, text: text, placement: placement))
        case "progress":
            let indicator: StatusIndicator =
                arguments.has("pulsate")
                ? .spinner : .progress(try progressStyle(arguments), try percentage(arguments) / 100)
            return .status(StatusHUDModel(indicator: indicator, text: text, placement: placement))
        case "card":
            return .card(
                CardAlertModel(
                    title: arguments.value("title"), message: arguments.value("message") ?? text,
                    sure: arguments.value("sure"), cancel: arguments.value("cancel")))
        case "alert": return try alert(arguments, message: text, words: words)
        case "sheet": return try sheet(arguments, message: text)
        default:
            throw UsageError(message: "unknown kind \"\(kind)\" (kinds: \(kinds.joined(separator: ", ")))")
        }
    }

    /// The options that title a button: an empty one would draw a button nobody can read (or, on a
    /// card, none at all, leaving Return nothing to answer).
    static let titleOptions = ["sure", "cancel", "action", "choice", "destructive"]

    private static func refuseEmptyTitles(_ arguments: ParsedArguments) throws(UsageError) {
        for option in titleOptions {
            let titles = option == "action" ? arguments.all(option).map { action($0).title } : arguments.all(option)
            if titles.contains(where: \.isEmpty) { throw UsageError(message: "--\(option) needs a title, got \"\"") }
        }
    }

    /// `--action TEXT[:default|cancel|destructive]`; a colon followed by anything else is part of the title.
    static func action(_ spec: String) -> AlertAction {
        if let colon = spec.lastIndex(of: ":"),
            let style = AlertActionStyle(rawValue: String(spec[spec.index(after: colon)...]))
        {
            return AlertAction(title: String(spec[..<colon]), style: style)
        }
        return AlertAction(title: spec)
    }

    private static func alert(_ arguments: ParsedArguments, message: String?, words: Words) throws(UsageError)
        -> Overlay
    {
        var actions = arguments.all("action").map(action)
        if actions.isEmpty { actions = [AlertAction(title: words("OK"))] }
        let fields =
            arguments.all("field").map { AlertTextField(placeholder: $0) }
            + arguments.all("secure-field").map { AlertTextField(placeholder: $0, isSecure: true) }
        let preferred = try preferredIndex(arguments, in: actions)
        do {
            return .alert(
                try AlertModel(
                    title: arguments.value("title"), message: arguments.value("message") ?? message,
                    actions: actions, preferredActionIndex: preferred, textFields: fields))
        } catch {
            throw UsageError(message: error.description)
        }
    }

    /// `--action TEXT[:style]…`, then `--choice TEXT…` (stdin lines, taken literally), then
    /// `--destructive TEXT…`, then `--cancel TEXT`: the parser keeps no order between different options,
    /// so spell the order with `--action` styles when it matters.
    private static func sheet(_ arguments: ParsedArguments, message: String?) throws(UsageError) -> Overlay {
        let actions =
            arguments.all("action").map(action)
            + arguments.all("choice").map { AlertAction(title: $0) }
            + arguments.all("destructive").map { AlertAction(title: $0, style: .destructive) }
            + arguments.all("cancel").map { AlertAction(title: $0, style: .cancel) }
        guard !actions.isEmpty else {
            throw UsageError(message: "a sheet needs choices on stdin, or an --action, --destructive or --cancel")
        }
        let preferred = try preferredIndex(arguments, in: actions)
        let anchor = try anchorPoint(arguments)
        do {
            return .actionSheet(
                try ActionSheetModel(
                    title: arguments.value("title"), message: arguments.value("message") ?? message, actions: actions,
                    preferredActionIndex: preferred, anchor: anchor))
        } catch {
            throw UsageError(message: error.description)
        }
    }

    /// `--position`, `--mask` and `--blocking` over the kind's standard placement; nil when none is given.
    static func placement(kind: String, _ arguments: ParsedArguments) throws(UsageError) -> HUDPlacement? {
        guard let given = placementOptions.first(where: arguments.has) else { return nil }
        guard placedKinds.contains(kind) else {
            throw UsageError(
                message: "--\(given) applies to \(placedKinds.sorted().joined(separator: ", ")) HUDs, not \(kind)")
        }
        var placement = kind == "loading" ? HUDPlacement.standardLoading : .standard
        if let name = arguments.value("position") {
            guard let position = HUDPosition(parsing: name) else {
                throw UsageError(message: "--position needs one of \(HUDPosition.commandLineNames), got \"\(name)\"")
            }
            placement.position = position
        }
        if let name = arguments.value("mask") {
            guard let mask = HUDMask(parsing: name) else {
                throw UsageError(message: "--mask needs none, clear, black or gradient, got \"\(name)\"")
            }
            placement.mask = mask
        }
        if arguments.has("blocking") { placement.interaction = .blockAll }
        return placement
    }

    /// `--indicator round|annular|bar|pie`, annular by default (as `HUD.showProgress`).
    static func progressStyle(_ arguments: ParsedArguments) throws(UsageError) -> ProgressStyle {
        guard let name = arguments.value("indicator") else { return .annular }
        guard let style = ProgressStyle(rawValue: name) else {
            let names = ProgressStyle.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "--indicator needs one of \(names), got \"\(name)\"")
        }
        return style
    }

    /// `--percentage N`: the progress shown first, 0…100.
    static func percentage(_ arguments: ParsedArguments) throws(UsageError) -> Double {
        guard let value = try arguments.double("percentage") else { return 0 }
        guard (0...100).contains(value) else { throw UsageError(message: "--percentage must be 0…100, got \(value)") }
        return value
    }

    private static func preferredIndex(_ arguments: ParsedArguments, in actions: [AlertAction]) throws(UsageError)
        -> Int?
    {
        guard let title = arguments.value("preferred") else { return nil }
        guard let index = actions.firstIndex(where: { $0.title == title }) else {
            throw UsageError(message: "--preferred \"\(title)\" names no action")
        }
        return index
    }

    /// `--anchor X,Y`: a point on the monitor, in points from its top-left corner.
    private static func anchorPoint(_ arguments: ParsedArguments) throws(UsageError) -> Point? {
        guard let text = arguments.value("anchor") else { return nil }
        let numbers = text.split(separator: ",").compactMap { Double($0) }.filter(\.isFinite)
        guard numbers.count == 2 else { throw UsageError(message: "--anchor needs X,Y in points, got \"\(text)\"") }
        return Point(x: numbers[0], y: numbers[1])
    }
}
