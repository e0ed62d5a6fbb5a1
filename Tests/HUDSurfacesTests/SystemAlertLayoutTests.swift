import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("System alert layout")
struct SystemAlertLayoutTests {
    func scene(_ actions: [AlertAction], preferred: Int? = nil, fields: [AlertTextField] = []) throws -> Scene {
        let model = try AlertModel(
            title: "Title", message: "Message", actions: actions,
            preferredActionIndex: preferred, textFields: fields)
        return SystemAlertLayout(model: model).scene(in: context())
    }

    @Test func cardMetrics() throws {
        let scene = try scene([AlertAction(title: "OK")])
        let card = try #require(scene.node(named: "card"))
        #expect(card.frame.width == 270)
        #expect(card.cornerRadii == .all(13))
        #expect(card.fill == Color(hex: 0xF2F2F2, alpha: 0.8))
        #expect(scene.node(named: "dim")?.fill == Color(white: 0, alpha: 0.2))
        let button = try #require(scene.node(named: "button0"))
        #expect(button.frame.height == 44 && button.frame.width == 270)
        #expect(button.frame.maxY == card.frame.maxY)
        #expect(try #require(scene.node(named: "title")).frame.minY - card.frame.minY == 20)
    }

    /// The pinned fonts have no semibold face (semibold is drawn bold), so the goldens cannot tell
    /// the title's semibold from bold; the style must say semibold, for fonts that have it.
    @Test func titleIsSemibold17AndMessageRegular13() throws {
        let scene = try scene([AlertAction(title: "OK")])
        guard case .text(let title)? = scene.node(named: "title")?.content,
            case .text(let message)? = scene.node(named: "message")?.content
        else {
            Issue.record("the title or the message is not text")
            return
        }
        #expect(title.style.size == 17 && title.style.weight == .semibold)
        #expect(message.style.size == 13 && message.style.weight == .regular)
    }

    @Test func twoShortActionsSitSideBySideWithCancelLeft() throws {
        let scene = try scene([
            AlertAction(title: "Delete", style: .destructive), AlertAction(title: "Cancel", style: .cancel),
        ])
        let cancel = try #require(scene.node(named: "button1"))
        let delete = try #require(scene.node(named: "button0"))
        #expect(cancel.frame.minY == delete.frame.minY)
        #expect(cancel.frame.maxX <= delete.frame.minX)
        #expect(scene.node(named: "divider")?.frame.width == 1)
        guard case .text(let title)? = delete.children.first?.content else {
            Issue.record("no title")
            return
        }
        #expect(title.style.color == Color(r255: 255, g255: 59, b255: 48))
    }

