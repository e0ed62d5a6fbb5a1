import HUDKit
import Testing

@testable import HUDEngine
@testable import HUDRender

/// `--color-selection`: `--color` read as GTK 3's `gdk_rgba_parse` reads it and the answer written
/// as `gdk_rgba_to_string` writes it (each checked against Debian's zenity by hand, and by the
/// side-by-side suite below).
@Suite("hud zenity --color-selection")
struct ZenityColorSelectionTests {
    @Test(arguments: [
        ("red", "rgb(255,0,0)"), ("SlateBlue", "rgb(106,90,205)"), ("#abc", "rgb(170,187,204)"),
        ("#123456", "rgb(18,52,86)"), ("#111122223333", "rgb(17,34,51)"), (" rgb(1, 2, 3) ", "rgb(1,2,3)"),
        ("rgb(50%,0%,100%)", "rgb(128,0,255)"), ("rgba(10,20,30,0.5)", "rgba(10,20,30,0.5)"),
        ("rgba(10,20,30,1)", "rgb(10,20,30)"), ("rgb(300,-4,7)", "rgb(255,0,7)"),
    ])
    func aColourReadsAsGTKReadsIt(written: String, printed: String) throws {
        let color = try #require(ColorSpecification.color(parsing: written))
        #expect(ColorSpecification.written(color) == printed)
    }

    /// GTK 3 refuses these, and zenity then starts from white.
    @Test(arguments: ["bogus", "#ff000080", "hsl(120,50%,50%)", "rgb(1,2)", "rgba(1,2,3)", "rgb(a,b,c)", "", "#"])
    func whatGTKRefusesIsRefused(written: String) {
        #expect(ColorSpecification.color(parsing: written) == nil)
    }

    @Test(arguments: [
        (0.5, "0.5"), (0.25, "0.25"), (0.0, "0"), (0.333333333, "0.333333"), (0.05, "0.05"),
        (0.0999999999, "0.1"), (0.00001234, "1.234e-05"), (0.999, "0.999"),
    ])
    func anOpacityIsWrittenAsPercentG(alpha: Double, written: String) {
        #expect(ColorSpecification.sixDigits(alpha) == written)
    }

    @Test func aColourSelectionIsAnAlertWithAColourPicker() throws {
        let dialog = try ZenityDialog(ZenityCommandLine(["--color-selection", "--color=#336699"]))
        #expect(dialog.alert.content == .colorPicker(AlertColorPicker(color: Color(hex: 0x336699), pane: .spectrum)))
        #expect(dialog.windowTitle == "Select a color")
        let palette = try ZenityDialog(ZenityCommandLine(["--color-selection", "--show-palette", "--color=nope"]))
        #expect(palette.alert.content == .colorPicker(AlertColorPicker(color: .white, pane: .grid)))
        #expect(
            dialog.printed(actionIndex: 1, fieldValues: [], content: .color(Color(hex: 0x102030, alpha: 0.4)))
                == "rgba(16,32,48,0.4)\n")
        #expect(dialog.printed(actionIndex: 0, fieldValues: [], content: .color(.white)) == nil)
        #expect(dialog.exitStatus(actionIndex: 0, timedOut: false) == 1)
        #expect(throws: ZenityUsageError.self) { try ZenityCommandLine(["--info", "--color=red"]) }
    }
}
