import HUDKit

/// Turns `KIND [TEXT] [variant options]` into an overlay model; shared by every command that
/// shows or renders one.
enum OverlayOptions {
    static let kinds = ["toast", "loading", "status", "success", "error", "info", "card", "alert"]

    static let specs: [OptionSpec] = [
        .value("text"), .value("title"), .value("message"), .value("sure"), .value("cancel"),
        .value("action", repeatable: true), .value("preferred"),
        .value("field", repeatable: true), .value("secure-field", repeatable: true),
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
        var preferred: Int?
        if let title = arguments.value("preferred") {
            guard let index = actions.firstIndex(where: { $0.title == title }) else {
                throw UsageError(message: "--preferred \"\(title)\" names no --action")
            }
            preferred = index
        }
        do {
            return .alert(try AlertModel(title: arguments.value("title"), message: arguments.value("message") ?? message,
                                         actions: actions, preferredActionIndex: preferred, textFields: fields))
        } catch {
            throw UsageError(message: error.description)
        }
    }
}
