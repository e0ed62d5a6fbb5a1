import Foundation

/// A freedesktop portal for one test: a GDBus (PyGObject) process owning
/// `org.freedesktop.portal.Desktop` on a test's bus, answering `Read` (and `ReadOne`, unless told it
/// is older than it) for `org.freedesktop.appearance` `color-scheme`, and emitting `SettingChanged`
/// when `change(to:)` asks. It prints "answered METHOD" after each answer.
package final class PortalStandIn {
    static let script = """
        import signal, sys, time
        from gi.repository import Gio, GLib
        scheme, delay, read_one = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3] == "1"
        state = {"scheme": scheme}
        method = lambda name: ('<method name="%s"><arg type="s" direction="in"/><arg type="s" direction="in"/>'
            '<arg type="v" direction="out"/></method>' % name)
        xml = ('<node><interface name="org.freedesktop.portal.Settings">' + method("Read")
            + (method("ReadOne") if read_one else "")
            + '<signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>'
            + '<property name="version" type="u" access="read"/></interface></node>')
        interface = Gio.DBusNodeInfo.new_for_xml(xml).interfaces[0]
        path = "/org/freedesktop/portal/desktop"
        def called(connection, sender, object_path, interface_name, name, parameters, invocation):
            time.sleep(delay)
            if tuple(parameters.unpack()) != ("org.freedesktop.appearance", "color-scheme"):
                invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "Requested setting not found")
                return
            value = GLib.Variant("u", state["scheme"])
            invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", value) if name == "Read" else value,)))
            print("answered", name, flush=True)
        def version(connection, sender, object_path, interface_name, name):
            return GLib.Variant("u", 2 if read_one else 1)
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        bus.register_object(path, interface, called, version, None)
        def change(new):
            state["scheme"] = new
            bus.emit_signal(None, path, "org.freedesktop.portal.Settings", "SettingChanged",
                GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("u", new))))
            print("changed", new, flush=True)
            return True
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, change, 2)
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR2, change, 1)
        bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
            GLib.Variant("(su)", ("org.freedesktop.portal.Desktop", 4)), None, Gio.DBusCallFlags.NONE, -1, None)
        print("ready", flush=True)
        GLib.MainLoop().run()
        """

    private let process: RunningProcess

    /// Owns the portal's name on `bus` with `colorScheme` (0 no preference, 1 dark, 2 light); each
    /// answer waits `delay` seconds first; `readsOne`: whether it has `ReadOne` (version 2).
    package init(on bus: SessionBus, colorScheme: UInt32, delay: Double = 0, readsOne: Bool = true) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hud-portal-\(UUID().uuidString).py")
            .path
        try Self.script.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        process = try ProcessRunner.spawn(
            URL(fileURLWithPath: "/usr/bin/python3"), [file, "\(colorScheme)", "\(delay)", readsOne ? "1" : "0"],
            environment: bus.environment())
        let process = process
        try waitUntil("the portal stand-in to own its name") {
            guard process.isRunning else {
                throw ProcessFailure.cannotLaunch(command: "portal", reason: process.stderr)
            }
            return process.stdout.contains("ready\n")
        }
    }

    deinit {
        process.stop()
    }

    /// What it printed: "ready", then "answered ReadOne" and "changed 2" lines as they happened.
    package var output: String { process.stdout }

    /// Emits `SettingChanged` to light (`dark` false) or dark, and waits until it has.
    package func change(toDark dark: Bool) throws {
        let before = output.components(separatedBy: "changed").count
        kill(process.pid, dark ? SIGUSR2 : SIGUSR1)
        try waitUntil("the portal stand-in to emit SettingChanged") {
            output.components(separatedBy: "changed").count > before
        }
    }
}
