import HUDCore

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

    public init(_ hints: [String: HintValue]) {
        if let level = hints["urgency"]?.integer {
            urgency = UInt8(exactly: level).flatMap(NotificationUrgency.init(rawValue:)) ?? .normal
        }
        category = hints["category"]?.text
        desktopEntry = hints["desktop-entry"]?.text
        imagePath = hints["image-path"]?.text ?? hints["image_path"]?.text
        transient = hints["transient"]?.truth ?? false
        resident = hints["resident"]?.truth ?? false
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
}
