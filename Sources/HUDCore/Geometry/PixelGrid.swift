/// Snaps point values to whole device pixels, so edges and 1 px hairlines stay crisp at any scale.
package struct PixelGrid: Hashable, Sendable {
    /// Device pixels per point.
    package let scale: Double

    /// A grid of `scale` device pixels per point.
    package init(scale: Double) {
        self.scale = scale
    }

    /// Rounds `value` to the nearest device pixel.
    package func snap(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// Rounds a measured extent up, as UIKit's `sizeToFit` does, so text is never clipped by a fraction.
    package func ceil(_ value: Double) -> Double {
        (value * scale).rounded(.up) / scale
    }

    /// Rounds an extent down, so whatever is cut to fit a space stays inside it.
    package func floor(_ value: Double) -> Double {
        (value * scale).rounded(.down) / scale
    }

    /// The thinnest line the device can draw: one pixel.
    package var hairline: Double { 1 / scale }

    /// Snaps each edge of `rect` to the nearest device pixel.
    package func snap(_ rect: Rect) -> Rect {
        let x0 = snap(rect.minX)
        let y0 = snap(rect.minY)
        return Rect(x: x0, y: y0, width: snap(rect.maxX) - x0, height: snap(rect.maxY) - y0)
    }
}
