import HUDKit

/// A zenity message, question, entry, password or forms dialog as HUDKit's system alert (a form
/// its content), and what zenity prints and exits with for each answer.
struct ZenityDialog: Sendable {
    let alert: AlertModel
    /// zenity's window title (`--title`, or the dialog's own), the alert window's name.
    let windowTitle: String
    /// `--timeout`: seconds from the dialog's appearance to exit 5; nil (zenity's 0) for none.
    let timeout: Double?
    /// zenity's own words in the caller's language, which the alert is laid out in (mirrored for a
    /// right-to-left one).
    let words: Words
    private let dialog: ZenityCommandLine.Dialog
    /// `--extra-button` labels, first in the alert's actions.
    private let extraButtons: [String]
    /// The index of the OK action (Yes for a question), if the dialog has one.
    private let okIndex: Int?
    /// Joins the values OK prints: `--separator` (C escapes read), else `|`.
    private let separator: String
    /// A form's combo rows, which print a space while none is chosen.
    private let comboRows: Set<Int>
    /// `--list`'s rows and what OK prints of them.
    private let list: ZenityList?
    /// `--text-info --editable`: OK prints the text as edited.
    private let printsEditedText: Bool

    /// The dialogs shown as an alert.
    static let alertDialogs: Set<ZenityCommandLine.Dialog> = [
        .question, .info, .warning, .error, .entry, .password, .forms, .list, .scale, .calendar, .colorSelection,
    ]
    /// `--date-format`: how a calendar prints its day (strftime's).
    let dateFormat: String
    /// `--print-partial`: a scale prints each value as it changes, before the one OK prints.
    let printsPartialValues: Bool

    /// `content`: what the alert shows between its text and its buttons (text-info's text); `words`:
    /// zenity's own words (titles, buttons, texts) in the caller's language.
    init(
        _ commandLine: ZenityCommandLine, content: AlertContent? = nil, words: Words = Translation.process
    ) throws(ZenityUsageError) {
        let dialog = commandLine.dialog
        self.dialog = dialog
        self.words = words
        extraButtons = commandLine.all("extra-button")
        windowTitle = commandLine.value("title") ?? Self.defaultTitle(dialog, words)
        timeout = commandLine.timeout
        separator = commandLine.value("separator").map(ZenityText.compressed) ?? "|"
        comboRows = dialog == .forms ? ZenityForm.comboRows(commandLine) : []
        var actions = extraButtons.map { AlertAction(title: $0) }
        var cancelIndex: Int?
        if dialog != .info, dialog != .warning, dialog != .error, !commandLine.has("switch") {
            cancelIndex = actions.count
            let cancel = commandLine.value("cancel-label") ?? (dialog == .question ? words("No") : words("Cancel"))
            actions.append(AlertAction(title: cancel, style: .cancel))
        }
        if !commandLine.has("switch") {
            okIndex = actions.count
            actions.append(
                AlertAction(title: commandLine.value("ok-label") ?? (dialog == .question ? words("Yes") : words("OK"))))
        } else {
            okIndex = nil
        }
        var fields: [AlertTextField] = []
        switch dialog {
        case .entry:
            var field = AlertTextField(
                isSecure: commandLine.has("hide-text"), text: commandLine.value("entry-text") ?? "")
            // GTK selects an entry's text as it takes the focus: typing replaces `--entry-text`.
            field.startsSelected = true
            fields = [field]
        case .password:
            if commandLine.has("username") { fields.append(AlertTextField(placeholder: words("Username"))) }
            fields.append(AlertTextField(placeholder: words("Password"), isSecure: true))
        default: break
        }
        list = dialog == .list ? try ZenityList(commandLine) : nil
        printsEditedText = dialog == .textInfo && commandLine.has("editable")
        let preferred = commandLine.has("default-cancel") ? cancelIndex : okIndex
        dateFormat = commandLine.value("date-format") ?? ZenityPicker.defaultDateFormat
        printsPartialValues = commandLine.has("print-partial")
        let content = try ZenityPicker.content(of: commandLine) ?? content
        do {
            let text = ZenityText.compressed(commandLine.value("text") ?? Self.defaultText(dialog, words) ?? "")
            // zenity sets a message dialog's text as Pango markup, an entry's as a label with a mnemonic.
            let isMarkup = dialog != .entry && dialog != .password && !commandLine.has("no-markup")
            var alert = try AlertModel(
                title: commandLine.value("title"), message: isMarkup ? text : ZenityText.mnemonicStripped(text),
                actions: actions, preferredActionIndex: preferred, textFields: fields)
            alert.isMessageMarkup = isMarkup
            // GTK's default size for the window: the card is at least that big.
            alert.minimumWidth = commandLine.integer("width").flatMap { $0 > 0 ? Double($0) : nil }
            alert.minimumHeight = commandLine.integer("height").flatMap { $0 > 0 ? Double($0) : nil }
            alert.content =
                dialog == .forms ? .form(ZenityForm.form(commandLine)) : list.map { .list($0.list) } ?? content
            self.alert = alert
        } catch {
            throw ZenityUsageError(message: error.description)
        }
    }

