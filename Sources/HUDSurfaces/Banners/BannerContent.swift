import HUDCore

/// One desktop notification as HUDKit shows it: an iOS notification banner. Plain data; the
/// notification server (D-Bus) builds it, a `BannerPresenting` puts it on screen.
public struct BannerContent: Hashable, Sendable {
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
    /// The reply field's placeholder (the `x-kde-reply-placeholder-text` hint), when an action
    /// with key `BannerAction.inlineReplyKey` opens one; nil shows "Reply".
    public var replyPlaceholder: String?
    /// Whether a click on the banner itself invokes the `default` action (else it dismisses).
    public var hasDefaultAction: Bool
    /// Critical banners look distinct and never expire.
    public var urgency: NotificationUrgency
    /// A bar under the text filled to this percentage (0…100, clamped when drawn); nil draws none.
    public var value: Int?
    /// Light or dark against the stack's own appearance; nil takes the stack's.
    public var appearance: Appearance?
    /// The stack it joins; nil the default stack's position.
    public var position: BannerPosition?

    public init(
        appName: String, appIcon: BannerImage? = nil, summary: String, body: [StyledTextRun] = [],
        image: BannerImage? = nil, actions: [BannerAction] = [], hasDefaultAction: Bool = false,
        urgency: NotificationUrgency = .normal, value: Int? = nil, appearance: Appearance? = nil,
        position: BannerPosition? = nil, replyPlaceholder: String? = nil
    ) {
        self.appName = appName
        self.appIcon = appIcon
        self.summary = summary
        self.body = body
        self.image = image
        self.actions = actions
        self.hasDefaultAction = hasDefaultAction
        self.urgency = urgency
        self.value = value
        self.appearance = appearance
        self.position = position
        self.replyPlaceholder = replyPlaceholder
    }

    /// What an empty reply field shows, and a screen reader names it: the placeholder, else "Reply"
    /// in `words`' language.
    package func shownReplyPlaceholder(_ words: Words) -> String {
        replyPlaceholder ?? words("Reply")
    }
}
