import CGIO
import HUDNotifications

/// dunst's control interface, org.dunstproject.cmd0, on the notification server's object and
/// connection: what `dunstctl` and bar modules (polybar's, waybar's, i3blocks' dunst scripts) call,
/// so they work unchanged. Methods and properties are served on the server's loop thread, like
/// its own; the board's semantics are dunst 1.9's (see `NotificationBoard`'s control section).
extension NotificationServer {
    public static let dunstInterface = "org.dunstproject.cmd0"

    /// Registers the interface on the server's object path, or says why not.
    func registerDunstControl() -> GLibError? {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(Self.dunstIntrospection, &error) else {
            return GLibError(consuming: error)
        }
        defer { g_dbus_node_info_unref(node) }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, server in
            guard let method, let parameters, let invocation, let server else { return }
            Unmanaged<NotificationServer>.fromOpaque(server).takeUnretainedValue()
                .dunstCall(String(cString: method), parameters: Variant(borrowing: parameters), invocation: invocation)
        }
        vtable.get_property = { _, _, _, _, property, _, server in
            guard let property, let server else { return nil }
            return Unmanaged<NotificationServer>.fromOpaque(server).takeUnretainedValue()
                .dunstProperty(String(cString: property))
        }
        vtable.set_property = { _, _, _, _, property, value, error, server in
            guard let property, let value, let server else { return 0 }
            let this = Unmanaged<NotificationServer>.fromOpaque(server).takeUnretainedValue()
            if let refusal = this.setDunstProperty(String(cString: property), to: Variant(borrowing: value)) {
                g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_INVALID_ARGS.rawValue), refusal)
                return 0
            }
            return 1
        }
        dunstRegistration = g_dbus_connection_register_object(
            bus.pointer, Self.objectPath, g_dbus_node_info_lookup_interface(node, Self.dunstInterface),
            &vtable, Unmanaged.passUnretained(self).toOpaque(), nil, &error)
        return dunstRegistration == 0 ? GLibError(consuming: error) : nil
    }

    /// One method call, on the loop's thread. GDBus has already refused arguments of the wrong types.
    private func dunstCall(_ method: String, parameters: Variant, invocation: OpaquePointer) {
        guard let board else { return }
        do throws(NotifyFailure) {
            var reply: OpaquePointer?
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
                g_dbus_method_invocation_return_dbus_error(
                    invocation, "org.freedesktop.DBus.Error.UnknownMethod", "no method \(method)")
                return
            }
            g_dbus_method_invocation_return_value(invocation, reply)
            statusMayHaveChanged()
        } catch {
            Self.answer(invocation, with: error)
        }
    }

    private func dunstProperty(_ name: String) -> OpaquePointer? {
        guard let status = board?.status else { return nil }
        return Self.value(of: name, in: status)
    }

    /// nil when set; else why not. GDBus has already refused a value of the wrong type and any
    /// read-only property.
    private func setDunstProperty(_ name: String, to value: Variant) -> String? {
        guard let board else { return "the server is not serving yet" }
        switch name {
        case "paused": value.boolean ? board.pause() : board.resume()
        case "pauseLevel": board.setPauseLevel(value.uint32)
        default: return "no writable property \(name)"
        }
        statusMayHaveChanged()
        return nil
    }

    private static func value(of property: String, in status: NotificationStatus) -> OpaquePointer? {
        switch property {
        case "paused": g_variant_new_boolean(status.paused ? 1 : 0)
        case "pauseLevel": g_variant_new_uint32(status.pauseLevel)
        case "displayedLength": g_variant_new_uint32(status.displayed)
        case "historyLength": g_variant_new_uint32(status.history)
        case "waitingLength": g_variant_new_uint32(status.waiting)
        default: nil
        }
    }

    /// Schedules one PropertiesChanged on the loop's thread, at idle priority, for whatever changed
    /// among the properties: after each call and signal of the server, and from the daemon after
    /// `hud notifications …`. A burst (a thousand Notify calls, a close-all) becomes one signal with
    /// the final counts rather than one per change, which bars do not need. The loop stops before
    /// the server goes, so the unretained pointer outlives any pending source.
    public func statusMayHaveChanged() {
        let scheduled = publishPending.withLock { pending in
            defer { pending = true }
            return !pending
        }
        guard scheduled else { return }
        let source = g_idle_source_new()
        g_source_set_callback(
            source,
            { server in
                guard let server else { return 0 }
                Unmanaged<NotificationServer>.fromOpaque(server).takeUnretainedValue().publishChangedStatus()
                return 0 // G_SOURCE_REMOVE: once
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
        g_source_attach(source, loop.context)
        g_source_unref(source)
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
            var entries = properties.map { name in
                g_variant_new_dict_entry(
                    g_variant_new_string(name), g_variant_new_variant(Self.value(of: name, in: status)))
            }
            var children: [OpaquePointer?] = [
                g_variant_new_string(Self.dunstInterface),
                g_variant_new_array(hud_variant_type_hint_entry(), &entries, gsize(entries.count)),
                g_variant_new_array(hud_variant_type_string(), nil, 0),
            ]
            if let failure = bus.emit(
                path: Self.objectPath, interface: "org.freedesktop.DBus.Properties", signal: "PropertiesChanged",
                parameters: g_variant_new_tuple(&children, gsize(children.count)))
            {
                log("cannot emit PropertiesChanged: \(failure)")
            }
        }
    }

    /// NotificationListHistory's `(aa{sv})`, newest first as dunst lists them.
    private static func historyReply(_ notifications: some Sequence<Notification>) -> OpaquePointer {
        var dictionaries = notifications.map { notification -> OpaquePointer? in
            var entries = DunstHistory.fields(of: notification).map { field in
                g_variant_new_dict_entry(g_variant_new_string(field.key), g_variant_new_variant(variant(field.value)))
            }
            return g_variant_new_array(hud_variant_type_hint_entry(), &entries, gsize(entries.count))
        }
        var array: OpaquePointer? = g_variant_new_array(
            hud_variant_type_vardict(), &dictionaries, gsize(dictionaries.count))
        return g_variant_new_tuple(&array, 1)
    }

    /// The history's values are strings, int32s and int64s (`DunstHistory`).
    private static func variant(_ value: HintValue) -> OpaquePointer {
        switch value {
        case .int32(let number): g_variant_new_int32(number)
        case .int64(let number): g_variant_new_int64(gint64(number))
        case .string(let text): g_variant_new_string(text)
        default: g_variant_new_string("")
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
