import HUDKit

/// Turns `KIND [TEXT] [variant options]` into an overlay model; shared by every command that
/// shows or renders one.
enum OverlayOptions {
    static let kinds = ["toast", "loading", "status", "success", "error", "info", "card", "alert", "sheet"]

    static let specs: [OptionSpec] = [
        .value("text"), .value("title"), .value("message"), .value("sure"), .value("cancel"),
        .value("action", repeatable: true), .value("preferred"),
        .value("field", repeatable: true), .value("secure-field", repeatable: true),
        .value("destructive", repeatable: true), .value("anchor"),
    ]

    static func overlay(kind: String, _ arguments: ParsedArguments) throws(UsageError) -> Overlay {
        let positional = arguments.positionals.dropFirst()
        if positional.count > 1 {
            throw UsageError(message: "unexpected argument \"\(positional.dropFirst().first!)\"")
        }
        let text = arguments.value("text") ?? positional.first
        switch kind {
        case "toast": return .toast(ToastModel(text: text ?? ""))
        case "loading": return .loading(LoadingHUDModel(text: text))
        case "status": return .status(StatusHUDModel(text: text ?? ""))
        case "success": return .status(StatusHUDModel(glyph: .checkmark, text: text))
        case "error": return .status(StatusHUDModel(glyph: .cross, text: text))
        case "info": return .status(StatusHUDModel(glyph: .info, text: text))
        case "card":
            return .card(CardAlertModel(title: arguments.value("title"), message: arguments.value("message") ?? text,
                                        sure: arguments.value("sure"), cancel: arguments.value("cancel")))
        case "alert": return try alert(arguments, message: text)
        case "sheet": return try sheet(arguments, message: text)
        default:
            throw UsageError(message: "unknown kind \"\(kind)\" (kinds: \(kinds.joined(separator: ", ")))")
        }
    }

    /// `--action TEXT[:default|cancel|destructive]`; a colon followed by anything else is part of the title.
    static func action(_ spec: String) -> AlertAction {
        if let colon = spec.lastIndex(of: ":"),
           let style = AlertActionStyle(rawValue: String(spec[spec.index(after: colon)...])) {
            return AlertAction(title: String(spec[..<colon]), style: style)
        }
        return AlertAction(title: spec)
    }

    private static func alert(_ arguments: ParsedArguments, message: String?) throws(UsageError) -> Overlay {
        var actions = arguments.all("action").map(action)
        if actions.isEmpty { actions = [AlertAction(title: "OK")] }
        let fields = arguments.all("field").map { AlertTextField(placeholder: $0) }
            + arguments.all("secure-field").map { AlertTextField(placeholder: $0, isSecure: true) }
        let preferred = try preferredIndex(arguments, in: actions)
        do {
            return .alert(try AlertModel(title: arguments.value("title"), message: arguments.value("message") ?? message,
                                         actions: actions, preferredActionIndex: preferred, textFields: fields))
        } catch {
            throw UsageError(message: error.description)
        }
    }

    /// `--action TEXT[:style]…`, then `--destructive TEXT…`, then `--cancel TEXT`: the parser keeps no
    /// order between different options, so spell the order with `--action` styles when it matters.
    private static func sheet(_ arguments: ParsedArguments, message: String?) throws(UsageError) -> Overlay {
        let actions = arguments.all("action").map(action)
            + arguments.all("destructive").map { AlertAction(title: $0, style: .destructive) }
            + arguments.all("cancel").map { AlertAction(title: $0, style: .cancel) }
        guard !actions.isEmpty else { throw UsageError(message: "a sheet needs an --action, --destructive or --cancel") }
        let preferred = try preferredIndex(arguments, in: actions), anchor = try anchorPoint(arguments)
        do {
            return .actionSheet(try ActionSheetModel(
                title: arguments.value("title"), message: arguments.value("message") ?? message, actions: actions,
                preferredActionIndex: preferred, anchor: anchor))
        } catch {
            throw UsageError(message: error.description)
        }
    }

    private static func preferredIndex(_ arguments: ParsedArguments, in actions: [AlertAction]) throws(UsageError) -> Int? {
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
