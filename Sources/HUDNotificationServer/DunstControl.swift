import HUDBus
import HUDNotificationBoard

extension NotificationsInterface {
    public static let dunstInterface = "org.dunstproject.cmd0"

    /// Schedules one PropertiesChanged on the loop's thread, at idle priority, for whatever changed
    /// among dunst's properties: after each call and signal of the server, and from the daemon after
    /// `hud notifications …`. A burst (a thousand Notify calls, a close-all) becomes one signal with
    /// the final counts rather than one per change, which bars do not need. The posted work holds
    /// the server weakly: the loop it waits on belongs to the server.
    public func statusMayHaveChanged() {
        let scheduled = publishPending.withLock { pending in
            defer { pending = true }
            return !pending
        }
        guard scheduled else { return }
        loop.post { [weak self] in self?.publishChangedStatus() }
    }

    /// Emits PropertiesChanged for what changed since the last one, on the loop's thread. The
    /// pending flag is cleared before the status is read, so a change after the read schedules
    /// another emission rather than being lost.
    private func publishChangedStatus() {
        guard let board else { return }
        publishPending.withLock { $0 = false }
        publishedStatus.withLock { published in
            let status = board.status
            let properties = [
                ("paused", status.paused != published.paused),
                ("pauseLevel", status.pauseLevel != published.pauseLevel),
                ("displayedLength", status.displayed != published.displayed),
                ("historyLength", status.history != published.history),
                ("waitingLength", status.waiting != published.waiting),
            ].filter(\.1).map(\.0)
            published = status
            guard !properties.isEmpty else { return }
            let changed = properties.compactMap { name in
                DunstControl.value(of: name, in: status).map { (key: name, value: $0) }
            }
            let parameters = Variant(tuple: [
                Variant(string: Self.dunstInterface), Variant(dictionary: changed), Variant(array: [], of: "s"),
            ])
            if let failure = bus.emit(
                path: Self.objectPath, interface: "org.freedesktop.DBus.Properties", signal: "PropertiesChanged",
                parameters: parameters)
            {
                log("cannot emit PropertiesChanged: \(failure)")
            }
        }
    }

    /// dunst 1.9's interface, with 1.10's `pauseLevel` (a uint32, 0 to 100) beside `paused`.
    static let dunstIntrospection = """
        <node>
          <interface name="org.dunstproject.cmd0">
            <method name="ContextMenuCall"/>
            <method name="NotificationAction">
              <arg direction="in" type="u" name="number"/>
            </method>
            <method name="NotificationCloseLast"/>
            <method name="NotificationCloseAll"/>
            <method name="NotificationListHistory">
              <arg direction="out" type="aa{sv}" name="notifications"/>
            </method>
            <method name="NotificationPopHistory">
              <arg direction="in" type="u" name="id"/>
            </method>
            <method name="NotificationShow"/>
            <method name="RuleEnable">
              <arg direction="in" type="s" name="name"/>
              <arg direction="in" type="i" name="state"/>
            </method>
            <method name="Ping"/>
            <property name="paused" type="b" access="readwrite">
              <annotation name="org.freedesktop.DBus.Property.EmitsChangedSignal" value="true"/>
            </property>
            <property name="pauseLevel" type="u" access="readwrite">
              <annotation name="org.freedesktop.DBus.Property.EmitsChangedSignal" value="true"/>
            </property>
            <property name="displayedLength" type="u" access="read"/>
            <property name="historyLength" type="u" access="read"/>
            <property name="waitingLength" type="u" access="read"/>
          </interface>
        </node>
        """
}

/// dunst's control interface, org.dunstproject.cmd0, on the notification server's object and
/// connection: what `dunstctl` and bar modules (polybar's, waybar's, i3blocks' dunst scripts) call,
/// so they work unchanged. Methods and properties are served on the server's loop thread, like
/// its own; the board's semantics are dunst 1.9's (see `NotificationBoard`'s control section).
final class DunstControl: ExportedInterface {
    /// The server owns this, and stops the loop that calls it before it goes.
    private unowned let server: NotificationsInterface
    private let board: NotificationBoard

    init(server: NotificationsInterface, board: NotificationBoard) {
        self.server = server
        self.board = board
    }

    /// One method call. GDBus has already refused arguments of the wrong types.
    func call(method: String, parameters: Variant, invocation: consuming MethodInvocation) {
        do throws(NotifyFailure) {
            var reply: Variant?
            switch method {
            case "NotificationAction": try board.invokeAction(atPosition: parameters.child(0).uint32)
            case "NotificationCloseLast": board.closeFirstDisplayed()
            case "NotificationCloseAll": board.closeAll(reason: .dismissedByUser)
            case "NotificationShow": try board.popHistory()
            case "NotificationPopHistory": try board.popHistory(id: parameters.child(0).uint32)
            case "NotificationListHistory": reply = Self.historyReply(board.history.reversed())
            case "Ping": break
            case "ContextMenuCall":
                throw .unsupported(
                    "ContextMenuCall: HUDKit has no context menu (dunst's opens dmenu over the actions); "
                        + "click a banner's buttons, or use dunstctl action N for the default action")
            case "RuleEnable":
                // Until the rules are read again (SIGHUP, `hud notifications reload`) or the daemon restarts.
                try board.enableRule(named: parameters.child(0).string, state: parameters.child(1).int32)
            default:
                invocation.fail("org.freedesktop.DBus.Error.UnknownMethod", "no method \(method)")
                return
            }
            invocation.reply(reply)
            server.statusMayHaveChanged()
        } catch {
            NotificationsInterface.answer(invocation, with: error)
        }
    }

    func property(_ name: String) -> Variant? {
        Self.value(of: name, in: board.status)
    }

    /// nil when set; else why not. GDBus has already refused a value of the wrong type and any
    /// read-only property.
    func setProperty(_ name: String, to value: Variant) -> String? {
        switch name {
        case "paused": value.boolean ? board.pause() : board.resume()
        case "pauseLevel": board.setPauseLevel(value.uint32)
        default: return "no writable property \(name)"
        }
        server.statusMayHaveChanged()
        return nil
    }

    static func value(of property: String, in status: NotificationStatus) -> Variant? {
        switch property {
        case "paused": Variant(boolean: status.paused)
        case "pauseLevel": Variant(uint32: status.pauseLevel)
        case "displayedLength": Variant(uint32: status.displayed)
        case "historyLength": Variant(uint32: status.history)
        case "waitingLength": Variant(uint32: status.waiting)
        default: nil
        }
    }

    /// NotificationListHistory's `(aa{sv})`, newest first as dunst lists them.
    private static func historyReply(_ notifications: some Sequence<Notification>) -> Variant {
        let dictionaries = notifications.map { notification in
            Variant(dictionary: DunstHistory.fields(of: notification).map { (key: $0.key, value: variant($0.value)) })
        }
        return Variant(tuple: [Variant(array: dictionaries, of: "a{sv}")])
    }

    /// The history's values are strings, int32s and int64s (`DunstHistory`).
    private static func variant(_ value: HintValue) -> Variant {
        switch value {
        case .int32(let number): Variant(int32: number)
        case .int64(let number): Variant(int64: number)
        case .string(let text): Variant(string: text)
        default: Variant(string: "")
        }
    }
}
