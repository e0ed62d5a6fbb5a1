import HUDKit
import HUDNotificationServer
import HUDNotifications
import HUDSystem

/// `osd volume N [--muted]`, `osd brightness N`, `osd level N [--icon FILE|NAME] [--label TEXT]`
/// → a level HUD. A level outside 0–100 is clamped (a script's arithmetic may overshoot); one that
/// is not a number is a usage error.
enum LevelArguments {
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
