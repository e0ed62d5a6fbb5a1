import HUDDaemonLink

/// `hud --help`, and what each command's `--help` shares: display options, exit statuses.
enum Help {
    static let top = """
        usage: hud COMMAND [options]        (hud COMMAND --help for each; hud --version)
        \(commandList)
        HUDs and toasts return at once and stay up in the daemon (started on first use, gone when idle);
        one shared HUD morphs between loading, status, success, error and info, like SVProgressHUD.
        Alerts, cards and sheets wait for the answer. HUD_NO_DAEMON=1 runs everything in the calling
        process, which then waits for its overlay.
        display: the Wayland compositor where WAYLAND_DISPLAY is set (it must offer the layer shell:
          sway, Hyprland, KDE…), else the X server DISPLAY names; HUD_BACKEND=x11|wayland chooses
        \(exitStatuses)
        config: $XDG_CONFIG_HOME/hud/config (~/.config/hud/config) holds option defaults, for example
          style = dark / position = top / [alert] timeout = 60; the command line wins (see README)
        """

    /// A line for each verb, in `VerbTable`'s order, its name padded to a column; verbs side by side
    /// with one summary share a line.
    static var commandList: String {
        var lines: [(names: [String], summary: String)] = []
        for verb in VerbTable.all {
            if let last = lines.last, last.summary == verb.summary {
                lines[lines.count - 1].names.append(verb.name)
            } else {
                lines.append(([verb.name], verb.summary))
            }
        }
        return lines.map { names, summary in
            let label = names.joined(separator: ", ")
            let gap = label.count < 12 ? 12 - label.count : names.count == 1 ? 2 : 3
            return "  " + label + String(repeating: " ", count: gap) + summary
        }.joined(separator: "\n")
    }

    static let exitStatuses = """
        exit status: 0 chosen / OK, 1 cancel, Escape or interrupted, 5 timeout, 2 usage or config error,
          255 runtime error (no display, X server or compositor lost)
        """

    static let displayOptions = """
          --monitor pointer|primary|focused|N  which monitor (default: the one under the pointer)
          --scale S                    device pixels per point (default: Xft.dpi / 96)
          --style auto|light|dark      appearance (default: auto: dark HUDs; alerts, sheets and
                                       the OSD light or dark as the desktop prefers)
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

}

/// A command's `--help` as the command's own type holds it: what it does, its own options and
/// examples; `usage(for:)` adds the options and exit statuses it shares with the others.
struct CommandHelp: Sendable {
    let synopsis: String
    let options: String
    let examples: String

    /// The whole `hud COMMAND --help` text.
    func usage(for command: String) -> String {
        var common = Help.displayOptions
        if OverlayArguments.detailedKinds.contains(command) { common += "\n" + Help.detailsOption }
        if OverlayArguments.placedKinds.contains(command) || command == "run" {
            common += "\n" + Help.placementOptions
        }
        if command != "run", command != "osd" { common += "\n" + Help.timeoutOption }
        return """
            usage: \(synopsis)
            \(options.isEmpty ? "" : options + "\n")\(common)
            \(Help.exitStatuses)
            examples:
            \(examples)
            """
    }
}
