import Foundation
import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// Every word of po/hudkit.pot twice as long, as a long language's may be: the surfaces still fit
/// them. Buttons stack when their titles no longer fit side by side, labels and capsules end with
/// an ellipsis, and no word is drawn over another or outside its card.
@Suite("A pseudo-language twice as long")
struct PseudoLocaleTests {
    /// Each English word of the template written twice (a format's directives once: it keeps its arguments).
    static let doubled: Words = {
        let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../po/hudkit.pot").standardized
        let text = (try? String(contentsOf: template, encoding: .utf8)) ?? ""
        var translations: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("msgid \"") && line.count > 8 {
            let english = String(line.dropFirst(7).dropLast())
                .replacingOccurrences(of: "\\\"", with: "\"")
            // The second copy without the first's number directives: a format keeps its arguments.
            let words = english.split(separator: " ").filter { !($0.hasPrefix("%") && $0.last?.isLetter == true) }
            translations[english] = english + " " + words.joined(separator: " ")
        }
        return Words(language: "xx", translations: translations)
    }()

    static var doubledContext: LayoutContext {
        // The canvas is valid by construction.
        try! LayoutContext(
            canvas: Size(width: 800, height: 600), scale: 1, measurer: FixedWidthMeasurer(), words: doubled)
    }

    /// Where each text under `node` is drawn: its measured size placed in its frame as aligned.
    static func drawnTexts(in node: SceneNode) -> [(text: String, frame: Rect)] {
        var drawn: [(String, Rect)] = []
        if case .text(let block) = node.content {
            let size = doubledContext.measure(block)
            let x =
                switch block.style.alignment {
                case .left: node.frame.minX
                case .center: node.frame.midX - size.width / 2
                case .right: node.frame.maxX - size.width
                }
            drawn.append(
                (block.text, Rect(x: x, y: node.frame.midY - size.height / 2, width: size.width, height: size.height)))
        }
        return drawn + node.children.flatMap(drawnTexts)
    }

    static func expectApartAndInside(_ node: SceneNode, sourceLocation: SourceLocation = #_sourceLocation) {
        let texts = drawnTexts(in: node)
        #expect(texts.count > 1, sourceLocation: sourceLocation)
        for (index, text) in texts.enumerated() {
            #expect(node.frame.contains(text.frame), "\(text.text) outside", sourceLocation: sourceLocation)
            for other in texts[(index + 1)...] {
                #expect(
                    !text.frame.intersects(other.frame), "\(text.text) over \(other.text)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theTemplateIsRead() {
        #expect(Self.doubled("Do Not Disturb") == "Do Not Disturb Do Not Disturb")
        #expect(Self.doubled("%d more", 2) == "2 more more")
        #expect(Self.doubled("%dm ago", 5) == "5m ago ago")
    }

    /// Cancel and OK twice as long still fit side by side; four times as long, they stack.
    @Test func anAlertsButtonsStackWhenTheirWordsDoNotFitSideBySide() throws {
        func scene(_ times: Int) throws -> Scene {
            let words = Self.doubled
            let title = { (english: String) in Array(repeating: words(english), count: times / 2).joined(separator: " ")
            }
            let model = try AlertModel(
                title: "Delete?",
                actions: [AlertAction(title: title("Cancel"), style: .cancel), AlertAction(title: title("OK"))])
            return OverlayLayout.scene(for: .alert(model), in: Self.doubledContext)
        }
        func tops(_ scene: Scene) throws -> [Double] {
            try (0..<2).map { try #require(scene.node(named: "button\($0)")?.frame.minY) }
        }
        let twice = try scene(2)
        #expect(try tops(twice)[0] == tops(twice)[1])
        Self.expectApartAndInside(try #require(twice.node(named: "card")))
        let fourTimes = try scene(4)
        #expect(try tops(fourTimes)[0] != tops(fourTimes)[1])
        Self.expectApartAndInside(try #require(fourTimes.node(named: "card")))
    }

    @Test func theNotificationCentersHeaderAndStacksFit() throws {
        let panel = NotificationCenterPanel(
            options: BannerStackOptions(), animator: Animator(clock: ManualClock()),
            layoutContext: { Self.doubledContext },
            date: {
                NotificationCenterLayout.dateHeader(for: CalendarDay(year: 2026, month: 12, day: 2)!, in: Self.doubled)
            })
        panel.setEntries(NotificationCenterModelTests.sample)
        panel.open()
        let layout = try #require(panel.layout)
        let header = layout.panel.children.filter { $0.name != NotificationCenterLayout.contentName }
        Self.expectApartAndInside(SceneNode(frame: layout.panel.frame, children: header))
        let toggle = try #require(layout.targets.first { $0.target == .doNotDisturb }?.frame)
        let clearAll = try #require(layout.targets.first { $0.target == .clearAll }?.frame)
        #expect(!toggle.intersects(clearAll))
    }

    @Test func aBannersAgeAndReplyFieldFit() throws {
        let stack = BannerStack(options: BannerStackOptions(), animator: Animator(clock: ManualClock())) {
            Self.doubledContext
        }
        stack.post(
            id: 1,
            banner: BannerContent(
                appName: "Messages", summary: "Ada", body: [StyledTextRun("On my way")],
                actions: [BannerAction(key: BannerAction.inlineReplyKey, label: "Reply")]),
            expiry: .never)
        Self.expectApartAndInside(try #require(stack.currentScene?.node(named: BannerLayout.cardName(1))))
    }
}
