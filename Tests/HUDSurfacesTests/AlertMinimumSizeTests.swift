import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// zenity's `--width` and `--height` as an alert's least size: the card widens (its text wraps at
/// the new width, its buttons widen) and grows taller (the message takes the room, the buttons stay
/// at the bottom), never past the monitor's margins.
@Suite("An alert's least size")
struct AlertMinimumSizeTests {
    static let message = String(repeating: "Usage of the disk is at 42 percent. ", count: 3)

    static func alert(width: Double? = nil, height: Double? = nil, fields: [AlertTextField] = []) throws -> AlertModel {
        var model = try AlertModel(
            title: "Disk Report", message: message,
            actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")], textFields: fields)
        model.minimumWidth = width
        model.minimumHeight = height
        return model
    }

    static func card(_ model: AlertModel, canvas: Size = Size(width: 1280, height: 800)) throws -> Scene {
        let context = try LayoutContext(canvas: canvas, scale: 1, measurer: FixedWidthMeasurer())
        return OverlayLayout.scene(for: .alert(model), in: context)
    }

    @Test func aWidthWidensTheCardItsTextAndItsButtons() throws {
        let plain = try Self.card(try Self.alert())
        let wide = try Self.card(try Self.alert(width: 600))
        let plainCard = try #require(plain.node(named: "card")?.frame)
        let wideCard = try #require(wide.node(named: "card")?.frame)
        #expect(plainCard.width == SystemAlertLayout.width)
        #expect(wideCard.width == 600)
        // Fewer lines at the wider width: the card is shorter.
        #expect(wideCard.height < plainCard.height)
        #expect(try #require(wide.node(named: "button1")?.frame).width == 300)
    }

    @Test func aHeightGoesToTheMessageNotUnderTheButtons() throws {
        let model = try Self.alert(height: 400, fields: [AlertTextField(placeholder: "Name")])
        let plain = try Self.card(try Self.alert(fields: [AlertTextField(placeholder: "Name")]))
        let tall = try Self.card(model)
        let card = try #require(tall.node(named: "card")?.frame)
        #expect(card.height == 400)
        let ok = try #require(tall.node(named: "button1")?.frame)
        #expect(ok.maxY == card.maxY)
        // The title stays where it was, at the top; the field moves down with the buttons.
        let title = { (scene: Scene) in
            scene.node(named: "card")!.children.first!.frame.minY - scene.node(named: "card")!.frame.minY
        }
        #expect(title(tall) == title(plain))
        let field = try #require(tall.node(named: "field0")?.frame)
        let plainField = try #require(plain.node(named: "field0")?.frame)
        #expect(card.maxY - field.maxY == plain.node(named: "card")!.frame.maxY - plainField.maxY)
    }

    @Test func aSizeBeyondTheMonitorStaysInsideItsMargins() throws {
        let canvas = Size(width: 1280, height: 800)
        let scene = try Self.card(try Self.alert(width: 5000, height: 5000), canvas: canvas)
        let card = try #require(scene.node(named: "card")?.frame)
        #expect(card.width == canvas.width - 40 && card.height == canvas.height - 40)
        #expect(Rect(origin: .zero, size: canvas).contains(card))
        // Smaller than UIKit's, or nonsense: UIKit's sizes.
        let small = try #require(try Self.card(try Self.alert(width: 100, height: 10)).node(named: "card")?.frame)
        let plain = try #require(try Self.card(try Self.alert()).node(named: "card")?.frame)
        #expect(small == plain)
    }
}
