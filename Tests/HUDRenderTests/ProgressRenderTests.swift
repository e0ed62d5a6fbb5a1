import Foundation
import HUDKit
import Testing

/// Draws one indicator node on black and reads its pixels back.
private struct IndicatorCanvas {
    static let size = Size(width: 140, height: 60)
    let pixels: [UInt32]

    init(_ content: NodeContent, frame: Rect) throws {
        let scene = Scene(
            size: Self.size, nodes: [SceneNode(name: "indicator", frame: frame, content: content)],
            blocksInput: false)
        pixels = try SnapshotRenderer().image(
            of: scene, options: SnapshotOptions(size: Self.size, backdrop: .color(.black))
        )
        .pixels()
    }

    func pixel(_ x: Int, _ y: Int) -> UInt32 { pixels[y * Int(Self.size.width) + x] }
    func red(_ x: Int, _ y: Int) -> UInt32 { pixel(x, y) >> 16 & 0xFF }
    func green(_ x: Int, _ y: Int) -> UInt32 { pixel(x, y) >> 8 & 0xFF }
    func blue(_ x: Int, _ y: Int) -> UInt32 { pixel(x, y) & 0xFF }
}

/// Progress in red over a blue track, so each can be told apart from the other and from the black.
private func progress(_ style: ProgressStyle, _ value: Double) -> NodeContent {
    .progress(
        style, value: value, color: Color(red: 1, green: 0, blue: 0), trackColor: Color(red: 0, green: 0, blue: 1))
}

@Suite("Progress indicators and the ring spinner, as drawn")
struct ProgressRenderTests {
    static let bar = Rect(x: 10, y: 10, width: 120, height: 10)
    static let round = Rect(x: 10, y: 10, width: 37, height: 37)

    @Test(arguments: [0.0, 0.25, 0.5, 1.0])
    func barFillsItsShareOfTheInnerWidth(value: Double) throws {
        let canvas = try IndicatorCanvas(progress(.bar, value), frame: Self.bar)
        // Inside the 2 pt border and the 1 pt gap the fill may span 114 pt; count red columns mid-height.
        let row = Int(Self.bar.midY)
        let filled = (12..<128).filter { canvas.red($0, row) > 128 }.count
        #expect(abs(Double(filled) - 114 * value) <= 1.5, "\(filled) columns filled at \(value)")
        // The track shows in the fill's lane (13…127) until the fill covers it.
        let trackShows = (13..<127).contains { canvas.blue($0, row) > 128 }
        #expect(trackShows == (value < 1))
    }

    @Test func annularAtZeroDrawsOnlyTheTrack() throws {
        let empty = try IndicatorCanvas(progress(.annular, 0), frame: Self.round)
        #expect(empty.pixels.allSatisfy { $0 >> 16 & 0xFF == 0 })
        #expect(empty.pixels.contains { $0 & 0xFF > 128 })
    }

    @Test func annularAtAQuarterFillsOnlyTheTopRightQuadrant() throws {
        let canvas = try IndicatorCanvas(progress(.annular, 0.25), frame: Self.round)
        let center = Self.round.center
        var inside = 0
        var outside = 0
        for y in 0..<60 {
            for x in 0..<140 where canvas.red(x, y) > 64 {
                // A pixel's centre right of the centre line and above the middle: the first quarter from 12 o'clock.
                if Double(x) + 0.5 >= center.x - 1, Double(y) + 0.5 <= center.y + 1 {
                    inside += 1
                } else {
                    outside += 1
                }
            }
        }
        #expect(inside > 20)
        #expect(outside == 0)
    }

    @Test(arguments: [ProgressStyle.round, .pie])
    func wedgeStartsAtTwelveAndGrowsClockwise(style: ProgressStyle) throws {
        let canvas = try IndicatorCanvas(progress(style, 0.25), frame: Self.round)
        let c = Self.round.center
        let r = 8.0
        // Half way out, in the middle of each quadrant.
        #expect(canvas.red(Int(c.x + r), Int(c.y - r)) > 200) // top right: done
        #expect(canvas.red(Int(c.x + r), Int(c.y + r)) == 0) // bottom right: to do
        #expect(canvas.blue(Int(c.x + r), Int(c.y + r)) > 200)
        #expect(canvas.red(Int(c.x - r), Int(c.y - r)) == 0) // top left: to do
    }

    @Test func outOfRangeValuesDrawLikeTheirClampedValues() throws {
        for (wild, tame) in [(Double.nan, 0.0), (-3, 0), (1.5, 1)] {
            for style in ProgressStyle.allCases {
                let drawn = try IndicatorCanvas(progress(style, wild), frame: Self.round).pixels
                #expect(
                    drawn == (try IndicatorCanvas(progress(style, tame), frame: Self.round).pixels),
                    "\(style) at \(wild)")
            }
        }
    }

    @Test(arguments: [0, 15, 30, 45])
    func ringsHeadIsWhereItsPhasePutsItAndItsTailFades(phase: Int) throws {
        let frame = Rect(x: 10, y: 5, width: 50, height: 50)
        let canvas = try IndicatorCanvas(.ringSpinner(color: .white, lineWidth: 2, phase: phase), frame: frame)
        let radius = 24.0
        /// The brightest pixel within one pixel of the ring's centre line at that angle.
        func green(degreesPastTwelve degrees: Double) -> UInt32 {
            let angle = (degrees - 90) * .pi / 180
            let x = Int(frame.midX + radius * cos(angle))
            let y = Int(frame.midY + radius * sin(angle))
            return (-1...1).flatMap { dy in (-1...1).map { dx in canvas.green(x + dx, y + dy) } }.max() ?? 0
        }
        let head = Double(phase) * 6
        #expect(green(degreesPastTwelve: head - 10) > 150) // just behind the head: bright
        #expect(green(degreesPastTwelve: head - 250) < 40) // near the tail: faded
        #expect(green(degreesPastTwelve: head + 45) == 0) // the gap ahead of the head: nothing
    }
}
