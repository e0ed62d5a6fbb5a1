import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// A banner replaced by another notification (dunst's replace tags): the same card in the same place
/// under the new id, no entrance, its expiry restarted, its bar gliding to the new value.
@Suite struct BannerStackReplacementTests {
    typealias Fixture = BannerStackTests.Fixture

    static func volume(_ value: Int?, _ summary: String = "Volume") -> BannerContent {
        BannerContent(appName: "pamixer", summary: summary, value: value, hasDefaultActionForTests: true)
    }

    static func barValue(_ fixture: Fixture, key: UInt32) -> Double? {
        guard
            case .valueBar(let value, _, _)? = fixture.stack.currentScene?.node(named: BannerLayout.valueName(key))?
                .content
        else { return nil }
        return value
    }

    @Test func theReplacementTakesTheCardInPlaceWithoutAnEntrance() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.volume(10), expiry: .never)
        fixture.stack.post(id: 2, banner: BannerStackTests.banner("Other"), expiry: .never)
        fixture.clock.advance(by: 1)
        let before = try #require(fixture.card(1))
        fixture.stack.replace(1, with: 3, banner: Self.volume(90, "Louder"), expiry: .never)
        #expect(fixture.stack.openIDs == [2, 3], "the replaced banner keeps its place in the stack")
        #expect(fixture.stack.shownIDs == [2, 3])
        // The very next frame: the card is where it was, wholly opaque; no slide, no fade.
        let after = try #require(fixture.card(1), "the card keeps its name, and so its motion")
        #expect(after.frame.minY == before.frame.minY && after.alpha == 1)
        #expect(fixture.events.isEmpty, "the board signals the old id itself")
        // Input now reports the new id.
        fixture.click(Point(x: after.frame.minX + 40, y: after.frame.minY + 20))
        #expect(fixture.events == [.actionInvoked(id: 3, key: "default"), .closed(id: 3, reason: .dismissedByUser)])
    }

    @Test func theExpiryStartsAgain() {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.volume(10), expiry: .after(seconds: 5))
        fixture.clock.advance(by: 4)
        fixture.stack.replace(1, with: 2, banner: Self.volume(20), expiry: .after(seconds: 5))
        fixture.clock.advance(by: 4.9)
        #expect(fixture.events.isEmpty)
        fixture.clock.advance(by: 0.2)
        #expect(fixture.events == [.closed(id: 2, reason: .expired)])
    }

    @Test func theBarGlidesToTheNewValue() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.volume(10), expiry: .never)
        fixture.clock.advance(by: 1)
        #expect(Self.barValue(fixture, key: 1) == 0.1)
        fixture.stack.replace(1, with: 2, banner: Self.volume(90), expiry: .never)
        #expect(try #require(Self.barValue(fixture, key: 1)) < 0.2, "it starts from where it was")
        fixture.clock.advance(by: ProgressTimeline.duration / 2)
        let midway = try #require(Self.barValue(fixture, key: 1))
        #expect(midway > 0.3 && midway < 0.9)
        fixture.clock.advance(by: ProgressTimeline.duration)
        #expect(Self.barValue(fixture, key: 1) == 0.9)
        // A post under the same id glides too; a banner that loses its value loses its bar.
        fixture.stack.post(id: 2, banner: Self.volume(40), expiry: .never)
        fixture.clock.advance(by: 1)
        #expect(Self.barValue(fixture, key: 1) == 0.4)
        fixture.stack.post(id: 2, banner: Self.volume(nil), expiry: .never)
        #expect(fixture.stack.currentScene?.node(named: BannerLayout.valueName(1)) == nil)
        fixture.stack.post(id: 2, banner: Self.volume(70), expiry: .never)
        #expect(Self.barValue(fixture, key: 1) == 0.7, "a new bar is drawn as laid out, not from a stale glide")
    }

    @Test func replacingAnUnknownIDPostsANewBanner() throws {
        let fixture = Fixture()
        fixture.stack.replace(7, with: 8, banner: Self.volume(50), expiry: .never)
        #expect(fixture.stack.openIDs == [8])
        fixture.clock.advance(by: 1)
        #expect(fixture.card(8) != nil)
    }

    @Test func anIDReusedAfterAReplacementGetsACardOfItsOwn() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.volume(10), expiry: .never)
        fixture.stack.replace(1, with: 2, banner: Self.volume(20), expiry: .never)
        fixture.stack.post(id: 1, banner: BannerStackTests.banner("Reused"), expiry: .never)
        fixture.clock.advance(by: 1)
        #expect(fixture.stack.openIDs == [1, 2])
        let cards = try #require(fixture.stack.currentScene).nodes.compactMap(\.name)
        #expect(Set(cards).count == 2, "\(cards)")
    }
}

extension BannerContent {
    fileprivate init(appName: String, summary: String, value: Int?, hasDefaultActionForTests: Bool) {
        self.init(appName: appName, summary: summary, hasDefaultAction: hasDefaultActionForTests, value: value)
    }
}
