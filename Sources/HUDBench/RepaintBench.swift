import Dispatch
import HUDAutomation
import HUDKit
import HUDSystem

/// `hud bench` without a mode: the median time of one repaint of each gallery variant, at scale 1 and 2.
/// A frame is what a window does while its card animates: the region under the card (dim and
/// card) redrawn, with text shaped once and reused. "full" is the first paint of the whole monitor.
enum RepaintBench {
    static func run(iterations: Int, filter: String?, scale: Double?) throws {
        let scales: [Double] = scale.map { [$0] } ?? [1, 2]
        let renderer = try SnapshotRenderer()
        print("median µs               " + scales.map { "   frame@\($0)    full@\($0)" }.joined())
        for entry in Gallery.entries where filter.map({ entry.name.contains($0) }) ?? true {
            let name = entry.name.prefix(24)
            var row = name + String(repeating: " ", count: 24 - name.count)
            for scale in scales {
                var options = entry.options
                options.scale = scale
                let scene = try renderer.scene(for: entry.overlay, options: options)
                let region = scene.foregroundBounds?.expandedToPixels(scale: scale)
                for area in [region, nil] {
                    let time = try median(
                        of: scene, region: area, options: options, iterations: iterations, renderer: renderer)
                    row += " \(FixedPoint.text(time, decimals: 1, width: 9)) "
                }
            }
            print(row)
        }
    }

    private static func median(
        of scene: Scene, region: Rect?, options: SnapshotOptions, iterations: Int,
        renderer: SnapshotRenderer
    ) throws -> Double {
        let target = try renderer.image(of: scene, options: options)
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations + 10 {
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.redraw(scene, into: target, scale: options.scale, region: region)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
        }
        return samples.dropFirst(10).sorted()[iterations / 2]
    }
}
