import HUDKit

extension Gallery {
    /// The notification banners kept as golden images: each look, the stack, and the motions.
    package static let banners: [BannerSample] =
        [
            BannerSample("banner-plain", [mail]),
            BannerSample("banner-icon", [withIcon]),
            BannerSample(
                "banner-image",
                [
                    banner(
                        "Photos", icon: sampleIcon, "Memories",
                        "A new memory is ready: Summer by the lake.", image: sampleThumbnail)
                ]),
            BannerSample(
                "banner-actions",
                [
                    banner(
                        "make", icon: sampleIcon, "Build done", "All 412 tests passed in 38 s.",
                        actions: [
                            BannerAction(key: "open", label: "Open Log"),
                            BannerAction(key: "later", label: "Later"),
                        ])
                ]),
            BannerSample(
                "banner-markup",
                [
                    BannerContent(
                        appName: "Chat", summary: "Ada <ada@example.org>",
                        body: [
                            StyledTextRun("Bold", bold: true), StyledTextRun(", "),
                            StyledTextRun("italic", italic: true),
                            StyledTextRun(", "), StyledTextRun("underlined", underline: true), StyledTextRun(" and a "),
                            StyledTextRun("link", link: "https://example.org"),
                            StyledTextRun("; <b>literal</b> & stays literal."),
                        ])
                ]),
            BannerSample("banner-cjk", [banner("微信", "商品柜已经满了", "不要再买买买了... 确定要删除此项目吗?")]),
            BannerSample(
                "banner-long-body",
                [
                    banner(
                        "Mail",
                        "Quarterly report: a subject long enough to wrap onto its "
                            + "second line and then be cut",
                        String(
                            repeating: "The body runs on for many lines; only four are "
                                + "shown, the last one ending in an ellipsis. ", count: 4))
                ]),
            BannerSample("banner-stacked-three", [mail, mail, critical, mail, withIcon]),
            BannerSample("banner-critical", [critical]),
            BannerSample(
                "banner-dark", [withIcon, mail], options: BannerStackOptions(appearance: .dark),
                snapshot: SnapshotOptions(size: BannerSample.canvas.size, backdrop: .color(Color(hex: 0x3A4A5C)))),
        ] + bannerReplies + languageBanners

    /// A banner offering a quick reply: its Reply button, and its field open with a reply typed,
    /// light and dark.
    private static let bannerReplies: [BannerSample] = [Appearance.light, .dark].flatMap { appearance in
        let dark = appearance == .dark
        let message = BannerContent(
            appName: "Chat", appIcon: sampleIcon, summary: "Ana",
            body: [StyledTextRun("Where are you? We're starting.")],
            actions: [BannerAction(key: BannerAction.inlineReplyKey, label: "Reply")], hasDefaultAction: true,
            replyPlaceholder: "Reply to Ana")
        let snapshot = SnapshotOptions(
            size: BannerSample.canvas.size, backdrop: dark ? .color(Color(hex: 0x3A4A5C)) : .checker)
        let suffix = dark ? "-dark" : ""
        return [
            BannerSample(
                "banner-reply" + suffix, [message], options: BannerStackOptions(appearance: appearance),
                snapshot: snapshot),
            BannerSample(
                "banner-reply-open" + suffix, [message], options: BannerStackOptions(appearance: appearance),
                snapshot: snapshot, reply: "On my way, five minutes"),
        ] + (dark ? [] : [BannerSample("banner-reply-placeholder", [message], snapshot: snapshot, reply: "")])
    }

    /// Banners with a `value` bar, light and dark, at scale 1 and 2: 90 % without text, 21 % under a
    /// body beside a thumbnail, 10 % under a summary.
    package static let bannerValueBars: [BannerSample] = [Appearance.light, .dark].flatMap { appearance in
        [1.0, 2.0].map { scale in
            let dark = appearance == .dark
            return BannerSample(
                "banner-value" + (dark ? "-dark" : "") + (scale == 2 ? "-scale2" : ""),
                [brightness, download, volume], options: BannerStackOptions(appearance: appearance),
                snapshot: SnapshotOptions(
                    size: BannerSample.canvas.size, scale: scale,
                    backdrop: dark ? .color(Color(hex: 0x3A4A5C)) : .checker))
        }
    }

    /// The entrance (a spring from above with a fade) and the exit (slide up and fade), as strips.
    package static let bannerMotions: [BannerSample] = [
        BannerSample("motion-banner-entrance", [withIcon], times: [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.55]),
        BannerSample("motion-banner-exit", [withIcon], times: [1, 1.04, 1.08, 1.12, 1.16, 1.2, 1.25, 1.3], hideAt: 1),
    ]

    private static let mail = banner("Mail", "Lunch on Friday?", "Shall we try the new place around the corner?")
    private static let withIcon = banner("Calendar", icon: sampleIcon, "Standup in 5 minutes", "Room 4 · Daily sync")
    private static let volume = BannerContent(appName: "Volume", appIcon: sampleIcon, summary: "", value: 90)
    private static let brightness = BannerContent(
        appName: "Brightness", appIcon: sampleIcon, summary: "Brightness", value: 10)
    private static let download = BannerContent(
        appName: "Firefox", summary: "Downloading", body: [StyledTextRun("ubuntu-24.04.iso · 1.2 of 5.8 GB")],
        image: sampleThumbnail, value: 21)
    private static let critical = banner(
        "Battery", "Battery critically low",
        "3% left. Plug in now or the laptop will sleep.", urgency: .critical)

    static func banner(
        _ app: String, icon: BannerImage? = nil, _ summary: String, _ body: String,
        image: BannerImage? = nil, actions: [BannerAction] = [],
        urgency: NotificationUrgency = .normal
    ) -> BannerContent {
        BannerContent(
            appName: app, appIcon: icon, summary: summary, body: [StyledTextRun(body)], image: image,
            actions: actions, hasDefaultAction: !actions.isEmpty, urgency: urgency)
    }

    /// A 64 px app icon drawn in code: a blue-to-teal gradient with a white disc.
    static let sampleIcon = pattern(side: 64) { x, y in
        let inDisc = (x - 0.5) * (x - 0.5) + (y - 0.5) * (y - 0.5) < 0.07
        return inDisc ? (255, 255, 255) : (UInt8(20 + 40 * x), UInt8(110 + 100 * y), UInt8(230 - 60 * y))
    }

    /// A 96 × 72 px thumbnail drawn in code: sky, lake and a sun.
    static let sampleThumbnail = pattern(side: 96, height: 72) { x, y in
        if (x - 0.7) * (x - 0.7) + (y - 0.3) * (y - 0.3) < 0.012 { return (255, 210, 90) }
        return y < 0.55 ? (UInt8(120 + 80 * y), UInt8(170 + 60 * y), 240) : (30, UInt8(90 + 60 * (1 - y)), 140)
    }

    static func pattern(
        side: Int, height: Int? = nil,
        _ color: (Double, Double) -> (UInt8, UInt8, UInt8)
    ) -> BannerImage {
        let height = height ?? side
        var rgba = [UInt8]()
        for row in 0..<height {
            for column in 0..<side {
                let (r, g, b) = color(Double(column) / Double(side), Double(row) / Double(height))
                rgba += [r, g, b, 255]
            }
        }
        // Sizes within BannerImage's bounds by construction.
        return BannerImage(width: side, height: height, rgba: rgba)!
    }
}
