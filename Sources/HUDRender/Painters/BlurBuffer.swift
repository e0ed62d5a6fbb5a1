/// Premultiplied ARGB pixels in an image's memory, blurred and saturated in place for the material.
/// Integer arithmetic throughout, so the same input gives the same pixels on every machine.
struct BlurBuffer {
    private let words: UnsafeMutablePointer<UInt32>
    private let rowWords: Int
    let width: Int
    let height: Int

    /// `data` with rows `stride` bytes apart, as `CairoImage.withPixelData` hands it.
    init(data: UnsafeMutableRawPointer, stride: Int, width: Int, height: Int) {
        words = data.assumingMemoryBound(to: UInt32.self)
        rowWords = stride / 4
        self.width = width
        self.height = height
    }

    /// One box blur of `2 × radius + 1` pixels, across then down; edge pixels extend outwards.
    mutating func boxBlur(radius: Int) {
        var line = [UInt32](repeating: 0, count: max(width, height))
        for row in 0..<height {
            blurLine(start: row * rowWords, step: 1, count: width, radius: radius, scratch: &line)
        }
        for column in 0..<width {
            blurLine(start: column, step: rowWords, count: height, radius: radius, scratch: &line)
        }
    }

    private func blurLine(start: Int, step: Int, count: Int, radius: Int, scratch line: inout [UInt32]) {
        guard count > 1 else { return }
        for index in 0..<count { line[index] = words[start + index * step] }
        let span = 2 * radius + 1
        var sums = [Int](repeating: 0, count: 4)
        func add(_ pixel: UInt32, _ sign: Int) {
            for channel in 0..<4 { sums[channel] += sign * Int((pixel >> (channel * 8)) & 0xFF) }
        }
        func pixel(_ index: Int) -> UInt32 { line[min(count - 1, max(0, index))] }
        for index in -radius...radius { add(pixel(index), 1) }
        for index in 0..<count {
            var result: UInt32 = 0
            for channel in 0..<4 {
                result |= UInt32((sums[channel] + span / 2) / span) << (channel * 8)
            }
            words[start + index * step] = result
            add(pixel(index + radius + 1), 1)
            add(pixel(index - radius), -1)
        }
    }

    /// Moves each colour away from its luminance (Rec. 709) by `factor`, kept within the pixel's alpha.
    mutating func saturate(by factor: Double) {
        let scaled = Int((factor * 256).rounded())
        for row in 0..<height {
            for column in 0..<width {
                let index = row * rowWords + column
                let pixel = words[index]
                let alpha = Int(pixel >> 24)
                let red = Int((pixel >> 16) & 0xFF)
                let green = Int((pixel >> 8) & 0xFF)
                let blue = Int(pixel & 0xFF)
                let luma = (54 * red + 183 * green + 19 * blue) >> 8
                func raise(_ value: Int) -> UInt32 {
                    UInt32(min(alpha, max(0, luma + ((value - luma) * scaled) >> 8)))
                }
                words[index] = UInt32(alpha) << 24 | raise(red) << 16 | raise(green) << 8 | raise(blue)
            }
        }
    }
}
