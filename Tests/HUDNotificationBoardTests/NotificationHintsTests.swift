import HUDCore
import HUDSurfaces
import Testing

@testable import HUDNotificationBoard

/// Hints in the types applications really send, not only the ones the specification names.
@Suite struct NotificationHintsTests {
    @Test(arguments: [
        (HintValue.int32(10), 10), (.uint32(90), 90), (.byte(42), 42),
        (.int32(-20), 0), (.int32(250), 100), (.uint32(.max), 100), (.int32(0), 0), (.byte(255), 100),
    ])
    func valueIsAnIntegerOfAnyWidthClampedToAPercentage(hint: HintValue, percent: Int) {
        let hints = NotificationHints(["value": hint])
        #expect(hints.value == percent)
        #expect(hints.valueFault == nil)
    }

    @Test(arguments: [HintValue.string("40"), .other(signature: "d"), .int64(50), .boolean(true)])
    func aValueOfAnotherTypeIsIgnoredAndSaidSo(hint: HintValue) {
        let hints = NotificationHints(["value": hint])
        #expect(hints.value == nil)
        #expect(hints.valueFault == "value is of type \(hint.signature), not i, u or y")
    }

    @Test func withoutAValueThereIsNoBarAndNoFault() {
        let hints = NotificationHints([:])
        #expect(hints.value == nil && hints.valueFault == nil)
    }

    @Test(arguments: [HintValue.byte(2), .int32(2), .uint32(2)])
    func urgencyComesAsAByteOrEitherInt32(hint: HintValue) {
        #expect(NotificationHints(["urgency": hint]).urgency == .critical)
        #expect(NotificationHints(["urgency": .uint32(0)]).urgency == .low)
    }

    @Test(arguments: [HintValue.boolean(true), .int32(1), .uint32(7), .byte(1)])
    func transientAndResidentAreBooleansOrIntegers(hint: HintValue) {
        let hints = NotificationHints(["transient": hint, "resident": hint])
        #expect(hints.transient && hints.resident)
        let off = NotificationHints(["transient": .int32(0), "resident": .boolean(false)])
        #expect(!off.transient && !off.resident)
    }

    @Test(arguments: NotificationHints.tagKeys)
    func eachOfDunstsFourKeysCarriesATag(key: String) {
        #expect(NotificationHints([key: .string("volume")]).tag == "volume")
    }

    @Test func anEmptyTagIsNoTagAndTheFirstNonEmptyOneCounts() {
        #expect(NotificationHints(["x-dunst-stack-tag": .string("")]).tag == nil)
        #expect(NotificationHints(["x-dunst-stack-tag": .int32(3)]).tag == nil)
        let both = NotificationHints([
            "synchronous": .string(""), "x-canonical-private-synchronous": .string("brightness"),
            "x-dunst-stack-tag": .string("volume"),
        ])
        #expect(both.tag == "brightness")
    }

    @Test func aBadValueIsReportedOnceAndTheNotificationStillShows() throws {
        let fixture = BoardFixture()
        let id = try fixture.notify("Volume", hints: ["value": .string("40")])
        #expect(fixture.presenter.postedIDs == [id])
        #expect(fixture.presenter.lastBanner(id)?.value == nil)
        #expect(fixture.reports == ["notification \(id) from \"test\": value is of type s, not i, u or y; left out"])
        let good = try fixture.notify("Volume", hints: ["value": .uint32(250)])
        #expect(fixture.presenter.lastBanner(good)?.value == 100)
        #expect(fixture.reports.count == 1)
    }
}
