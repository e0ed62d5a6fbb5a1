/// The freedesktop desktop portal's one object on the session bus, whose interfaces (Settings,
/// FileChooser) HUDKit's clients call.
package enum DesktopPortal {
    package static let service = "org.freedesktop.portal.Desktop"
    package static let path = "/org/freedesktop/portal/desktop"
}
