import CGIO

/// One GVariant, owned (a strong reference, floating ones sunk): the values a method call, a reply,
/// a signal or a property carries, read with the accessors and made with the labelled initializers
/// (each label names the D-Bus type, like the accessor that reads it back).
package final class Variant {
    package let pointer: OpaquePointer

    /// Takes the reference `pointer` holds (or sinks a floating one).
    package init(taking pointer: OpaquePointer) {
        self.pointer = g_variant_take_ref(pointer)
    }

    /// Adds a reference of its own to a variant someone else owns.
    package init(borrowing pointer: OpaquePointer) {
        self.pointer = g_variant_ref_sink(pointer)
    }

    deinit {
        g_variant_unref(pointer)
    }

    package convenience init(string: String) { self.init(taking: g_variant_new_string(string)) }
    package convenience init(uint32: UInt32) { self.init(taking: g_variant_new_uint32(uint32)) }
    package convenience init(byte: UInt8) { self.init(taking: g_variant_new_byte(byte)) }
    package convenience init(int32: Int32) { self.init(taking: g_variant_new_int32(int32)) }
    package convenience init(int64: Int64) { self.init(taking: g_variant_new_int64(gint64(int64))) }
    package convenience init(boolean: Bool) { self.init(taking: g_variant_new_boolean(boolean ? 1 : 0)) }
    package convenience init(double: Double) { self.init(taking: g_variant_new_double(double)) }
    package convenience init(int16: Int16) { self.init(taking: g_variant_new_int16(int16)) }
    /// An `o`; `objectPath` must be a valid object path.
    package convenience init(objectPath: String) { self.init(taking: g_variant_new_object_path(objectPath)) }

    /// A `v` holding `content`.
    package convenience init(boxing content: Variant) { self.init(taking: g_variant_new_variant(content.pointer)) }

    /// What a method's reply and a signal carry: `(…)`.
    package convenience init(tuple children: [Variant]) {
        let pointers: [OpaquePointer?] = children.map(\.pointer)
        self.init(taking: withExtendedLifetime(children) { g_variant_new_tuple(pointers, gsize(pointers.count)) })
    }

    /// An array of `elementType` (a signature, such as "s" or "a{sv}"), which an empty array needs.
    package convenience init(array elements: [Variant], of elementType: String) {
        let pointers: [OpaquePointer?] = elements.map(\.pointer)
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        self.init(
            taking: withExtendedLifetime(elements) { g_variant_new_array(type, pointers, gsize(pointers.count)) })
    }

    /// An `as`.
    package convenience init(strings: [String]) {
        self.init(array: strings.map { Variant(string: $0) }, of: "s")
    }

    /// An `a{sv}`, in `entries`' order.
    package convenience init(dictionary entries: [(key: String, value: Variant)]) {
        let pairs = entries.map { entry in
            Variant(
                taking: g_variant_new_dict_entry(
                    g_variant_new_string(entry.key), g_variant_new_variant(entry.value.pointer)))
        }
        self.init(array: pairs, of: "{sv}")
    }

    /// An `a{ss}`, in `entries`' order.
    package convenience init(stringDictionary entries: [(key: String, value: String)]) {
        let pairs = entries.map { entry in
            Variant(
                taking: g_variant_new_dict_entry(g_variant_new_string(entry.key), g_variant_new_string(entry.value)))
        }
        self.init(array: pairs, of: "{ss}")
    }

    package var typeString: String { String(cString: g_variant_get_type_string(pointer)) }

    package var childCount: Int { Int(g_variant_n_children(pointer)) }

    package func child(_ index: Int) -> Variant {
        Variant(taking: g_variant_get_child_value(pointer, gsize(index)))
    }

    /// A `v`'s content.
    package var boxed: Variant { Variant(taking: g_variant_get_variant(pointer)) }

    /// A string's text, each invalid UTF-8 sequence U+FFFD (GDBus validates, but a peer-to-peer or
    /// future path may not).
    package var string: String {
        var length: gsize = 0
        guard let text = g_variant_get_string(pointer, &length) else { return "" }
        return text.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
        }
    }

    package var uint32: UInt32 { g_variant_get_uint32(pointer) }
    package var int32: Int32 { g_variant_get_int32(pointer) }
    package var int64: Int64 { Int64(g_variant_get_int64(pointer)) }
    package var byte: UInt8 { g_variant_get_byte(pointer) }
    package var boolean: Bool { g_variant_get_boolean(pointer) != 0 }
    package var double: Double { g_variant_get_double(pointer) }

    /// An `as`'s strings.
    package var strings: [String] { (0..<childCount).map { child($0).string } }

    /// An `ay`'s bytes, unless there are more than `limit` (then nil, and nothing is copied).
    package func bytes(limit: Int) -> [UInt8]? {
        var count: gsize = 0
        guard let data = g_variant_get_fixed_array(pointer, &count, 1), count <= limit else {
            return count == 0 ? [] : nil
        }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(count)))
    }
}
