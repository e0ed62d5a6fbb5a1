/// Reads little-endian integers and byte runs off a slice, nil past its end.
struct ByteReader {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { bytes.isEmpty }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard count <= bytes.count else { return nil }
        defer { bytes = bytes.dropFirst(count) }
        return bytes.prefix(count)
    }

    mutating func byte() -> UInt8? { bytes(1)?.first }
    mutating func uint16() -> UInt16? { integer() }
    mutating func uint32() -> UInt32? { integer() }
    mutating func uint64() -> UInt64? { integer() }

    private mutating func integer<Value: FixedWidthInteger>() -> Value? {
        guard let run = bytes(Value.bitWidth / 8) else { return nil }
        return run.reversed().reduce(0) { $0 << 8 | Value($1) }
    }
}

extension [UInt8] {
    mutating func appendLittleEndian(_ value: some FixedWidthInteger) {
        for shift in stride(from: 0, to: value.bitWidth, by: 8) { append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
}
