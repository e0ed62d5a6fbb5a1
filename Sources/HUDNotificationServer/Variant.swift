import CGIO
import HUDNotifications

/// One GVariant, owned (a strong reference, floating ones sunk): read-only access to the values a
/// notification call carries.
final class Variant {
    let pointer: OpaquePointer

    /// Takes the reference `pointer` holds (or sinks a floating one).
    init(taking pointer: OpaquePointer) {
        self.pointer = g_variant_take_ref(pointer)
    }

    /// Adds a reference of its own to a variant someone else owns.
    init(borrowing pointer: OpaquePointer) {
        self.pointer = g_variant_ref_sink(pointer)
    }

    deinit {
        g_variant_unref(pointer)
    }

    var typeString: String { String(cString: g_variant_get_type_string(pointer)) }

    var childCount: Int { Int(g_variant_n_children(pointer)) }

    func child(_ index: Int) -> Variant {
        Variant(taking: g_variant_get_child_value(pointer, gsize(index)))
    }

    /// A `v`'s content.
    var boxed: Variant { Variant(taking: g_variant_get_variant(pointer)) }

    /// A string's text, invalid UTF-8 repaired (GDBus validates, but a peer-to-peer or future path may not).
    var string: String {
        var length: gsize = 0
        guard let text = g_variant_get_string(pointer, &length) else { return "" }
        return text.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            String(repairing: UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    var uint32: UInt32 { g_variant_get_uint32(pointer) }
    var int32: Int32 { g_variant_get_int32(pointer) }
    var int64: Int64 { Int64(g_variant_get_int64(pointer)) }
    var byte: UInt8 { g_variant_get_byte(pointer) }
    var boolean: Bool { g_variant_get_boolean(pointer) != 0 }

    /// An `as`'s strings.
    var strings: [String] { (0..<childCount).map { child($0).string } }

    /// An `ay`'s bytes, unless there are more than `limit` (then nil, and nothing is copied).
    func bytes(limit: Int) -> [UInt8]? {
        var count: gsize = 0
        guard let data = g_variant_get_fixed_array(pointer, &count, 1), count <= limit else {
            return count == 0 ? [] : nil
        }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(count)))
    }
}
