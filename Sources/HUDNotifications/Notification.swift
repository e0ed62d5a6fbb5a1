import HUDCore

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
    public var hints: NotificationHints
    public var banner: NotificationBanner
    public var expiry: BannerExpiry
    /// When it arrived or was last replaced, on the board's clock (seconds).
    public var received: Double
    /// When it closed, on the board's clock; nil while it is open.
    public var closed: Double?

    /// Whether it goes into the history when it closes: transient ones do not.
    public var keepsInHistory: Bool { !hints.transient }

    /// Builds the notification for `request`; the images come from `images`, and faults from
    /// broken parts (which are left out) go to `faults`.
    init(id: UInt32, request: NotifyRequest, images: any ImageLoading, received: Double, faults: inout [String]) {
        self.id = id
        self.received = received
        appName = request.appName.prefix(scalars: NotificationLimits.lineScalars)
        summary = request.summary.prefix(scalars: NotificationLimits.lineScalars)
        iconName = request.appIcon.prefix(scalars: NotificationLimits.lineScalars)
        hints = NotificationHints(request.hints)
        if let fault = hints.imageFault { faults.append(fault) }
        if let fault = hints.valueFault { faults.append(fault) }
        let runs = BodyMarkupParser.runs(request.body.prefix(scalars: NotificationLimits.bodyScalars))
        bodyText = BodyMarkupParser.plainText(runs)
        let (buttons, hasDefault) = Self.actions(request.actions)

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
        banner = NotificationBanner(
            appName: appName, appIcon: icon, summary: summary, body: runs, image: image,
            actions: buttons, hasDefaultAction: hasDefault, urgency: hints.urgency, value: hints.value)
        expiry = ExpiryPolicy.expiry(
            timeout: request.expireTimeout, urgency: hints.urgency,
            text: summary + " " + bodyText)
    }

    /// Whether `newer` takes this one's place by its tag: dunst's rule, the same non-empty tag from
    /// the same app, so two apps that both tag theirs "volume" do not replace each other's.
    func isReplaced(byTagOf newer: Notification) -> Bool {
        guard let tag = hints.tag else { return false }
        return id != newer.id && tag == newer.hints.tag && appName == newer.appName
    }

    /// Buttons from the alternating keys and labels (a trailing key without a label is dropped), at
    /// most `NotificationLimits.buttons`; whether a `default` key came among them.
    static func actions(_ list: [String]) -> (buttons: [BannerAction], hasDefault: Bool) {
        var buttons: [BannerAction] = []
        var hasDefault = false
        for pair in stride(from: 0, to: list.count - 1, by: 2) {
            let key = list[pair]
            if key == "default" {
                hasDefault = true
            } else if buttons.count < NotificationLimits.buttons, !key.isEmpty {
                let label = list[pair + 1].prefix(scalars: NotificationLimits.labelScalars)
                buttons.append(
                    BannerAction(
                        key: key.prefix(scalars: NotificationLimits.labelScalars),
                        label: label.isEmpty ? key : label))
            }
            if hasDefault, buttons.count == NotificationLimits.buttons { break }
        }
        return (buttons, hasDefault)
    }
}
