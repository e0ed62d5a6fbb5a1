/// A `Notify` or `CloseNotification` the server refuses; the bus answers it as a D-Bus error.
public enum NotifyFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// org.freedesktop.DBus.Error.InvalidArgs
    case invalidArguments(String)
    /// No notification has this id (any more): the specification's error for CloseNotification.
    case unknownID(UInt32)
    /// What HUDKit does not do (dunst's context menu, its rules): org.freedesktop.DBus.Error.NotSupported,
    /// so the caller hears why rather than nothing.
    case unsupported(String)

    public var description: String {
        switch self {
        case .invalidArguments(let message): message
        case .unknownID(let id): "no notification \(id)"
        case .unsupported(let message): message
        }
    }
}
