import CGIO

/// A private connection to the session bus (not GIO's shared singleton, so that the bus going away
/// does not `exit()` the process behind the daemon's back), closed and released in deinit.
final class BusConnection: @unchecked Sendable {
    // @unchecked: GDBusConnection is thread-safe (calls, signal emission) and the pointer never changes.
    let pointer: OpaquePointer

    /// Connects to `address`, by default $DBUS_SESSION_BUS_ADDRESS (or the session's default bus).
    init(address: String? = nil) throws(GLibError) {
        var error: UnsafeMutablePointer<GError>?
        var sessionAddress: String?
        if address == nil, let found = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, nil, &error) {
            sessionAddress = String(cString: found)
            g_free(found)
        }
        guard let address = address ?? sessionAddress else { throw GLibError(consuming: error) }
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            throw GLibError(consuming: error)
        }
        pointer = connection
    }

    deinit {
        g_dbus_connection_close_sync(pointer, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Calls `method` and waits for the reply (at most `timeout` ms); `parameters` is consumed if floating.
    func call(
        _ destination: String, path: String, interface: String, method: String, parameters: OpaquePointer?,
        timeout: Int32 = 5_000
    ) throws(GLibError) -> Variant {
        var error: UnsafeMutablePointer<GError>?
        guard
            let reply = g_dbus_connection_call_sync(
                pointer, destination, path, interface, method, parameters, nil,
                G_DBUS_CALL_FLAGS_NONE, timeout, nil, &error)
        else {
            throw GLibError(consuming: error)
        }
        return Variant(taking: reply)
    }

    /// Serves `interface` at `path` as `introspection` (D-Bus introspection XML that names it)
    /// describes it: GDBus checks each call's arguments against it, then hands the call to `vtable`'s
    /// handlers with `userData`. Returns the registration's id, for `g_dbus_connection_unregister_object`.
    func registerObject(
        at path: String, interface: String, introspection: String, vtable: GDBusInterfaceVTable,
        userData: UnsafeMutableRawPointer
    ) throws(GLibError) -> UInt32 {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(introspection, &error) else {
            throw GLibError(consuming: error)
        }
        defer { g_dbus_node_info_unref(node) }
        var vtable = vtable
        let registration = g_dbus_connection_register_object(
            pointer, path, g_dbus_node_info_lookup_interface(node, interface), &vtable, userData, nil, &error)
        guard registration != 0 else { throw GLibError(consuming: error) }
        return registration
    }

    /// Broadcasts a signal; `parameters` is consumed if floating. A failure (the bus gone) is returned.
    func emit(path: String, interface: String, signal: String, parameters: OpaquePointer) -> GLibError? {
        var error: UnsafeMutablePointer<GError>?
        guard g_dbus_connection_emit_signal(pointer, nil, path, interface, signal, parameters, &error) != 0 else {
            return GLibError(consuming: error)
        }
        return nil
    }
}
