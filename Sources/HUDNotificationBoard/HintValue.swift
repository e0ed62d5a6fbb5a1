/// A hint's value as it came over the bus: the D-Bus types the Desktop Notifications Specification
/// uses, and `other` (with its type signature) for anything else, which is ignored.
public enum HintValue: Hashable, Sendable {
    case byte(UInt8)
    case boolean(Bool)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case string(String)
    /// `image-data`'s `(iiibiiay)`.
    case image(RawImage)
    case other(signature: String)

    /// Integer-typed hints (urgency, x, y) are sent as a byte by the spec, but clients send i and u too.
    var integer: Int64? {
        switch self {
        case .byte(let value): Int64(value)
        case .int32(let value): Int64(value)
        case .uint32(let value): Int64(value)
        case .int64(let value): value
        default: nil
        }
    }

    /// `transient` and `resident` are booleans by the spec; a non-zero integer counts as true.
    var truth: Bool? {
        if case .boolean(let value) = self { return value }
        return integer.map { $0 != 0 }
    }

    var text: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The D-Bus type signature it came as, for a log line about a hint of the wrong type.
    var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .string: "s"
        case .image: "(iiibiiay)"
        case .other(let signature): signature
        }
    }
}
