import CGIO

/// An `ExportedInterface` served at an object path on a connection, from initialization to deinit.
/// The interface is held weakly, so that what it serves may own its own registration; a call that
/// arrives after it has gone is answered UnknownObject.
package final class ExportedObject: Sendable {
    private let registration: BusRegistration

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
        registration = try BusRegistration(on: bus, undoneBy: g_dbus_connection_unregister_object) {
            connection, error in
            g_dbus_connection_register_object(
                connection, path, g_dbus_node_info_lookup_interface(node, name), &vtable,
                Unmanaged.passRetained(Target(interface)).toOpaque(), releaseUserData, &error)
        }
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
            return PropertyAnswer.read(
                Target.from(target)?.property(name), named: name, missing: G_DBUS_ERROR_FAILED, error: error)
        }
        vtable.set_property = { _, _, _, _, property, value, error, target in
            let refusal =
                if let interface = Target.from(target) {
                    interface.setProperty(String(cString: property!), to: Variant(borrowing: value!))
                } else {
                    "the object has gone"
                }
            return PropertyAnswer.write(refusal: refusal, error: error)
        }
        return vtable
    }
}
