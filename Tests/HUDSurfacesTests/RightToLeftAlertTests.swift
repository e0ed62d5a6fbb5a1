import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// An alert laid out for a right-to-left language mirrors as UIKit's does: cancel on the right of
/// two side-by-side buttons, and read, tabbed and spoken from the right.
@Suite("Right-to-left alerts")
struct RightToLeftAlertTests {
    static let arabic = Words(language: "ar", translations: [:])

    static func overlay(actions: [AlertAction]) throws -> Overlay {
        .alert(try AlertModel(title: "حذف الملف؟", actions: actions))
    }

    static func rightToLeft() throws -> LayoutContext {
        try LayoutContext(
            canvas: Size(width: 800, height: 600), scale: 1, measurer: FixedWidthMeasurer(), words: arabic)
    }

    static let twoButtons = [AlertAction(title: "إلغاء", style: .cancel), AlertAction(title: "حذف")]

    @Test func cancelGoesRightOfTheOtherButton() throws {
        let overlay = try Self.overlay(actions: Self.twoButtons)
        let mirrored = OverlayLayout.scene(for: overlay, in: try Self.rightToLeft())
        let plain = OverlayLayout.scene(for: overlay, in: context())
        let cancel = try #require(mirrored.node(named: "button0")?.frame)
        let delete = try #require(mirrored.node(named: "button1")?.frame)
        #expect(cancel.minX > delete.minX)
        #expect(try #require(plain.node(named: "button0")?.frame).minX < plain.node(named: "button1")!.frame.minX)
        #expect(mirrored.readsRightToLeft && !plain.readsRightToLeft)
    }

    @Test func stackedButtonsKeepTheirOrderTopToBottom() throws {
        let actions = [AlertAction(title: "أ"), AlertAction(title: "ب"), AlertAction(title: "إلغاء", style: .cancel)]
        let scene = OverlayLayout.scene(for: try Self.overlay(actions: actions), in: try Self.rightToLeft())
        let tops = try (0..<3).map { try #require(scene.node(named: "button\($0)")?.frame.minY) }
        #expect(tops == tops.sorted())
    }

    @Test func tabAndAScreenReaderStartFromTheRight() throws {
        let overlay = try Self.overlay(actions: Self.twoButtons)
        let scene = OverlayLayout.scene(for: overlay, in: try Self.rightToLeft())
        let interaction = OverlayInteraction(overlay: overlay)
        _ = interaction.handle(.key(.tab), in: scene)
        #expect(interaction.focusedButton == 0)
        _ = interaction.handle(.key(.tab), in: scene)
        #expect(interaction.focusedButton == 1)
        let tree = OverlayAccessibility.tree(of: overlay, in: scene)
        #expect(tree.children.filter { $0.role == .pushButton }.map(\.name) == ["إلغاء", "حذف"])
    }

    @Test func aFieldsTextAndItsCaretSitAtTheRightEdge() throws {
        let model = try AlertModel(
            title: "اسم", actions: Self.twoButtons, textFields: [AlertTextField(placeholder: "الاسم")])
        let empty = OverlayLayout.scene(for: .alert(model), in: try Self.rightToLeft(), focusedField: 0)
        let field = try #require(empty.node(named: "field0")?.frame)
        let caret = try #require(empty.node(named: "caret")?.frame)
        #expect(caret.maxX > field.midX)
    }
}
