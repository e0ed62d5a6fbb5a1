import Foundation
import HUDAutomation
import HUDKit

/// `hud-demo --tour DIR`: the demo drives itself through every variant and the shop with real input
/// (XTEST clicks and keys on its own window and on the overlays), saves a screenshot of the whole
/// screen per step and a contact sheet of them, and checks each step's outcome. Runs off the main
/// thread (which runs the demo window); talks to the demo only through its result log.
final class Tour {
    /// Why a step failed, in one line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let directory: String
    private let variants: [DemoVariant]
    private let layout: DemoLayout
    /// The demo window's top-left corner on the screen.
    private let origin: Point
    private let log: ResultLog
    private let probe: ScreenProbe
    private let input: InputSynthesizer
    private let snapshots: SnapshotRenderer
    private var screenshots: [(caption: String, image: Image, focus: Point?)] = []

    init(directory: String, variants: [DemoVariant], layout: DemoLayout, origin: Point, log: ResultLog) throws {
        self.directory = directory
        self.variants = variants
        self.layout = layout
        self.origin = origin
        self.log = log
        probe = try ScreenProbe()
        input = try InputSynthesizer()
        snapshots = try SnapshotRenderer()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// Runs every step, printing one line each and a summary; returns whether all passed.
    func run() async -> Bool {
        let start = ContinuousClock.now
        let screen = probe.screenSize
        print(
            "tour: \(Int(screen.width))x\(Int(screen.height)) screen, "
                + (probe.compositorIsRunning ? "with a compositor" : "no compositor"))
        var failed: [String] = []
        let steps: [(String, () async throws -> Void)] =
            variants.map { variant in (variant.name, { try await self.play(variant) }) }
            + [
                ("shop-full", { try await self.fillShop() }), ("shop-empty", { try await self.emptyShop() }),
                ("osd-volume-up", { try await self.raiseVolume() }),
                ("center-clear-group", { try await self.clearACenterGroup() }),
            ]
        for (number, (name, step)) in zip(1..., steps) {
            do {
                try await step()
                print("step \(number) \(name): OK")
            } catch {
                print("step \(number) \(name): FAILED: \(error)")
                failed.append(name)
                await recover()
            }
        }
        var sheetNote = ""
        do {
            var sheet = ContactSheet()
            sheet.columns = 6
            sheet.thumbnailScale = 0.3
            sheet.cell = Size(width: (screen.width * 0.3).rounded(), height: (screen.height * 0.3).rounded())
            let path = "\(directory)/contact-sheet.png"
            try sheet.render(screenshots, with: snapshots).writePNG(to: path)
            sheetNote = "; contact sheet \(path)"
        } catch {
            failed.append("contact-sheet")
            print("contact sheet: FAILED: \(error)")
        }
        let seconds =
            Double((ContinuousClock.now - start).components.seconds)
            + Double((ContinuousClock.now - start).components.attoseconds) * 1e-18
        print(
            "tour: \(steps.count - failed.count)/\(steps.count) steps OK in \(String(format: "%.1f", seconds)) s"
                + (failed.isEmpty ? "" : " (failed: \(failed.joined(separator: ", ")))")
                + "; screenshots in \(directory)/\(sheetNote)")
        return failed.isEmpty
    }

    // MARK: Steps

    private func play(_ variant: DemoVariant) async throws {
        guard let index = variants.firstIndex(where: { $0.name == variant.name }) else { return }
        let mark = log.count
        let button = onScreen(layout.variantButtons[index].center)
        input.click(at: button)
        switch variant.tour {
        case .hud(let expect):
            try await waitFor("\(variant.name) to be shown") {
                log.entries(from: mark).contains(ResultLog.Entry(variant: variant.name, outcome: .shown)) ? true : nil
            }
            try screenshot(variant.name)
            try await expectResult(expect, of: variant.name, after: mark)
        case .toast(let text):
            try await waitForToast(text)
            try screenshot(variant.name)
            try await expectResult(text, of: variant.name, after: mark)
        case .dialog(let makeAlert, let answer, let expect):
            let alert = try makeAlert(button)
            try await waitFor("\(variant.name)'s window") {
                probe.overlayWindows().contains(where: \.isDialog) ? true : nil
            }
            // Asked only once it has settled: the probe's own test grab would make the alert retry its grab.
            try await waitForStillScreen()
            try await waitFor("\(variant.name) to grab the keyboard") { probe.keyboardIsGrabbed ? true : nil }
            try await self.answer(alert, with: answer) { try self.screenshot(variant.name) }
            try await expectResult(expect, of: variant.name, after: mark)
        }
    }

    /// Clicks Add until the shelf is full: the seed's toast must say so.
    private func fillShop() async throws {
        try await clickShopButton(layout.addButton, times: layout.shopItems.count, expect: ShopShelf.fullText)
        try await waitForToast(ShopShelf.fullText)
        try screenshot("shop-full")
    }

    /// Clicks Remove until the shelf is empty: the seed's other toast must say so.
    private func emptyShop() async throws {
        try await clickShopButton(layout.removeButton, times: layout.shopItems.count, expect: ShopShelf.emptyText)
        try await waitForToast(ShopShelf.emptyText)
        try screenshot("shop-empty")
    }

    private func clickShopButton(_ frame: Rect, times: Int, expect last: String) async throws {
        var result = ""
        for _ in 0..<times {
            let mark = log.count
            input.click(at: onScreen(frame.center))
            result = try await waitFor("the shop to change") {
                log.entries(from: mark).lazy.compactMap { entry -> String? in
                    guard entry.variant == "shop", case .result(let text) = entry.outcome else { return nil }
                    return text
                }.first
            }
        }
        guard result == last else { throw Failure(description: "expected \"\(last)\", got \"\(result)\"") }
    }

    /// Clicks Volume + twice: the level HUD comes up, then changes in place, one window all along
    /// and one segment more, and the status line says the level.
    private func raiseVolume() async throws {
        // The shop's last toast may still be up; the OSD is then the only overlay to look for.
        try await waitFor("the overlays to go") { probe.overlayWindows().isEmpty ? true : nil }
        let button = onScreen(layout.levelButtons[LevelControls.Key.volumeUp.rawValue].center)
        let scene = try snapshots.scene(for: .levelHUD(.volume(0)), options: SnapshotOptions(size: probe.screenSize))
        guard let card = scene.node(named: "card")?.frame else { throw Failure(description: "the OSD has no card") }
        var mark = log.count
        input.click(at: button)
        let window = try await waitFor("the OSD's window") {
            probe.overlayWindows().first { !$0.isDialog && $0.frame.insetBy(dx: -1, dy: -1).contains(card) }
        }
        let first = try await expectLevel(after: mark)
        try await waitForStillScreen()
        let before = try filledSegments(of: scene)
        mark = log.count
        input.click(at: button)
        let second = try await expectLevel(after: mark)
        try await waitFor("the OSD to show one segment more than \(before)") {
            let windows = probe.overlayWindows()
            guard windows.map(\.id) == [window.id] else {
                throw Failure(description: "expected the OSD's one window \(window.id), found \(windows)")
            }
            return try filledSegments(of: scene) == before + 1 ? true : nil
        }
        try screenshot("osd-volume-up")
        guard first != second else { throw Failure(description: "the status line stayed \"\(first)\"") }
    }

    /// Opens the Notification Center on its samples, expands Mail's stack (the screenshot) and clears
    /// it with the group's ✕: the status line must count Mail's four; Escape then closes the panel.
    private func clearACenterGroup() async throws {
        try await waitFor("the overlays to go") { probe.overlayWindows().isEmpty ? true : nil }
        let screen = probe.screenSize
        func panel(expanded: [String]) throws -> NotificationCenterLayout {
            guard
                let layout = try CenterPlayback.settledLayout(
                    entries: CenterSamples.entries, options: BannerStackOptions(),
                    snapshot: SnapshotOptions(size: screen), renderer: snapshots, date: "", expanded: expanded)
            else { throw Failure(description: "the panel lays out to nothing") }
            return layout
        }
        let mail = CenterSamples.entries.filter { $0.banner.appName == "Mail" }
        guard let newest = mail.max(by: { $0.postedAt < $1.postedAt }),
            let stack = try panel(expanded: []).panel.node(named: BannerLayout.cardName(newest.id))?.frame,
            let clear = try panel(expanded: ["Mail"]).panel.node(named: "center.group.1.clear")?.frame
        else { throw Failure(description: "no Mail stack in the panel's layout") }
        let mark = log.count
        input.click(at: onScreen(layout.centerButton.center))
        try await waitFor("the panel's window") {
            probe.overlayWindows().contains { $0.frame.height == screen.height } ? true : nil
        }
        try await waitForStillScreen()
        input.move(to: stack.center)
        input.click(at: stack.center)
        try await waitForStillScreen()
        try screenshot("center-clear-group")
        input.move(to: clear.center)
        input.click(at: clear.center)
        try await waitFor("Mail's stack to be cleared") {
            log.entries(from: mark).contains(
                ResultLog.Entry(variant: CenterSamples.logName, outcome: .result("cleared \(mail.count)"))) ? true : nil
        }
        try input.key("Escape")
        try await waitFor("the panel to close") { probe.overlayWindows().isEmpty ? true : nil }
    }

    /// The level the status line reports after `mark`: "56 %".
    private func expectLevel(after mark: Int) async throws -> String {
        try await waitFor("the level in the status line") {
            log.entries(from: mark).lazy.compactMap { entry -> String? in
                guard entry.variant == LevelControls.logName, case .result(let text) = entry.outcome else { return nil }
                return text
            }.first
        }
    }

    /// How many of the OSD's segments the screen shows filled: those whose centre is near white,
    /// the dark theme's foreground (an empty one is that at 0.25 over the dark card).
    private func filledSegments(of scene: Scene) throws -> Int {
        let image = try probe.capture()
        let pixels = image.pixels()
        return (0..<LevelHUDModel.segmentCount).count { index in
            guard let centre = scene.node(named: "segment\(index)")?.frame.center else { return false }
            let pixel = pixels[Int(centre.y) * image.width + Int(centre.x)]
            return min(pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF) > 200
        }
    }

    // MARK: Input and checks

    private func onScreen(_ point: Point) -> Point {
        Point(x: origin.x + point.x, y: origin.y + point.y)
    }

    /// Answers the alert on screen, clicking where HUDKit's own layout puts its buttons on this
    /// screen (one monitor at scale 1, as under Xvfb). `beforeFinal` runs just before the answer's
    /// last input (the click, or the last key), when what was typed shows.
    private func answer(_ alert: Alert, with answer: DialogAnswer, beforeFinal: () throws -> Void) async throws {
        switch answer {
        case .click(let index):
            try beforeFinal()
            let scene = try snapshots.scene(
                for: alert.overlay,
                options: SnapshotOptions(
                    size: probe.screenSize,
                    appearance: alert.options.appearance))
            guard let button = scene.node(named: "button\(index)") else {
                throw Failure(description: "the alert has no button \(index)")
            }
            input.click(at: button.frame.center)
        case .keys(let entries):
            for (index, entry) in entries.enumerated() {
                if index == entries.count - 1 {
                    if index > 0 { try await waitForStillScreen() }
                    try beforeFinal()
                }
                if entry.hasPrefix("<"), entry.hasSuffix(">") {
                    try input.key(String(entry.dropFirst().dropLast()))
                } else {
                    try input.type(entry)
                }
            }
        }
    }

    private func expectResult(_ expected: String, of variant: String, after mark: Int) async throws {
        let result = try await waitFor("\(variant)'s result") {
            log.entries(from: mark).lazy.compactMap { entry -> String? in
                guard entry.variant == variant, case .result(let text) = entry.outcome else { return nil }
                return text
            }.first
        }
        guard result == expected else { throw Failure(description: "expected \"\(expected)\", got \"\(result)\"") }
    }

    /// A toast window around the card HUDKit lays `text` out to on this screen.
    private func waitForToast(_ text: String) async throws {
        let scene = try snapshots.scene(
            for: .toast(ToastModel(text: text)), options: SnapshotOptions(size: probe.screenSize))
        guard let card = scene.foregroundBounds else { throw Failure(description: "the toast lays out to nothing") }
        try await waitFor("a toast window for \"\(text)\"") {
            probe.overlayWindows().contains { window in
                !window.isDialog && window.frame.insetBy(dx: -1, dy: -1).contains(card)
                    && abs(window.frame.midX - card.midX) < 2 && abs(window.frame.midY - card.midY) < 2
            } ? true : nil
        }
        try await waitForStillScreen()
    }

    /// Entrances have ended when the screen has not changed for a while: longer than a frame, and
    /// than a display thread that is busy (taking the keyboard, say) might pause an animation.
    private func waitForStillScreen() async throws {
        let quiet = Duration.milliseconds(250)
        var previous = try probe.capture().pixels()
        var lastChange = ContinuousClock.now
        try await waitFor("the screen to settle") {
            let current = try probe.capture().pixels()
            if current != previous {
                previous = current
                lastChange = .now
            }
            return ContinuousClock.now - lastChange >= quiet ? true : nil
        }
    }

    private func screenshot(_ name: String) throws {
        let image = try probe.capture()
        let path = String(format: "%@/%02d-%@.png", directory, screenshots.count + 1, name)
        try image.writePNG(to: path)
        screenshots.append((caption: name, image: image, focus: nil))
    }

    /// After a failed step: take down whatever it left on screen, so the next step starts clean.
    private func recover() async {
        HUD.hideAll()
        if probe.keyboardIsGrabbed { try? input.key("Escape") }
        _ = try? await waitFor("the overlays to go") { probe.overlayWindows().contains(where: \.isDialog) ? nil : true }
    }

    /// Polls `condition` every few milliseconds until it gives a value; fails after `timeout` seconds
    /// naming what it waited for.
    @discardableResult
    private func waitFor<Value>(_ what: String, timeout: Double = 6, _ condition: () throws -> Value?) async throws
        -> Value
    {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            if let value = try condition() { return value }
            guard ContinuousClock.now < deadline else {
                throw Failure(description: "timed out after \(timeout) s waiting for \(what)")
            }
            try await Task.sleep(for: .milliseconds(15))
        }
    }
}