    /// What zenity prints for an answer: an extra button its label; OK on an entry its text, on a
    /// password dialog the password (after the user name and `|`), on a form its rows' values
    /// joined by the separator, on a list the chosen rows, on a scale its value, on a calendar its
    /// day, on a colour chooser its colour, on an editable text its text as it stands (with no line
    /// feed added, as zenity's); an entry that timed out its text too; nothing otherwise.
    func printed(
        actionIndex: Int?, fieldValues: [String], content: AlertContentValue? = nil, timedOut: Bool = false
    ) -> String? {
        if timedOut { return dialog == .entry ? fieldValues.joined(separator: "|") + "\n" : nil }
        guard let index = actionIndex else { return nil }
        if index < extraButtons.count { return extraButtons[index] + "\n" }
        if index == okIndex, let list, case .rows(let rows, let cells) = content {
            return list.printed(rows, cells: cells)
        }
        if index == okIndex, printsEditedText, case .text(let text, _) = content { return text }
        if index == okIndex, [.scale, .calendar, .colorSelection].contains(dialog), let content {
            return ZenityPicker.printed(content, dateFormat: dateFormat)
        }
        guard index == okIndex, [.entry, .password, .forms].contains(dialog) else { return nil }
        return ZenityForm.printed(fieldValues, comboRows: comboRows, separator: separator) + "\n"
    }

    /// zenity's status: 0 OK, 1 Cancel, Escape or an extra button, 5 timed out.
    func exitStatus(actionIndex: Int?, timedOut: Bool) -> Int32 {
        if timedOut { return ExitStatus.timeout }
        return actionIndex != nil && actionIndex == okIndex ? ExitStatus.ok : ExitStatus.cancel
    }

    /// The window title zenity gives each dialog without `--title`, in `words`' language.
    static func defaultTitle(_ dialog: ZenityCommandLine.Dialog, _ words: Words) -> String {
        switch dialog {
        case .question: words("Question")
        case .info: words("Information")
        case .warning: words("Warning")
        case .error: words("Error")
        case .entry: words("Add a new entry")
        case .password: words("Type your password")
        case .forms: words("Forms dialog")
        case .list: words("Select items from the list")
        case .progress: words("Progress")
        case .textInfo: words("Text View")
        case .scale: words("Adjust the scale value")
        case .calendar: words("Calendar selection")
        case .colorSelection: words("Select a color")
        default: "zenity"
        }
    }

    /// The text zenity shows without `--text`, in `words`' language.
    static func defaultText(_ dialog: ZenityCommandLine.Dialog, _ words: Words) -> String? {
        switch dialog {
        case .question, .warning: words("Are you sure you want to proceed?")
        case .info: words("All updates are complete.")
        case .error: words("An error has occurred.")
        case .entry: words("_Enter new text:")
        case .forms: words("Forms dialog")
        case .progress: words("Running...")
        case .list: words("Select items from the list below.")
        case .scale: words("Adjust the scale value")
        case .calendar: words("Select a date from below.")
        default: nil
        }
    }
}
