import HUDBus
import HUDTestHarness
import Synchronization

/// A private bus, and a connection to it whose calls, signals and closing are dispatched on a loop
/// thread of its own, as a bus client of HUDBus's runs them.
final class BusFixture {
    static let name = "org.hudkit.BusTest"
    static let path = "/org/hudkit/BusTest"
    static let interface = "org.hudkit.BusTest"

    let bus: SessionBus
    let loop: MainLoopThread
    let connection: BusConnection

    init() throws {
        let bus = try SessionBus()
        let loop = MainLoopThread(name: "bus test")
        connection = try loop.registering { () throws(GLibError) in try BusConnection(address: bus.address) }
        self.bus = bus
        self.loop = loop
    }

    deinit {
        loop.stop()
    }

    /// `gdbus call` of a method of `interface` at `path` on `destination`; stdout, or the error it printed.
    func call(
        _ method: String, _ arguments: [String] = [], destination: String = name, path: String = path,
        interface: String = interface
    ) throws -> String {
        let output = try bus.gdbus(
            ["call", "--session", "--dest", destination, "--object-path", path, "--method", "\(interface).\(method)"]
                + arguments)
        return output.status == 0 ? output.stdout : output.stderr
    }

    /// A property of the test interface through org.freedesktop.DBus.Properties.
    func property(_ name: String) throws -> String {
        try call("Get", [Self.interface, name], interface: "org.freedesktop.DBus.Properties")
    }

    func setProperty(_ name: String, to value: String) throws -> String {
        try call("Set", [Self.interface, name, value], interface: "org.freedesktop.DBus.Properties")
    }

    /// Waits until the bus has handled what `connection` sent before (a subscription's match rule):
    /// the bus answers a connection's messages in order.
    func roundTrip(on connection: BusConnection) throws {
        _ = try connection.call(
            "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", method: "GetId")
    }

    static let introspection = """
        <node>
          <interface name="org.hudkit.BusTest">
            <method name="Add"><arg direction="in" type="u"/><arg direction="out" type="u"/></method>
            <method name="Refuse"/>
            <property name="Total" type="u" access="readwrite"/>
            <property name="Label" type="s" access="read"/>
          </interface>
        </node>
        """
}

/// The test interface: a total that `Add` and setting `Total` change, at most 100 when set.
final class Counter: ExportedInterface, Sendable {
    let total = Mutex<UInt32>(0)

    func call(method: String, parameters: Variant, invocation: consuming MethodInvocation) {
        switch method {
        case "Add":
            let total = total.withLock { total in
                total += parameters.child(0).uint32
                return total
            }
            invocation.reply(Variant(tuple: [Variant(uint32: total)]))
        default:
            invocation.fail("org.hudkit.BusTest.Error.Refused", "\(method) is refused")
        }
    }

    func property(_ name: String) -> Variant? {
        name == "Total" ? Variant(uint32: total.withLock { $0 }) : Variant(string: "counter")
    }

    func setProperty(_ name: String, to value: Variant) -> String? {
        guard value.uint32 <= 100 else { return "at most 100" }
        total.withLock { $0 = value.uint32 }
        return nil
    }
}
