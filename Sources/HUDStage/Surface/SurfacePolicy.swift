import HUDCore
import HUDSurfaces

/// How a backend shows a surface, where surfaces differ; everything else about hosting one (its
/// windows, painting, input, stacking) is the same for all of them.
package struct SurfacePolicy: Hashable, Sendable {
    /// What the window is to the desktop (its `_NET_WM_WINDOW_TYPE` on X11).
    package enum Role: Hashable, Sendable {
        /// Banners, toasts and HUDs: passing information.
        case notification
        /// An alert or a sheet: it asks, and waits for an answer.
        case dialog
        /// A panel along a monitor's edge, open until dismissed (the Notification Center).
        case panel
    }

    /// What the surface takes of the keyboard while it holds its input (retried while another
    /// client holds it).
    package enum Keyboard: Hashable, Sendable {
        /// Nothing: the keyboard stays where it is.
        case none
        /// Keys (Return, Escape, the arrows), without an input method: nothing is typed.
        case keys
        /// Typed text too, through the input method (CJK included).
        case text
    }

    /// What a new monitor layout or a compositor starting or stopping does to it.
    package enum Rebuild: Hashable, Sendable {
        /// It is placed and laid out again, in new windows.
        case layOutAgain
        /// It closes: where it was may no longer be.
        case close
    }

    package var role: Role
    package var keyboard: Keyboard
    /// Whether it takes the pointer too while it holds its input, so that a press anywhere outside
    /// reaches it (as a menu's); otherwise clicks reach it only where its windows take them.
    package var grabsPointer: Bool
    /// Whether each layer keeps a client-side copy, so that a change is sent as just the rectangle
    /// that changed; without it a changed layer is rendered whole again, for less memory held.
    package var keepsLayerImages: Bool
    /// Whether the window is cut to its cards after every paint, so that it shows and takes clicks
    /// only where a card is.
    package var isCutToCards: Bool
    package var rebuild: Rebuild

    package init(
        role: Role, keyboard: Keyboard = .none, grabsPointer: Bool = false, keepsLayerImages: Bool = true,
        isCutToCards: Bool = false, rebuild: Rebuild = .layOutAgain
    ) {
        self.role = role
        self.keyboard = keyboard
        self.grabsPointer = grabsPointer
        self.keepsLayerImages = keepsLayerImages
        self.isCutToCards = isCutToCards
        self.rebuild = rebuild
    }
}
