import CGIO

/// An `ExportedInterface` served at an object path on a connection, from initialization to deinit.
/// The interface is held weakly, so that what it serves may own its own registration; a call that
/// arrives after it has gone is answered UnknownObject.
package final class ExportedObject: Sendable {
    private let bus: BusConnection
    private let registration: UInt32

    /// Serves `interface` as the interface `name` that `introspection` (D-Bus introspection XML)
    /// describes, at `path`, dispatched on the calling thread's default main context.
    package init(
        _ interface: any ExportedInterface, named name: String, at path: String, introspection: String,
        on bus: BusConnection
    ) throws(GLibError) {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(introspection, &error) else {
            throw GLibError(consuming: error)
        }
        defer { g_dbus_node_info_unref(node) }
        var vtable = Self.vtable
        // GDBus releases the target once the registration is gone and no call is still being dispatched.
        registration = g_dbus_connection_register_object(
            bus.pointer, path, g_dbus_node_info_lookup_interface(node, name), &vtable,
            Unmanaged.passRetained(Target(interface)).toOpaque(), releaseUserData, &error)
        guard registration != 0 else { throw GLibError(consuming: error) }
        self.bus = bus
    }

    deinit {
        g_dbus_connection_unregister_object(bus.pointer, registration)
    }

    private final class Target {
        weak var interface: (any ExportedInterface)?

        init(_ interface: any ExportedInterface) {
            self.interface = interface
        }

        static func from(_ data: UnsafeMutableRawPointer?) -> (any ExportedInterface)? {
            Unmanaged<Target>.fromOpaque(data!).takeUnretainedValue().interface
        }
    }

    /// The C trampolines every registration shares (GDBus copies the table when registering).
    private static var vtable: GDBusInterfaceVTable {
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, target in
            let invocation = MethodInvocation(invocation!)
            guard let interface = Target.from(target) else {
                return invocation.fail("org.freedesktop.DBus.Error.UnknownObject", "the object has gone")
            }
            interface.call(
                method: String(cString: method!), parameters: Variant(borrowing: parameters!), invocation: invocation)
        }
        vtable.get_property = { _, _, _, _, property, error, target in
            let name = String(cString: property!)
            guard let value = Target.from(target)?.property(name) else {
                g_set_error_literal(
                    error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_FAILED.rawValue), "no value for \(name)")
                return nil
            }
            return g_variant_ref(value.pointer)
        }
        vtable.set_property = { _, _, _, _, property, value, error, target in
            let name = String(cString: property!)
            let refusal =
                if let interface = Target.from(target) {
                    interface.setProperty(name, to: Variant(borrowing: value!))
                } else {
                    "the object has gone"
                }
            if let refusal {
                g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_INVALID_ARGS.rawValue), refusal)
                return 0
            }
            return 1
        }
        return vtable
    }
}
