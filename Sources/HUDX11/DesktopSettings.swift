import CX11
import HUDCore
import HUDSurfaces

extension XConnection {
    /// The selection a settings daemon owns while it publishes XSETTINGS on this screen.
    var settingsSelection: Atom { atom("_XSETTINGS_S\(screen)") }

    /// Light or dark as the desktop prefers: the portal's color-scheme, else its XSETTINGS; nil when
    /// neither says.
    var desktopAppearance: Appearance? {
        PortalColorScheme.desktopAppearance(
            portal: portalColorScheme, xsettings: remembered(\.knownXSettings) { queryXSettings() }.appearance)
    }

    private func queryXSettings() -> XSettings {
        let owner = XGetSelectionOwner(display, settingsSelection)
        guard owner != 0 else { return XSettings(values: [:]) }
        let name = "_XSETTINGS_SETTINGS"
        return XErrorHandlers.quietly { () -> XSettings in
            // A session that follows the desktop hears of the settings changing.
            if remembersDesktop { XSelectInput(display, owner, PropertyChangeMask) }
            return XSettings(bytes: bytes(of: owner, name, type: atom(name), limit: 1 << 20)) ?? XSettings(values: [:])
        }.value
    }
}
