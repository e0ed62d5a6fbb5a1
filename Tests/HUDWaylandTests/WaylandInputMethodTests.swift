import Foundation
import HUDTestHarness
import Testing

/// Text from an input method, as a CJK one gives it, into `hud`'s fields on a headless sway of the
/// test's own: sway relays an input method (input-method-unstable-v2, the harness's own) to the
/// focused client's zwp_text_input_v3, and the text it commits lands in the focused field.
@Suite("Input methods on Wayland", .serialized)
struct WaylandInputMethodTests {
    func spawnAlert(_ sway: SwayServer) throws -> RunningProcess {
        try ProcessRunner.spawn(
            ProcessRunner.hudExecutable, ["alert", "--title", "Name", "--field", "Name", "--action", "OK"],
            environment: sway.environment.merging(["HUD_NO_DAEMON": "1"]) { $1 })
    }

    /// The field enables a text input when it has the keyboard focus; sway activates the input method
    /// for it, which commits "中文" at once: the field holds it when Return answers the alert.
    @Test func aFieldTakesTheTextAnInputMethodCommits() throws {
        let sway = try SwayServer()
        let inputMethod = try sway.startInputMethod(committing: "中文")
        defer { inputMethod.stop() }
        let alert = try spawnAlert(sway)
        defer { alert.stop() }
        try waitUntil("the input method to commit to the alert's field", timeout: .seconds(15)) {
            guard alert.isRunning else { return true }
            return inputMethod.stdout.contains("committed\n")
        }
        try #require(alert.isRunning, "\(alert.stderr)")
        try sway.press("Return")
        #expect(try alert.wait(timeout: .seconds(10)) == 0, "\(alert.stderr)")
        #expect(alert.stdout == "OK\n中文\n", "input method: \(inputMethod.stdout)\(inputMethod.stderr)")
    }

    /// The same alert with no input method on the seat: nothing is typed, so Return answers it with
    /// the field empty (and the test above fails when a field ignores the input method).
    @Test func withoutAnInputMethodTheFieldStaysEmpty() throws {
        let sway = try SwayServer()
        let alert = try spawnAlert(sway)
        defer { alert.stop() }
        try waitUntil("the alert's dim", timeout: .seconds(15), interval: .milliseconds(100)) {
            try sway.screenshot().pixel(x: 5, y: 5) != WaylandBackendTests.background
        }
        try sway.press("Return")
        #expect(try alert.wait(timeout: .seconds(10)) == 0, "\(alert.stderr)")
        #expect(alert.stdout == "OK\n\n")
    }

    /// No input method composes into a secure field: Tab into the password field disables the text
    /// input (the input method is deactivated), and Tab back to the plain field enables it again,
    /// where the input method commits once more (over the field's text, which Tab selects). The
    /// password stays empty.
    @Test func aSecureFieldIsNoInputMethodsToComposeInto() throws {
        let sway = try SwayServer()
        let inputMethod = try sway.startInputMethod(committing: "中文")
        defer { inputMethod.stop() }
        let alert = try ProcessRunner.spawn(
            ProcessRunner.hudExecutable,
            ["alert", "--title", "Sign in", "--field", "User", "--secure-field", "Password", "--action", "OK"],
            environment: sway.environment.merging(["HUD_NO_DAEMON": "1"]) { $1 })
        defer { alert.stop() }
        func commits() -> Int { inputMethod.stdout.components(separatedBy: "committed\n").count - 1 }
        try waitUntil("the input method to commit to the user field", timeout: .seconds(15)) { commits() == 1 }
        // Round the alert's focus ring (User, Password, OK) back to the plain field.
        try sway.press("Tab")
        try sway.press("Tab")
        try sway.press("Tab")
        try waitUntil("the input method to commit again once the user field has the focus back") { commits() == 2 }
        try sway.press("Return")
        #expect(try alert.wait(timeout: .seconds(10)) == 0, "\(alert.stderr)")
        #expect(alert.stdout == "OK\n中文|\n", "input method: \(inputMethod.stdout)\(inputMethod.stderr)")
    }
}
