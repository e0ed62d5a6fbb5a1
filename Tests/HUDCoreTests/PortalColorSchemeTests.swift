import Testing

@testable import HUDCore

@Suite("The desktop's light or dark: the portal's color-scheme first, then XSETTINGS")
struct PortalColorSchemeTests {
    @Test func thePortalsPreferenceWinsOverXSettings() {
        for xsettings in [nil, Appearance.light, .dark] {
            #expect(PortalColorScheme.desktopAppearance(portal: .preferDark, xsettings: xsettings) == .dark)
            #expect(PortalColorScheme.desktopAppearance(portal: .preferLight, xsettings: xsettings) == .light)
        }
    }

    @Test func noPreferenceOrNoAnswerLeavesItToXSettings() {
        for portal in [nil, PortalColorScheme.noPreference] {
            #expect(PortalColorScheme.desktopAppearance(portal: portal, xsettings: .dark) == .dark)
            #expect(PortalColorScheme.desktopAppearance(portal: portal, xsettings: .light) == .light)
            #expect(PortalColorScheme.desktopAppearance(portal: portal, xsettings: nil) == nil)
        }
    }

    @Test func aValueThePortalDoesNotDefineIsNoPreference() {
        #expect(PortalColorScheme(rawValue: 3) == nil)
        #expect(PortalColorScheme(rawValue: 1) == .preferDark)
        #expect(PortalColorScheme(rawValue: 2) == .preferLight)
        #expect(PortalColorScheme(rawValue: 0) == .noPreference)
    }
}
