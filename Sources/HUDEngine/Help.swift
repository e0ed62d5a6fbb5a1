/// `hud --help` and each command's `--help`: what it does, its options, exit statuses and examples.
enum Help {
    static let top = """
        usage: hud COMMAND [options]        (hud COMMAND --help for each; hud --version)
          toast       a short message that fades in and out
          status      text alone, in a HUD card
          loading     a spinner over a dimmed monitor, until hud hide, another HUD, or --for S
          success, error, info   a checkmark, cross or info mark with text
          progress    a progress HUD fed on stdin (zenity --progress style)
          osd         a volume, brightness or other level in 16 segments, changed in place by the next call
          run         a spinner while a command runs, then success or error
          alert       the system alert: buttons and text fields
          card        the rounded card with a sure and a cancel button
          sheet       an action sheet; choices from stdin (rofi -dmenu style) or --action
          render      draw one overlay into a PNG, no display needed
          hide        hide the HUD an earlier call left up (--all: alerts too)
          daemon      the per-user, per-X-server server that keeps HUDs up between calls
          notifications  list, close, act on or pause the desktop notifications (hud daemon --notifications)
          bench       time a repaint of every variant (build with -c release)
        HUDs and toasts return at once and stay up in the daemon (started on first use, gone when idle);
        one shared HUD morphs between loading, status, success, error and info, like SVProgressHUD.
        Alerts, cards and sheets wait for the answer. HUD_NO_DAEMON=1 runs everything in the calling
        process, which then waits for its overlay.
        \(exitStatuses)
        config: $XDG_CONFIG_HOME/hud/config (~/.config/hud/config) holds option defaults, for example
          style = dark / position = top / [alert] timeout = 60; the command line wins (see README)
        """

    static let exitStatuses = """
        exit status: 0 chosen / OK, 1 cancel, Escape or interrupted, 5 timeout, 2 usage or config error,
          255 runtime error (no display, X server lost)
        """

    static let displayOptions = """
          --monitor pointer|primary|focused|N  which monitor (default: the one under the pointer)
          --scale S                    device pixels per point (default: Xft.dpi / 96)
          --style light|dark           appearance (default: dark HUDs, light alerts)
          --font FILE                  set text in this font file's family (absolute or ~/ path);
                                       the pinned Inter, DejaVu Sans and WenQuanYi Micro Hei still
                                       cover what it lacks
          --blur auto|own|compositor|off
                                       blur what lies beneath the card: own (HUDKit's), compositor
                                       (a compositor set to blur, as picom can be), off; default
                                       auto: the compositor's where it is known to blur (KWin, a
                                       picom whose settings say so), else own
        """

    static let timeoutOption = """
          --timeout S                  give up after S seconds: the overlay leaves, exit 5
        """

    static let detailsOption = """
          --details TEXT               smaller text under the label, wrapped (MBProgressHUD's details)
        """

    static let placementOptions = """
          --position P                 center, top, bottom, left, right, top-left, top-right,
                                       bottom-left or bottom-right (20 pt from the edges)
          --mask none|clear|black|gradient   what covers the monitor (clear: invisible, catches clicks)
          --blocking                   swallow every click on the monitor while shown
        """

    /// The usage of a show command, `progress` or `run`; nil for other commands.
    static func usage(for command: String) -> String? {
        guard let (synopsis, options, examples) = parts(of: command) else { return nil }
        var common = displayOptions
        if OverlayArguments.detailedKinds.contains(command) { common += "\n" + detailsOption }
        if OverlayArguments.placedKinds.contains(command) || command == "run" { common += "\n" + placementOptions }
        if command != "run", command != "osd" { common += "\n" + timeoutOption }
        return """
            usage: \(synopsis)
            \(options.isEmpty ? "" : options + "\n")\(common)
            \(exitStatuses)
            examples:
            \(examples)
            """
    }

