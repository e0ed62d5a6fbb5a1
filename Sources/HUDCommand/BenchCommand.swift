import Foundation
import HUDKit

/// `hud bench`: the median time of one repaint of each gallery variant, at scale 1 and 2.
/// A repaint is what a window does per frame: the settled scene drawn over its previous contents,
/// with text shaped once and reused, so the numbers measure drawing, not Pango start-up.
enum BenchCommand {
    static let usage = """
        usage: hud bench [--iterations N] [--filter NAME]
          Prints the median microseconds per frame of every variant at scale 1 and 2.
          Build with `swift build -c release` for meaningful figures.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, accepting: [.value("iterations"), .value("filter")])
        let iterations = max(1, Int(try arguments.double("iterations") ?? 400))
        let filter = arguments.value("filter")
        let renderer = try SnapshotRenderer()
        print("variant                  scale 1 µs   scale 2 µs")
        for entry in Gallery.entries where filter.map({ entry.name.contains($0) }) ?? true {
            let medians = try [1.0, 2.0].map { scale in
                var options = entry.options
                options.scale = scale
                return try median(of: entry.overlay, options: options, iterations: iterations, renderer: renderer)
            }
            print(entry.name.padding(toLength: 24, withPad: " ", startingAt: 0)
                + String(format: " %10.1f   %10.1f", medians[0], medians[1]))
        }
        return 0
    }

    private static func median(of overlay: Overlay, options: SnapshotOptions, iterations: Int,
                               renderer: SnapshotRenderer) throws -> Double {
        let scene = try renderer.scene(for: overlay, options: options)
        let target = try renderer.image(of: scene, options: options)
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations + 10 {
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.redraw(scene, into: target, scale: options.scale)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
        }
        return samples.dropFirst(10).sorted()[iterations / 2]
    }
}
