import CX11
import Foundation
import HUDAutomation
import HUDKit
import HUDTestHarness
import Testing

@testable import HUDDemo

/// `hud-demo` on a private Xvfb: the scripted tour passes every step (with and without a
/// compositor), and the seed-000 shop shows its toast when clicked full.
@Suite(.serialized)
struct DemoTourTests {
    static let demoExecutable = ProcessRunner.hudExecutable.deletingLastPathComponent().appendingPathComponent(
        "hud-demo")
    static let screen = Size(width: 1100, height: 640)

    @Test(arguments: [false, true])
    func tourPassesEveryStep(withCompositor: Bool) throws {
        let server = try XvfbServer(width: Int(Self.screen.width), height: Int(Self.screen.height))
        if withCompositor { try server.startCompositor() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hudkit-tour-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let start = ContinuousClock.now
        let tour = try ProcessRunner.run(
            Self.demoExecutable, ["--tour", directory], environment: server.environment,
            timeout: .seconds(120))
        let elapsed = ContinuousClock.now - start
        let lines = tour.stdout.split(separator: "\n").map(String.init)
        #expect(tour.status == 0, "\(tour.stdout)\n\(tour.stderr)")
        #expect(lines.first == "tour: 1100x640 screen, " + (withCompositor ? "with a compositor" : "no compositor"))

        let steps = VariantCatalog.all.map(\.name) + ["shop-full", "shop-empty", "osd-volume-up", "center-clear-group"]
        for (number, name) in zip(1..., steps) {
            let line = "step \(number) \(name): OK"
            let passed = lines.contains(line)
            #expect(passed, "missing \"\(line)\" in:\n\(tour.stdout)")
            let screenshot = String(format: "%@/%02d-%@.png", directory, number, name)
            #expect(FileManager.default.fileExists(atPath: screenshot), "no screenshot \(screenshot)")
        }
        let sheet = try Image(contentsOfPNG: "\(directory)/contact-sheet.png")
        #expect(sheet.width > 1000 && sheet.height > 500)
        // CI runs this twice: the whole tour stays well under a minute.
        #expect(elapsed < .seconds(60), "the tour took \(elapsed)")
    }

    @Test func addingUntilFullShowsTheSeedsToast() throws {
        let server = try XvfbServer(width: Int(Self.screen.width), height: Int(Self.screen.height))
        let probe = try X11Probe(server: server)
        let input = try InputSynthesizer(display: server.display)
        let demo = try ProcessRunner.spawn(Self.demoExecutable, [], environment: server.environment)
        defer { demo.stop() }

        let window = try waitFor("the demo window") {
            guard demo.isRunning else { throw DemoExited(stderr: demo.stderr) }
            return probe.topLevelWindows().first { $0.wmClass == ["hud-demo", "HUDKit-Demo"] && $0.isViewable }
        }
        #expect(!window.overrideRedirect)
        let shops = try Shop.load(from: Shop.defaultPath)
        let layout = DemoLayout(variantCount: VariantCatalog.all.count, shopCount: shops.count)
        let add = Point(x: window.frame.minX + layout.addButton.midX, y: window.frame.minY + layout.addButton.midY)

        // Every item but the last: no toast yet; the toast's area of the screen stays as it is.
        for _ in 1..<shops.count { input.click(at: add) }
        let before = try screenshot(display: server.display)
        input.click(at: add)

        // The toast the seed shows, as HUDKit lays it out and draws it over what was on screen.
        let toast = Overlay.toast(ToastModel(text: ShopShelf.fullText))
        let options = SnapshotOptions(size: Self.screen, backdrop: .none)
        let renderer = try SnapshotRenderer()
        let scene = try renderer.scene(for: toast, options: options)
        let card = try #require(scene.foregroundBounds)
        // Drawn over the screenshot, so that the material blurs what was on screen beneath the toast.
        let expected = try screenshotOverlaid(before, with: try Image(width: before.width, height: before.height))
        renderer.renderer.draw(scene, on: Canvas(surface: expected, scale: 1))
        var mismatch: String?
        do {
            try waitUntil("the full-shelf toast to show", timeout: .seconds(5)) {
                mismatch = firstMismatch(
                    try screenshot(display: server.display), expected, in: card,
                    cornerRadius: ToastLayout.cornerRadius)
                return mismatch == nil
            }
        } catch {
            Issue.record("\(error); the last screenshot differs at \(mismatch ?? "?")")
            throw error
        }
        // A disabled Add does nothing: no second toast window, and the process carries on.
        input.click(at: add)
        #expect(demo.isRunning)
        let toastWindows = probe.topLevelWindows().filter { $0.wmClass == ["hud", "hud"] && $0.isViewable }
        #expect(toastWindows.count == 1)
    }

    private func screenshotOverlaid(_ background: Image, with overlay: Image) throws -> Image {
        let result = try Image(width: background.width, height: background.height)
        let canvas = Canvas(surface: result, scale: 1)
        canvas.paintPixels(of: background, atDeviceX: 0, y: 0, alpha: 1)
        canvas.paintPixels(of: overlay, atDeviceX: 0, y: 0, alpha: 1)
        return result
    }

    /// How far a channel of the toast may be from the expectation: the toast's material is blurred by
    /// the X server on screen (Gaussian convolution, no saturation) and by Cairo in the expectation
    /// (box blurs, saturated), seen through the toast's 0.7 black tint.
    static let materialTolerance = 3

    /// Where `shown` is not `expected` in the card `area`, or nil. Every channel may be off by
    /// `materialTolerance`; before the material it was 1: the toast's window blends the toast onto the screen beneath in one pass, the expectation
    /// composes a transparent render of it over a screenshot, rounding twice (measured: about 470 of
    /// the card's 9,800 pixels off by 1, none by more). The squares of `cornerRadius` at the four
    /// corners are left out: without a compositor the window is cut to the card by a 1-bit XShape
    /// outline, so there the desktop shows unblended where Cairo's anti-aliasing would have darkened
    /// it (measured: 8 pixels a corner, by up to 106), and the corners' shape has tests of its own.
    private func firstMismatch(_ shown: Image, _ expected: Image, in area: Rect, cornerRadius: Double) -> String? {
        let shownPixels = shown.pixels()
        let expectedPixels = expected.pixels()
        let radius = Int(cornerRadius.rounded(.up))
        let (minX, minY, maxX, maxY) = (Int(area.minX), Int(area.minY), Int(area.maxX), Int(area.maxY))
        for y in minY..<maxY {
            for x in minX..<maxX {
                let inCornerSquare =
                    (x < minX + radius || x >= maxX - radius)
                    && (y < minY + radius || y >= maxY - radius)
                let (a, b) = (shownPixels[y * shown.width + x], expectedPixels[y * expected.width + x])
                if !inCornerSquare && !isClose(a, b, tolerance: Self.materialTolerance) {
                    return "(\(x), \(y)): \(String(a, radix: 16)) instead of \(String(b, radix: 16))"
                }
            }
        }
        return nil
    }
}

private struct DemoExited: Error, CustomStringConvertible {
    let stderr: String
    var description: String { "hud-demo exited before showing its window: \(stderr)" }
}
