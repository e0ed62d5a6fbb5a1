import Glibc
import HUDSystem

/// Where `hud` reads its config: `$XDG_CONFIG_HOME/hud/config`, else `~/.config/hud/config`. Both
/// the thin client (which names the file to the daemon) and `hud-engine` (which reads it) ask here.
package enum ConfigLocation {
    /// The config file's path for `environment`; the file need not exist.
    package static func path(environment: [String: String] = ProcessEnvironment.current) -> String {
        let directory =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? passwordHome) + "/.config"
        return directory + "/hud/config"
    }

    /// The home directory the password database gives this user, for a process without `$HOME`.
    private static var passwordHome: String {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
        return String(cString: directory)
    }
}
