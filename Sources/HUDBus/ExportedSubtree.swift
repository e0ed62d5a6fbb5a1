import CGIO

/// What an `ExportedSubtree` serves: objects that come and go under one path, each asked for by
/// its node (the path's last element, "root", "5_1"), so that a call to a node that is gone finds
/// no object rather than a stale one. GDBus has already checked that the node serves the interface,
/// that the method exists and the arguments' types; these run on the main context that was
/// thread-default at registration.
package protocol SubtreeServer: AnyObject {
    /// The interfaces the object at `node` serves now; empty when there is none.
    func interfaces(at node: String) -> [String]

    /// Answers `invocation`.
    func call(
        node: String, interface: String, method: String, parameters: Variant, invocation: consuming MethodInvocation)

    /// The property's value; nil when there is none to give (the caller gets an error).
    func property(node: String, interface: String, name: String) -> Variant?

    /// nil when set; else why not, which the caller gets as InvalidArgs.
    func setProperty(node: String, interface: String, name: String, to value: Variant) -> String?
}

/// A `SubtreeServer` served under a path on a connection, from initialization to deinit: every
/// object path beneath it is dispatched to the server, which says which objects exist.
package final class ExportedSubtree: Sendable {
    private let registration: BusRegistration

    /// Serves `server` beneath `path`, with the interfaces `introspection` (D-Bus introspection XML)
    /// describes, dispatched on the calling thread's default main context.
    package init(_ server: any SubtreeServer, at path: String, introspection: String, on bus: BusConnection)
        throws(GLibError)
    {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(introspection, &error) else {
            throw GLibError(consuming: error)
        }
        var vtable = Self.vtable
        registration = try BusRegistration(on: bus, undoneBy: g_dbus_connection_unregister_subtree) {
            connection, error in
            g_dbus_connection_register_subtree(
                connection, path, &vtable, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
                Unmanaged.passRetained(Target(server, node: node)).toOpaque(), releaseUserData, &error)
        }
    }

    private final class Target {
        weak var server: (any SubtreeServer)?
        let node: UnsafeMutablePointer<GDBusNodeInfo>

        init(_ server: any SubtreeServer, node: UnsafeMutablePointer<GDBusNodeInfo>) {
            self.server = server
            self.node = node
        }

        deinit {
            g_dbus_node_info_unref(node)
        }

        static func from(_ data: UnsafeMutableRawPointer?) -> Target {
            Unmanaged<Target>.fromOpaque(data!).takeUnretainedValue()
        }

        /// The descriptions of the interfaces `name` serves, each with a reference for GDBus, in a
        /// NULL-terminated array GDBus frees; nil for a node that does not exist.
        func introspect(_ name: String) -> UnsafeMutablePointer<UnsafeMutablePointer<GDBusInterfaceInfo>?>? {
            let infos = (server?.interfaces(at: name) ?? []).compactMap { g_dbus_node_info_lookup_interface(node, $0) }
            guard !infos.isEmpty else { return nil }
            let array = UnsafeMutablePointer<UnsafeMutablePointer<GDBusInterfaceInfo>?>(
                OpaquePointer(g_malloc0(gsize(MemoryLayout<UnsafeMutableRawPointer>.stride * (infos.count + 1))))!)
            for (index, info) in infos.enumerated() { array[index] = g_dbus_interface_info_ref(info) }
            return array
        }
    }

    /// The node an object path names beneath the subtree: its last element.
    private static func node(of path: UnsafePointer<gchar>?) -> String {
        let path = String(cString: path!)
        return path.split(separator: "/").last.map(String.init) ?? ""
    }

    private static var vtable: GDBusSubtreeVTable {
        var vtable = GDBusSubtreeVTable()
        // Nodes are not listed (a client walks the tree through the objects themselves): an empty list.
        vtable.enumerate = { _, _, _, _ in
            UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>(
                OpaquePointer(g_malloc0(gsize(MemoryLayout<UnsafeMutableRawPointer>.stride))))
        }
        vtable.introspect = { _, _, _, node, target in
            guard let node else { return nil }
            return Target.from(target).introspect(String(cString: node))
        }
        vtable.dispatch = { _, _, _, _, _, userData, target in
            userData?.pointee = target
            return UnsafePointer(ExportedSubtree.interfaceVTable)
        }
        return vtable
    }

    /// The calls of every node go through one table; the object path says which node.
    nonisolated(unsafe) private static let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, path, interface, method, parameters, invocation, target in
            let invocation = MethodInvocation(invocation!)
            guard let server = Target.from(target).server else {
                return invocation.fail("org.freedesktop.DBus.Error.UnknownObject", "the object has gone")
            }
            server.call(
                node: ExportedSubtree.node(of: path), interface: String(cString: interface!),
                method: String(cString: method!), parameters: Variant(borrowing: parameters!), invocation: invocation)
        }
        vtable.get_property = { _, _, path, interface, property, error, target in
            let name = String(cString: property!)
            let value = Target.from(target).server?.property(
                node: ExportedSubtree.node(of: path), interface: String(cString: interface!), name: name)
            return PropertyAnswer.read(value, named: name, missing: G_DBUS_ERROR_UNKNOWN_OBJECT, error: error)
        }
        vtable.set_property = { _, _, path, interface, property, value, error, target in
            let refusal: String? =
                if let server = Target.from(target).server {
                    server.setProperty(
                        node: ExportedSubtree.node(of: path), interface: String(cString: interface!),
                        name: String(cString: property!), to: Variant(borrowing: value!))
                } else {
                    "the object has gone"
                }
            return PropertyAnswer.write(refusal: refusal, error: error)
        }
        let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
        table.initialize(to: vtable)
        return table
    }()
}
