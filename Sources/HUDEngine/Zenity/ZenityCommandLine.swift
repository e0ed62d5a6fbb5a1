/// A mistake on zenity's command line: zenity prints one line on stderr, shows no window and exits
/// 255, and so does `hud zenity`.
struct ZenityUsageError: Error, Equatable {
    let message: String

    /// What zenity 3.44 says of an option it does not know, or of a value it cannot read.
    static let unknownOption = ZenityUsageError(
        message: "This option is not available. Please see --help for all possible usages.")
    static let noDialog = ZenityUsageError(message: "You must specify a dialog type. See 'zenity --help' for details")
    static let twoDialogs = ZenityUsageError(message: "Two or more dialog options specified")
}

/// zenity 3.44's command line (long options, `--opt=value` or `--opt value`, as GLib parses them),
/// read into the dialog it asks for and the options given. Pure: no display, no process.
struct ZenityCommandLine: Equatable {
    /// zenity's dialogs, by their option's name.
    enum Dialog: String, CaseIterable, Sendable {
        case question, info, warning, error, entry, password, progress, notification
        case list, forms, scale, calendar
        case textInfo = "text-info"
        case fileSelection = "file-selection"
        case colorSelection = "color-selection"
    }

    /// What an option takes, and which dialogs take it (none: every dialog, a general option).
    struct Option {
        enum Value { case none, text, integer }
        let value: Value
        let dialogs: Set<Dialog>
        let repeatable: Bool

        init(_ value: Value = .none, _ dialogs: Set<Dialog> = [], repeatable: Bool = false) {
            self.value = value
            self.dialogs = dialogs
            self.repeatable = repeatable
        }
    }

    private static let messages: Set<Dialog> = [.question, .info, .warning, .error]
    private static let texts: Set<Dialog> = messages.union([
        .entry, .forms, .progress, .notification, .list, .scale, .calendar,
    ])

    /// Every option `hud zenity` reads, zenity's names. Options of the dialogs it does not show yet
    /// are not listed: those dialogs stop before their options are read.
    static let options: [String: Option] = [
        "title": Option(.text), "window-icon": Option(.text), "width": Option(.integer),
        "height": Option(.integer), "timeout": Option(.integer), "ok-label": Option(.text),
        "cancel-label": Option(.text), "extra-button": Option(.text, repeatable: true), "modal": Option(),
        "attach": Option(.integer), "app-id": Option(.text),
        "icon": Option(.text, messages.union([.notification])),
        "text": Option(.text, texts), "icon-name": Option(.text, messages), "no-wrap": Option(.none, messages),
        "no-markup": Option(.none, messages), "ellipsize": Option(.none, messages),
        "default-cancel": Option(.none, [.question]), "switch": Option(.none, [.question]),
        "entry-text": Option(.text, [.entry]), "hide-text": Option(.none, [.entry]),
        "username": Option(.none, [.password]),
        "percentage": Option(.integer, [.progress]), "pulsate": Option(.none, [.progress]),
        "auto-close": Option(.none, [.progress]), "auto-kill": Option(.none, [.progress]),
        "no-cancel": Option(.none, [.progress]), "time-remaining": Option(.none, [.progress]),
        "value": Option(.integer, [.scale]), "min-value": Option(.integer, [.scale]),
        "max-value": Option(.integer, [.scale]), "step": Option(.integer, [.scale]),
        "print-partial": Option(.none, [.scale]), "hide-value": Option(.none, [.scale]),
        "day": Option(.integer, [.calendar]), "month": Option(.integer, [.calendar]),
        "year": Option(.integer, [.calendar]), "date-format": Option(.text, [.calendar]),
        "listen": Option(.none, [.notification]), "hint": Option(.text, [.notification], repeatable: true),
        "add-entry": Option(.text, [.forms], repeatable: true),
        "add-multiline-entry": Option(.text, [.forms], repeatable: true),
        "add-password": Option(.text, [.forms], repeatable: true),
        "add-combo": Option(.text, [.forms], repeatable: true),
        "combo-values": Option(.text, [.forms], repeatable: true),
        "add-calendar": Option(.text, [.forms], repeatable: true),
        "forms-date-format": Option(.text, [.forms]), "add-list": Option(.text, [.forms], repeatable: true),
        "list-values": Option(.text, [.forms], repeatable: true),
        "column-values": Option(.text, [.forms], repeatable: true), "show-header": Option(.none, [.forms]),
        "separator": Option(.text, [.forms, .fileSelection, .list]),
        "filename": Option(.text, [.textInfo, .fileSelection]), "editable": Option(.none, [.textInfo, .list]),
        "checkbox": Option(.text, [.textInfo]), "font": Option(.text, [.textInfo]),
        "auto-scroll": Option(.none, [.textInfo]), "html": Option(.none, [.textInfo]),
        "url": Option(.text, [.textInfo]),
        "no-interaction": Option(.none, [.textInfo]),
        "multiple": Option(.none, [.fileSelection, .list]), "directory": Option(.none, [.fileSelection]),
        "save": Option(.none, [.fileSelection]), "confirm-overwrite": Option(.none, [.fileSelection]),
        "file-filter": Option(.text, [.fileSelection], repeatable: true),
        "column": Option(.text, [.list], repeatable: true), "checklist": Option(.none, [.list]),
        "radiolist": Option(.none, [.list]), "print-column": Option(.text, [.list]),
        "hide-column": Option(.text, [.list]), "hide-header": Option(.none, [.list]),
        "mid-search": Option(.none, [.list]),
        "color": Option(.text, [.colorSelection]), "show-palette": Option(.none, [.colorSelection]),
    ]

