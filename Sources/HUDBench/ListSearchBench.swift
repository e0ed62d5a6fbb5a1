import Dispatch
import HUDCore
import HUDKit
import HUDRender
import HUDSurfaces
import HUDSystem

/// `hud bench --list-search`: typing to find a row in `hud zenity --list` of 10,000 rows, as a
/// script that lists a directory tree shows it. Each key goes through the alert's input (the list's
/// search over every row's first cell), the layout, and the repaint of what changed, into an image
/// the size of a monitor: the whole cost of a key to its frame but the compositor's, which must fit
/// in one 60 Hz frame (16 ms).
enum ListSearchBench {
    static let rowCount = 10_000

    static func run(samples: Int) throws {
        let rows = (0..<rowCount).map { index in ["file-\(String(100_000 + index).dropFirst()).txt", "\(index) KB"] }
        let model = try AlertModel(
            title: "Files", actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")])
        var withList = model
        withList.content = .list(AlertList(columns: ["Name", "Size"], rows: rows))
        let renderers = try SceneRenderers()
        let renderer = try renderers.renderer(for: nil)
        let canvas = Size(width: 1280, height: 800)
        var keys: [Double] = []
        var worst = 0.0
        for _ in 0..<samples {
            let clock = ManualClock()
            let driver = try OverlayController(
                overlay: .alert(withList), appearance: nil, transition: nil, animator: Animator(clock: clock),
                layoutContext: DisplayOptions().layoutContext(canvas: canvas, scale: 1, measurer: renderer.textCache))
            // Return answers OK with the row the keys found.
            var selected: [Int] = []
            driver.onFinished = { response in
                if case .rows(let chosen, _)? = response.content { selected = chosen }
            }
            try driver.presentation.show()
            clock.advance(by: 2)
            let image = try CairoImage(width: Int(canvas.width), height: Int(canvas.height))
            let context = DrawingContext(surface: image, scale: 1)
            var shown = try driver.currentFrame.unwrapped()
            renderer.draw(shown, on: context, replacingContents: true)
            // The last row's name, typed a key at a time: each key searches all the rows before it.
            for character in "file-09999" {
                let started = DispatchTime.now().uptimeNanoseconds
                driver.handle(.keyStroke(KeyStroke(.text(String(character)))))
                let frame = try driver.currentFrame.unwrapped()
                if let damage = frame.damage(since: shown) { renderer.draw(frame, on: context, region: damage) }
                image.flush()
                shown = frame
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
                keys.append(seconds)
                worst = max(worst, seconds)
            }
            driver.handle(.keyStroke(KeyStroke(.returnKey)))
            guard selected == [rowCount - 1] else {
                throw DaemonBench.Failure(description: "the typed name selected \(selected), not the last row")
            }
        }
        print(
            "a key typed into a \(rowCount)-row list to its frame (search, layout, repaint): median "
                + "\(FixedPoint.text(DaemonBench.median(keys) * 1000, decimals: 2)) ms, slowest "
                + "\(FixedPoint.text(worst * 1000, decimals: 2)) ms over \(keys.count) keys (target ≤ 16 ms)")
    }
}

extension Optional {
    fileprivate func unwrapped() throws -> Wrapped {
        guard let self else { throw DaemonBench.Failure(description: "the list alert shows no frame") }
        return self
    }
}
