/// What can go wrong talking to the X server, each with a message for the user.
package enum X11Error: Error, CustomStringConvertible, Sendable {
    /// `XOpenDisplay` failed for the named display.
    case cannotOpenDisplay(String)
    /// RandR reports no monitor to put an overlay on.
    case noMonitor
    /// The off-screen image for a window of this size could not be created.
    case cannotCreateImage(width: Int, height: Int)

    /// A message naming the problem, fit for stderr.
    package var description: String {
        switch self {
        case .cannotOpenDisplay(let name):
            "cannot open X display \"\(name)\" (is DISPLAY set and the server running?)"
        case .noMonitor:
            "the X server reports no monitor"
        case .cannotCreateImage(let width, let height):
            "cannot create a \(width)x\(height) X image"
        }
    }
}
