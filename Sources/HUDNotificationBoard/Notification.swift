import HUDCore
import HUDSurfaces

/// One notification the server holds: what a `Notify` call asked for after limits and policy, and
/// the banner it shows as.
public struct Notification: Hashable, Sendable {
    public let id: UInt32
    public var appName: String
    public var summary: String
    /// `app_icon` as sent: a path, `file://` URI or icon name; empty for none.
    public var iconName: String
    /// The body without markup.
    public var bodyText: String
    /// What the client called its `default` action (no button shows it: a click on the banner takes
    /// it); empty without one.
    public var defaultActionLabel: String
    public var hints: NotificationHints
    public var banner: BannerContent
    public var expiry: BannerExpiry
    /// When it arrived or was last replaced, on the board's clock (seconds).
    public var received: Double
    /// When it closed, on the board's clock; nil while it is open.
    public var closed: Double?
    /// Whether it goes into the history once closed: not when transient, nor when a rule says so.
    /// The history asks this rather than deciding itself, wherever it keeps them.
    public var keepsInHistory: Bool
    /// A rule's `skip`: never shown; closed as soon as its id is given.
    public var isSkipped = false
    /// A rule's `show-as`; nil decides by the notification (`LevelNotification`).
    public var presentation: RuleEffect.Presentation?
    /// The rule that changed it, if one did.
    public var rule: String?

    /// Builds the notification for `request`; the images come from `images`, and faults from
    /// broken parts (which are left out) go to `faults`.
    init(id: UInt32, request: NotifyRequest, images: any ImageLoading, received: Double, faults: inout [String]) {
        self.id = id
        self.received = received
        appName = request.appName.prefix(scalars: NotificationLimits.lineScalars)
        summary = request.summary.prefix(scalars: NotificationLimits.lineScalars)
        iconName = request.appIcon.prefix(scalars: NotificationLimits.lineScalars)
        hints = NotificationHints(request.hints)
        keepsInHistory = !hints.transient
        if let fault = hints.imageFault { faults.append(fault) }
        if let fault = hints.valueFault { faults.append(fault) }
        let runs = BodyMarkupParser.runs(request.body.prefix(scalars: NotificationLimits.bodyScalars))
        bodyText = BodyMarkupParser.plainText(runs)
        let (buttons, defaultLabel) = Self.actions(request.actions)
        defaultActionLabel = defaultLabel ?? ""

        var icon: BannerImage?
        for name in [request.appIcon, hints.desktopEntry ?? ""] where !name.isEmpty && icon == nil {
            switch images.image(for: name, pixels: NotificationLimits.iconPixels) {
            case .success(let image): icon = image
            case .failure(let fault): faults.append("app icon \"\(name)\": \(fault)")
            }
        }
        var image = hints.image
        if image == nil, let path = hints.imagePath, !path.isEmpty {
            switch images.image(for: path, pixels: BannerImage.maximumSide) {
            case .success(let loaded): image = loaded
            case .failure(let fault): faults.append("image-path \"\(path)\": \(fault)")
            }
        }
        banner = BannerContent(
            appName: appName, appIcon: icon, summary: summary, body: runs, image: image,
            actions: buttons, hasDefaultAction: defaultLabel != nil, urgency: hints.urgency, value: hints.value,
            replyPlaceholder: hints.replyPlaceholder.map { $0.prefix(scalars: NotificationLimits.lineScalars) })
        expiry = ExpiryPolicy.expiry(
            timeout: request.expireTimeout, urgency: hints.urgency,
            text: summary + " " + bodyText)
    }

    /// Every action it offers: the default one first (a click on the banner), then the buttons.
    public var offeredActions: [BannerAction] {
        (banner.hasDefaultAction ? [BannerAction(key: "default", label: defaultActionLabel)] : []) + banner.actions
    }

    /// Whether `newer` takes this one's place by its tag: dunst's rule, the same non-empty tag from
    /// the same app, so two apps that both tag theirs "volume" do not replace each other's.
    func isReplaced(byTagOf newer: Notification) -> Bool {
        guard let tag = hints.tag else { return false }
        return id != newer.id && tag == newer.hints.tag && appName == newer.appName
    }

    /// Buttons from the alternating keys and labels (a trailing key without a label is dropped), at
    /// most `NotificationLimits.buttons`; the label of the first `default` key, nil when none came.
    static func actions(_ list: [String]) -> (buttons: [BannerAction], defaultLabel: String?) {
        var buttons: [BannerAction] = []
        var defaultLabel: String?
        for pair in stride(from: 0, to: list.count - 1, by: 2) {
            let key = list[pair]
            let label = list[pair + 1].prefix(scalars: NotificationLimits.labelScalars)
            if key == "default" {
                defaultLabel = defaultLabel ?? (label.isEmpty ? key : label)
            } else if buttons.count < NotificationLimits.buttons, !key.isEmpty {
                buttons.append(
                    BannerAction(
                        key: key.prefix(scalars: NotificationLimits.labelScalars), label: label.isEmpty ? key : label))
            }
            if defaultLabel != nil, buttons.count == NotificationLimits.buttons { break }
        }
        return (buttons, defaultLabel)
    }
}
