import Testing

@testable import HUDCore
@testable import HUDStage
@testable import HUDSurfaces

@Suite("The work area: what the desktop's panels leave free, and banners, the center and HUDs inside it")
struct WorkAreaTests {
    /// Two 1280 × 1024 monitors side by side on a 2560 × 1024 screen.
    static let left = Monitor(name: "left", frame: Rect(x: 0, y: 0, width: 1280, height: 1024), isPrimary: true)
    static let right = Monitor(name: "right", frame: Rect(x: 1280, y: 0, width: 1280, height: 1024), isPrimary: false)
    static let screen = Size(width: 2560, height: 1024)

    /// A bar 30 px high along the top of the right monitor alone, as polybar publishes it.
    static let rightBar = Strut(cardinals: [0, 0, 30, 0, 0, 0, 0, 0, 1280, 2559, 0, 0])!

    @Test func aPartialStrutCutsOnlyTheMonitorItsStretchLiesOn() {
        #expect(
            Self.right.workArea(published: nil, struts: [Self.rightBar], screen: Self.screen)
                == Rect(x: 1280, y: 30, width: 1280, height: 994))
        #expect(Self.left.workArea(published: nil, struts: [Self.rightBar], screen: Self.screen) == Self.left.frame)
    }

    @Test func anOldStrutReservesTheWholeEdgeOfEveryMonitorOnIt() throws {
        let bar = try #require(Strut(cardinals: [0, 0, 0, 24]))
        for monitor in [Self.left, Self.right] {
            let area = monitor.workArea(published: nil, struts: [bar], screen: Self.screen)
            #expect(area == Rect(x: monitor.frame.minX, y: 0, width: 1280, height: 1000))
        }
    }

    @Test func strutsAtEveryEdgeAddUpAndTheDeepestWins() throws {
        let struts = [
            try #require(Strut(cardinals: [40, 0, 20, 0, 0, 1023, 0, 0, 0, 1279, 0, 0])),
            try #require(Strut(cardinals: [0, 0, 30, 16])),
            try #require(Strut(cardinals: [0, 50, 0, 0, 0, 0, 0, 1023, 0, 0, 0, 0])),
        ]
        #expect(
            Self.left.workArea(published: nil, struts: struts, screen: Self.screen)
                == Rect(x: 40, y: 30, width: 1240, height: 978))
        // The right strut is at the screen's right edge, the right monitor's.
        #expect(
            Self.right.workArea(published: nil, struts: struts, screen: Self.screen)
                == Rect(x: 1280, y: 30, width: 1230, height: 978))
    }

    @Test func thePublishedWorkAreaWinsOverStrutsAndIsIntersectedWithTheMonitor() {
        let published = Rect(x: 0, y: 30, width: 2560, height: 994)
        #expect(
            Self.right.workArea(published: published, struts: [Self.rightBar], screen: Self.screen)
                == Rect(x: 1280, y: 30, width: 1280, height: 994))
        // Nothing of it on the monitor: the monitor's whole frame rather than nothing.
        #expect(
            Self.right.workArea(published: Rect(x: 0, y: 0, width: 100, height: 100), struts: [], screen: Self.screen)
                == Self.right.frame)
    }

    @Test func aStrutThatLeavesNothingIsIgnored() throws {
        let tall = try #require(Strut(cardinals: [0, 0, 1024, 0]))
        #expect(Self.left.workArea(published: nil, struts: [tall], screen: Self.screen) == Self.left.frame)
    }

    @Test func malformedStrutsAreNoStruts() {
        #expect(Strut(cardinals: []) == nil)
        #expect(Strut(cardinals: [0, 0, 30]) == nil)
    }

    @Test func theAreaIsInCanvasPointsOfItsMonitor() {
        #expect(
            Self.right.canvasRect(of: Rect(x: 1280, y: 30, width: 1280, height: 994), scale: 2)
                == Rect(x: 0, y: 15, width: 640, height: 497))
    }

    // MARK: Placing inside it

    static func context(workArea: Rect?) throws -> LayoutContext {
        try LayoutContext(
            canvas: Size(width: 800, height: 600), scale: 1, measurer: FixedWidthMeasurer(), workArea: workArea)
    }

    static let underBar = Rect(x: 0, y: 30, width: 800, height: 570)

    @Test func theFirstBannerHangsBelowTheBarAndTheWindowKeepsOffIt() throws {
        let clock = ManualClock()
        let context = try Self.context(workArea: Self.underBar)
        let stack = BannerStack(options: BannerStackOptions(), animator: Animator(clock: clock)) { context }
        stack.post(id: 1, banner: BannerStackTests.banner(), expiry: .never)
        clock.advance(by: 1)
        let card = try #require(stack.currentScene?.node(named: BannerLayout.cardName(1)))
        #expect(card.frame.minY == 30 + BannerStack.margin)
        let region = try #require(stack.windowRegion(canvas: context.canvas, scale: 1))
        #expect(region.minY == 30 && region.maxY == 600)
    }

    @Test func theOffsetMovesTheStackInFromItsCorner() throws {
        let clock = ManualClock()
        let context = try Self.context(workArea: Self.underBar)
        for position in [BannerPosition.topRight, .bottomLeft] {
            let options = BannerStackOptions(position: position, offset: Point(x: 10, y: 50))
            let stack = BannerStack(options: options, animator: Animator(clock: clock)) { context }
            stack.post(id: 1, banner: BannerStackTests.banner(), expiry: .never)
            clock.advance(by: 1)
            let card = try #require(stack.currentScene?.node(named: BannerLayout.cardName(1)))
            if position == .topRight {
                #expect(card.frame.minY == 30 + 50 + BannerStack.margin)
                #expect(card.frame.maxX == 800 - 10 - BannerStack.margin)
            } else {
                #expect(card.frame.maxY == 600 - 50 - BannerStack.margin)
                #expect(card.frame.minX == 10 + BannerStack.margin)
            }
        }
    }

    @Test func theCentersColumnStartsBelowTheBar() throws {
        let context = try Self.context(workArea: Self.underBar)
        let layout = NotificationCenterLayout(
            model: NotificationCenterModel(entries: []), now: 0, date: "Thursday 3 December", doNotDisturb: false,
            options: BannerStackOptions(), context: context)
        #expect(layout.panel.frame == Rect(x: 800 - 384, y: 30, width: 384, height: 570))
    }

    @Test func aHUDAtAnEdgeKeepsInsideItAndACentredOneStaysOnTheMonitorsMiddle() throws {
        let context = try Self.context(workArea: Rect(x: 40, y: 30, width: 760, height: 540))
        let size = Size(width: 100, height: 50)
        #expect(HUDPlacement(position: .topLeft).place(cardSize: size, in: context).origin == Point(x: 60, y: 50))
        #expect(HUDPlacement(position: .bottomRight).place(cardSize: size, in: context).maxY == 570 - 20)
        #expect(HUDPlacement(position: .center).place(cardSize: size, in: context) == context.centeredBox(size))
    }

    @Test func aWorkAreaBeyondTheCanvasIsCutToIt() throws {
        #expect(
            try Self.context(workArea: Rect(x: -10, y: 20, width: 900, height: 900)).workArea
                == Rect(x: 0, y: 20, width: 800, height: 580))
        #expect(try Self.context(workArea: nil).workArea == Rect(x: 0, y: 0, width: 800, height: 600))
    }
}
