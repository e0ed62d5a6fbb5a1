import HUDCore
import HUDSurfaces
import Testing

@testable import HUDNotificationBoard

@Suite struct HistoryLogTests {
    static func record(_ id: UInt32, body: String = "body") -> HistoryRecord {
        HistoryRecord(
            id: id, appName: "Mail", summary: "Message \(id)", body: body, iconName: "/usr/share/icons/mail.png",
            imagePath: id.isMultiple(of: 2) ? "/tmp/photo.png" : nil, desktopEntry: "org.example.Mail",
            urgency: id.isMultiple(of: 3) ? .critical : .low, category: id.isMultiple(of: 2) ? nil : "email.arrived",
            created: 1_700_000_000.25 + Double(id), closed: 1_700_000_005.5 + Double(id))
    }

    static let records = (1...5).map { record($0) }

    @Test func theChecksumIsTheStandardCRC32() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([]) == 0)
    }

    @Test func recordsReadBackAsWrittenInOrder() {
        let odd = HistoryRecord(
            id: UInt32.max, appName: "", summary: "日本語 ✓ \u{0}", body: "a\nb\tc", created: -1, closed: 0)
        let contents = HistoryLog.read(HistoryLog.file(Self.records + [odd]))
        #expect(contents == HistoryLog.Contents(records: Self.records + [odd]))
        #expect(HistoryLog.read(HistoryLog.header + HistoryLog.frame(odd)).records == [odd])
    }

    /// An app's picture sent as pixels is kept as its thumbnail; a record written before there were
    /// thumbnails (layout 1) still reads.
    @Test func aThumbnailReadsBackAndARecordWithoutOneOfTheFirstLayoutToo() throws {
        var pictured = Self.record(9)
        let gradient = (0..<(64 * 32)).flatMap { index -> [UInt8] in [UInt8(index % 256), 40, 200, 255] }
        let thumbnail = try #require(BannerImage(width: 64, height: 32, rgba: gradient))
        pictured.thumbnail = thumbnail
        #expect(HistoryLog.read(HistoryLog.file([pictured])).records == [pictured])
        let plain = Self.records[0]
        let firstLayout = [1] + plain.encoded.dropFirst().dropLast(4)
        #expect(HistoryRecord(decoding: ArraySlice(firstLayout)) == plain)
        // A thumbnail larger than any written is damage, not an allocation.
        var oversized = Array(plain.encoded.dropLast(4))
        oversized.appendLittleEndian(UInt16(HistoryRecord.thumbnailSide + 1))
        oversized.appendLittleEndian(UInt16(1))
        #expect(HistoryRecord(decoding: ArraySlice(oversized + [UInt8](repeating: 0, count: 65 * 4))) == nil)
    }

    @Test func anEmptyFileIsAnEmptyHistory() {
        #expect(HistoryLog.read([]) == HistoryLog.Contents())
        #expect(HistoryLog.read(HistoryLog.header) == HistoryLog.Contents())
    }

    /// A crash while the last record was written, wherever it cut: the ones before it stay.
    @Test func aRecordCutShortLosesOnlyItself() {
        let whole = HistoryLog.file(Self.records)
        let last = HistoryLog.frame(Self.records[4]).count
        for cut in (whole.count - last + 1)..<whole.count {
            let contents = HistoryLog.read(Array(whole[..<cut]))
            #expect(contents.records == Array(Self.records.prefix(4)), "cut at \(cut)")
            #expect(contents.damage == "a record cut short at byte \(whole.count - last) of \(cut)", "cut at \(cut)")
        }
    }

    @Test func aChangedByteIsCaughtAndTheRecordsBeforeItKept() {
        var bytes = HistoryLog.file(Self.records)
        let third = HistoryLog.header.count + Self.records.prefix(2).map { HistoryLog.frame($0).count }.reduce(0, +)
        bytes[third + 20] ^= 0x01
        let contents = HistoryLog.read(bytes)
        #expect(contents.records == Array(Self.records.prefix(2)))
        #expect(contents.damage == "a record whose checksum does not match, at byte \(third) of \(bytes.count)")
        bytes[third] = 0x00
        #expect(HistoryLog.read(bytes).damage == "no record where one should start, at byte \(third) of \(bytes.count)")
    }

    @Test func aHugeLengthIsDamageNotAnAllocation() {
        var bytes = HistoryLog.header + HistoryLog.recordMark
        bytes.appendLittleEndian(UInt32.max)
        bytes.appendLittleEndian(UInt32(0))
        let contents = HistoryLog.read(bytes)
        #expect(contents.records.isEmpty)
        #expect(contents.damage?.hasPrefix("no record where one should start") == true)
    }

    @Test func garbageIsNotAHistory() {
        let garbage = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        let contents = HistoryLog.read(garbage)
        #expect(contents.records.isEmpty)
        #expect(contents.damage == "not a notification history file (its first bytes are not the header)")
    }

    /// A whole frame around a payload of another layout (a later HUDKit's) is not misread.
    @Test func aRecordOfAnotherLayoutIsDamage() {
        var payload = Self.records[0].encoded
        payload[0] = HistoryRecord.layout + 1
        var bytes = HistoryLog.header + HistoryLog.recordMark
        bytes.appendLittleEndian(UInt32(payload.count))
        bytes.appendLittleEndian(CRC32.checksum(payload))
        let contents = HistoryLog.read(bytes + payload)
        #expect(
            contents.damage
                == "a record of an unknown layout at byte \(HistoryLog.header.count) of \(bytes.count + payload.count)")
        #expect(HistoryRecord(decoding: Self.records[0].encoded.dropLast()) == nil)
        #expect(HistoryRecord(decoding: ArraySlice(Self.records[0].encoded + [0])) == nil)
    }

    @Test func theFileIsRewrittenAtTwiceTheCapacity() {
        #expect(!HistoryLog.needsCompaction(count: 399, capacity: 200))
        #expect(HistoryLog.needsCompaction(count: 400, capacity: 200))
        #expect(HistoryLog.needsCompaction(count: 2, capacity: 0))
    }
}
