import CX11
import HUDCore
import HUDSurfaces

extension PointerEvent {
    /// The pointer event `event` is, its window pixels turned into scene points by `point`; nil for
    /// any other event (keys, exposure, other buttons).
    init?(_ event: XEvent, point: (Int32, Int32) -> Point) {
        switch event.type {
        case ButtonPress where event.xbutton.button == UInt32(Button1):
            self = .pressed(point(event.xbutton.x, event.xbutton.y))
        case ButtonPress where event.xbutton.button == UInt32(Button2):
            self = .middlePressed(point(event.xbutton.x, event.xbutton.y))
        case ButtonPress where event.xbutton.button == UInt32(Button3):
            self = .secondaryPressed(point(event.xbutton.x, event.xbutton.y))
        case ButtonRelease where event.xbutton.button == UInt32(Button1):
            self = .released(point(event.xbutton.x, event.xbutton.y))
        case MotionNotify:
            self = .moved(point(event.xmotion.x, event.xmotion.y))
        case EnterNotify:
            self = .entered(point(event.xcrossing.x, event.xcrossing.y))
        case LeaveNotify:
            self = .left
        default:
            return nil
        }
    }
}
