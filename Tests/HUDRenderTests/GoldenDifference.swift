import Foundation
import HUDKit

/// Where two images of one size differ at all: how many pixels, the largest difference in any
/// premultiplied channel, the bounding box of the differing pixels, and a picture of them (red over
/// a faded copy of the first image).
struct Difference: CustomStringConvertible {
    let pixelCount: Int
    let largestChannelDifference: UInt32
    let bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)
    let image: Image

    /// Nil when every pixel of `a` equals `b`'s; `a` and `b` must be the same size.
    static func between(_ a: Image, _ b: Image) throws -> Difference? {
        precondition(a.width == b.width && a.height == b.height, "compare images of one size")
        let pixelsA = a.pixels()
        let pixelsB = b.pixels()
        // Equal images, the usual case, cost one memory comparison.
        let identical = pixelsA.withUnsafeBytes { bytesA in
            pixelsB.withUnsafeBytes { bytesB in memcmp(bytesA.baseAddress!, bytesB.baseAddress!, bytesA.count) == 0 }
        }
        if identical { return nil }
        var pixelCount = 0
        var largest: UInt32 = 0
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        var diff = [UInt32](repeating: 0, count: pixelsA.count)
        for index in pixelsA.indices {
            let p = pixelsA[index]
            let q = pixelsB[index]
            if p != q {
                let x = index % a.width
                let y = index / a.width
                pixelCount += 1
                largest = max(largest, largestChannelDifference(p, q))
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                diff[index] = 0xFFFF_0000
            } else {
                let luminance = ((p >> 16 & 0xFF) + (p >> 8 & 0xFF) + (p & 0xFF)) / 3
                let faded = (255 + luminance) / 2
                diff[index] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
            }
        }
        let image = try Image(width: a.width, height: a.height)
        image.setPixels(diff)
        return Difference(
            pixelCount: pixelCount, largestChannelDifference: largest,
            bounds: (minX, minY, maxX, maxY), image: image)
    }

    var description: String {
        "\(pixelCount) pixels differ, by up to \(largestChannelDifference) in a channel, "
            + "within x \(bounds.minX)...\(bounds.maxX), y \(bounds.minY)...\(bounds.maxY)"
    }

    private static func largestChannelDifference(_ p: UInt32, _ q: UInt32) -> UInt32 {
        stride(from: 0, to: 32, by: 8).map { shift in
            let a = (p >> UInt32(shift)) & 0xFF
            let b = (q >> UInt32(shift)) & 0xFF
            return a > b ? a - b : b - a
        }.max() ?? 0
    }
}