    private static func parts(of command: String) -> (String, String, String)? {
        switch command {
        case "toast":
            return (
                "hud toast TEXT [options]\n  fades in, holds (longer for longer text) and fades out; clicks pass through",
                "", "  hud toast \"Saved\""
            )
        case "status":
            return (
                "hud status TEXT [options]\n  text alone in a HUD card, for a reading time or --hide-after S",
                "  --hide-after S               leave after S seconds", "  hud status \"Copied\" --position top"
            )
        case "success", "error", "info":
            return (
                "hud \(command) [TEXT] [options]\n  a \(["success": "checkmark", "error": "cross", "info": "info mark"][command]!) HUD; leaves after a reading time or --hide-after S",
                "  --hide-after S               leave after S seconds",
                "  hud \(command) \"Backup \(command == "error" ? "failed" : "done")\" --hide-after 2"
            )
        case "loading":
            return (
                "hud loading [TEXT] [options]\n  a spinner over a dimmed monitor that swallows clicks; returns at once and stays\n"
                    + "  until hud hide, another HUD call (it morphs), or --for S",
                "  --for S                      leave after S seconds",
                "  hud loading \"Syncing…\"; rsync …; hud success \"Synced\" --hide-after 1.5\n"
                    + "  hud loading --mask none --position bottom-right; make; hud hide"
            )
        case "osd":
            return (
                """
                hud osd volume|brightness|level N [options]
                       hud osd volume|brightness|level --stdin [options] < LEVELS
                  the level HUD (iOS's volume square, as xob and wob): a speaker, a sun, or an icon
                  and a label above 16 segments, in the monitor's lower part. Returns at once; a call
                  while one is up changes it in place and it leaves S seconds after the last call.
                  N is 0–100 (outside is clamped); clicks pass through and the keyboard stays free.
                  With --stdin, a level a line, as xob and wob read them: 42, or 42! or "42 muted"
                  for a muted volume. Each line changes the OSD in place; lines that come faster
                  than it can be shown are coalesced to the latest. Malformed lines are skipped with
                  a warning on stderr. At the end of input hud exits 0 and the OSD leaves by itself.
                  A FIFO read with < "$FIFO" ends when its writer closes it; to outlast writers that
                  come and go, open it read and write (<> "$FIFO") or read it through tail -f.
                """,
                """
                  --stdin                      read the levels from stdin, one a line (see above)
                  --muted                      volume: a slashed speaker (with --stdin, a line says so)
                  --icon FILE|NAME             level: a PNG or SVG file (absolute or ~/) or an icon
                                               theme name (audio-volume-high, display-brightness, …)
                  --label TEXT                 level: one line under the icon
                  --hide-after S               leave S seconds after the last call (default 1)
                  --position P                 center, top, bottom, left, right, top-left, top-right,
                                               bottom-left or bottom-right (default: the lower part)
                """,
                "  hud osd volume 42; hud osd volume 0 --muted; hud osd brightness 70\n"
                    + "  hud osd level 30 --icon ~/mic.png --label Microphone --hide-after 2\n"
                    + "  FIFO=$XDG_RUNTIME_DIR/hud-volume; mkfifo \"$FIFO\"; hud osd volume --stdin <> \"$FIFO\" &\n"
                    + "  echo 55 > \"$FIFO\"; echo '0 muted' > \"$FIFO\"   # writers may come and go"
            )
        case "progress":
            return (
                """
                hud progress [TEXT] [options] < LINES
                  a progress HUD fed on stdin like zenity --progress: a number 0–100 sets the value,
                  #TEXT the label, pulsate:true|false a spinner instead; end of input completes it.
                  Its Cancel button, or Escape, cancels it: exit 1 at once, stdin is no longer read,
                  and a writer that goes on writing gets SIGPIPE (the keyboard is taken while it shows).
                  Malformed lines are skipped with a warning on stderr.
                """,
                """
                  --auto-close                 leave as soon as the value reaches 100
                  --no-cancel                  no Cancel button; Escape does nothing (the keyboard stays free)
                  --percentage N               the value to start at (default 0)
                  --indicator annular|round|bar|pie   the indicator's look (default annular)
                  --pulsate                    start with a spinner
                """,
                "  (echo 10; echo '#Copying'; sleep 1; echo 60; sleep 1; echo 100) | hud progress --auto-close\n"
                    + "  rsync --info=progress2 … | awk '{print $2+0}' | hud progress \"Syncing\" --indicator bar"
            )
        case "run":
            return (
                """
                hud run [options] -- CMD [ARGS…]
                  a spinner while CMD runs, then a checkmark (exit 0) or a cross; hud exits with CMD's
                  status (128 + N if signal N ended it; 127 not found, 126 cannot run). CMD's stdin,
                  stdout and stderr are hud's. SIGINT or SIGTERM to hud sends SIGTERM to CMD's
                  process group; a second within 3 s sends SIGKILL (a CMD that ignores SIGTERM).
                  SIGHUP is passed on to it. CMD is lent the terminal when it reads it.
                  The spinner and the result are the daemon's shared HUD: hud exits with CMD and
                  leaves the result up. Without a display CMD still runs, with a warning.
                """,
                """
                  --status TEXT                the spinner's label
                  --success TEXT               the label after exit 0 (default none)
                  --failure TEXT               the label after a failure (default "Exit status N")
                  --cancel                     a Cancel button: a click sends SIGTERM to CMD as a first
                                               SIGINT would (hud exits with CMD's status, 143 if it died
                                               of it); the HUD is then this process's, not the daemon's
                """,
                "  hud run --status \"Building…\" --success Built -- make -j4\n  hud run -- sh -c 'sleep 2; exit 3'; echo $?   # 3"
            )
        case "alert":
            return (
                """
                hud alert [MESSAGE] [options]
                  the system alert; prints the chosen button's title (or --print-index) and, on the
                  next line, the field values joined by --separator
                """,
                """
                  --title T --message M
                  --action TEXT[:default|cancel|destructive]   a button (repeatable; default one OK)
                  --preferred TITLE            drawn semibold, answers Return
                  --field NAME                 a text field (placeholder NAME); up to 2 fields
                  --secure-field NAME          a password field (never logged)
                  --print-index                print the button's index (from 0) instead of its title
                  --separator S                joins field values (default |)
                """,
                """
                  hud alert --title "Sign in" --field User --secure-field Password --action Cancel:cancel --action "Sign In"
                  hud alert --title "Quit?" --action Quit:destructive --action Stay:cancel --print-index
                """
            )
        case "card":
            return (
                """
                hud card [MESSAGE] [options]
                  the rounded card with a sure and a cancel button, after XLAlertView; prints the chosen
                  button's title (or --print-index: 0 cancel, 1 sure)
                """,
                """
                  --title T --message M
                  --sure TEXT --cancel TEXT    the right and left buttons (each optional)
                  --print-index                print 0 (cancel) or 1 (sure) instead of the title
                """,
                "  hud card --title \"Delete?\" --message \"This cannot be undone.\" --sure Delete --cancel Cancel"
            )
        case "sheet":
            return (
                """
                hud sheet [MESSAGE] [options] [< CHOICES]
                  an action sheet. Without --action or --choice, and when stdin is not a terminal, its non-empty
                  lines are the choices (rofi -dmenu style). Prints the chosen line (or --print-index:
                  its index from 0, in the order stdin lines, then --destructive, then --cancel).
                """,
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
                "  printf 'Copy\\nMove\\n' | hud sheet --title \"File\" --destructive Delete --cancel Cancel\n"
                    + "  ls | hud sheet --print-index --cancel Cancel"
            )
        default:
            return nil
        }
    }
}
