import CGIO

/// The signals on a connection that match a rule, each handed to a closure on the main context that
/// was the subscribing thread's default; unsubscribed in deinit.
package final class SignalSubscription: Sendable {
    package struct Signal {
        package let sender: String
        package let path: String
        package let interface: String
        package let name: String
        package let parameters: Variant
    }

    private let bus: BusConnection
    private let id: UInt32

    /// Each of `sender`, `interface`, `name`, `path` and `argument0` (the first argument, a string)
    /// narrows the rule; nil matches anything.
    package init(
        on bus: BusConnection, sender: String? = nil, interface: String? = nil, name: String? = nil,
        path: String? = nil, argument0: String? = nil, _ handler: @escaping @Sendable (Signal) -> Void
    ) {
        self.bus = bus
        id = g_dbus_connection_signal_subscribe(
            bus.pointer, sender, interface, name, path, argument0, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, sender, path, interface, name, parameters, handler in
                Callback<Signal>.from(handler).body(
                    Signal(
                        sender: String(cString: sender!), path: String(cString: path!),
                        interface: String(cString: interface!), name: String(cString: name!),
                        parameters: Variant(borrowing: parameters!)))
            }, Callback(handler).retained(), releaseUserData)
    }

    deinit {
        g_dbus_connection_signal_unsubscribe(bus.pointer, id)
    }
}
