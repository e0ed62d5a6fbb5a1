/// What can go wrong talking to the X server, each with a message for the user.
public enum X11Error: Error, CustomStringConvertible, Sendable {
    case cannotOpenDisplay(String)
    case noMonitor
    case cannotCreateImage(width: Int, height: Int)

    public var description: String {
        switch self {
        case let .cannotOpenDisplay(name):
            "cannot open X display \"\(name)\" (is DISPLAY set and the server running?)"
        case .noMonitor:
            "the X server reports no monitor"
        case let .cannotCreateImage(width, height):
            "cannot create a \(width)x\(height) X image"
        }
    }
}
