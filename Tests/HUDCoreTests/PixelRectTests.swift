import HUDCore
import Testing

@Suite("Pixel rectangles")
struct PixelRectTests {
    /// Every pixel of `rect`, as (x, y) pairs.
    static func pixels(_ rects: [PixelRect]) -> [[Int]] {
        rects.flatMap { rect in
            (rect.y..<rect.y + max(0, rect.height)).flatMap { y in
                (rect.x..<rect.x + max(0, rect.width)).map { [$0, y] }
            }
        }
    }

    @Test(arguments: [
        PixelRect(x: 2, y: 3, width: 4, height: 2), // inside
        PixelRect(x: -5, y: 4, width: 8, height: 20), // across the left and bottom edges
        PixelRect(x: 0, y: 0, width: 10, height: 10), // all of it
        PixelRect(x: 20, y: 20, width: 3, height: 3), // apart
        PixelRect(x: 0, y: 0, width: 0, height: 0), // nothing
    ])
    func subtractingLeavesEachPixelOutsideTheOtherOnce(other: PixelRect) {
        let whole = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let rest = whole.subtracting(other)
        let expected = Self.pixels([whole]).filter { !Self.pixels([other]).contains($0) }
        #expect(
            Self.pixels(rest).sorted { $0.lexicographicallyPrecedes($1) }
                == expected.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(rest.allSatisfy { !$0.isEmpty })
    }
}
