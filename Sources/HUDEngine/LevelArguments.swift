import HUDKit
import HUDNotificationBoard
import HUDNotificationServer
import HUDSystem

/// `osd volume N [--muted]`, `osd brightness N`, `osd level N [--icon FILE|NAME] [--label TEXT]`
/// → a level HUD. A level outside 0–100 is clamped (a script's arithmetic may overshoot); one that
/// is not a number is a usage error.
enum LevelArguments {
    /// `hud osd --help` (`LevelStreamCommand` reads the levels of `--stdin`).
    static let help = CommandHelp(
        synopsis:
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
        options:
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
        examples:
            "  hud osd volume 42; hud osd volume 0 --muted; hud osd brightness 70\n"
            + "  hud osd level 30 --icon ~/mic.png --label Microphone --hide-after 2\n"
            + "  FIFO=$XDG_RUNTIME_DIR/hud-volume; mkfifo \"$FIFO\"; hud osd volume --stdin <> \"$FIFO\" &\n"
            + "  echo 55 > \"$FIFO\"; echo '0 muted' > \"$FIFO\"   # writers may come and go"
    )

    static let kinds = ["volume", "brightness", "level"]
    static let specs: [OptionSpec] = [.flag("muted"), .value("icon"), .value("label")]
    /// The pixels an icon is read at: its 64 pt box at scale 2.
    static let iconPixels = 128

    /// The overlay options an OSD takes; the others' (text, titles, details…) would go unseen.
    private static let accepted: Set = ["muted", "icon", "label", "position", "mask", "blocking"]

    static func model(_ arguments: ParsedArguments) throws(UsageError) -> LevelHUDModel {
        for spec in OverlayArguments.specs where arguments.has(spec.name) && !accepted.contains(spec.name) {
            throw UsageError(message: "--\(spec.name) does not apply to osd")
        }
        let words = Array(arguments.positionals.dropFirst())
        guard let kind = words.first else {
            throw UsageError(message: "osd needs a kind and a level: \(kinds.joined(separator: ", ")) N")
        }
        guard kinds.contains(kind) else {
            throw UsageError(message: "osd kind must be \(kinds.joined(separator: ", ")), got \"\(kind)\"")
        }
        guard words.count >= 2 else { throw UsageError(message: "osd \(kind) needs a level, 0–100") }
        if words.count > 2 { throw UsageError(message: "unexpected argument \"\(words[2])\"") }
        let level = try self.level(words[1])
        if arguments.has("muted"), kind != "volume" { throw UsageError(message: "--muted applies to osd volume only") }
        for option in ["icon", "label"] where arguments.has(option) && kind != "level" {
            throw UsageError(message: "--\(option) applies to osd level only")
        }
        var model: LevelHUDModel
        switch kind {
        case "volume": model = .volume(level, muted: arguments.has("muted"))
        case "brightness": model = .brightness(level)
        default:
            let label = arguments.value("label") ?? ""
            let icon = try arguments.value("icon").map(self.icon)
            guard icon != nil || !label.isEmpty else { throw UsageError(message: "osd level needs --icon or --label") }
            model = .level(level, icon: icon, label: label)
        }
        model.placement = try placement(arguments)
        return model
    }

    /// A number; clamped to 0–100 by the model. NaN and infinities are no level at all.
    static func level(_ text: String) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw UsageError(message: "osd level must be a number 0–100, got \"\(text)\"")
        }
        return value
    }

    /// `--position` alone: an OSD never takes input, so neither a mask nor `--blocking` applies.
    private static func placement(_ arguments: ParsedArguments) throws(UsageError) -> HUDPlacement? {
        for option in ["mask", "blocking"] where arguments.has(option) {
            throw UsageError(message: "--\(option) does not apply to osd, which never takes input")
        }
        guard let name = arguments.value("position") else { return nil }
        guard let position = HUDPosition(parsing: name) else {
            throw UsageError(message: "--position needs one of \(HUDPosition.commandLineNames), got \"\(name)\"")
        }
        return HUDPlacement(position: position)
    }

    /// An absolute file (or under `~/`: the daemon that reads it runs elsewhere) or an icon theme name.
    private static func icon(_ reference: String) throws(UsageError) -> BannerImage {
        var path = reference
        if path.hasPrefix("~/"), let home = ProcessEnvironment.current["HOME"] {
            path = home + path.dropFirst()
        }
        if path.contains("/"), !path.hasPrefix("/") {
            throw UsageError(message: "--icon needs an absolute path (or ~/…) or an icon name, got \"\(reference)\"")
        }
        let environment = ProcessEnvironment.current
        let images = PixbufImages(
            icons: IconLookup(themeName: IconLookup.userThemeName(environment: environment), environment: environment))
        switch images.image(for: path, pixels: iconPixels) {
        case .success(let image): return image
        case .failure(let reason): throw UsageError(message: "--icon \"\(reference)\": \(reason)")
        }
    }
}
