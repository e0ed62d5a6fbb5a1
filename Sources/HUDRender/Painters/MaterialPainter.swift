import HUDCore

/// Paints UIKit's system material beneath a card drawn on an image (`hud render`, goldens, motion
/// frames): what the image already holds under the card is blurred (a Gaussian of `Material.blurSigma`,
/// approximated by three box blurs on a copy shrunk by about σ/4, then enlarged bilinearly) and its
/// colours saturated, inside the card's rounded frame. Deterministic: integer box sums, fixed filters.
enum MaterialPainter {
    /// Blurs what lies beneath `frame` (points, under the context's current transform) into it, at `alpha`.
    static func paint(beneath frame: Rect, radii: CornerRadii, alpha: Double, on context: DrawingContext) {
        guard alpha > 0, let deviceScale = context.uniformDeviceScale, deviceScale > 0 else { return }
        let sigma = Material.blurSigma * deviceScale
        let factor = max(1, Int(sigma / 4))
        let reach = 3 * sigma
        let topLeft = context.deviceLocation(of: Point(x: frame.minX, y: frame.minY))
        let bottomRight = context.deviceLocation(of: Point(x: frame.maxX, y: frame.maxY))
        let x = Int((topLeft.x - reach).rounded(.down))
        let y = Int((topLeft.y - reach).rounded(.down))
        let width = Int((bottomRight.x + reach).rounded(.up)) - x
        let height = Int((bottomRight.y + reach).rounded(.up)) - y
        guard width > 0, height > 0,
            let shrunk = context.shrunkCopyOfTarget(x: x, y: y, width: width, height: height, factor: factor)
        else { return }
        let boxRadius = max(1, Int((sigma / Double(factor)).rounded()))
        shrunk.withPixelData { data, stride in
            var pixels = BlurBuffer(data: data, stride: stride, width: shrunk.width, height: shrunk.height)
            for _ in 0..<3 { pixels.boxBlur(radius: boxRadius) }
            pixels.saturate(by: Material.saturation)
        }
        context.isolated {
            context.newPath()
            context.addRoundedRect(frame, radii: radii)
            context.clip()
            context.paintEnlarged(shrunk, atDeviceX: x, y: y, factor: factor, alpha: alpha)
        }
    }
}
