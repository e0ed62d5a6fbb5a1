import Foundation
import HUDSystem
import Testing

/// FixedPoint replaced `String(format:)` in the libraries and hud-engine; it must write what it wrote.
@Suite("FixedPoint: printf's %W.Nf without Foundation")
struct FixedPointTests {
    @Test(arguments: [
        (0.0, 3), (1.0 / 60, 3), (0.404, 3), (2.05, 3), (1234.56789, 1), (0.05, 1), (0.25, 1), (0.35, 1),
        (-0.0004, 3), (-12.5, 0), (13.5, 0), (99.995, 2), (1e20, 2), (-1e-300, 1),
    ])
    func writesWhatStringFormatWrote(value: Double, decimals: Int) {
        #expect(FixedPoint.text(value, decimals: decimals) == String(format: "%.\(decimals)f", value))
    }

    @Test func rightAlignsInAWidth() {
        #expect(FixedPoint.text(12.34, decimals: 1, width: 9) == "     12.3")
        #expect(FixedPoint.text(123_456_789.5, decimals: 1, width: 9) == "123456789.5")
        #expect(FixedPoint.text(1.5, decimals: 1, width: 9) == String(format: "%9.1f", 1.5))
    }

    @Test func writesInfinityAndNaNAsPrintfDoes() {
        #expect(FixedPoint.text(.infinity, decimals: 1) == "inf")
        #expect(FixedPoint.text(-.infinity, decimals: 1) == "-inf")
        #expect(FixedPoint.text(.nan, decimals: 2) == "nan")
    }

    @Test func theLargestDoubleFitsWhole() {
        let text = FixedPoint.text(.greatestFiniteMagnitude, decimals: 1)
        #expect(text == String(format: "%.1f", Double.greatestFiniteMagnitude))
        #expect(text.count == 311)
    }
}
