import Glibc
import HUDBus
import HUDTestHarness
import Synchronization
import Testing

@Suite("Signals, names and the connection under a private dbus-daemon")
struct SignalTests {
    @Test func aSubscriptionGetsTheMatchingSignalsThatGdbusEmits() throws {
        let fixture = try BusFixture()
        let received = Mutex<[String]>([])
        let subscription = fixture.loop.registering {
            SignalSubscription(on: fixture.connection, interface: BusFixture.interface, name: "Ping") { signal in
                received.withLock { $0.append("\(signal.path) \(signal.name) \(signal.parameters.child(0).string)") }
            }
        }
        fixture.loop.start()
        try fixture.roundTrip(on: fixture.connection)

        for (signal, text) in [("Pong", "other"), ("Ping", "hello")] {
            let output = try fixture.bus.gdbus([
                "emit", "--session", "--object-path", "/a/b", "--signal", "\(BusFixture.interface).\(signal)",
                "'\(text)'",
            ])
            #expect(output.status == 0, "\(output.stderr)")
        }
        // The bus delivers one sender's signals in order, so a Pong would have come before the Ping.
        try waitUntil("the Ping") { !received.withLock { $0.isEmpty } }
        #expect(received.withLock { $0 } == ["/a/b Ping hello"])
        withExtendedLifetime(subscription) {}
    }

    @Test func anEmittedSignalReachesAnotherConnection() throws {
        let fixture = try BusFixture()
        let listener = try BusConnection(address: fixture.bus.address)
        let received = Mutex<[String]>([])
        let subscription = fixture.loop.registering {
            SignalSubscription(on: listener, sender: fixture.connection.uniqueName, path: BusFixture.path) { signal in
                let parameters = signal.parameters
                received.withLock {
                    $0.append("\(signal.name) \(parameters.child(0).strings) \(parameters.typeString)")
                }
            }
        }
        fixture.loop.start()
        try fixture.roundTrip(on: listener)

        let failure = fixture.connection.emit(
            path: BusFixture.path, interface: BusFixture.interface, signal: "Changed",
            parameters: Variant(tuple: [Variant(strings: ["a", "b"]), Variant(dictionary: [])]))
        #expect(failure == nil)
        try waitUntil("the Changed signal") { !received.withLock { $0.isEmpty } }
        #expect(received.withLock { $0 } == ["Changed [\"a\", \"b\"] (asa{sv})"])
        withExtendedLifetime(subscription) {}
    }

    @Test func aNameRequestOwnsTheNameAndAReplacementTakesIt() throws {
        let fixture = try BusFixture()
        let lost = Mutex(false)
        let subscription = fixture.loop.registering {
            SignalSubscription(
                on: fixture.connection, sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus",
                name: "NameLost", argument0: BusFixture.name
            ) { _ in lost.withLock { $0 = true } }
        }
        fixture.loop.start()
        #expect(try NameRequest.request(BusFixture.name, on: fixture.connection, replace: false) == .owned)
        let owner = try fixture.call(
            "GetNameOwner", ["'\(BusFixture.name)'"], destination: "org.freedesktop.DBus",
            path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus")
        #expect(owner == "('\(fixture.connection.uniqueName)',)\n")
        #expect(NameRequest.ownerProcess(of: BusFixture.name, on: fixture.connection) == UInt32(getpid()))

        let other = try BusConnection(address: fixture.bus.address)
        #expect(try NameRequest.request(BusFixture.name, on: other, replace: false) == .taken)
        #expect(!lost.withLock { $0 })
        #expect(try NameRequest.request(BusFixture.name, on: other, replace: true) == .owned)
        try waitUntil("NameLost") { lost.withLock { $0 } }
        withExtendedLifetime(subscription) {}
    }

    @Test func postedWorkRunsOnTheLoopAndTheBusGoingAwayIsReported() throws {
        let fixture = try BusFixture()
        let events = Mutex<[String]>([])
        fixture.connection.whenClosed { events.withLock { $0.append("closed") } }
        fixture.loop.start()
        fixture.loop.post { events.withLock { $0.append("posted") } }
        try waitUntil("the posted work") { events.withLock { $0 } == ["posted"] }

        fixture.bus.stop()
        try waitUntil("the connection to close") { events.withLock { $0 } == ["posted", "closed"] }
    }

    @Test func variantsReadBackWhatTheyWereMadeOf() {
        let dictionary = Variant(dictionary: [
            (key: "count", value: Variant(int64: -5)), (key: "on", value: Variant(boolean: true)),
            (key: "level", value: Variant(int32: 7)),
        ])
        #expect(dictionary.typeString == "a{sv}")
        #expect(dictionary.child(0).child(0).string == "count")
        #expect(dictionary.child(0).child(1).boxed.int64 == -5)
        #expect(dictionary.child(1).child(1).boxed.boolean)
        #expect(dictionary.child(2).child(1).boxed.int32 == 7)
        #expect(Variant(array: [], of: "a{sv}").typeString == "aa{sv}")
        #expect(Variant(boxing: Variant(string: "x")).boxed.string == "x")
    }
}
