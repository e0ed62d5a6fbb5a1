import HUDDaemonLink
import HUDKit
import HUDSystem

/// A show command (`hud KIND [TEXT] [options]`) parsed and checked: what to show, where, and for how
/// long. Built from the same words wherever it runs, in the calling process or in the daemon, so a
/// usage error is always found before anything is shown.
struct ShowRequest {
    static let specs =
        OverlayArguments.specs + [
            .value("monitor"), .value("scale"), .value("style"), .value("font"), .value("for"), .value("hide-after"),
            .value("timeout"), .value("blur"),
            .flag("print-index"), .value("separator"), .flag("auto-close"), .flag("no-cancel"),
            .flag("time-remaining"),
        ]

    let kind: String
    /// The words as parsed, for what a command reads beyond the overlay (`hud progress`'s options).
    let arguments: ParsedArguments
    let overlay: Overlay
    var options: DisplayOptions
    /// `--for` / `--hide-after`: dismiss after this many seconds.
    let hideAfter: Double?
    /// `--timeout`: give up after this many seconds (exit 5).
    let timeout: Double?
    /// `--print-index`: print the chosen action's index (from 0, in the model's order) instead of its title.
    let printsIndex: Bool
    /// `--separator`: joins the field values (zenity's `|` by default).
    let separator: String
    /// The stdin lines behind a sheet's first choices (`StdinChoices`), printed as they came.
    var choiceBytes: [[UInt8]] = []
    /// `hud zenity`'s dialog: the answer is printed, and exits, as zenity's.
    private(set) var zenity: ZenityDialog?

    /// `language`: the caller's, which HUDKit's own words are in and the overlay is laid out in.
    init(kind: String, words: [String], language: Words = Translation.process) throws(UsageError) {
        let bytes = words.reduce(kind.utf8.count) { $0 + $1.utf8.count }
        guard bytes <= DaemonMessage.maximumArgumentBytes else {
            throw UsageError(
                message: "the arguments come to \(bytes) bytes; the limit is "
                    + "\(DaemonMessage.maximumArgumentBytes) bytes (4 MiB)")
        }
        let arguments = try ParsedArguments([kind] + words, accepting: Self.specs)
        self.kind = kind
        self.arguments = arguments
        overlay = try OverlayArguments.overlay(kind: kind, arguments, words: language)
        options = try Self.displayOptions(arguments)
        options.words = language
        let showFor = try arguments.seconds("for")
        let hideAfter = try arguments.seconds("hide-after")
        self.hideAfter = showFor ?? hideAfter
        timeout = try arguments.seconds("timeout")
        printsIndex = arguments.has("print-index")
        separator = arguments.value("separator") ?? "|"
    }

    /// zenity's message, question, entry or password dialog, shown as an alert named by its title;
    /// the answer is printed, and exits, as zenity's.
    init(zenity dialog: ZenityDialog) throws(UsageError) {
        kind = "zenity"
        arguments = try ParsedArguments([kind], accepting: [])
        overlay = .alert(dialog.alert)
        options = DisplayOptions()
        options.windowName = dialog.windowTitle
        options.words = dialog.words
        hideAfter = nil
        timeout = dialog.timeout
        printsIndex = false
        separator = "|"
        zenity = dialog
    }

    /// The request a command's words make: `hud zenity`'s are zenity's, its own words in `language`;
    /// the others' are hud's.
    static func parsing(command: String, words: [String], language: Words) throws -> ShowRequest {
        guard command == ZenityCommand.name else {
            return try ShowRequest(kind: command, words: words, language: language)
        }
        return try ShowRequest(zenity: try ZenityCommand.alertDialog(words, language: language))
    }

    /// `--monitor`, `--scale` and `--style`.
    static func displayOptions(_ arguments: ParsedArguments) throws(UsageError) -> DisplayOptions {
        var options = DisplayOptions()
        if let monitor = arguments.value("monitor") {
            guard let choice = MonitorChoice(parsing: monitor) else {
                throw UsageError(message: "--monitor needs pointer, primary or a number, got \"\(monitor)\"")
            }
            options.monitor = choice
        }
        if let scale = try arguments.double("scale") {
            guard scale > 0, scale <= LayoutContext.maxScale else {
                throw UsageError(message: "--scale must be > 0 and ≤ 8")
            }
            options.scale = scale
        }
        options.appearance = try arguments.appearance()
        options.fontFile = try fontFile(arguments)
        options.blur = try arguments.blurMode() ?? .auto
        return options
    }

    /// `--font FILE`: absolute or under `~/`, since the daemon that draws it runs elsewhere.
    static func fontFile(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        guard let given = arguments.value("font") else { return nil }
        var path = given
        if path.hasPrefix("~/"), let home = ProcessEnvironment.current["HOME"] {
            path = home + path.dropFirst()
        }
        guard path.hasPrefix("/") else {
            throw UsageError(message: "--font needs an absolute path (or ~/…), got \"\(given)\"")
        }
        guard FontLibrary.family(ofFontFile: path) != nil else {
            throw UsageError(message: "--font \"\(given)\" is not a font file fontconfig can read")
        }
        return path
    }

    /// `output(for:)` as the bytes to print: a choice read from stdin is printed as it came.
    func printedAnswer(for response: AlertResponse, timedOut: Bool = false) -> [UInt8]? {
        if !printsIndex, let index = response.actionIndex, choiceBytes.indices.contains(index) {
            return choiceBytes[index] + [UInt8(ascii: "\n")]
        }
        return output(for: response, timedOut: timedOut).map { Array($0.utf8) }
    }

    /// What an answered alert prints: the chosen action's title (or index), then the field values
    /// joined by the separator on a line of their own; nothing once it has timed out, except what
    /// a zenity dialog prints then.
    func output(for response: AlertResponse, timedOut: Bool = false) -> String? {
        if let zenity {
            return zenity.printed(
                actionIndex: response.actionIndex, fieldValues: response.fieldValues, content: response.content,
                timedOut: timedOut)
        }
        guard !timedOut, let index = response.actionIndex else { return nil }
        var output = (printsIndex ? String(index) : overlay.actionTitle(at: index) ?? "") + "\n"
        if !response.fieldValues.isEmpty { output += response.fieldValues.joined(separator: separator) + "\n" }
        return output
    }
}
