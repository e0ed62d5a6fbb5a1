import Testing

@testable import HUDCore
@testable import HUDStage
@testable import HUDSurfaces

/// A surface that holds reply fields as the shared reply tests drive it: `ReplyFieldHolder`, the
/// surface a stage hosts, and the open field as the surface tells it.
protocol ReplyingSurface: StageSurface, ReplyFieldHolder {
    var openReply: (id: UInt32, text: String)? { get }
}

extension BannerStack: ReplyingSurface {}
extension NotificationCenterPanel: ReplyingSurface {}

/// The surfaces that hold reply fields: the arguments of the tests they pass alike.
enum ReplyHolder: CaseIterable, Sendable, CustomTestStringConvertible {
    case bannerStack, notificationCenter

    var testDescription: String {
        switch self {
        case .bannerStack: "a banner stack"
        case .notificationCenter: "the Notification Center"
        }
    }

    /// The surface settled on screen with a notification whose first action is a reply, with the
    /// placeholder "Message Ana": banner 5 alone, or Messages 7 in the open panel.
    func fixture() -> ReplyHolderFixture {
        switch self {
        case .bannerStack:
            let fixture = BannerReplyTests.posted()
            return ReplyHolderFixture(
                surface: fixture.stack, id: 5, click: fixture.click, events: { fixture.events.map(AnyHashable.init) },
                replied: { BannerEvent.replied(id: 5, text: $0) })
        case .notificationCenter:
            let fixture = CenterReplyTests.fixture()
            return ReplyHolderFixture(
                surface: fixture.panel, id: 7, click: fixture.click, events: { fixture.events.map(AnyHashable.init) },
                replied: { CenterEvent.replied(id: 7, text: $0) })
        }
    }
}

/// One surface of `ReplyHolder`'s, with the notification `id` that offers the reply; the events are
/// each surface's own (a `BannerEvent`, a `CenterEvent`).
struct ReplyHolderFixture {
    let surface: any ReplyingSurface
    let id: UInt32
    let click: (Point) -> Void
    /// What the surface has reported so far.
    let events: () -> [AnyHashable]
    /// What the surface reports when the field sends its text.
    let replied: (String) -> AnyHashable

    func node(_ name: String) -> SceneNode? {
        surface.currentScene?.node(named: name)
    }

    func press(_ key: KeyInput, modifiers: KeyModifiers = []) {
        surface.handle(InteractionEvent.keyStroke(KeyStroke(key, modifiers: modifiers)))
    }

    func type(_ text: String) {
        press(.text(text))
    }
}
