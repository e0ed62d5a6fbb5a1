import HUDTestHarness
import Testing

/// `hud zenity --color-selection` as a screen reader meets it, as `AccessibilityTests` meets the alert.
@Suite("hud zenity --color-selection for screen readers (AT-SPI2)")
struct ColorPickerAccessibilityTests {
    /// The grid's swatches are toggle buttons named by their colour, the chosen one checked; the keys
    /// move the check, and the opacity is a slider with its value.
    @Test func swatchesAreToggleButtonsAndTheOpacityASlider() throws {
        let session = try AccessibilityTests.Session()
        let picker = try session.hud(["zenity", "--color-selection", "--show-palette", "--title", "Paint"])
        let dialog = try session.find("alert", "Paint")
        let buttons = dialog.children.filter { $0.role == "toggle button" }
        #expect(buttons.map(\.name) == ["Grid", "Spectrum", "Sliders"])
        #expect(buttons[0].states.contains("checked") && buttons[0].states.contains("focused"))
        let white = try session.find("toggle button", "White")
        #expect(white.states.contains("checked"), "--color's white is the chosen swatch")
        #expect(white.description == "#FFFFFF")
        try session.fixture.input.key("Tab")
        try session.fixture.input.key("Down")
        try waitUntil("the swatch below white to be checked") {
            (try? session.find("toggle button", "Cyan 1"))?.states.contains("checked") == true
        }
        #expect(try !session.find("toggle button", "White").states.contains("checked"))
        let opacity = try session.find("slider", "Opacity")
        #expect(opacity.value == [.number(100), .number(0), .number(100), .text("100%")])
        #expect(try session.press("push button", "OK") == "true")
        #expect(try picker.wait(timeout: .seconds(10)) == 0)
        #expect(picker.stdout == "rgb(0,69,92)\n")
    }
}
