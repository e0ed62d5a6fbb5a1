import HUDTestHarness
import Testing

/// `hud zenity --forms` as a screen reader meets it, as `AccessibilityTests` meets the alert.
@Suite("hud zenity --forms for screen readers (AT-SPI2)")
struct FormAccessibilityTests {
    /// Each row is named by its label: an entry, a password text that reads only bullets, and a
    /// combo box whose text is its chosen value.
    @Test func eachRowIsALabelledEntryPasswordOrComboBox() throws {
        let session = try AccessibilityTests.Session()
        let form = try session.hud([
            "zenity", "--forms", "--title", "Account", "--add-entry", "Name", "--add-password", "Password",
            "--add-combo", "Shell", "--combo-values", "bash|zsh",
        ])
        _ = try session.find("dialog", "Account")
        try session.fixture.input.type("ada\tsesame\t")
        try session.fixture.input.key("Down")
        try waitUntil("the combo box to read its value") { (try? session.find("combo box", "Shell"))?.text == "bash" }
        let dialog = try session.find("dialog", "Account")
        #expect(
            dialog.children.map(\.role) == [
                "label", "entry", "password text", "combo box", "push button", "push button",
            ])
        #expect(dialog.children.map(\.name).dropFirst().prefix(3) == ["Name", "Password", "Shell"])
        #expect(dialog.children[1].text == "ada")
        #expect(dialog.children[2].text == "••••••")
        #expect(dialog.children[3].states.contains("focused"))
        #expect(try !session.client(["find", "*", "dialog", "Account"]).contains("sesame"))
        #expect(try session.press("push button", "OK") == "true")
        #expect(try form.wait(timeout: .seconds(10)) == 0)
        #expect(form.stdout == "ada|sesame|bash\n")
    }
}
