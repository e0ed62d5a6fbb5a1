import Dispatch
import HUDKit
import HUDSystem
import HUDTestSupport

/// `hud bench`: the median time of one repaint of each gallery variant, at scale 1 and 2.
/// A frame is what a window does while its card animates: the region under the card (dim and
/// card) redrawn, with text shaped once and reused. "full" is the first paint of the whole monitor.
enum BenchCommand {
    static let usage = """
        usage: hud bench [--iterations N] [--filter NAME] [--scale S]
               hud bench --x11 [--seconds S]
               hud bench --daemon [--iterations N] [--cycles C]
               hud bench --notifications [--iterations N]
          Prints the median microseconds per frame (the card region, as an animation repaints it)
          and per full paint (the whole 800x600 monitor) of every variant at scale 1 and 2
          (or only at --scale S).
          --x11: on $DISPLAY, the seed card's first paint and show animation (time, bytes written and
          CPU per frame), the CPU time of a spinning loading HUD over S seconds (default 10), and this
          process's memory at rest and with the loading HUD up.
          --daemon: on $DISPLAY, the median time from starting `hud toast x` to its window being mapped,
          with the daemon running (N samples, default 30), cold and in-process; beside the cold one,
          zenity --info and yad when installed; hud-engine render's time from exec to exit; and the
          daemon's resident memory after C show/hide cycles (default 10000). Stops the display's
          daemon first.
          --notifications: on $DISPLAY and a private session bus, the median time from starting
          notify-send to the banner being mapped (N samples, default 30) for hud daemon --notifications
          and, when installed, for dunst; and the daemon's wake-ups with a banner settled on screen.
          For example: xvfb-run -s "-screen 0 1280x800x24" .build/release/hud bench --x11
          Build with `swift build -c release` for meaningful figures.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(
            words,
            accepting: [
                .value("iterations"), .value("filter"), .value("scale"),
                .flag("x11"), .value("seconds"), .flag("daemon"),
                .value("cycles"), .flag("notifications"),
            ])
        if arguments.has("daemon") {
            return try DaemonBench.run(
                samples: max(1, Int(try arguments.double("iterations") ?? 30)),
                cycles: max(1, Int(try arguments.double("cycles") ?? 10_000)))
        }
        if arguments.has("notifications") {
            return try NotificationBench.run(samples: max(1, Int(try arguments.double("iterations") ?? 30)))
        }
        if arguments.has("x11") {
            return try X11Bench.run(seconds: try arguments.seconds("seconds") ?? 10)
        }
        let iterations = max(1, Int(try arguments.double("iterations") ?? 400))
        let filter = arguments.value("filter")
        let scales: [Double] = try arguments.double("scale").map { [$0] } ?? [1, 2]
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
        return 0
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
