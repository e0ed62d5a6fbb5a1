import HUDKit

extension Gallery {
    /// The Notification Center kept as golden images: empty, three apps' stacks collapsed, one
    /// expanded, dark, CJK text, an image, scale 2, the keyboard's focus ring on an action row and
    /// on a stack's Show Less (dark), a card's open reply field, and its opening and closing.
    package static let center: [CenterSample] =
        [
            CenterSample("center-empty", []),
            CenterSample("center-three-apps", threeApps),
            CenterSample("center-expanded", threeApps, expanded: ["Mail"], selected: 4),
            CenterSample(
                "center-dark", threeApps, options: BannerStackOptions(appearance: .dark),
                snapshot: SnapshotOptions(size: CenterSample.canvas.size, backdrop: .color(Color(hex: 0x3A4A5C))),
                doNotDisturb: true),
            CenterSample(
                "center-cjk",
                [
                    centerEntry(1, "微信", icon: greenIcon, "张伟", "明天的会议改到下午三点，请准时参加。", age: 40),
                    centerEntry(2, "微信", icon: greenIcon, "李娜", "商品柜已经满了，不要再买买买了……", age: 600),
                    centerEntry(3, "日历", icon: sampleIcon, "周会", "十分钟后开始 · 四号会议室", age: 1500),
                ]),
            CenterSample(
                "center-image",
                [
                    centerEntry(
                        1, "Photos", icon: sampleIcon, "Memories", "A new memory is ready: Summer by the lake.",
                        image: sampleThumbnail, age: 90),
                    centerEntry(2, "Photos", icon: sampleIcon, "Shared Album", "Ada added 12 photos.", age: 3600),
                ]),
            CenterSample(
                "center-scale2", threeApps,
                snapshot: SnapshotOptions(size: CenterSample.canvas.size, scale: 2)),
            CenterSample("center-focused", threeApps, focused: .action(3, 0)),
            CenterSample(
                "center-focused-dark", threeApps, options: BannerStackOptions(appearance: .dark),
                snapshot: SnapshotOptions(size: CenterSample.canvas.size, backdrop: .color(Color(hex: 0x3A4A5C))),
                expanded: ["Mail"], focused: .showLess("Mail")),
            CenterSample("center-reply-open", replyingApps, reply: (1, "On my way!")),
        ] + languageCenters

    /// `threeApps` with Messages' open notification offering a quick reply.
    package static var replyingApps: [CenterEntry] {
        var entries = threeApps
        entries[0].banner.actions = [BannerAction(key: BannerAction.inlineReplyKey, label: "Reply")]
        entries[0].banner.replyPlaceholder = "Reply to Ada"
        return entries
    }

    /// The panel's spring in from the right edge, and its slide back out.
    package static let centerMotions: [CenterSample] = [
        CenterSample("motion-center-open", threeApps, times: [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.45, 0.7]),
        CenterSample(
            "motion-center-close", threeApps, times: [1, 1.04, 1.08, 1.12, 1.16, 1.2, 1.24, 1.3], hideAt: 1),
    ]

    /// Messages (2), Mail (4) and make (1, still open with actions), newest first by app.
    package static let threeApps = [
        centerEntry(
            1, "Messages", icon: greenIcon, "Ada Lovelace",
            "Are we still on for lunch tomorrow? I booked a table at noon.", age: 20, isOpen: true),
        centerEntry(2, "Messages", icon: greenIcon, "Ada Lovelace", "Running five minutes late.", age: 1200),
        centerEntry(
            3, "make", icon: orangeIcon, "Build done", "All 412 tests passed in 38 s.", age: 400,
            actions: [BannerAction(key: "log", label: "Open Log")], isOpen: true),
        centerEntry(
            4, "Mail", icon: sampleIcon, "Quarterly report", "The figures for the third quarter are in.",
            age: 300),
        centerEntry(5, "Mail", icon: sampleIcon, "Lunch on Friday?", "Shall we try the new place?", age: 3700),
        centerEntry(6, "Mail", icon: sampleIcon, "Your order has shipped", "Arriving on Thursday.", age: 3 * 3600),
        centerEntry(7, "Mail", icon: sampleIcon, "Weekly digest", "Five stories picked for you.", age: 90_000),
    ]

    static func centerEntry(
        _ id: UInt32, _ app: String, icon: BannerImage?, _ summary: String, _ body: String,
        image: BannerImage? = nil, age: Double, actions: [BannerAction] = [], isOpen: Bool = false
    ) -> CenterEntry {
        CenterEntry(
            id: id,
            banner: BannerContent(
                appName: app, appIcon: icon, summary: summary, body: [StyledTextRun(body)], image: image,
                actions: actions, hasDefaultAction: true),
            postedAt: -age, isOpen: isOpen)
    }

    /// Messages' green, with a white speech bubble.
    static let greenIcon = pattern(side: 64) { x, y in
        let inBubble = (x - 0.5) * (x - 0.5) / 0.1 + (y - 0.47) * (y - 0.47) / 0.06 < 1
        return inBubble ? (255, 255, 255) : (UInt8(50 + 20 * y), UInt8(200 - 30 * y), 90)
    }

    /// An orange square with a dark bar: a build tool.
    static let orangeIcon = pattern(side: 64) { x, y in
        let inBar = abs(y - 0.5) < 0.1 && abs(x - 0.5) < 0.3
        return inBar ? (60, 40, 20) : (255, UInt8(150 + 40 * y), 40)
    }
}
