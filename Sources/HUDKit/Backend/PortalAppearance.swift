import HUDBus
import HUDCore
import HUDSurfaces

/// The light or dark the freedesktop portal publishes (`org.freedesktop.appearance` `color-scheme`
/// through `org.freedesktop.portal.Settings`), read once and then followed through its
/// `SettingChanged` signal, on the session bus loop's thread. A portal that is not running is not
/// started for it; one that starts later is read then, and one that goes leaves it to XSETTINGS.
final class PortalAppearance: Sendable {
    /// How long the facade's first calls wait for the portal's first answer, in seconds; after it
    /// they are shown in the desktop's XSETTINGS' light or dark, and a later answer is followed as a
    /// change.
    static let bound = 0.1

    private static let interface = "org.freedesktop.portal.Settings"
    private static let namespace = "org.freedesktop.appearance"
    private static let key = "color-scheme"

    private let settings: SignalSubscription
    private let owners: SignalSubscription

    /// Follows the portal's changes on `session`, and the portal starting and stopping, handing each
    /// to `changed` on `loop`'s thread.
    init(on session: BusConnection, loop: MainLoopThread, changed: @escaping @Sendable (PortalColorScheme?) -> Void) {
        settings = loop.registering {
            SignalSubscription(
                on: session, sender: DesktopPortal.service, interface: Self.interface, name: "SettingChanged",
                path: DesktopPortal.path,
                argument0: Self.namespace
            ) { signal in
                guard signal.parameters.childCount == 3, signal.parameters.child(1).string == Self.key else { return }
                changed(Self.scheme(in: signal.parameters.child(2)))
            }
        }
        owners = loop.registering {
            SignalSubscription(
                on: session, sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus",
                name: "NameOwnerChanged", path: "/org/freedesktop/DBus", argument0: DesktopPortal.service
            ) { [weak session] signal in
                guard let session, signal.parameters.childCount == 3 else { return }
                changed(signal.parameters.child(2).string.isEmpty ? nil : Self.read(on: session))
            }
        }
    }

    /// The portal's color-scheme now: `ReadOne`, or `Read` from a portal older than it; nil when no
    /// portal answers, or it answers with no value it defines.
    static func read(on session: BusConnection) -> PortalColorScheme? {
        let parameters = Variant(tuple: [Variant(string: namespace), Variant(string: key)])
        do throws(GLibError) {
            return try scheme(in: call("ReadOne", parameters, session).child(0))
        } catch  where error.dbusErrorName == "org.freedesktop.DBus.Error.UnknownMethod" {
            return (try? call("Read", parameters, session)).flatMap { scheme(in: $0.child(0)) }
        } catch {
            return nil
        }
    }

    private static func call(_ method: String, _ parameters: Variant, _ session: BusConnection) throws(GLibError)
        -> Variant
    {
        try session.call(
            DesktopPortal.service, path: DesktopPortal.path, interface: interface, method: method,
            parameters: parameters, timeout: 2_000,
            startsService: false)
    }

    /// The value inside however many variants wrap it (`Read` wraps it twice).
    private static func scheme(in value: Variant) -> PortalColorScheme? {
        var value = value
        while value.typeString == "v" { value = value.boxed }
        return value.typeString == "u" ? PortalColorScheme(rawValue: value.uint32) : nil
    }
}
