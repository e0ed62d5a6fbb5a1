import CGIO
import Glibc
import HUDCore
import HUDNotifications
import Synchronization

/// org.freedesktop.Notifications at /org/freedesktop/Notifications on the session bus (Desktop
/// Notifications Specification 1.2), serving a `NotificationBoard`. Method calls run on a GLib main
/// loop of the server's own thread; signals go out from whichever thread the board reports on.
public final class NotificationServer: @unchecked Sendable {
    // @unchecked: every stored property is immutable after `start`, and the GLib objects behind
    // them are thread-safe; the board is set once, before the object is registered.

    public static let busName = "org.freedesktop.Notifications"
    public static let objectPath = "/org/freedesktop/Notifications"
    public static let interface = "org.freedesktop.Notifications"
    public static let specificationVersion = "1.2"

    public struct Identity: Sendable {
        public var name = "hud"
        public var vendor = "HUDKit"
        public var version: String

        public init(version: String) {
            self.version = version
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case noBus(String)
        case nameTaken(owner: String)

        public var description: String {
            switch self {
            case .noBus(let reason): "cannot connect to the session bus: \(reason)"
            case .nameTaken(let owner):
                "\(NotificationServer.busName) is owned by \(owner); stop it, or take over with --replace"
            }
        }
    }

    let bus: BusConnection
    let loop = MainLoopThread()
    private let identity: Identity
    private let onNameLost: @Sendable () -> Void
    let log: @Sendable (String) -> Void
    private(set) var board: NotificationBoard?
    private var registration: UInt32 = 0
    var dunstRegistration: UInt32 = 0
    /// The properties last published by PropertiesChanged, to emit only what changed.
    let publishedStatus = Mutex(NotificationStatus())
    /// Whether a PropertiesChanged is scheduled on the loop (see `schedulePublish`).
    let publishPending = Mutex(false)
    private var filter: UInt32 = 0
    private var subscriptions: [UInt32] = []

    /// Connects to the session bus (or the bus at `busAddress`). `onNameLost` runs (on the bus
    /// thread) when another server takes the name or the bus goes; `log` gets diagnostics.
    public init(
        identity: Identity, busAddress: String? = nil, log: @escaping @Sendable (String) -> Void,
        onNameLost: @escaping @Sendable () -> Void
    ) throws(Failure) {
        do {
            bus = try BusConnection(address: busAddress)
        } catch {
            throw .noBus(error.description)
        }
        self.identity = identity
        self.log = log
        self.onNameLost = onNameLost
    }

    deinit {
        loop.stop()
        for subscription in subscriptions { g_dbus_connection_signal_unsubscribe(bus.pointer, subscription) }
        if filter != 0 { g_dbus_connection_remove_filter(bus.pointer, filter) }
        if registration != 0 { g_dbus_connection_unregister_object(bus.pointer, registration) }
        if dunstRegistration != 0 { g_dbus_connection_unregister_object(bus.pointer, dunstRegistration) }
    }

    /// What the board calls with each signal to emit.
    public func emit(_ signal: NotificationSignal) {
        let (name, parameters): (String, OpaquePointer) =
            switch signal {
            case .closed(let id, let reason): ("NotificationClosed", hud_variant_uu(id, reason.rawValue))
            case .actionInvoked(let id, let key): ("ActionInvoked", hud_variant_us(id, key))
            case .activationToken(let id, let token): ("ActivationToken", hud_variant_us(id, token))
            }
        if let failure = bus.emit(
            path: Self.objectPath, interface: Self.interface, signal: name, parameters: parameters)
        {
            log("cannot emit \(name): \(failure)")
        }
        // A close or an action (from a click, an expiry, an eviction) changes the counts.
        statusMayHaveChanged()
    }

