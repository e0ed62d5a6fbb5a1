/// The `--help` of each kind of overlay `ShowCommand` shows (`osd`'s is `LevelArguments.help`).
extension ShowCommand {
    static let toastHelp = CommandHelp(
        synopsis:
            "hud toast TEXT [options]\n  fades in, holds (longer for longer text) and fades out; clicks pass through",
        options:
            "",
        examples:
            "  hud toast \"Saved\""
    )

    static let statusHelp = CommandHelp(
        synopsis:
            "hud status TEXT [options]\n  text alone in a HUD card, for a reading time or --hide-after S",
        options:
            "  --hide-after S               leave after S seconds",
        examples:
            "  hud status \"Copied\" --position top"
    )

    /// `success`, `error` and `info`: the status HUD with a glyph.
    static func markedHelp(_ command: String) -> CommandHelp {
        CommandHelp(
            synopsis:
                "hud \(command) [TEXT] [options]\n  a \(["success": "checkmark", "error": "cross", "info": "info mark"][command]!) HUD; leaves after a reading time or --hide-after S",
            options:
                "  --hide-after S               leave after S seconds",
            examples:
                "  hud \(command) \"Backup \(command == "error" ? "failed" : "done")\" --hide-after 2"
        )
    }

    static let loadingHelp = CommandHelp(
        synopsis:
            "hud loading [TEXT] [options]\n  a spinner over a dimmed monitor that swallows clicks; returns at once and stays\n"
            + "  until hud hide, another HUD call (it morphs), or --for S",
        options:
            "  --for S                      leave after S seconds",
        examples:
            "  hud loading \"Syncing…\"; rsync …; hud success \"Synced\" --hide-after 1.5\n"
            + "  hud loading --mask none --position bottom-right; make; hud hide"
    )

    static let alertHelp = CommandHelp(
        synopsis:
            """
            hud alert [MESSAGE] [options]
              the system alert; prints the chosen button's title (or --print-index) and, on the
              next line, the field values joined by --separator
              keys: Tab, Shift+Tab through the fields and buttons, the arrows between buttons,
              Return the focused or preferred button, Space the focused one, Escape cancel; in a
              field Left, Right (Ctrl: by words), Home, End, Shift with them selects, Backspace,
              Delete (Ctrl: a word), Ctrl+A all, Ctrl+U clear, Ctrl+C copy, Ctrl+V, Shift+Insert
              or the middle button paste
            """,
        options:
            """
              --title T --message M
              --action TEXT[:default|cancel|destructive]   a button (repeatable; default one OK)
              --preferred TITLE            drawn semibold, answers Return
              --field NAME                 a text field (placeholder NAME); up to 2 fields
              --secure-field NAME          a password field (never logged)
              --print-index                print the button's index (from 0) instead of its title
              --separator S                joins field values (default |)
            """,
        examples:
            """
              hud alert --title "Sign in" --field User --secure-field Password --action Cancel:cancel --action "Sign In"
              hud alert --title "Quit?" --action Quit:destructive --action Stay:cancel --print-index
            """
    )

    static let cardHelp = CommandHelp(
        synopsis:
            """
            hud card [MESSAGE] [options]
              the rounded card with a sure and a cancel button, after XLAlertView; prints the chosen
              button's title (or --print-index: 0 cancel, 1 sure)
            """,
        options:
            """
              --title T --message M
              --sure TEXT --cancel TEXT    the right and left buttons (each optional)
              --print-index                print 0 (cancel) or 1 (sure) instead of the title
            """,
        examples:
            "  hud card --title \"Delete?\" --message \"This cannot be undone.\" --sure Delete --cancel Cancel"
    )

    static let sheetHelp = CommandHelp(
        synopsis:
            """
            hud sheet [MESSAGE] [options] [< CHOICES]
              an action sheet. Without --action or --choice, and when stdin is not a terminal, its non-empty
              lines are the choices (rofi -dmenu style). Prints the chosen line (or --print-index:
              its index from 0, in the order stdin lines, then --destructive, then --cancel).
            """,
        options:
            """
              --title T --message M
              --action TEXT[:style]        a choice instead of stdin (repeatable)
              --choice TEXT                a choice taken literally, as a stdin line is
              --destructive TEXT           a red choice after the others (repeatable)
              --cancel TEXT                the cancel choice, in its own group (exit 1)
              --preferred TITLE            drawn semibold, answers Return
              --anchor X,Y                 beside this point (in points) instead of at the bottom
              --print-index                print the index instead of the line
            """,
        examples:
            "  printf 'Copy\\nMove\\n' | hud sheet --title \"File\" --destructive Delete --cancel Cancel\n"
            + "  ls | hud sheet --print-index --cancel Cancel"
    )
}
