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
          --progress                               the progress HUD fed on stdin (numbers, #text, pulsate:)
          --notification                           a notification, through org.freedesktop.Notifications
          zenity's list, scale, calendar, text-info, file-selection and color-selection
          dialogs are not shown yet: they exit 255 saying so.
        general options: --title --width --height --timeout --ok-label --cancel-label --extra-button
          --modal --attach --window-icon (--title names the window; --width, --height, --modal,
          --attach and --window-icon are accepted and change nothing)
        question: --default-cancel --no-wrap --no-markup --ellipsize --switch --icon-name
        entry: --text --entry-text --hide-text    password: --username
        forms: --text --add-entry LABEL --add-password LABEL --add-combo LABEL --combo-values 'A|B'
          --add-calendar LABEL --forms-date-format FORMAT --add-list LABEL --list-values 'A|B'
          --column-values 'A|B' --show-header --separator SEP (Return moves to the next row; a combo,
          calendar or list row is a picker: the arrows and Space choose)
        progress: --text --percentage --pulsate --auto-close --auto-kill --no-cancel --time-remaining
        notification: --text --hint NAME:VALUE --listen (stdin lines message:TEXT, tooltip:TEXT, icon:NAME)
        exit status: 0 OK, 1 Cancel, Escape or an --extra-button (its label printed), 5 --timeout ran
          out, 255 an option zenity does not know or this dialog does not take (one line on stderr,
          no window)
        examples:
          hud zenity --question --text "Delete <b>all</b> backups?" --default-cancel && rm -r backups
          name=$(zenity --entry --title Rename --text "New name:" --entry-text "$old")
          zenity --forms --text Account --add-entry Name --add-password Password --separator=,
          (echo 10; echo '#Copying'; sleep 1; echo 100) | zenity --progress --auto-close
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
        let request = try ShowRequest(zenity: try ZenityDialog(commandLine))
        if let status = DaemonClient.exchange(DaemonMessage.Request(argv: [name] + words)) { return status }
        try FacadeDisplay.open()
        return ShowCommand.runInProcess(request)
    }

    /// The alert a zenity command line shows, for the daemon; the progress dialog reads stdin, which
    /// only the caller's process can.
    static func alertDialog(_ words: [String]) throws(ZenityUsageError) -> ZenityDialog {
        let commandLine = try ZenityCommandLine(words)
        guard ZenityDialog.alertDialogs.contains(commandLine.dialog) else {
            throw ZenityUsageError(
                message: "hud zenity: --\(commandLine.dialog.rawValue) reads stdin; run it in its own process")
        }
        return try ZenityDialog(commandLine)
    }
}
