import CGIO

/// How an interface table's trampolines answer GDBus for a property, of an exported object or of a
/// subtree's node alike.
enum PropertyAnswer {
    /// A read's answer: a reference to `value`, which GDBus takes; without a value, nil and an error
    /// of `code` in `error`.
    static func read(
        _ value: Variant?, named name: String, missing code: GDBusError,
        error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> OpaquePointer? {
        guard let value else {
            g_set_error_literal(error, g_dbus_error_quark(), Int32(code.rawValue), "no value for \(name)")
            return nil
        }
        return g_variant_ref(value.pointer)
    }

    /// A write's answer: true when set (no `refusal`); else false, and the refusal in `error` as
    /// InvalidArgs.
    static func write(refusal: String?, error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
        guard let refusal else { return 1 }
        g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_INVALID_ARGS.rawValue), refusal)
        return 0
    }
}
