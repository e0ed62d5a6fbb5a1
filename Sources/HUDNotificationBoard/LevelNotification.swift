import HUDCore
import HUDSurfaces

/// A notification that stands for a level, as volume and brightness scripts send one for dunst:
/// a `value` and a replace tag (`notify-send -h int:value:42 -h string:x-dunst-stack-tag:volume
/// Volume`). The server shows it as the level HUD instead of a banner (`NotificationBoard`'s
/// `levels`). It takes both: a value alone is a progress bar (a download, a build) and belongs on a
/// banner, and a tag alone is any notice that replaces its predecessor.
public enum LevelNotification {
    /// What a level notification stands for, read from its words.
    public enum Guess: Hashable, Sendable {
        case volume(muted: Bool)
        case brightness
        /// Anything else: the notification's icon above its summary.
        case custom
    }

    /// Pixels a side a custom level's icon is read at: its 64 pt box at scale 2.
    public static let iconPixels = 128
    /// Lower-case parts of a word that mean the volume; "mute" too, as scripts name a muted sink
    /// after it (`audio-volume-muted`) rather than after the volume.
    public static let volumeWords = ["volume", "audio", "sound", "speaker", "mute"]
    /// Lower-case parts of a word that mean the screen's brightness (`display-brightness`,
    /// `xbacklight`).
    public static let brightnessWords = ["bright", "backlight"]

    /// The level HUD `notification` shows as, or nil when it is a banner. A custom level's icon is
    /// read through `images` (an icon that does not load is left out, as a banner's is). A positive
    /// `expire_timeout` is how long it stays; otherwise it stays as long as any level HUD. A rule's
    /// `show-as` decides first: `banner` never, `osd` whenever there is a value, tag or not.
    public static func model(
        for notification: Notification, expireTimeout: Int32, images: any ImageLoading
    ) -> LevelHUDModel? {
        guard notification.presentation != .banner, let value = notification.hints.value,
            let tag = notification.hints.tag ?? (notification.presentation == .osd ? "" : nil)
        else { return nil }
        let iconNames = [notification.iconName, notification.hints.imagePath ?? ""].filter { !$0.isEmpty }
        var model: LevelHUDModel
        switch guess(
            tag: tag, category: notification.hints.category, iconNames: iconNames, summary: notification.summary)
        {
        case .volume(let muted): model = .volume(Double(value), muted: muted)
        case .brightness: model = .brightness(Double(value))
        case .custom:
            model = .level(
                Double(value), icon: icon(notification, names: iconNames, images: images),
                label: line(notification.summary))
        }
        if expireTimeout > 0 { model.hideDelay = Double(expireTimeout) / 1000 }
        return model
    }

    /// The kind from the tag, the category, the icon names and the summary, case-insensitive, in
    /// that order: the first of them that names the volume or the brightness decides (the tag is
    /// the most deliberate; a summary may say anything). Muted volume is what an icon name or the
    /// summary says: "mute" or "muted", but not "unmute" or "unmuted".
    public static func guess(tag: String, category: String?, iconNames: [String], summary: String) -> Guess {
        let fields = ([tag, category ?? ""] + iconNames + [summary]).map { $0.lowercased() }
        for field in fields {
            if volumeWords.contains(where: { field.contains($0) }) {
                let muted = (iconNames + [summary]).contains { says(muted: $0.lowercased()) }
                return .volume(muted: muted)
            }
            if brightnessWords.contains(where: { field.contains($0) }) { return .brightness }
        }
        return .custom
    }

    private static func says(muted text: String) -> Bool {
        text.contains("mute") && !text.contains("unmute")
    }

    /// The icon by name (the app icon first, then `image-path`), else the image data sent.
    private static func icon(_ notification: Notification, names: [String], images: any ImageLoading) -> BannerImage? {
        for name in names {
            if case .success(let image) = images.image(for: name, pixels: iconPixels) { return image }
        }
        return notification.hints.image
    }

    /// The label is one line: a summary's line breaks become spaces.
    private static func line(_ summary: String) -> String {
        String(summary.map { $0.isNewline ? " " : $0 })
    }
}
