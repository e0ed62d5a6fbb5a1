import Glibc

/// Numbers as printf's `%W.Nf` writes them (correctly rounded, as `String(format:)` did), through
/// `vsnprintf`: the figures that `hud bench` prints and the goldens' captions.
package enum FixedPoint {
    /// `value` with `decimals` digits after the point, right-aligned in `width` columns when shorter.
    package static func text(_ value: Double, decimals: Int, width: Int = 0) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let count = withVaList([Int32(width), Int32(decimals), value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%*.*f", arguments)
        }
        // A value of 1e308 needs 309 digits before the point; the buffer holds any sane figure.
        let written = min(Int(max(count, 0)), buffer.count - 1)
        return String(decoding: buffer.prefix(written).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
