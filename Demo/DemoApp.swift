import HUDKit

/// The demo window: draws the buttons, runs a variant when its button is clicked, and shows the
/// last outcome in the status line. It lives on the main thread, which runs the window's event
/// loop; outcomes from HUDKit's display thread (and from tasks) arrive through the window's mailbox.
@MainActor
final class DemoApp {
    static let title = "HUDKit Demo"
    /// Where the window asks to be placed (a window manager may choose otherwise).
    static let requestedOrigin = (x: 40, y: 40)

    let layout: DemoLayout
    let log = ResultLog()
    private let window: ApplicationWindow
    private let variants: [DemoVariant]
    private let drawing: DemoScene
    private let renderer: SnapshotRenderer
    private let image: Image
    private var shelf: ShopShelf
    private var levels = LevelControls()
    private let center = NotificationCenterDisplay(options: BannerStackOptions())
    private var status = "Click a variant; its result shows here."
    private var isDone = false
    /// Runs once the window is on screen.
    var onShown: (() -> Void)?

    init(variants: [DemoVariant], shops: [Shop]) throws {
        self.variants = variants
        layout = DemoLayout(variantCount: variants.count, shopCount: shops.count)
        drawing = DemoScene(layout: layout, variants: variants, shops: shops)
        shelf = ShopShelf(capacity: shops.count)
        renderer = try SnapshotRenderer()
        let width = Int(layout.size.width.rounded(.up))
        let height = Int(layout.size.height.rounded(.up))
        image = try Image(width: width, height: height)
        window = try ApplicationWindow(
            title: Self.title, instance: "hud-demo", className: "HUDKit-Demo",
            x: Self.requestedOrigin.x, y: Self.requestedOrigin.y, width: width, height: height)
        window.onClick = { [unowned self] point in MainActor.assumeIsolated { click(at: point) } }
        window.onClose = { [unowned self] in MainActor.assumeIsolated { quit() } }
        window.onFirstExpose = { [unowned self] in MainActor.assumeIsolated { onShown?() } }
        let mailbox = window.mailbox
        center.setEventHandler { [unowned self] event in
            guard let text = CenterSamples.outcome(of: event) else { return }
            mailbox.post {
                MainActor.assumeIsolated { self.record(CenterSamples.logName, CenterSamples.title, .result(text)) }
            }
        }
        redraw()
    }

    /// The window's top-left corner on the screen, in points (the demo draws at scale 1).
    var origin: Point { window.originOnScreen }

    /// Hands work to the main thread from any other.
    var mailbox: LoopMailbox { window.mailbox }

    /// Maps the window and runs its loop until it is closed or `quit()` is called.
    func run() {
        window.map()
        window.run { isDone }
    }

    func quit() {
        isDone = true
    }

    private func redraw() {
        renderer.redraw(drawing.scene(shelf: shelf, status: status), into: image, scale: 1)
        window.show(image)
    }

    private func click(at point: Point) {
        if let index = layout.variantButtons.firstIndex(where: { $0.contains(point) }) {
            let variant = variants[index]
            let frame = layout.variantButtons[index]
            let anchor = Point(x: origin.x + frame.midX, y: origin.y + frame.midY)
            let mailbox = mailbox
            variant.run(
                VariantRun(anchor: anchor) { outcome in
                    mailbox.post { MainActor.assumeIsolated { self.record(variant.name, variant.title, outcome) } }
                })
        } else if let index = layout.levelButtons.firstIndex(where: { $0.contains(point) }),
            let key = LevelControls.Key(rawValue: index)
        {
            // One level HUD, changed in place by each press while it is up, as a desktop's keys do.
            OSD.show(levels.press(key))
            let (title, text) = levels.status(after: key)
            record(LevelControls.logName, title, .result(text))
        } else if layout.centerButton.contains(point) {
            center.open(entries: CenterSamples.entries, doNotDisturb: false)
            record(CenterSamples.logName, CenterSamples.title, .result("\(CenterSamples.entries.count) notifications"))
        } else if layout.addButton.contains(point), shelf.canAdd {
            let toast = shelf.add()
            shopChanged(toast: toast)
        } else if layout.removeButton.contains(point), shelf.canRemove {
            let toast = shelf.remove()
            shopChanged(toast: toast)
        }
    }

    /// Seed 000: the shelf changed, and at either end the toast says so.
    private func shopChanged(toast: String?) {
        if let toast { Toast.show(toast) }
        record("shop", "Shop", .result(toast ?? "\(shelf.count) of \(shelf.capacity) items"))
    }

    private func record(_ name: String, _ title: String, _ outcome: VariantOutcome) {
        if case .result(let text) = outcome {
            status = "\(title): \(text)"
        }
        redraw()
        log.append(ResultLog.Entry(variant: name, outcome: outcome))
    }
}
