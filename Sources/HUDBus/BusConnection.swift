import CGIO
import HUDSystem

/// A private connection to a message bus (not GIO's shared singleton, so that the bus going away
/// does not `exit()` the process behind its owner's back), closed and released in deinit.
package final class BusConnection: @unchecked Sendable {
    // @unchecked: GDBusConnection is thread-safe (calls, signal emission) and the pointer never changes.
    package let pointer: OpaquePointer

    /// Connects to `address`, by default $DBUS_SESSION_BUS_ADDRESS (or the session's default bus).
    /// What the connection reports (`whenClosed`) goes to the main context that is the calling
    /// thread's default now: make it inside `MainLoopThread.registering` to hear it on that loop.
    package init(address: String? = nil) throws(GLibError) {
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

    /// $DBUS_SESSION_BUS_ADDRESS, else the user's bus socket when there is one; nil when there is
    /// no session bus to reach (none is ever started).
    package static var sessionBusAddress: String? {
        let environment = ProcessEnvironment.current
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], TextFile.exists("\(runtime)/bus") else { return nil }
        return "unix:path=\(runtime)/bus"
    }

    /// The name the bus gave this connection (":1.42").
    package var uniqueName: String { String(cString: g_dbus_connection_get_unique_name(pointer)) }

    /// Calls `method` and waits for the reply (at most `timeout` ms). Without `startsService`, a
    /// destination that is not running is not started for the call (the call fails instead).
    package func call(
        _ destination: String, path: String, interface: String, method: String, parameters: Variant? = nil,
        timeout: Int32 = 5_000, startsService: Bool = true
    ) throws(GLibError) -> Variant {
        var error: UnsafeMutablePointer<GError>?
        guard
            let reply = g_dbus_connection_call_sync(
                pointer, destination, path, interface, method, parameters?.pointer, nil,
                startsService ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START, timeout, nil, &error)
        else {
            throw GLibError(consuming: error)
        }
        return Variant(taking: reply)
    }

    /// Broadcasts a signal. A failure (the bus gone) is returned.
    package func emit(path: String, interface: String, signal: String, parameters: Variant?) -> GLibError? {
        var error: UnsafeMutablePointer<GError>?
        guard
            g_dbus_connection_emit_signal(pointer, nil, path, interface, signal, parameters?.pointer, &error) != 0
        else {
            return GLibError(consuming: error)
        }
        return nil
    }

    /// Runs `handler` once the connection is closed (the bus went away, or it was closed here), on
    /// the main context that was thread-default when the connection was made. The connection keeps
    /// `handler` as long as it lives, so `handler` should not hold the connection's owner strongly.
    package func whenClosed(_ handler: @escaping @Sendable () -> Void) {
        let closed: @convention(c) (OpaquePointer?, gboolean, UnsafeMutablePointer<GError>?, gpointer?) -> Void = {
            _, _, _, handler in
            Callback<Void>.from(handler).body(())
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(pointer), "closed", unsafeBitCast(closed, to: GCallback.self),
            Callback(handler).retained(), { handler, _ in releaseUserData(handler) }, GConnectFlags(rawValue: 0))
    }

}
