import HUDBus
import HUDCore
import HUDNotificationBoard
import HUDSurfaces
import Synchronization

/// org.freedesktop.Notifications at /org/freedesktop/Notifications on the session bus (Desktop
/// Notifications Specification 1.2), serving a `NotificationBoard`. Method calls run on a GLib main
/// loop of the server's own thread; signals go out from whichever thread the board reports on.
public final class NotificationsInterface: ExportedInterface, @unchecked Sendable {
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
                "\(NotificationsInterface.busName) is owned by \(owner); stop it, or take over with --replace"
            }
        }
    }

    let bus: BusConnection
    let loop: MainLoopThread
    private let identity: Identity
    private let onNameLost: @Sendable () -> Void
    let log: @Sendable (String) -> Void
    private(set) var board: NotificationBoard?
    /// The properties last published by PropertiesChanged, to emit only what changed.
    let publishedStatus = Mutex(NotificationStatus())
    /// Whether a PropertiesChanged is posted to the loop (see `statusMayHaveChanged`).
    let publishPending = Mutex(false)
    private var exported: [ExportedObject] = []
    /// Kept here: an `ExportedObject` holds the interface it serves weakly.
    private var dunstControl: DunstControl?
    private var unchangingReplies: ImmediateReplies?
    private var nameLost: SignalSubscription?

    /// Connects to the session bus (or the bus at `busAddress`). `onNameLost` runs (on the bus
    /// thread) when another server takes the name or the bus goes; `log` gets diagnostics.
    public init(
        identity: Identity, busAddress: String? = nil, log: @escaping @Sendable (String) -> Void,
        onNameLost: @escaping @Sendable () -> Void
    ) throws(Failure) {
        let loop = MainLoopThread(name: "hud notifications")
        do {
            // Made on the loop's context: the connection tells of its closing there, where it is heard.
            bus = try loop.registering { () throws(GLibError) in try BusConnection(address: busAddress) }
        } catch {
            throw .noBus(error.description)
        }
        self.loop = loop
        self.identity = identity
        self.log = log
        self.onNameLost = onNameLost
    }

    deinit {
        // No call or signal is dispatched once the loop has stopped, so none reaches a server that is going.
        stop()
    }

    /// Stops serving: ends the loop and waits for its thread, so that no call or signal is handled
    /// after it returns (a `Notify` would show a banner). Stopping again does nothing.
    public func stop() {
        loop.stop()
    }

    /// What the board calls with each signal to emit.
    public func emit(_ signal: NotificationSignal) {
        let (name, parameters): (String, [Variant]) =
            switch signal {
            case .closed(let id, let reason):
                ("NotificationClosed", [Variant(uint32: id), Variant(uint32: reason.rawValue)])
            case .actionInvoked(let id, let key): ("ActionInvoked", [Variant(uint32: id), Variant(string: key)])
            case .replied(let id, let text): ("NotificationReplied", [Variant(uint32: id), Variant(string: text)])
            case .activationToken(let id, let token):
                ("ActivationToken", [Variant(uint32: id), Variant(string: token)])
            }
        if let failure = bus.emit(
            path: Self.objectPath, interface: Self.interface, signal: name, parameters: Variant(tuple: parameters))
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
        do {
            try loop.registering { () throws(GLibError) in try register(board) }
        } catch {
            throw .noBus(error.description)
        }
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

    /// "dunst (dunst-project 1.9.0)" from the owner's GetServerInformation, else its process.
    private func owner() -> String {
        if let information = try? bus.call(
            Self.busName, path: Self.objectPath, interface: Self.interface, method: "GetServerInformation",
            timeout: 2_000), information.typeString == "(ssss)"
        {
            return "\(information.child(0).string) (\(information.child(1).string) \(information.child(2).string))"
        }
        if let process = NameRequest.ownerProcess(of: Self.busName, on: bus) { return "process \(process)" }
        return "another program"
    }

    /// Both interfaces of the object, and what we listen to.
    private func register(_ board: NotificationBoard) throws(GLibError) {
        let dunstControl = DunstControl(server: self, board: board)
        exported = [
            try ExportedObject(
                self, named: Self.interface, at: Self.objectPath, introspection: Self.introspection, on: bus),
            try ExportedObject(
                dunstControl, named: Self.dunstInterface, at: Self.objectPath,
                introspection: Self.dunstIntrospection, on: bus),
        ]
        self.dunstControl = dunstControl
        // Every client asks GetCapabilities and GetServerInformation before its first Notify (libnotify
        // does): answered as they arrive, so that no hop to the loop's thread and back comes twice before each
        // `notify-send`'s banner (such hops were a third of the time from its first call to its Notify
        // on a busy machine).
        unchangingReplies = ImmediateReplies(on: bus, path: Self.objectPath, interface: Self.interface) {
            [identity] method in Self.unchangingReply(to: method, identity: identity)
        }
        nameLost = SignalSubscription(
            on: bus, sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", name: "NameLost",
            path: "/org/freedesktop/DBus", argument0: Self.busName
        ) { [weak self] _ in
            self?.lose("lost \(NotificationsInterface.busName) to another server")
        }
        bus.whenClosed { [weak self] in self?.lose("the session bus closed the connection") }
    }

    private func lose(_ reason: String) {
        log(reason)
        onNameLost()
    }

    /// One method call of org.freedesktop.Notifications, on the loop's thread.
    package func call(method: String, parameters: Variant, invocation: consuming MethodInvocation) {
        guard let board else { return }
        do throws(NotifyFailure) {
            switch method {
            case "Notify":
                let id = try board.notify(NotifyArguments.request(from: parameters))
                invocation.reply(Variant(tuple: [Variant(uint32: id)]))
            case "CloseNotification":
                try board.closeByCall(id: parameters.child(0).uint32)
                invocation.reply()
            case "GetCapabilities", "GetServerInformation":
                invocation.reply(Self.unchangingReply(to: method, identity: identity))
            default:
                invocation.fail("org.freedesktop.DBus.Error.UnknownMethod", "no method \(method)")
            }
            statusMayHaveChanged()
        } catch {
            Self.answer(invocation, with: error)
        }
    }

    /// Answers `invocation` with the D-Bus error that names `failure`.
    static func answer(_ invocation: consuming MethodInvocation, with failure: NotifyFailure) {
        let name =
            switch failure {
            case .invalidArguments: "org.freedesktop.DBus.Error.InvalidArgs"
            case .unknownID: "org.freedesktop.Notifications.Error.NotFound"
            case .unsupported: "org.freedesktop.DBus.Error.NotSupported"
            }
        invocation.fail(name, failure.description)
    }

    /// GetCapabilities' or GetServerInformation's reply, which never changes; nil for another method.
    private static func unchangingReply(to method: String, identity: Identity) -> Variant? {
        switch method {
        case "GetCapabilities": Variant(tuple: [Variant(strings: NotificationBoard.capabilities)])
        case "GetServerInformation":
            Variant(
                tuple: [identity.name, identity.vendor, identity.version, specificationVersion].map {
                    Variant(string: $0)
                })
        default: nil
        }
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
            <signal name="NotificationReplied">
              <arg type="u" name="id"/>
              <arg type="s" name="text"/>
            </signal>
            <signal name="ActivationToken">
              <arg type="u" name="id"/>
              <arg type="s" name="activation_token"/>
            </signal>
          </interface>
        </node>
        """
}
