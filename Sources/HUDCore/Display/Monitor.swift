/// One monitor of the desktop, in pixels of the X screen.
package struct Monitor: Hashable, Sendable {
    /// RandR's output name, such as `DP-1`.
    package var name: String
    /// Where the monitor sits on the X screen, in pixels.
    package var frame: Rect
    /// Whether RandR marks it as the primary monitor.
    package var isPrimary: Bool

    /// A monitor as RandR describes it.
    package init(name: String, frame: Rect, isPrimary: Bool) {
        self.name = name
        self.frame = frame
        self.isPrimary = isPrimary
    }
}

/// Which monitor an overlay goes on.
public enum MonitorChoice: Hashable, Sendable {
    /// The monitor under the pointer (the default: where the user is looking).
    case pointer
    /// The monitor RandR marks primary (else the first).
    case primary
    /// An index into the monitors as RandR lists them.
    case index(Int)

    /// `pointer`, `primary` or a number, as the command line spells it.
    public init?(parsing text: String) {
        switch text {
        case "pointer": self = .pointer
        case "primary": self = .primary
        default:
            guard let index = Int(text), index >= 0 else { return nil }
            self = .index(index)
        }
    }

    /// The chosen monitor; falls back to the primary, then the first, so there is always an answer
    /// when any monitor exists.
    package func resolve(in monitors: [Monitor], pointer: Point?) -> Monitor? {
        let primary = monitors.first(where: \.isPrimary) ?? monitors.first
        switch self {
        case .pointer:
            guard let pointer else { return primary }
            return monitors.first { $0.frame.contains(pointer) } ?? primary
        case .primary:
            return primary
        case .index(let index):
            return monitors.indices.contains(index) ? monitors[index] : primary
        }
    }
}
