/// HUDKit's version, the one place it is set: `hud --version`, `hud-engine --version`, the man page
/// scripts/install generates, and the notification server's `GetServerInformation` all print this.
package enum HUDVersion {
    package static let string = "0.1.0"

    /// What `--version` prints.
    package static let line = "hud (HUDKit) \(string)"
}
