import CGIO

/// Answers method calls without arguments to one interface at one path as they arrive, on GDBus's
/// own worker thread, before they would be dispatched to the object's main context: for replies
/// that never change, which then cost no hop to the object's thread and back. A call that `reply`
/// has no answer for, and any call with arguments, goes on to the exported object as usual.
/// Removed in deinit.
package final class ImmediateReplies: Sendable {
    private let bus: BusConnection
    private let filter: UInt32

    /// `reply` gets a method's name and returns its reply (a tuple), or nil to let the call through.
    package init(
        on bus: BusConnection, path: String, interface: String,
        _ reply: @escaping @Sendable (_ method: String) -> Variant?
    ) {
        self.bus = bus
        filter = g_dbus_connection_add_filter(
            bus.pointer,
            { connection, message, incoming, rule in
                guard incoming != 0, let connection, let message,
                    let body = Unmanaged<Rule>.fromOpaque(rule!).takeUnretainedValue().reply(to: message)
                else { return message }
                let reply = g_dbus_message_new_method_reply(message)
                g_dbus_message_set_body(reply, body.pointer)
                g_dbus_connection_send_message(connection, reply, G_DBUS_SEND_MESSAGE_FLAGS_NONE, nil, nil)
                g_object_unref(UnsafeMutableRawPointer(reply))
                // The filter owns the message it takes out of the stream.
                g_object_unref(UnsafeMutableRawPointer(message))
                return nil
            }, Unmanaged.passRetained(Rule(path: path, interface: interface, reply: reply)).toOpaque(),
            releaseUserData)
    }

    deinit {
        g_dbus_connection_remove_filter(bus.pointer, filter)
    }

    private final class Rule: Sendable {
        let path: String
        let interface: String
        let reply: @Sendable (String) -> Variant?

        init(path: String, interface: String, reply: @escaping @Sendable (String) -> Variant?) {
            self.path = path
            self.interface = interface
            self.reply = reply
        }

        /// The body answering `message`, when it is a call this rule answers.
        func reply(to message: OpaquePointer) -> Variant? {
            guard g_dbus_message_get_message_type(message) == G_DBUS_MESSAGE_TYPE_METHOD_CALL,
                g_dbus_message_get_flags(message).rawValue & G_DBUS_MESSAGE_FLAGS_NO_REPLY_EXPECTED.rawValue == 0,
                g_dbus_message_get_body(message) == nil,
                let path = g_dbus_message_get_path(message), String(cString: path) == self.path,
                let interface = g_dbus_message_get_interface(message), String(cString: interface) == self.interface,
                let member = g_dbus_message_get_member(message)
            else { return nil }
            return reply(String(cString: member))
        }
    }
}