    /// Registers the object, takes the name (or queues for it with `replace`) and starts serving
    /// `board`. Throws `.nameTaken` naming the owner when another server has the name.
    public func start(serving board: NotificationBoard, replace: Bool) throws(Failure) {
        self.board = board
        publishedStatus.withLock { $0 = board.status }
        if let failure = loop.registering(register) { throw .noBus(failure.description) }
        do {
            switch try NameRequest.request(Self.busName, on: bus, replace: replace) {
            case .owned:
                break
            case .queued:
                log(
                    "\(Self.busName) is held by \(owner()), which does not allow replacement; "
                        + "serving once it leaves")
            case .taken:
                throw Failure.nameTaken(owner: owner())
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .noBus("RequestName: \(error)")
        }
        loop.start()
    }

    private func owner() -> String {
        NameRequest.describeOwner(of: Self.busName, path: Self.objectPath, interface: Self.interface, on: bus)
    }

    /// The object and the signals we listen to, or why not.
    private func register() -> GLibError? {
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, server in
            guard let method, let parameters, let invocation, let server else { return }
            Unmanaged<NotificationServer>.fromOpaque(server).takeUnretainedValue()
                .call(String(cString: method), parameters: Variant(borrowing: parameters), invocation: invocation)
        }
        let this = Unmanaged.passUnretained(self).toOpaque()
        do throws(GLibError) {
            registration = try bus.registerObject(
                at: Self.objectPath, interface: Self.interface, introspection: Self.introspection, vtable: vtable,
                userData: this)
        } catch {
            return error
        }
        if let failure = registerDunstControl() { return failure }
        filter = g_dbus_connection_add_filter(bus.pointer, Self.answerUnchangingCalls, this, nil)
        let lost: GDBusSignalCallback = { _, _, _, _, _, _, server in
            guard let server else { return }
            let this = Unmanaged<NotificationServer>.fromOpaque(server).takeUnretainedValue()
            this.log("lost \(NotificationServer.busName) to another server")
            this.onNameLost()
        }
        subscriptions.append(
            g_dbus_connection_signal_subscribe(
                bus.pointer, "org.freedesktop.DBus", "org.freedesktop.DBus",
                "NameLost", "/org/freedesktop/DBus", Self.busName,
                G_DBUS_SIGNAL_FLAGS_NONE, lost, this, nil))
        let closed: @convention(c) (OpaquePointer?, gboolean, UnsafeMutablePointer<GError>?, gpointer?) -> Void = {
            _, _, _, server in
            guard let server else { return }
            let this = Unmanaged<NotificationServer>.fromOpaque(server).takeUnretainedValue()
            this.log("the session bus closed the connection")
            this.onNameLost()
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(bus.pointer), "closed", unsafeBitCast(closed, to: GCallback.self),
            this, nil, GConnectFlags(rawValue: 0))
        return nil
    }

    /// One method call, on the loop's thread.
    private func call(_ method: String, parameters: Variant, invocation: OpaquePointer) {
        guard let board else { return }
        do throws(NotifyFailure) {
            switch method {
            case "Notify":
                let id = try board.notify(NotifyArguments.request(from: parameters))
                g_dbus_method_invocation_return_value(invocation, hud_variant_u(id))
            case "CloseNotification":
                try board.closeByCall(id: parameters.child(0).uint32)
                g_dbus_method_invocation_return_value(invocation, nil)
            case "GetCapabilities", "GetServerInformation":
                g_dbus_method_invocation_return_value(invocation, unchangingReply(to: method))
            default:
                g_dbus_method_invocation_return_dbus_error(
                    invocation, "org.freedesktop.DBus.Error.UnknownMethod",
                    "no method \(method)")
            }
            statusMayHaveChanged()
        } catch {
            Self.answer(invocation, with: error)
        }
    }

    /// Answers `invocation` with the D-Bus error that names `failure`.
    static func answer(_ invocation: OpaquePointer, with failure: NotifyFailure) {
        let name =
            switch failure {
            case .invalidArguments: "org.freedesktop.DBus.Error.InvalidArgs"
            case .unknownID: "org.freedesktop.Notifications.Error.NotFound"
            case .unsupported: "org.freedesktop.DBus.Error.NotSupported"
            }
        g_dbus_method_invocation_return_dbus_error(invocation, name, failure.description)
    }

