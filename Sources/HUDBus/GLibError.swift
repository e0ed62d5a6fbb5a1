import CGIO

/// A GError's message, taking ownership of (and freeing) the GError.
package struct GLibError: Error, CustomStringConvertible {
    package let description: String

    /// Consumes `error`; "unknown error" when GLib reported failure without one.
    package init(consuming error: UnsafeMutablePointer<GError>?) {
        guard let error else {
            description = "unknown error"
            return
        }
        description = String(cString: error.pointee.message)
        g_error_free(error)
    }
}
