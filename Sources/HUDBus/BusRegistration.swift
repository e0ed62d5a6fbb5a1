import CGIO

/// An object or a subtree registered on a connection, from initialization to deinit. GDBus releases
/// the registration's user data once it is unregistered and no call is still being dispatched.
final class BusRegistration: Sendable {
    /// `g_dbus_connection_unregister_object` or `_subtree`: what undoes the registration.
    typealias Unregister = @convention(c) (OpaquePointer?, guint) -> gboolean

    private let bus: BusConnection
    private let id: guint
    private let unregister: Unregister

    /// `register` registers on the connection it is given, reporting a failure in `error`, which
    /// this throws.
    init(
        on bus: BusConnection, undoneBy unregister: Unregister,
        _ register: (_ connection: OpaquePointer, _ error: inout UnsafeMutablePointer<GError>?) -> guint
    ) throws(GLibError) {
        var error: UnsafeMutablePointer<GError>?
        id = register(bus.pointer, &error)
        guard id != 0 else { throw GLibError(consuming: error) }
        self.bus = bus
        self.unregister = unregister
    }

    deinit {
        _ = unregister(bus.pointer, id)
    }
}