    @Test func longTitlesStackWithCancelLast() throws {
        let scene = try scene([
            AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "A much longer action title"),
        ])
        let cancel = try #require(scene.node(named: "button0"))
        let other = try #require(scene.node(named: "button1"))
        #expect(other.frame.maxY == cancel.frame.minY)
        #expect(cancel.frame.width == 270)
        #expect(scene.node(named: "divider") == nil)
    }

    @Test func threeActionsStack() throws {
        let layout = SystemAlertLayout(
            model: try AlertModel(actions: [
                AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "A"),
                AlertAction(title: "B", style: .destructive),
            ]))
        #expect(layout.displayOrder(sideBySide: false) == [1, 2, 0])
    }

    @Test func preferredActionIsSemiboldAndCancelIsNot() throws {
        let scene = try scene([AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")], preferred: 1)
        func weight(_ name: String) -> FontWeight? {
            guard case .text(let block)? = scene.node(named: name)?.children.first?.content else { return nil }
            return block.style.weight
        }
        #expect(weight("button1") == .semibold)
        #expect(weight("button0") == .regular)
        let plain = try self.scene([AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")])
        guard case .text(let block)? = plain.node(named: "button0")?.children.first?.content else {
            Issue.record("no title")
            return
        }
        #expect(block.style.weight == .semibold)
    }

    @Test func secureFieldsShowBullets() throws {
        let scene = try scene(
            [AlertAction(title: "OK")],
            fields: [
                AlertTextField(placeholder: "User", text: "ada"),
                AlertTextField(placeholder: "Password", isSecure: true, text: "hunter2"),
            ])
        func shown(_ name: String) -> String? {
            guard case .text(let block)? = scene.node(named: name)?.children.first?.content else { return nil }
            return block.text
        }
        #expect(shown("field0") == "ada")
        #expect(shown("field1") == "●●●●●●●")
        #expect(scene.node(named: "field1")?.frame.height == 25)
        #expect(scene.role(at: try #require(scene.node(named: "field1")).frame.center) == .textField(1))
    }

    /// UIKit's login alert: one rounded box of flush rows, a hairline between them.
    @Test func fieldsAreOneGroupOfFlushRows() throws {
        let scene = try scene(
            [AlertAction(title: "OK")],
            fields: [AlertTextField(placeholder: "User"), AlertTextField(placeholder: "Password", isSecure: true)])
        let group = try #require(scene.node(named: "fields"))
        let rows = try [0, 1].map { try #require(scene.node(named: "field\($0)")).frame }
        #expect(rows[1].minY == rows[0].maxY, "flush")
        #expect(group.frame.minY == rows[0].minY && group.frame.maxY == rows[1].maxY)
        #expect(group.frame.height == 2 * SystemAlertLayout.fieldHeight)
        #expect(group.cornerRadii == .all(SystemAlertLayout.fieldCornerRadius) && group.stroke != nil)
        let separator = try #require(scene.node(named: "fieldSeparator"))
        #expect(separator.frame.midY == rows[0].maxY && separator.frame.height == 1)
        #expect(separator.frame.width == group.frame.width)
        #expect(scene.node(named: "field0")?.cornerRadii.bottomLeft == 0)
        #expect(scene.node(named: "field1")?.cornerRadii.topLeft == 0)
    }

    @Test func invalidCombinationsAreErrors() {
        #expect(throws: HUDError.duplicateCancelAction(first: "No", second: "Stop")) {
            try AlertModel(actions: [
                AlertAction(title: "No", style: .cancel), AlertAction(title: "Stop", style: .cancel),
            ])
        }
        #expect(throws: HUDError.tooManyTextFields(count: 3, limit: 2)) {
            try AlertModel(actions: [], textFields: [AlertTextField(), AlertTextField(), AlertTextField()])
        }
    }

    @Test func hairlinesAreOneDevicePixel() throws {
        let model = try AlertModel(title: "T", actions: [AlertAction(title: "A"), AlertAction(title: "B")])
        let scene = SystemAlertLayout(model: model).scene(in: context(scale: 2))
        #expect(scene.node(named: "separator")?.frame.height == 0.5)
        #expect(scene.node(named: "divider")?.frame.width == 0.5)
    }
}

@Suite("Secure field values stay out of logs")
struct SecureFieldRedactionTests {
    @Test func secureTextNeverAppearsInDescriptions() throws {
        let field = AlertTextField(placeholder: "Password", isSecure: true, text: "hunter2")
        let model = try AlertModel(actions: [AlertAction(title: "OK")], textFields: [field])
        var dumped = ""
        dump(model, to: &dumped)
        for text in [String(describing: field), String(reflecting: field), String(describing: model), dumped] {
            #expect(!text.contains("hunter2"), "\(text)")
        }
        let plain = AlertTextField(placeholder: "User", text: "ada")
        #expect(String(describing: plain).contains("ada"))
    }

    @Test func typedTextsReplaceFieldTexts() throws {
        let model = try AlertModel(
            actions: [], textFields: [AlertTextField(placeholder: "A"), AlertTextField(placeholder: "B")])
        #expect(model.withFieldTexts(["x", "y", "z"]).textFields.map(\.text) == ["x", "y"])
    }
}

/// UIKit's `adjustsFontSizeToFitWidth` on action titles: shrink to fit, down to 3/4 of the size,
/// and only then cut with an ellipsis. FixedWidthMeasurer: a character is half the size wide.
@Suite("Long action titles shrink before they are cut")
struct ActionTitleShrinkTests {
    func titleStyle(_ title: String) throws -> TextStyle {
        let model = try AlertModel(
            title: "T", actions: [AlertAction(title: title), AlertAction(title: "Cancel", style: .cancel)])
        let scene = OverlayLayout.scene(for: .alert(model), in: context())
        guard case .text(let block)? = scene.node(named: "button0")?.children.first?.content else {
            throw ShrinkTestError.noTitle
        }
        return block.style
    }

    enum ShrinkTestError: Error { case noTitle }

    @Test func aTitleThatFitsKeepsItsSize() throws {
        #expect(try titleStyle("Save").size == SystemAlertLayout.actionSize)
    }

    @Test func aLongerTitleShrinksInHalfPointsToTheLargestSizeThatFits() throws {
        // The row is 270 − 2 × 12 = 246 pt wide: 32 characters fit at 15.375 pt, so 15.
        #expect(try titleStyle(String(repeating: "a", count: 32)).size == 15)
        // 28 characters fit at 17 pt exactly (28 × 8.5 = 238 ≤ 246); 30 need 16.4 → 16.
        #expect(try titleStyle(String(repeating: "a", count: 30)).size == 16)
    }

    @Test func aTitleTooLongEvenAtTheFloorStopsThereAndIsCut() throws {
        let style = try titleStyle(String(repeating: "a", count: 60))
        #expect(style.size == SystemAlertLayout.actionSize * 0.75)
    }
}
