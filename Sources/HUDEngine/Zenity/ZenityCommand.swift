import Glibc
import HUDDaemonLink
import HUDKit
import HUDSystem

/// `hud zenity ARGS…`, and `hud` run under the name `zenity`: zenity 3.44's command line, shown in
/// HUDKit's look, with zenity's output and exit statuses, so that zenity's scripts run unchanged.
enum ZenityCommand {
    static let name = VerbTable.zenityName

    static let usage = """
        usage: hud zenity --DIALOG [options]      (or hud installed as zenity: zenity --DIALOG [options])
          zenity 3.44's command line, in HUDKit's look: zenity's options, output and exit statuses.
          --question, --info, --warning, --error   the system alert (--text is Pango markup)
          --entry, --password                      an alert with text fields; OK prints what was typed
          --forms                                  an alert with a form of labelled rows, scrolling when
                                                   many; OK prints their values joined by the separator
          --list                                   an alert with a table; OK prints the chosen rows' column
          --progress                               the progress HUD fed on stdin (numbers, #text, pulsate:)
          --text-info                              an alert with the scrolling text of --filename or stdin
          --file-selection                         the desktop's file chooser, through the freedesktop
                                                   portal (xdg-desktop-portal); paths printed as zenity's
          --notification                           a notification, through org.freedesktop.Notifications
          --scale                                  an alert with a slider; OK prints its value
          --calendar                               an alert with a month calendar; OK prints the day
          --color-selection                        an alert with a colour picker; OK prints its rgb()
          --text-info --html/--url are refused (no web pages): they exit 255 saying so.
        general options: --title --width --height --timeout --ok-label --cancel-label --extra-button
          --modal --attach --window-icon (--title names the window; --width and --height are the
          card's least size, inside the monitor's margins: text wraps at the width, extra height
          goes to the message; --modal, --attach, --window-icon and zenity 4's --app-id are accepted
          and change nothing)
        question: --default-cancel --no-wrap --no-markup --ellipsize --switch --icon-name (zenity 4:
          --icon)
        entry: --text --entry-text --hide-text    password: --username
        forms: --text --add-entry LABEL (zenity 4's --add-multiline-entry: the same, one line)
          --add-password LABEL --add-combo LABEL --combo-values 'A|B'
          --add-calendar LABEL --forms-date-format FORMAT --add-list LABEL --list-values 'A|B'
          --column-values 'A|B' --show-header --separator SEP (Return moves to the next row; a combo
          is a picker: the arrows and Space choose; a calendar a date button: Space opens its month,
          the arrows move the day; a list an inline table: Up and Down choose)
        list: --column TITLE (repeated) then the cells row by row as arguments, or one a line on stdin
          (each row shown as it arrives);
          --checklist --radiolist (first column TRUE/FALSE; Space checks) --multiple --print-column N,M|ALL
          --separator --hide-column N,M --hide-header --text --editable; typing finds the first row
          whose first column starts with the text (--mid-search: holds it), Backspace, Escape clears;
          --width and --height size its card
        progress: --text --percentage --pulsate --auto-close --auto-kill --no-cancel --time-remaining
          (without --auto-close, OK ends it once complete; --time-remaining: the estimate in its
          details line)
        text-info: --filename FILE --checkbox TEXT --auto-scroll --font "Monospace 10" (its kind:
          monospace, serif or sans-serif, its size, bold and italic, in HUDKit's own faces);
          at most 1 MiB of text, stdin's shown as it comes; --width and --height size it;
          --editable: OK prints the edited text (Return a new line, Tab a tab, Ctrl+Tab to the
          buttons, Ctrl+Return is OK)
        file-selection: --filename --multiple --directory --save --confirm-overwrite --file-filter
          'NAME | PATTERN…' --separator (exit 255 when no portal answers on the session bus)
        notification: --text --icon NAME (zenity 4; 3.44's --window-icon) --hint NAME:VALUE --listen
          (stdin lines message:TEXT, tooltip:TEXT, icon:NAME)
        scale: --text --value --min-value --max-value --step --hide-value --print-partial (the arrows and
          the page keys move it by --step, Home and End to the ends)
        calendar: --text --day --month --year --date-format (strftime's; the locale's %x by default)
          (it has the keys when it opens: Left and Right move a day, Up and Down a week, Page Up and
          Page Down a month)
        color-selection: --color (as GTK reads it: rgb(), rgba(), a name, #RGB, #RRGGBB) --show-palette
          (opens on the grid of swatches, else on the spectrum; Left and Right switch panes at the top,
          Tab goes on through the pane, the sliders, the hex field and the opacity)
        exit status: 0 OK, 1 Cancel, Escape or an --extra-button (its label printed), 5 --timeout ran
          out, 255 an option zenity does not know or this dialog does not take, or a value it refuses
          (one line on stderr, no window)
        examples:
          hud zenity --question --text "Delete <b>all</b> backups?" --default-cancel && rm -r backups
          name=$(zenity --entry --title Rename --text "New name:" --entry-text "$old")
          zenity --forms --text Account --add-entry Name --add-password Password --separator=,
          ls | zenity --list --column File --title Open
          day=$(zenity --calendar --date-format=%Y-%m-%d) && volume=$(zenity --scale --value=50 --step=5)
          color=$(zenity --color-selection --color=SlateBlue)
          (echo 10; echo '#Copying'; sleep 1; echo 100) | zenity --progress --auto-close
          zenity --text-info --filename=LICENSE --checkbox="I accept the terms" || exit 1
        """

