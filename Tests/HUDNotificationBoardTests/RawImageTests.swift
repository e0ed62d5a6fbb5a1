import HUDCore
import HUDNotificationBoard
import HUDSurfaces
import Testing

@Suite struct RawImageTests {
    /// A `width`×`height` image whose pixel (x, y) is (x, y, 7[, 200]), each row padded to `rowstride`.
    func image(width: Int, height: Int, alpha: Bool, rowstride: Int, paddedLastRow: Bool = true) -> RawImage {
        let channels = alpha ? 4 : 3
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { bytes += [UInt8(x), UInt8(y), 7] + (alpha ? [200] : []) }
            if y < height - 1 || paddedLastRow { bytes += Array(repeating: 0xEE, count: rowstride - width * channels) }
        }
        return RawImage(
            width: width, height: height, rowstride: rowstride, hasAlpha: alpha, bitsPerSample: 8,
            channels: channels, bytes: bytes)
    }

    @Test(arguments: [false, true], [0, 1, 5])
    func anyRowstrideWithOrWithoutAlpha(alpha: Bool, padding: Int) throws {
        let width = 3
        let height = 2
        let channels = alpha ? 4 : 3
        for padded in [true, false] {
            let raw = image(
                width: width, height: height, alpha: alpha, rowstride: width * channels + padding,
                paddedLastRow: padded)
            let decoded = try #require(raw.bannerImage().image, "\(raw.fault ?? "")")
            #expect(decoded.width == 3 && decoded.height == 2)
            #expect(Array(decoded.rgba[0..<4]) == [0, 0, 7, alpha ? 200 : 255])
            #expect(Array(decoded.rgba[20..<24]) == [2, 1, 7, alpha ? 200 : 255], "the last pixel of row 2")
        }
    }

    @Test func wrongSizesAreFaultsNotCrashes() {
        var short = image(width: 4, height: 4, alpha: true, rowstride: 16)
        short.bytes.removeLast(5)
        #expect(short.bannerImage() == .failure("image-data holds 59 bytes; 4×4 at rowstride 16 needs 64"))
        let cases: [(RawImage, String)] = [
            (
                RawImage(width: -3, height: 2, rowstride: 12, hasAlpha: true, bitsPerSample: 8, channels: 4, bytes: []),
                "image-data is -3×2; each side must be 1…4096"
            ),
            (
                RawImage(
                    width: 100_000, height: 100_000, rowstride: 400_000, hasAlpha: true, bitsPerSample: 8, channels: 4,
                    bytes: []), "image-data is 100000×100000; each side must be 1…4096"
            ),
            (
                RawImage(width: 2, height: 2, rowstride: 8, hasAlpha: true, bitsPerSample: 16, channels: 4, bytes: []),
                "image-data has 16 bits per sample; only 8 is supported"
            ),
            (
                RawImage(width: 2, height: 2, rowstride: 8, hasAlpha: false, bitsPerSample: 8, channels: 4, bytes: []),
                "image-data has 4 channels with has-alpha false; expected 3"
            ),
            (
                RawImage(width: 2, height: 2, rowstride: 5, hasAlpha: false, bitsPerSample: 8, channels: 3, bytes: []),
                "image-data's rowstride 5 does not fit width 2 × 3 channels"
            ),
        ]
        for (raw, fault) in cases { #expect(raw.bannerImage() == .failure(fault)) }
    }

    @Test func largeImagesAreScaledDownKeepingTheirShape() throws {
        let raw = RawImage(
            width: 1024, height: 512, rowstride: 1024 * 3, hasAlpha: false, bitsPerSample: 8, channels: 3,
            bytes: Array(repeating: 90, count: 1024 * 512 * 3))
        let decoded = try #require(raw.bannerImage().image)
        #expect(decoded.width == 256 && decoded.height == 128)
        #expect(Set(decoded.rgba) == [90, 255])
    }

    @Test func transparentPixelsDoNotDarkenTheAverage() throws {
        // Two columns: opaque white and fully transparent black, halved to one column.
        let width = 512
        var bytes: [UInt8] = []
        for x in 0..<width { bytes += x % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 0] }
        let raw = RawImage(
            width: width, height: 1, rowstride: width * 4, hasAlpha: true, bitsPerSample: 8, channels: 4,
            bytes: bytes)
        let decoded = try #require(raw.bannerImage().image)
        #expect(Array(decoded.rgba[0..<4]) == [255, 255, 255, 127])
    }
}
