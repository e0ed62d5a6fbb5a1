import HUDTestHarness
import Testing

/// The colour chooser side by side with zenity, as `ZenityCompatibilityTests` runs them. zenity
/// opens GTK's editor with the keys in its hex entry, where Return applies the text: Tab reaches
/// Select. HUDKit's picker opens with the keys on its segmented control, and Return answers.
@Suite("hud zenity beside zenity: colour")
struct ZenityColorCompatibilityTests {
    typealias Case = ZenityCompatibilityTests.Case

    static let editorKeys = "zenity's hex entry has the keys and takes Return; Tab reaches Select"

    static let cases: [Case] = [
        Case(
            name: "color-selection --color=#123456, OK", script: "zenity --color-selection --color=#123456",
            keys: ["Tab", "Return"], hudKeys: ["Return"], difference: editorKeys),
        Case(
            name: "an X11 colour name", script: "zenity --color-selection --color=SlateBlue", keys: ["Tab", "Return"],
            hudKeys: ["Return"], difference: editorKeys),
        Case(
            name: "a translucent colour prints rgba()", script: "zenity --color-selection --color='rgba(10,20,30,0.5)'",
            keys: ["Tab", "Return"], hudKeys: ["Return"], difference: editorKeys),
        Case(
            name: "a colour GTK cannot read starts from white", script: "zenity --color-selection --color=bogus",
            keys: ["Tab", "Return"], hudKeys: ["Return"], difference: editorKeys),
        Case(
            name: "a typed hex value", script: "zenity --color-selection",
            keys: ["ctrl+a", "shift+numbersign", "3", "3", "6", "6", "9", "9", "Return", "Tab", "Return"],
            hudKeys: [
                "Right", "Right", "Tab", "Tab", "Tab", "Tab", "shift+numbersign", "3", "3", "6", "6", "9", "9",
                "Return",
            ],
            difference: "HUDKit's hex field is on the Sliders pane, after the red, green and blue sliders"),
        Case(
            name: "--show-palette, the arrows walk to black", script: "zenity --color-selection --show-palette",
            keys: Array(repeating: "Right", count: 8) + Array(repeating: "Down", count: 4) + ["space", "Return"],
            hudKeys: ["Tab", "Home"] + Array(repeating: "Right", count: 11) + ["Return"],
            difference: "the palettes differ: GTK's nine columns of five shades, iOS's grid with black at the top right"
        ),
        Case(name: "color-selection, Escape exits 1", script: "zenity --color-selection", keys: ["Escape"]),
    ]

    @Test(arguments: cases)
    func bothAnswerAlike(_ testCase: Case) throws {
        try ZenityCompatibilityTests().bothAnswerAlike(testCase)
    }
}
