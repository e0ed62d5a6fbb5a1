import Foundation
import HUDAutomation
import HUDKit
import HUDRender
import Testing

@Suite("Renderer: text, hairlines, fonts and bad input")
struct RendererTests {
    let fonts: FontLibrary
    let cache: TextLayoutCache

    init() throws {
        fonts = try FontLibrary()
        cache = TextLayoutCache(fonts: fonts)
    }

    func block(
        _ text: String, markup: Bool = false, wrap: Double = 250, maxHeight: Double? = nil,
        lineBreak: LineBreak = .word
    ) -> TextBlock {
        TextBlock(
            text: text, style: TextStyle(size: 14, color: .white, lineBreak: lineBreak, isMarkup: markup),
            wrapWidth: wrap, maxHeight: maxHeight)
    }

    @Test func missingFontIsAClearError() {
        let bogus = FontLibrary.PinnedFont(family: "Nonexistent Sans", path: "/nonexistent/font.ttf")
        #expect(throws: HUDError.fontMissing(family: "Nonexistent Sans", path: "/nonexistent/font.ttf")) {
            try FontLibrary(fonts: FontLibrary.pinnedFonts + [bogus])
        }
    }

    @Test func lessThanAndAmpersandAreLiteralUnlessMarkupIsAsked() {
        let literal = cache.measure(block("<b>x</b> & y"))
        let markup = cache.measure(block("<b>x</b> &amp; y", markup: true))
        #expect(literal.width > markup.width * 1.5)
        // Markup that does not parse falls back to literal text instead of vanishing.
        #expect(cache.measure(block("<b>&", markup: true)) == cache.measure(block("<b>&")))
    }

    /// An alert whose message is markup (`hud zenity`'s --text) draws the markup's text, its tags
    /// unseen; the same message as plain text shows the tags.
    @Test func anAlertsMessageDrawsItsMarkupWhenItIsMarkup() throws {
        let renderer = try SnapshotRenderer()
        func pixels(_ message: String, markup: Bool) throws -> [UInt32] {
            var model = try AlertModel(message: message, actions: [AlertAction(title: "OK")])
            model.isMessageMarkup = markup
            let scene = try renderer.scene(for: .alert(model), options: SnapshotOptions())
            return try renderer.image(of: scene, options: SnapshotOptions()).pixels()
        }
        let plain = try pixels("Delete all & more?", markup: false)
        #expect(try pixels("<span>Delete all &amp; more?</span>", markup: true) == plain)
        #expect(try pixels("<span>Delete all &amp; more?</span>", markup: false) != plain)
        #expect(try pixels("Delete <b>all</b> &amp; more?", markup: true) != plain, "bold")
    }

    @Test func textWrapsAtItsWidthAndCharacterWrapBreaksWords() {
        let long = String(repeating: "word ", count: 60)
        let wrapped = cache.measure(block(long))
        #expect(wrapped.width <= 250 && wrapped.height > 14 * 3)
        let unbroken = String(repeating: "x", count: 200)
        #expect(cache.measure(block(unbroken, lineBreak: .character)).width <= 250)
    }

    @Test func cjkUsesTheFallbackFontNotBoxes() {
        // WenQuanYi glyphs are full-width: 14 characters at 14 px are about 196 px wide.
        let size = cache.measure(block(Gallery.cjkToast, wrap: 1000))
        #expect(size.width > 14 * 14 * 0.9 && size.width < 14 * 20)
    }

    @Test func hugeTextIsCutWithAnEllipsisToItsHeight() {
        let text = String(repeating: "長文字 long text ", count: 700)
        let size = cache.measure(block(text, wrap: 260, maxHeight: 300, lineBreak: .character))
        #expect(size.height <= 300 && size.height > 250)
    }

    @Test func tenThousandCharacterMessageKeepsTheCardOnTheCanvas() throws {
        let renderer = try SnapshotRenderer()
        let message = String(repeating: "0123456789", count: 1000)
        let options = SnapshotOptions()
        let scene = try renderer.scene(
            for: .card(CardAlertModel(title: "Long", message: message, sure: "OK")), options: options)
        let card = try #require(scene.node(named: "card"))
        #expect(card.frame.minY >= 20 && card.frame.maxY <= 580)
        _ = try renderer.image(of: scene, options: options)
    }

    @Test func emptyCardAndEmptyToastStillRender() throws {
        let renderer = try SnapshotRenderer()
        for overlay in [Overlay.card(CardAlertModel(title: "", message: "")), .toast(ToastModel(text: ""))] {
            let scene = try renderer.scene(for: overlay, options: SnapshotOptions())
            let card = try #require(scene.node(named: "card"))
            #expect(card.frame.width > 0 && card.frame.height > 0)
            _ = try renderer.image(of: scene, options: SnapshotOptions())
        }
    }

    @Test(arguments: [1.0, 2.0])
    func cardSeparatorIsACrispPixelRow(scale: Double) throws {
        let renderer = try SnapshotRenderer()
        let options = SnapshotOptions(scale: scale, backdrop: .color(.white))
        let scene = try renderer.scene(
            for: .card(CardAlertModel(title: "T", sure: "OK", cancel: "No")), options: options)
        let separator = try #require(scene.node(named: "separator")).frame
        let pixels = try renderer.image(of: scene, options: options).pixels()
        let width = Int(800 * scale)
        func pixel(_ x: Double, _ y: Double) -> UInt32 { pixels[Int(y * scale) * width + Int(x * scale)] }
        let x = separator.minX + 60
        // White card behind white 0.8 at alpha 0.6 → 0.88 → 0xE0; no blending into the rows around it.
        // (The button below is white 0.95, which Cairo rounds to 0xF3.)
        #expect(pixel(x, separator.minY) == 0xFFE0_E0E0)
        #expect(pixel(x, separator.maxY - 1 / scale) == 0xFFE0_E0E0)
        #expect(pixel(x, separator.minY - 1 / scale) == 0xFFFF_FFFF)
        #expect(pixel(x, separator.maxY) == 0xFFF3_F3F3)
    }

    @Test func onlyTheCardsOuterBottomCornersAreRounded() throws {
        let renderer = try SnapshotRenderer()
        let options = SnapshotOptions(backdrop: .color(.black))
        let scene = try renderer.scene(
            for: .card(CardAlertModel(title: "T", sure: "OK", cancel: "No")), options: options)
        let card = try #require(scene.node(named: "card")).frame
        let cancel = try #require(scene.node(named: "button0")).frame
        let pixels = try renderer.image(of: scene, options: options).pixels()
        func pixel(_ x: Double, _ y: Double) -> UInt32 { pixels[Int(y) * 800 + Int(x)] }
        let dimmedBlack: UInt32 = 0xFF00_0000
        #expect(pixel(card.minX, card.maxY - 1) == dimmedBlack) // rounded outer corner
        #expect(pixel(card.maxX - 1, card.maxY - 1) == dimmedBlack)
        #expect(pixel(cancel.maxX - 1, card.maxY - 1) == 0xFFF3_F3F3) // square inner corner
        #expect(pixel(cancel.maxX + 1, card.maxY - 1) == 0xFFF3_F3F3)
        #expect(pixel(card.midX, card.maxY - 1) != dimmedBlack)
    }

    @Test func buttonTitlesAreSystemBlue() throws {
        let renderer = try SnapshotRenderer()
        let options = SnapshotOptions(backdrop: .color(.white))
        let scene = try renderer.scene(for: .card(CardAlertModel(sure: "MMMMMM")), options: options)
        let button = try #require(scene.node(named: "button1")).frame
        let pixels = try renderer.image(of: scene, options: options).pixels()
        var found = false
        for y in Int(button.minY)..<Int(button.maxY) {
            for x in Int(button.minX)..<Int(button.maxX) where pixels[y * 800 + x] == 0xFF00_7AFF {
                found = true
            }
        }
        #expect(found, "no pixel of (0, 122, 255) in the button")
    }
}

