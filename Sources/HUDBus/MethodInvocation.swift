import CGIO

/// A method call waiting for its answer. GDBus hands each call over to be answered exactly once (a
/// second answer is a GLib critical; none leaves the caller waiting out its timeout), so answering
/// consumes this, and the compiler refuses a second answer.
package struct MethodInvocation: ~Copyable {
    private let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Answers with `reply`, the tuple of the method's out arguments (nil for a method without any).
    package consuming func reply(_ reply: Variant? = nil) {
        g_dbus_method_invocation_return_value(pointer, reply?.pointer)
    }

    /// Answers with the D-Bus error `name` ("org.freedesktop.DBus.Error.InvalidArgs") and `message`.
    package consuming func fail(_ name: String, _ message: String) {
        g_dbus_method_invocation_return_dbus_error(pointer, name, message)
    }
}
