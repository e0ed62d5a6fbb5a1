import CGIO

/// Asking the bus for a well-known name (org.freedesktop.DBus.RequestName), and finding who has it
/// when it is taken.
package enum NameRequest {
    package enum Outcome: Equatable {
        /// Ours now.
        case owned
        /// Another owner that does not allow replacement holds it; we get it when it leaves.
        case queued
        /// Another owner holds it (and we asked not to queue).
        case taken
    }

    // The flag and reply values of org.freedesktop.DBus.RequestName.
    private static let allowReplacement: UInt32 = 1, replaceExisting: UInt32 = 2, doNotQueue: UInt32 = 4

    /// We always allow replacement, so that another owner asking to replace us (`hud daemon
    /// --replace`, another server) can take over.
    package static func request(_ name: String, on bus: BusConnection, replace: Bool) throws(GLibError) -> Outcome {
        let flags = allowReplacement | (replace ? replaceExisting : doNotQueue)
        let reply = try callBus(
            "RequestName", Variant(tuple: [Variant(string: name), Variant(uint32: flags)]), on: bus, timeout: 5_000)
        switch reply.child(0).uint32 {
        case 1, 4: return .owned
        case 2: return .queued
        default: return .taken
        }
    }

    /// The process id of `name`'s owner, as the bus knows it; nil when nobody owns it or the bus
    /// does not answer within two seconds.
    package static func ownerProcess(of name: String, on bus: BusConnection) -> UInt32? {
        try? callBus("GetConnectionUnixProcessID", Variant(tuple: [Variant(string: name)]), on: bus, timeout: 2_000)
            .child(0).uint32
    }

    private static func callBus(
        _ method: String, _ parameters: Variant, on bus: BusConnection, timeout: Int32
    ) throws(GLibError) -> Variant {
        try bus.call(
            "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: method, parameters: parameters, timeout: timeout)
    }
}
