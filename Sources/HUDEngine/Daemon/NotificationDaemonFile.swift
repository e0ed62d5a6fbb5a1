import Glibc
import HUDNotificationServer
import HUDSystem

/// `hud notifications enable` and `disable`: the user's own D-Bus service file for
/// org.freedesktop.Notifications, which makes hud's server the one the session bus starts for that
/// user. The bus reads `$XDG_DATA_HOME/dbus-1/services` (`~/.local/share`) before each directory of
/// `$XDG_DATA_DIRS` (`/usr/local/share`, `/usr/share`), and the first directory that has a file for
/// a name wins (dbus-daemon(1), `<standard_session_servicedirs/>`), so this file wins over dunst's
/// in `/usr/share/dbus-1/services` without touching it. The file has the name the D-Bus
/// specification recommends (the bus name and `.service`). The bus is told to read its directories
/// again, so the change takes effect at the next activation, without a restart. Activation starts a
/// server only while none owns the name: one running now keeps it until it exits.
enum NotificationDaemonFile {
    static let busName = "org.freedesktop.Notifications"
    /// The file's first line: what `disable` removes, and `enable` replaces, is only a file that
    /// begins with it.
    static let marker = "# Written by hud notifications enable; hud notifications disable removes it."

    /// `$XDG_DATA_HOME/dbus-1/services` (an absolute one), else `~/.local/share/dbus-1/services`.
    static func directory(environment: [String: String] = ProcessEnvironment.current) -> String {
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? "") + "/.local/share"
        return dataHome + "/dbus-1/services"
    }

    static func path(environment: [String: String] = ProcessEnvironment.current) -> String {
        directory(environment: environment) + "/\(busName).service"
    }

    /// The file for the hud-engine at `engine`; with `unit`, the bus asks systemd for it on a
    /// systemd session, so the server runs as the user unit `hud.service`.
    static func contents(engine: String, unit: Bool) -> String {
        """
        \(marker)
        [D-BUS Service]
        Name=\(busName)
        Exec=\(engine) daemon --notifications

        """ + (unit ? "SystemdService=hud.service\n" : "")
    }

    static func run(_ verb: String, _ words: [String]) throws -> Int32 {
        guard words.isEmpty else { throw UsageError(message: "notifications: \(verb) takes no words") }
        return verb == "enable" ? enable() : disable()
    }

    private static func enable() -> Int32 {
        let path = self.path()
        if TextFile.exists(path) || isLink(path), !isOurs(path) {
            return refuse("\(path) is not hud's; move it away to make hud your notification server")
        }
        let engine = ProcessEnvironment.besideThisExecutable("hud-engine")
        let prefix = parent(of: parent(of: engine))
        let unit = ["lib/systemd/user", "share/systemd/user"].contains {
            TextFile.exists("\(prefix)/\($0)/hud.service")
        }
        if let failure = makeDirectories(directory()) ?? write(contents(engine: engine, unit: unit), to: path) {
            return refuse("cannot write \(path): \(failure)")
        }
        StandardStream.write(
            """
            hud notifications enable: wrote \(path)\(reloaded())
            The session bus now starts \(engine) daemon --notifications when a program sends a
            notification and no server owns \(busName): it reads this directory before
            /usr/local/share/dbus-1/services and /usr/share/dbus-1/services (where dunst's file is), and
            the first file it finds for a name is the one it starts.
            A server running now (dunst, say) keeps the name until it exits: stop it (systemctl --user
            stop dunst.service), or take the name at once with hud daemon --notifications --replace.

            """, to: STDOUT_FILENO)
        return 0
    }

    private static func disable() -> Int32 {
        let path = self.path()
        guard TextFile.exists(path) || isLink(path) else {
            StandardStream.write(
                "hud notifications disable: nothing to do: \(path) does not exist\n", to: STDOUT_FILENO)
            return 0
        }
        guard isOurs(path) else { return refuse("\(path) is not hud's; it is left as it is") }
        guard unlink(path) == 0 else { return refuse("cannot remove \(path): \(reason())") }
        StandardStream.write(
            """
            hud notifications disable: removed \(path)\(reloaded())
            The session bus no longer starts hud for \(busName): the next time no server owns the
            name, it starts the one another service file names (dunst's in /usr/share/dbus-1/services,
            when dunst is installed), or none.
            A hud server running now keeps the name until it exits.

            """, to: STDOUT_FILENO)
        return 0
    }

    /// Has the session bus read its service files again; nothing to say when it has, else a line
    /// saying when it will.
    private static func reloaded() -> String {
        SessionBusServiceFiles.reload().map {
            "\nThe session bus could not be told to read it now (\($0)); it does when it next starts."
        } ?? ""
    }

    private static func refuse(_ message: String) -> Int32 {
        StandardStream.write("hud: notifications: \(message)\n", to: STDERR_FILENO)
        return 1
    }

    private static func isOurs(_ path: String) -> Bool {
        TextFile.read(path, limit: 4096)?.hasPrefix(marker + "\n") ?? false
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `mkdir -p`; nil when it is there, else why not.
    private static func makeDirectories(_ path: String) -> String? {
        var status = stat()
        guard !path.isEmpty, path != "/", stat(path, &status) != 0 else { return nil }
        if let failure = makeDirectories(parent(of: path)) { return failure }
        return mkdir(path, 0o755) == 0 || errno == EEXIST ? nil : reason()
    }

    /// Written beside it and renamed over it, so that the bus, which watches the directory, never
    /// reads half a file; nil when written, else why not.
    private static func write(_ text: String, to path: String) -> String? {
        let temporary = path + ".new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return reason() }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        var failure = written == bytes.count ? nil : reason()
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = reason() }
        if failure != nil { unlink(temporary) }
        return failure
    }

    /// errno in words.
    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