@Suite("Custom HUD content")
struct CustomContentTests {
    @Test func callerDrawingLandsInItsFrameAndNowhereElse() throws {
        let fonts = try FontLibrary()
        let renderer = SceneRenderer(fonts: fonts)
        let id = CustomContentID(rawValue: 7)
        renderer.customPainters[id] = { canvas, frame in
            canvas.setColor(Color(r255: 255, g255: 0, b255: 0))
            canvas.newPath()
            // Deliberately larger than the frame: the clip must hold it in.
            canvas.addRect(frame.insetBy(dx: -20, dy: -20))
            canvas.fill()
        }
        let context = try LayoutContext(canvas: Size(width: 300, height: 200), scale: 1, measurer: renderer.textCache)
        let scene = StatusHUDLayout(
            model: StatusHUDModel(indicator: .custom(id, Size(width: 40, height: 30)), text: "Hi")
        )
        .scene(in: context)
        let frame = try #require(scene.node(named: "custom")).frame
        #expect(frame.size == Size(width: 40, height: 30))
        let image = try Image(width: 300, height: 200)
        renderer.draw(scene, on: DrawingContext(surface: image, scale: 1), replacingContents: true)
        let pixels = image.pixels()
        func pixel(_ x: Double, _ y: Double) -> UInt32 { pixels[Int(y) * 300 + Int(x)] }
        #expect(pixel(frame.midX, frame.midY) == 0xFFFF_0000)
        #expect(pixel(frame.minX - 3, frame.midY) != 0xFFFF_0000)
        #expect(pixel(frame.midX, frame.maxY + 3) != 0xFFFF_0000)
    }
}
