import HUDDaemonLink
import Testing

/// The daemon's identity is the X server a `DISPLAY` names, not the string.
@Suite("DISPLAY names to one daemon per X server")
struct XDisplayNameTests {
    @Test(arguments: [":1", ":1.0", "unix:1", "unix:1.0"])
    func everySpellingOfTheLocalServerIsOneSocket(display: String) {
        #expect(DaemonLocation.fileName(forDisplay: display) == "1")
    }

    @Test func otherScreensHostsAndOddNamesKeepTheirOwn() {
        #expect(DaemonLocation.fileName(forDisplay: ":1.1") == "1.1")
        #expect(DaemonLocation.fileName(forDisplay: "host:10.0") == "host_10")
        #expect(DaemonLocation.fileName(forDisplay: "localhost:10") == "localhost_10")
        #expect(DaemonLocation.fileName(forDisplay: "../../x") == ".._.._x")
        #expect(XDisplayName(":x") == nil && XDisplayName(":1.2.3") == nil && XDisplayName("1") == nil)
        #expect(XDisplayName("[::1]:2.3") == .some(XDisplayName("[::1]:2.3")!))
        #expect(XDisplayName("[::1]:2.3")?.host == "[::1]" && XDisplayName("[::1]:2.3")?.screen == 3)
    }
}
