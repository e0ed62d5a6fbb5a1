import HUDCore
import HUDSurfaces

/// The hints of a `Notify` call that HUDKit uses. `x`/`y` are ignored: banners stack at a corner the
/// user chose, as iOS's do. `suppress-sound`, `sound-file` and `sound-name` are accepted and play
/// nothing. Hints of an unexpected type are ignored, as are unknown ones.
public struct NotificationHints: Hashable, Sendable {
    public var urgency: NotificationUrgency = .normal
    public var category: String?
    public var desktopEntry: String?
    /// Decoded from `image-data`, else the deprecated `image_data`, else `icon_data`.
    public var image: BannerImage?
    /// Why the image hint was not used, if it was not.
    public var imageFault: String?
    /// `image-path`: a path, `file://` URI or icon name, used when no image data came.
    public var imagePath: String?
    /// Not kept in the history.
    public var transient = false
    /// Not closed when an action is invoked.
    public var resident = false
    /// `value`: the banner's bar, a percentage clamped to 0…100; nil draws no bar.
    public var value: Int?
    /// Why the `value` hint was not used, if it was not.
    public var valueFault: String?
    /// The replace tag (see `tagKeys`): a notification from the same app with the same tag replaces
    /// this one in place. Never empty: an empty tag is no tag.
    public var tag: String?
    /// `x-kde-reply-placeholder-text`: the reply field's placeholder (KDE Plasma's hint).
    public var replyPlaceholder: String?

    /// The hints that carry a replace tag, in the order dunst reads them: the first non-empty one
    /// counts, and a tag sent under one key matches the same tag sent under another, as in dunst.
    public static let tagKeys = [
        "synchronous", "private-synchronous", "x-canonical-private-synchronous", "x-dunst-stack-tag",
    ]

    public init(_ hints: [String: HintValue]) {
        if let level = hints["urgency"]?.integer {
            urgency = UInt8(exactly: level).flatMap(NotificationUrgency.init(rawValue:)) ?? .normal
        }
        category = hints["category"]?.text
        desktopEntry = hints["desktop-entry"]?.text
        imagePath = hints["image-path"]?.text ?? hints["image_path"]?.text
        transient = hints["transient"]?.truth ?? false
        resident = hints["resident"]?.truth ?? false
        replyPlaceholder = hints["x-kde-reply-placeholder-text"]?.text
        tag = Self.tagKeys.lazy.compactMap { hints[$0]?.text }.first { !$0.isEmpty }
        if let hint = hints["value"] {
            (value, valueFault) = Self.percentage(hint)
        }
        for key in ["image-data", "image_data", "icon_data"] {
            guard let value = hints[key] else { continue }
            guard case .image(let raw) = value else {
                imageFault = "\(key) is not (iiibiiay)"
                break
            }
            switch raw.bannerImage() {
            case .success(let decoded): image = decoded
            case .failure(let fault): imageFault = fault
            }
            break
        }
    }

    /// The spec sends `value` as an int32; Chromium and others send a uint32, and some a byte.
    /// Anything else (a string, a double) would be a guess, so it is dropped, and said so.
    static func percentage(_ hint: HintValue) -> (value: Int?, fault: String?) {
        let number: Int64
        switch hint {
        case .byte(let value): number = Int64(value)
        case .int32(let value): number = Int64(value)
        case .uint32(let value): number = Int64(value)
        default: return (nil, "value is of type \(hint.signature), not i, u or y")
        }
        return (Int(min(max(number, 0), 100)), nil)
    }
}
