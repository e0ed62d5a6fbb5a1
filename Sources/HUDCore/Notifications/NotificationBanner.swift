/// One desktop notification as HUDKit shows it: an iOS notification banner. Plain data; the
/// notification server (D-Bus) builds it, a `BannerPresenting` puts it on screen.
public struct NotificationBanner: Hashable, Sendable {
    /// The sending application's name, shown beside its icon on the first line.
    public var appName: String
    /// The application's icon, drawn at 20 pt with rounded corners; nil draws none.
    public var appIcon: BannerImage?
    /// The first line under the header, semibold.
    public var summary: String
    /// The body, as runs of the markup subset the server accepts; at most four lines are shown.
    public var body: [StyledTextRun]
    /// A thumbnail on the right (the notification's image hint); nil draws none.
    public var image: BannerImage?
    /// Buttons under the body, in order; the `default` action is not among them.
    public var actions: [BannerAction]
    /// Whether a click on the banner itself invokes the `default` action (else it dismisses).
    public var hasDefaultAction: Bool
    /// Critical banners look distinct and never expire.
    public var urgency: NotificationUrgency

    public init(
        appName: String, appIcon: BannerImage? = nil, summary: String, body: [StyledTextRun] = [],
        image: BannerImage? = nil, actions: [BannerAction] = [], hasDefaultAction: Bool = false,
        urgency: NotificationUrgency = .normal
    ) {
        self.appName = appName
        self.appIcon = appIcon
        self.summary = summary
        self.body = body
        self.image = image
        self.actions = actions
        self.hasDefaultAction = hasDefaultAction
        self.urgency = urgency
    }
}

/// The freedesktop urgency levels (the `urgency` hint's byte).
public enum NotificationUrgency: UInt8, Hashable, Sendable {
    case low = 0
    case normal = 1
    case critical = 2
}

/// A button on a banner: the key the server reports in `ActionInvoked`, and its label.
public struct BannerAction: Hashable, Sendable {
    public var key: String
    public var label: String

    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}

/// A run of body text with the markup subset's styles (`<b> <i> <u> <a href>`).
public struct StyledTextRun: Hashable, Sendable {
    public var text: String
    public var bold: Bool
    public var italic: Bool
    public var underline: Bool
    /// The target of an `<a href>`; the run is drawn as a link.
    public var link: String?

    public init(
        _ text: String, bold: Bool = false, italic: Bool = false, underline: Bool = false,
        link: String? = nil
    ) {
        self.text = text
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.link = link
    }
}

/// Decoded pixels: straight (not premultiplied) RGBA, 4 bytes a pixel, rows packed with no padding.
/// Loaders scale images down to at most `maximumSide` pixels a side before they get here.
public struct BannerImage: Hashable, Sendable {
    public static let maximumSide = 256

    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    /// nil unless `1...maximumSide` bounds both sides and `rgba` holds exactly width × height × 4 bytes.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height),
            rgba.count == width * height * 4
        else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// When a banner leaves by itself.
public enum BannerExpiry: Hashable, Sendable {
    /// Stays until the user or the server closes it.
    case never
    /// Leaves after this many seconds on screen; time with the pointer over the banner does not count.
    case after(seconds: Double)
}

/// Why a banner left: the Desktop Notifications Specification's `NotificationClosed` reasons.
public enum BannerCloseReason: UInt32, Hashable, Sendable {
    case expired = 1
    case dismissedByUser = 2
    case closedByCall = 3
    case undefined = 4
}

/// What a banner reports back to whoever posted it.
public enum BannerEvent: Hashable, Sendable {
    /// A click on an action button, or on the banner itself (`key` "default").
    case actionInvoked(id: UInt32, key: String)
    /// The banner has left, for `reason`; every posted id gets exactly one of these.
    case closed(id: UInt32, reason: BannerCloseReason)
}

/// Shows notification banners: a stack of them at a corner of a monitor, newest on top.
/// Callable from any thread; events arrive on the presenter's own thread.
public protocol BannerPresenting: Sendable {
    /// Shows `banner` under `id`, or updates the banner already shown under `id` in place.
    func post(id: UInt32, banner: NotificationBanner, expiry: BannerExpiry)
    /// Takes the banner `id` away; its `closed` event carries `reason`. Unknown ids are ignored.
    func close(id: UInt32, reason: BannerCloseReason)
    /// Where `actionInvoked` and `closed` events go; replaces the handler set before.
    func setEventHandler(_ handler: @escaping @Sendable (BannerEvent) -> Void)
}
