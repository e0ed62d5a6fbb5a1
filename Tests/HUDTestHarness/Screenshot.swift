import Foundation
import HUDKit

package enum ScreenshotError: Error, CustomStringConvertible {
    case importFailed(display: String, status: Int32, stderr: String)

    package var description: String {
        switch self {
        case .importFailed(let display, let status, let stderr):
            "import could not capture \(display) (status \(status)): \(stderr)"
        }
    }
}

/// The whole screen of `display` as the X server holds it, read back with ImageMagick's `import`
/// (always /usr/bin's: an earlier `convert`-family entry on PATH may be a stub). `import` reads
/// the framebuffer through GetImage, so it shows what the server drew, composited or not, and
/// includes no cursor.
package func screenshot(display: String) throws -> Image {
    let importTool = try ProcessRunner.locate("/usr/bin/import", package: "imagemagick")
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("hudkit-screenshot-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    // -silent: no bell when the grab completes.
    let output = try ProcessRunner.run(
        importTool, ["-silent", "-window", "root", "-display", display, "png:\(path)"],
        timeout: .seconds(30))
    guard output.status == 0 else {
        throw ScreenshotError.importFailed(display: display, status: output.status, stderr: output.stderr)
    }
    return try Image(contentsOfPNG: path)
}

extension Image {
    /// Premultiplied ARGB; a screenshot is opaque, so this is 0xFFRRGGBB. Copies the whole image,
    /// so take `pixels()` once when reading many.
    package func pixel(x: Int, y: Int) -> UInt32 {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "(\(x), \(y)) is outside \(width)x\(height)")
        return pixels()[y * width + x]
    }
}