    /// The body of GetCapabilities' or GetServerInformation's reply, which never changes; nil for another method.
    private func unchangingReply(to method: String) -> OpaquePointer? {
        switch method {
        case "GetCapabilities": Self.stringArrayTuple(NotificationBoard.capabilities)
        case "GetServerInformation":
            hud_variant_ssss(identity.name, identity.vendor, identity.version, Self.specificationVersion)
        default: nil
        }
    }

    /// Answers GetCapabilities and GetServerInformation on GDBus's own thread, as they arrive: their
    /// replies never change, and every client asks both before its first Notify (libnotify does), so
    /// the hop to the loop's thread and back came twice before each `notify-send`'s banner (measured:
    /// a third of the time from its first call to its Notify on a busy machine). Anything else, and a
    /// call with arguments (which the registered object rejects properly), goes on as before.
    private static let answerUnchangingCalls: GDBusMessageFilterFunction = { connection, message, incoming, server in
        guard incoming != 0, let connection, let message, let server,
            g_dbus_message_get_message_type(message) == G_DBUS_MESSAGE_TYPE_METHOD_CALL,
            g_dbus_message_get_flags(message).rawValue & G_DBUS_MESSAGE_FLAGS_NO_REPLY_EXPECTED.rawValue == 0,
            g_dbus_message_get_body(message) == nil,
            let path = g_dbus_message_get_path(message), String(cString: path) == objectPath,
            let interface = g_dbus_message_get_interface(message),
            String(cString: interface) == NotificationServer.interface,
            let member = g_dbus_message_get_member(message),
            let body = Unmanaged<NotificationServer>.fromOpaque(server).takeUnretainedValue()
                .unchangingReply(to: String(cString: member))
        else { return message }
        let reply = g_dbus_message_new_method_reply(message)
        g_dbus_message_set_body(reply, body)
        g_dbus_connection_send_message(connection, reply, G_DBUS_SEND_MESSAGE_FLAGS_NONE, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(reply))
        g_object_unref(UnsafeMutableRawPointer(message))
        return nil
    }

    private static func stringArrayTuple(_ strings: [String]) -> OpaquePointer {
        var children = strings.map { g_variant_new_string($0) }
        let array = g_variant_new_array(hud_variant_type_string(), &children, gsize(children.count))
        var tuple: OpaquePointer? = array
        return g_variant_new_tuple(&tuple, 1)
    }

    static let introspection = """
        <node>
          <interface name="org.freedesktop.Notifications">
            <method name="Notify">
              <arg direction="in" type="s" name="app_name"/>
              <arg direction="in" type="u" name="replaces_id"/>
              <arg direction="in" type="s" name="app_icon"/>
              <arg direction="in" type="s" name="summary"/>
              <arg direction="in" type="s" name="body"/>
              <arg direction="in" type="as" name="actions"/>
              <arg direction="in" type="a{sv}" name="hints"/>
              <arg direction="in" type="i" name="expire_timeout"/>
              <arg direction="out" type="u" name="id"/>
            </method>
            <method name="CloseNotification">
              <arg direction="in" type="u" name="id"/>
            </method>
            <method name="GetCapabilities">
              <arg direction="out" type="as" name="capabilities"/>
            </method>
            <method name="GetServerInformation">
              <arg direction="out" type="s" name="name"/>
              <arg direction="out" type="s" name="vendor"/>
              <arg direction="out" type="s" name="version"/>
              <arg direction="out" type="s" name="spec_version"/>
            </method>
            <signal name="NotificationClosed">
              <arg type="u" name="id"/>
              <arg type="u" name="reason"/>
            </signal>
            <signal name="ActionInvoked">
              <arg type="u" name="id"/>
              <arg type="s" name="action_key"/>
            </signal>
            <signal name="ActivationToken">
              <arg type="u" name="id"/>
              <arg type="s" name="activation_token"/>
            </signal>
          </interface>
        </node>
        """
}
