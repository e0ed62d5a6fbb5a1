import HUDBus
import HUDTestHarness
import Testing

@Suite("ExportedObject under a private dbus-daemon")
struct ExportedObjectTests {
    @Test func gdbusCallsTheMethodAndReadsAndWritesTheProperties() throws {
        let fixture = try BusFixture()
        let counter = Counter()
        let object = try fixture.loop.registering { () throws(GLibError) in
            try ExportedObject(
                counter, named: BusFixture.interface, at: BusFixture.path, introspection: BusFixture.introspection,
                on: fixture.connection)
        }
        fixture.loop.start()
        #expect(try NameRequest.request(BusFixture.name, on: fixture.connection, replace: false) == .owned)

        #expect(try fixture.call("Add", ["5"]) == "(uint32 5,)\n")
        #expect(try fixture.call("Add", ["2"]) == "(uint32 7,)\n")
        #expect(try fixture.property("Total") == "(<uint32 7>,)\n")
        #expect(try fixture.property("Label") == "(<'counter'>,)\n")
        #expect(try fixture.setProperty("Total", to: "<uint32 40>") == "()\n")
        #expect(counter.total.withLock { $0 } == 40)
        #expect(try fixture.setProperty("Total", to: "<uint32 400>").contains("at most 100"))
        #expect(try fixture.setProperty("Label", to: "<'other'>").contains("not writable"))
        #expect(try fixture.call("Refuse").contains("org.hudkit.BusTest.Error.Refused"))
        withExtendedLifetime(object) {}
    }

    @Test func aGoneInterfaceAnswersUnknownObjectAndAGoneObjectIsUnregistered() throws {
        let fixture = try BusFixture()
        var counter: Counter? = Counter()
        var object: ExportedObject? = try fixture.loop.registering { () throws(GLibError) in
            try ExportedObject(
                counter!, named: BusFixture.interface, at: BusFixture.path, introspection: BusFixture.introspection,
                on: fixture.connection)
        }
        fixture.loop.start()
        let destination = fixture.connection.uniqueName
        #expect(try fixture.call("Add", ["1"], destination: destination) == "(uint32 1,)\n")

        counter = nil
        #expect(try fixture.call("Add", ["1"], destination: destination).contains("UnknownObject"))
        object = nil
        #expect(try fixture.call("Add", ["1"], destination: destination).contains("UnknownMethod"))
        #expect(object == nil && counter == nil)
    }

    @Test func immediateRepliesAnswerWithoutTheLoopAndLetTheRestThrough() throws {
        let fixture = try BusFixture()
        let counter = Counter()
        let (object, replies) = try fixture.loop.registering { () throws(GLibError) in
            (
                try ExportedObject(
                    counter, named: BusFixture.interface, at: BusFixture.path,
                    introspection: BusFixture.introspection, on: fixture.connection),
                ImmediateReplies(on: fixture.connection, path: BusFixture.path, interface: BusFixture.interface) {
                    $0 == "Refuse" ? Variant(tuple: []) : nil
                }
            )
        }
        let destination = fixture.connection.uniqueName
        // The loop is not running yet: only a reply given on GDBus's own thread can come back.
        #expect(try fixture.call("Refuse", destination: destination) == "()\n")

        fixture.loop.start()
        #expect(try fixture.call("Add", ["3"], destination: destination) == "(uint32 3,)\n")
        withExtendedLifetime((object, replies)) {}
    }
}
