import CGIO

/// Asking the bus for a well-known name (org.freedesktop.DBus.RequestName), and describing who has
/// it when it is taken.
enum NameRequest {
    enum Outcome: Equatable {
        /// Ours now.
        case owned
        /// Another owner that does not allow replacement holds it; we get it when it leaves.
        case queued
        /// Another owner holds it (and we asked not to queue).
        case taken
    }

    // The flag and reply values of org.freedesktop.DBus.RequestName.
    private static let allowReplacement: UInt32 = 1, replaceExisting: UInt32 = 2, doNotQueue: UInt32 = 4

    /// We always allow replacement, so `hud daemon --replace` (or another server's) can take over.
    static func request(_ name: String, on bus: BusConnection, replace: Bool) throws(GLibError) -> Outcome {
        let flags = allowReplacement | (replace ? replaceExisting : doNotQueue)
        let reply = try bus.call(
            "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "RequestName", parameters: hud_variant_su(name, flags))
        switch reply.child(0).uint32 {
        case 1, 4: return .owned
        case 2: return .queued
        default: return .taken
        }
    }

    /// "dunst (dunst-project 1.9.0)" from the owner's GetServerInformation, else its process name.
    static func describeOwner(of name: String, path: String, interface: String, on bus: BusConnection) -> String {
        if let information = try? bus.call(
            name, path: path, interface: interface, method: "GetServerInformation",
            parameters: nil, timeout: 2_000), information.typeString == "(ssss)"
        {
            return "\(information.child(0).string) (\(information.child(1).string) \(information.child(2).string))"
        }
        if let pid = try? bus.call(
            "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "GetConnectionUnixProcessID", parameters: hud_variant_s(name), timeout: 2_000)
        {
            let process = pid.child(0).uint32
            return "process \(process)"
        }
        return "another program"
    }
}
