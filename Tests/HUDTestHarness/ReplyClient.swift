import Foundation

/// A client of the notification server that offers a reply, as a chat application does: a GDBus
/// (PyGObject) client sends `Notify` from "Chat" with summary "Ana", an `inline-reply` action and
/// KDE's placeholder hint ("Reply to Ana"), and prints the `NotificationReplied` and
/// `NotificationClosed` it hears.
package enum ReplyClient {
    /// Sends one notification offering a reply, prints its id, then each reply and the close it
    /// hears for it, and exits after the close.
    static let script = """
        from gi.repository import Gio, GLib
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        loop = GLib.MainLoop()
        state = {}
        def heard(connection, sender, path, interface, name, parameters, *rest):
            values = parameters.unpack()
            if values[0] != state.get("id"):
                return
            if name == "NotificationReplied":
                print("replied %d %s" % values, flush=True)
            elif name == "NotificationClosed":
                print("closed %d %d" % values, flush=True)
                loop.quit()
        bus.signal_subscribe(None, "org.freedesktop.Notifications", None, "/org/freedesktop/Notifications",
            None, Gio.DBusSignalFlags.NONE, heard)
        hints = {"x-kde-reply-placeholder-text": GLib.Variant("s", "Reply to Ana")}
        answer = bus.call_sync("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
            "org.freedesktop.Notifications", "Notify",
            GLib.Variant("(susssasa{sv}i)", ("Chat", 0, "", "Ana", "Where are you?",
                ["inline-reply", "Reply"], hints, 0)),
            GLib.VariantType("(u)"), Gio.DBusCallFlags.NONE, -1, None)
        state["id"] = answer.unpack()[0]
        print("id %d" % state["id"], flush=True)
        GLib.timeout_add_seconds(60, loop.quit)
        loop.run()
        """

    /// Starts the client with its script in `directory`, on the buses `environment` names; the
    /// process and the notification's id once it has one.
    package static func start(in directory: String, environment: [String: String]) throws -> (RunningProcess, UInt32) {
        let path = directory + "/reply-client.py"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let process = try ProcessRunner.spawn(
            URL(fileURLWithPath: "/usr/bin/python3"), [path], environment: environment)
        var id: UInt32?
        try waitUntil("the client's notification") {
            guard process.isRunning else { throw OverlayFixtureError.exited(process.stderr) }
            id = process.stdout.split(separator: "\n").first.flatMap { UInt32($0.dropFirst(3)) }
            return id != nil
        }
        guard let id else { throw OverlayFixtureError.exited(process.stderr) }
        return (process, id)
    }
}
