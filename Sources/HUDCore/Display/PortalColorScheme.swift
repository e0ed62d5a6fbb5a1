/// The freedesktop portal's `org.freedesktop.appearance` `color-scheme`, the light or dark a desktop
/// asks applications to prefer through `org.freedesktop.portal.Settings`.
package enum PortalColorScheme: UInt32, Sendable {
    case noPreference = 0
    case preferDark = 1
    case preferLight = 2

    /// The desktop's light or dark: the portal's preference first; XSETTINGS' when the portal
    /// prefers neither, answers with a value it does not define or did not answer in time (`portal`
    /// nil); nil when neither says, for the surface's own default.
    package static func desktopAppearance(portal: PortalColorScheme?, xsettings: Appearance?) -> Appearance? {
        switch portal {
        case .preferDark: .dark
        case .preferLight: .light
        case .noPreference, nil: xsettings
        }
    }
}