    /// The version scripts that ask `zenity --version` compare against: the zenity this follows.
    static let zenityVersion = "3.44.0"

    static func run(_ words: [String]) throws -> Int32 {
        if words == ["--version"] {
            StandardStream.write(zenityVersion + "\n", to: STDOUT_FILENO)
            return ExitStatus.ok
        }
        let commandLine = try ZenityCommandLine(words)
        if commandLine.dialog == .progress { return try ZenityProgress(commandLine).run() }
        if commandLine.dialog == .notification { return try ZenityNotification.run(commandLine) }
        if commandLine.dialog == .textInfo { return try ZenityTextInfo.run(commandLine) }
        if commandLine.dialog == .fileSelection { return try ZenityFileSelection.run(commandLine) }
        if ZenityListStdin.isRead(by: commandLine) { return try showListReadingStdin(words, commandLine) }
        let request = try ShowRequest(zenity: try ZenityDialog(commandLine))
        if commandLine.dialog == .calendar || commandLine.has("print-partial") {
            // The day is printed in the caller's locale (zenity's %x), which the daemon does not share;
            // a scale's partial values are printed as they change, which only this process can.
            setlocale(LC_TIME, "")
            try FacadeDisplay.open()
            return ShowCommand.runInProcess(request)
        }
        if let status = DaemonClient.exchange(DaemonMessage.Request(argv: [name] + words)) { return status }
        try FacadeDisplay.open()
        return ShowCommand.runInProcess(request)
    }

    /// A list whose rows come from stdin, shown by this process (the daemon has no stdin to read)
    /// with the rows already there, the others added as they arrive.
    private static func showListReadingStdin(_ words: [String], _ commandLine: ZenityCommandLine) throws -> Int32 {
        var stdin = ZenityListStdin(commandLine)
        let withCells = words + (words.contains("--") ? [] : ["--"]) + stdin.readyCells()
        let request = try ShowRequest(zenity: try ZenityDialog(ZenityCommandLine(withCells)))
        try FacadeDisplay.open()
        return ShowCommand.runInProcess(request) { [stdin] alert in
            _ = SystemThread(name: "hud zenity list stdin") {
                var stdin = stdin
                while let (rows, checked) = stdin.nextRows() { alert.append(.rows(rows, marked: checked)) }
            }
        }
    }

    /// The alert a zenity command line shows, for the daemon; the progress dialog reads stdin, which
    /// only the caller's process can.
    static func alertDialog(_ words: [String], language: Words) throws(ZenityUsageError) -> ZenityDialog {
        let commandLine = try ZenityCommandLine(words)
        guard ZenityDialog.alertDialogs.contains(commandLine.dialog) else {
            throw ZenityUsageError(
                message: "hud zenity: --\(commandLine.dialog.rawValue) reads stdin; run it in its own process")
        }
        return try ZenityDialog(commandLine, words: language)
    }
}
