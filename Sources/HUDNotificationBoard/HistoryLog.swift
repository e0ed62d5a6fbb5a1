/// The history file's layout, apart from any file: a header, then records appended one at a time,
/// each framed so that reading can tell where it ends and whether it is whole. A crash while one
/// is written leaves it cut short, which reading finds and drops; every record before it stays.
///
/// ```
/// header  "hud notification history 1\n"
/// record  "HN" · payload length (UInt32 LE) · CRC-32 of the payload (UInt32 LE) · payload
/// ```
enum HistoryLog {
    static let header = Array("hud notification history 1\n".utf8)
    static let recordMark: [UInt8] = [0x48, 0x4E]
    /// A record holds at most a line's and a body's scalars a few times over; a length beyond this
    /// is damage, not a record to allocate for.
    static let maximumPayload = 1 << 20
    private static let frameBytes = recordMark.count + 8

    /// `record` framed, to append to the file.
    static func frame(_ record: HistoryRecord) -> [UInt8] {
        let payload = record.encoded
        var bytes = recordMark
        bytes.appendLittleEndian(UInt32(payload.count))
        bytes.appendLittleEndian(CRC32.checksum(payload))
        return bytes + payload
    }

    /// A whole file of `records`: what compaction writes.
    static func file(_ records: some Sequence<HistoryRecord>) -> [UInt8] {
        records.reduce(into: header) { $0 += frame($1) }
    }

    /// What a file held: the records up to the first damage, and what the damage was.
    struct Contents: Equatable {
        var records: [HistoryRecord] = []
        /// Why reading stopped before the end (with the byte it stopped at); nil for a whole file.
        var damage: String?
    }

    /// Reads a file's bytes. An empty file is an empty history (a crash between creating and
    /// writing the header leaves one).
    static func read(_ bytes: [UInt8]) -> Contents {
        guard !bytes.isEmpty else { return Contents() }
        guard bytes.starts(with: header) else {
            return Contents(damage: "not a notification history file (its first bytes are not the header)")
        }
        var contents = Contents()
        var offset = header.count
        while offset < bytes.count {
            var reader = ByteReader(bytes[offset...])
            guard let mark = reader.bytes(recordMark.count), let length = reader.uint32(), let sum = reader.uint32()
            else {
                contents.damage = "a record cut short at byte \(offset) of \(bytes.count)"
                break
            }
            guard mark.elementsEqual(recordMark), length <= maximumPayload else {
                contents.damage = "no record where one should start, at byte \(offset) of \(bytes.count)"
                break
            }
            guard let payload = reader.bytes(Int(length)) else {
                contents.damage = "a record cut short at byte \(offset) of \(bytes.count)"
                break
            }
            guard CRC32.checksum(payload) == sum else {
                contents.damage = "a record whose checksum does not match, at byte \(offset) of \(bytes.count)"
                break
            }
            guard let record = HistoryRecord(decoding: payload) else {
                contents.damage = "a record of an unknown layout at byte \(offset) of \(bytes.count)"
                break
            }
            contents.records.append(record)
            offset += frameBytes + Int(length)
        }
        return contents
    }

    /// Whether a file of `count` records for a history of `capacity` is due to be rewritten with the
    /// latest `capacity`: at twice the capacity, so that a rewrite comes once every `capacity`
    /// appends rather than with each, and the file stays within twice what the history shows.
    static func needsCompaction(count: Int, capacity: Int) -> Bool {
        count >= 2 * max(capacity, 1)
    }
}
