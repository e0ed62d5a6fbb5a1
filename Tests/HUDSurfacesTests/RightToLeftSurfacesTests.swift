import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// Banners, the Notification Center and an alert's content laid out for a right-to-left language:
/// mirrored, pressed where they are drawn, keyed in the mirrored direction, in their own words.
@Suite("Right-to-left surfaces")
struct RightToLeftSurfacesTests {
    static let hebrew = Words(
        language: "he",
        translations: [
            "Do Not Disturb": "נא לא להפריע", "Clear All": "ניקוי הכול", "Notification Center": "מרכז ההתראות",
            "now": "עכשיו", "%d more": "עוד %d", "Reply": "תשובה",
        ])

    static func context(_ words: Words) throws -> LayoutContext {
        try LayoutContext(canvas: Size(width: 800, height: 600), scale: 1, measurer: FixedWidthMeasurer(), words: words)
    }

    static func text(_ node: SceneNode) -> TextBlock? {
        if case .text(let block) = node.content { block } else { nil }
    }

    @Test func aBannersIconGoesToItsRightEdgeAndItsWordsAreTheLanguages() throws {
        let context = try Self.context(Self.hebrew)
        let stack = BannerStack(options: BannerStackOptions(), animator: Animator(clock: ManualClock())) { context }
        let icon = try #require(BannerImage(width: 1, height: 1, rgba: [255, 0, 0, 255]))
        stack.post(
            id: 1, banner: BannerContent(appName: "דואר", appIcon: icon, summary: "דנה"), expiry: .never)
        let card = try #require(stack.currentScene?.node(named: BannerLayout.cardName(1)))
        let iconNode = try #require(card.allNodes.first { if case .image = $0.content { true } else { false } })
        #expect(iconNode.frame.minX > card.frame.midX)
        let words = card.allNodes.compactMap(Self.text)
        #expect(words.contains { $0.text == "עכשיו" })
        #expect(words.first { $0.text == "דנה" }?.style.alignment == .right)
        #expect(stack.currentScene?.readsRightToLeft == true)
    }

    @Test func theCentersSwitchIsAtTheRightAndAPressThereTogglesIt() throws {
        let context = try Self.context(Self.hebrew)
        let panel = NotificationCenterPanel(
            options: BannerStackOptions(), animator: Animator(clock: ManualClock()), layoutContext: { context },
            date: { "יום רביעי" })
        var events: [CenterEvent] = []
        panel.onEvent = { events.append($0) }
        panel.setEntries(NotificationCenterModelTests.sample)
        panel.open()
        let layout = try #require(panel.layout)
        let toggle = try #require(layout.targets.first { $0.target == .doNotDisturb }?.frame)
        let clearAll = try #require(layout.targets.first { $0.target == .clearAll }?.frame)
        #expect(toggle.minX > clearAll.maxX)
        let drawn = try #require(layout.panel.node(named: "center.clearAll")?.frame)
        #expect(drawn == clearAll)
        let tree = NotificationCenterAccessibility.tree(model: panel.model, layout: layout, doNotDisturb: false)
        #expect(tree.name == "מרכז ההתראות")
        #expect(tree.children.map(\.name).prefix(2) == ["נא לא להפריע", "ניקוי הכול"])
        #expect(layout.panel.allNodes.compactMap(Self.text).contains { $0.text == "עוד 2" })
    }

    @Test func aMirroredCalendarIsPressedAndKeyedFromTheRight() throws {
        let arabic = Words(language: "ar", translations: [:])
        let picker = AlertDatePicker(day: try #require(CalendarDay(year: 2024, month: 9, day: 10)))
        let model = try AlertModel(title: "التاريخ", actions: [AlertAction(title: "موافق")])
        var withCalendar = model
        withCalendar.content = .datePicker(picker)
        let scene = OverlayLayout.scene(for: .alert(withCalendar), in: try Self.context(arabic))
        let frame = try #require(scene.node(named: "datePicker")?.frame)
        // September 2024 began on a Sunday: the first column, at the right.
        let first = try #require(scene.node(named: "day1")?.frame)
        #expect(first.maxX > frame.maxX - frame.width / 7 - 1)
        #expect(AlertDatePickerLayout.day(at: first.center, in: frame, of: picker, words: arabic) == 1)
        let chosen = try #require(AlertContent.datePicker(picker).pressed(at: first.center, in: scene))
        #expect(chosen == .datePicker(AlertDatePicker(day: try #require(CalendarDay(year: 2024, month: 9, day: 1)))))
        // Left goes on to the next day, as the week runs leftwards.
        let interaction = OverlayInteraction(overlay: .alert(withCalendar))
        interaction.focus = .content(0)
        _ = interaction.handle(.key(.left), in: scene)
        #expect(interaction.content?.answer == .date(try #require(CalendarDay(year: 2024, month: 9, day: 11))))
    }

    @Test func aMirroredSliderFillsFromTheRight() throws {
        let arabic = Words(language: "ar", translations: [:])
        var model = try AlertModel(title: "الصوت", actions: [AlertAction(title: "موافق")])
        model.content = .slider(try AlertSlider(value: 20, minimum: 0, maximum: 100))
        let scene = OverlayLayout.scene(for: .alert(model), in: try Self.context(arabic))
        let track = try #require(scene.node(named: "sliderTrack")?.frame)
        let pressed = try #require(
            model.content?.pressed(at: Point(x: track.maxX - track.width / 4, y: track.midY), in: scene))
        #expect(pressed.answer == .value(25))
    }
}

extension SceneNode {
    /// The node and every node under it, depth first.
    fileprivate var allNodes: [SceneNode] { [self] + children.flatMap(\.allNodes) }
}

/// A field's caret goes the way the arrow points: in a right-to-left paragraph Left is the next
/// character.
@Suite("Arrows in right-to-left text")
struct RightToLeftArrowTests {
    @Test func aParagraphRunsTheWayItsFirstStrongLetterDoes() {
        #expect(ParagraphDirection.isRightToLeft("שלום world"))
        #expect(ParagraphDirection.isRightToLeft("123 مرحبا"))
        #expect(!ParagraphDirection.isRightToLeft("hello שלום"))
        #expect(!ParagraphDirection.isRightToLeft("123 …"))
        #expect(!ParagraphDirection.isRightToLeft(""))
    }

    @Test func leftGoesOnInHebrewAndBackInLatin() {
        let left = KeyStroke(.left)
        #expect(left.fieldCommand(editing: "שלום") == .edit(.move(.nextCharacter, extendingSelection: false)))
        #expect(left.fieldCommand(editing: "hello") == .edit(.move(.previousCharacter, extendingSelection: false)))
        let selectWord = KeyStroke(.right, modifiers: [.control, .shift])
        #expect(selectWord.fieldCommand(editing: "مرحبا") == .edit(.move(.previousWord, extendingSelection: true)))
        #expect(KeyStroke(.home).fieldCommand(editing: "שלום") == .edit(.move(.start, extendingSelection: false)))
    }

    @Test func aReplyInHebrewMovesItsCaretLeftwardsWithLeft() {
        var field = ReplyField(id: 1, text: "שלום")
        _ = field.take(KeyStroke(.home), paste: {}, copy: { _ in })
        _ = field.take(KeyStroke(.left), paste: {}, copy: { _ in })
        #expect(field.editor.selection.caret == 1)
    }
}