    /// An option with a value, as given.
    struct Given: Equatable {
        let name: String
        let value: String
    }

    let dialog: Dialog
    private var values: [String: [String]]
    /// Every option with a value, in the order given: a form's rows follow it.
    let sequence: [Given]
    /// The words that are not options (a list's cells), in order; GLib takes every word after `--`
    /// as one.
    let cells: [String]

    /// The words after `zenity`; throws what zenity prints, before anything is shown.
    init(_ words: [String]) throws(ZenityUsageError) {
        var dialogs: [Dialog] = []
        var values: [String: [String]] = [:]
        var sequence: [Given] = []
        var cells: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                cells += words[index...]
                break
            }
            if !word.hasPrefix("-") || word == "-" {
                cells.append(word)
                continue
            }
            guard word.hasPrefix("--"), word.count > 2 else { throw .unknownOption }
            let body = word.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            if let dialog = Dialog(rawValue: name) {
                guard inline == nil else { throw .unknownOption }
                dialogs.append(dialog)
                continue
            }
            guard let option = Self.options[name] else { throw .unknownOption }
            if option.value == .none {
                guard inline == nil else { throw .unknownOption }
                values[name, default: []].append("")
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < words.count else { throw .unknownOption }
                value = words[index]
                index += 1
            }
            if option.value == .integer, Self.integer(value) == nil { throw .unknownOption }
            sequence.append(Given(name: name, value: value))
            // GLib keeps the last of a repeated single option.
            values[name] = option.repeatable ? values[name, default: []] + [value] : [value]
        }
        guard let dialog = dialogs.first else { throw .noDialog }
        guard Set(dialogs).count == 1 else { throw .twoDialogs }
        for name in values.keys.sorted() {
            let dialogs = Self.options[name]!.dialogs
            if !dialogs.isEmpty, !dialogs.contains(dialog) {
                throw ZenityUsageError(message: "--\(name) is not supported for this dialog")
            }
        }
        if dialog == .textInfo { try Self.refuseWebPages(values) }
        // Only a list takes cells; zenity ignores them elsewhere, hud refuses them as a mistake.
        guard cells.isEmpty || dialog == .list else { throw .unknownOption }
        self.dialog = dialog
        self.values = values
        self.sequence = sequence
        self.cells = cells
    }

    /// zenity shows `--html` and `--url` in WebKit; HUDKit shows no web pages.
    private static func refuseWebPages(_ values: [String: [String]]) throws(ZenityUsageError) {
        if values["html"] != nil || values["url"] != nil || values["no-interaction"] != nil {
            throw ZenityUsageError(
                message: "hud zenity: --text-info --html and --url are not supported: HUDKit shows no web pages "
                    + "(the text of a file or of stdin is shown as it is)")
        }
    }

    /// GLib's integers: optional sign, decimal digits, within Int32.
    private static func integer(_ text: String) -> Int32? {
        Int32(text.drop { $0 == " " })
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { values[name] != nil }
    func integer(_ name: String) -> Int32? { value(name).flatMap(Self.integer) }

    /// `--timeout N`: N seconds; zenity takes 0 or less for none.
    var timeout: Double? {
        guard let seconds = integer("timeout"), seconds > 0 else { return nil }
        return Double(seconds)
    }
}
