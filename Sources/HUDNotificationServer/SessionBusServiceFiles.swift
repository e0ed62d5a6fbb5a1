import HUDBus

/// The session bus's service files, as `hud notifications enable` and `disable` change them.
public enum SessionBusServiceFiles {
    /// Asks the session bus (`$DBUS_SESSION_BUS_ADDRESS`) to read its configuration and service
    /// directories again (`ReloadConfig`): dbus-daemon watches only the directories that existed
    /// when it started, and dbus-broker none, so a file written since counts only after this. Nil
    /// when done, else why not (no session bus here: the bus then reads the file when it starts).
    public static func reload() -> String? {
        do throws(GLibError) {
            _ = try BusConnection().call(
                "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                method: "ReloadConfig")
            return nil
        } catch {
            return error.description
        }
    }
}
