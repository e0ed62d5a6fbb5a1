import CGIO

/// A GError's message, taking ownership of (and freeing) the GError.
package struct GLibError: Error, CustomStringConvertible {
    package let description: String
    /// The D-Bus error a remote call failed with ("org.freedesktop.DBus.Error.UnknownMethod"); nil for
    /// an error that is not one.
    package let dbusErrorName: String?

    /// Consumes `error`; "unknown error" when GLib reported failure without one.
    package init(consuming error: UnsafeMutablePointer<GError>?) {
        guard let error else {
            description = "unknown error"
            dbusErrorName = nil
            return
        }
        description = String(cString: error.pointee.message)
        if let name = g_dbus_error_get_remote_error(error) {
            dbusErrorName = String(cString: name)
            g_free(name)
        } else {
            dbusErrorName = nil
        }
        g_error_free(error)
    }
}
