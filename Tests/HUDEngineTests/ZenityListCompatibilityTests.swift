import HUDKit
import HUDTestHarness
import Testing

@testable import HUDEngine

/// zenity's `--list` beside `hud zenity --list`, through `ZenityCompatibilityTests`' runs: the same
/// command lines, the same XTEST keys unless a case says where and why they differ, the same
/// stdout and exit status.
@Suite("hud zenity --list beside zenity")
struct ZenityListCompatibilityTests {
    typealias Case = ZenityCompatibilityTests.Case

    static let rows = "--column=Name --column=Size a1 b1 a2 b2 a3 b3"
    static let fourRows = "--column=Name --column=Size a1 b1 a2 b2 a3 b3 a4 b4"
    static let checks = "--column=Pick --column=Name --column=Size TRUE a1 b1 FALSE a2 b2 TRUE a3 b3"
    /// GTK's tree view has a selected row but no cursor until a key moves it, so Return on a list
    /// just shown activates nothing: zenity's OK is reached with Tab, Tab (Cancel, then OK).
    static let gtkReturn =
        "GTK's fresh tree view has no cursor row for Return to activate; zenity is answered on its OK button"

    /// zenity 3.44's plain list starts with its cursor on the first row but that row not selected:
    /// OK prints nothing until a key (Up, which stays on the first row) selects it.
    static let gtkFirstRow =
        "zenity's first row has the cursor but is not selected until a key moves it; hud's starts selected"

    /// GTK's check and radio cells toggle under the pointer only: Space and Return on the row leave
    /// them as they are.
    static let spaceChecks =
        "zenity's check and radio boxes toggle with the pointer only; hud's Space toggles the selected row"

    static let cases: [Case] = [
        Case(
            name: "list, Return prints the first row", script: "zenity --list \(rows)", keys: ["Up", "Return"],
            hudKeys: ["Return"], difference: gtkFirstRow),
        Case(name: "list, Down Return", script: "zenity --list \(rows)", keys: ["Down", "Return"]),
        Case(name: "list, Down Down Return", script: "zenity --list \(rows)", keys: ["Down", "Down", "Return"]),
        Case(name: "list, End Return", script: "zenity --list \(rows)", keys: ["End", "Return"]),
        Case(name: "list, Escape prints nothing", script: "zenity --list \(rows)", keys: ["Escape"]),
        Case(name: "list, typing finds a row", script: "zenity --list \(rows)", keys: ["a", "3", "Return"]),
        Case(
            name: "list --mid-search, typing finds a row holding the text",
            script: "zenity --list --mid-search --column=Name photos documents projects", keys: ["j", "e", "Return"]),
        Case(
            name: "list --print-column=ALL --separator",
            script: "zenity --list --print-column=ALL --separator=: \(rows)",
            keys: ["Down", "Return"]),
        Case(
            name: "list --print-column=2", script: "zenity --list --print-column=2 \(rows)", keys: ["Down", "Return"]),
        Case(
            name: "list --print-column=2,1", script: "zenity --list --print-column=2,1 \(rows)",
            keys: ["Down", "Return"]),
        Case(
            name: "list --hide-header --hide-column=2 still prints its column",
            script: "zenity --list --hide-header --hide-column=2 --print-column=2 \(rows)", keys: ["Down", "Return"]),
        Case(
            name: "list rows from stdin, beside zenity given them as arguments",
            script: "zenity --list --column=A --column=B a1 b1 a2 b2",
            keys: ["Down", "Return"],
            difference: "zenity 3.44 prints (null) for rows it read from stdin; hud prints the cell",
            hudScript: "printf 'a1\\nb1\\na2\\nb2\\n' | zenity --list --column=A --column=B"),
        Case(
            name:
                "list rows from a pipe show at once: the writer waits for the window before its second row (it ends by --timeout, so the writer sees it)",
            script:
                "{ printf 'a1\\nb1\\n'; xdotool search --sync --onlyvisible --name '^\(ZenityCompatibilityTests.title)$' "
                + ">/dev/null; printf 'a2\\nb2\\n'; } | zenity --list --column=A --column=B --timeout=3",
            keys: nil),
        Case(
            name: "list of CJK cells", script: "zenity --list --column=名前 --column=サイズ 写真 1 書類 2 音楽 3",
            keys: ["Down", "Return"]),
        Case(
            name: "checklist, the checked rows", script: "zenity --list --checklist \(checks)",
            keys: ["Tab", "Tab", "Return"], hudKeys: ["Return"], difference: gtkReturn),
        Case(
            name: "checklist, Space toggles, beside zenity given the toggled rows",
            script: "zenity --list --checklist --column=P --column=N FALSE a1 TRUE a2 FALSE a3",
            keys: ["Tab", "Tab", "Return"], hudKeys: ["Down", "space", "Down", "space", "Return"],
            difference: spaceChecks,
            hudScript: "zenity --list --checklist --column=P --column=N FALSE a1 FALSE a2 TRUE a3"),
        Case(
            name: "checklist --print-column=ALL", script: "zenity --list --checklist --print-column=ALL \(checks)",
            keys: ["Tab", "Tab", "Return"], hudKeys: ["Return"], difference: gtkReturn),
        Case(
            name: "radiolist, several checked print together until one is chosen",
            script: "zenity --list --radiolist --column=P --column=N FALSE x TRUE y TRUE z",
            keys: ["Tab", "Tab", "Return"]),
        Case(
            name: "radiolist, Space chooses, beside zenity given the chosen row",
            script: "zenity --list --radiolist --column=P --column=N FALSE x FALSE y TRUE z",
            keys: ["Tab", "Tab", "Return"], hudKeys: ["Down", "Down", "space", "Return"],
            difference: spaceChecks,
            hudScript: "zenity --list --radiolist --column=P --column=N FALSE x TRUE y FALSE z"),
        Case(
            name: "list --editable and --mid-search, OK without an edit",
            script: "zenity --list --editable --mid-search \(rows)", keys: ["Down", "Tab", "Tab", "Return"]),
        Case(
            name: "list --editable, Return edits the first cell and Return keeps the edit",
            script: "zenity --list --editable \(rows)",
            keys: ["Down", "Return", "ctrl+a", "z", "z", "Return", "Tab", "Tab", "Return"]),
        Case(
            name: "list --editable, Escape gives the edit up",
            script: "zenity --list --editable --print-column=ALL \(rows)",
            keys: ["Down", "Return", "ctrl+a", "z", "z", "Escape", "Tab", "Tab", "Return"]),
        Case(
            name: "list --multiple, the first row selected by Up", script: "zenity --list --multiple \(rows)",
            keys: ["Up", "Return"], hudKeys: ["Return"], difference: gtkFirstRow),
        Case(
            name: "list --multiple, Ctrl+Down moves the cursor and Ctrl+Space adds its row",
            script: "zenity --list --multiple \(fourRows)",
            keys: ["Down", "ctrl+Down", "ctrl+space", "Tab", "Tab", "Return"],
            hudKeys: ["ctrl+Down", "ctrl+space", "Tab", "Tab", "Return"], difference: gtkFirstRow),
        Case(
            name: "list --multiple, Shift+Up selects from the row Ctrl+Space toggled",
            script: "zenity --list --multiple \(fourRows)",
            keys: ["Down", "ctrl+Down", "ctrl+Down", "ctrl+space", "shift+Up", "Tab", "Tab", "Return"],
            hudKeys: ["ctrl+Down", "ctrl+Down", "ctrl+space", "shift+Up", "Tab", "Tab", "Return"],
            difference: gtkFirstRow),
        Case(
            name: "list --multiple, Shift+Down extends from the row selected alone",
            script: "zenity --list --multiple \(fourRows)",
            keys: ["Down", "Down", "shift+Down", "ctrl+Down", "ctrl+Down", "ctrl+space", "Tab", "Tab", "Return"],
            hudKeys: ["Down", "shift+Down", "ctrl+Down", "ctrl+Down", "ctrl+space", "Tab", "Tab", "Return"],
            difference: gtkFirstRow),
        Case(
            name: "list --multiple, Space selects the cursor row alone",
            script: "zenity --list --multiple \(fourRows)",
            keys: ["Down", "ctrl+Down", "ctrl+space", "space", "Tab", "Tab", "Return"],
            hudKeys: ["ctrl+Down", "ctrl+space", "space", "Tab", "Tab", "Return"], difference: gtkFirstRow),
        Case(
            name: "list --multiple, Return answers the cursor row alone",
            script: "zenity --list --multiple \(fourRows)", keys: ["Down", "ctrl+Down", "ctrl+space", "Return"],
            hudKeys: ["ctrl+Down", "ctrl+space", "Return"], difference: gtkFirstRow),
        Case(name: "list without columns", script: "zenity --list a b", keys: nil),
        Case(name: "checklist and radiolist", script: "zenity --list --checklist --radiolist --column=A x", keys: nil),
    ]

    @Test(arguments: cases)
    func bothAnswerAlike(_ testCase: Case) throws {
        try ZenityCompatibilityTests().compare(testCase)
    }

    /// A double click on the second row: a plain or multiple list answers OK with it (GTK's row
    /// activation); a check or radio list toggles the row on each click and stays, answered then by
    /// Tab, Tab, Return (OK) on both.
    @Test(arguments: [
        ("--list \(rows)", [String]()), ("--list --multiple \(rows)", []),
        ("--list --checklist --column=P --column=N FALSE a1 FALSE a2 TRUE a3", ["Tab", "Tab", "Return"]),
        ("--list --radiolist --column=P --column=N FALSE a1 FALSE a2 TRUE a3", ["Tab", "Tab", "Return"]),
    ])
    func aDoubleClickOnARowAnswersAsZenitysRowActivation(options: String, keysAfter: [String]) throws {
        let compatibility = ZenityCompatibilityTests()
        let fixture = try OverlayFixture()
        let title = ZenityCompatibilityTests.title
        let words = ["--title=\(title)"] + options.split(separator: " ").map(String.init)
        let script = "zenity '" + words.joined(separator: "' '") + "'"
        let xdotool = try ProcessRunner.locate("xdotool", package: "xdotool")
        let zenity = try compatibility.run(script, on: fixture, keys: []) { window in
            // GTK's rows under its header, in the tree view's window: the second row's text.
            _ = try ProcessRunner.run(
                xdotool,
                [
                    "mousemove", "--sync", "--window", window, "60", "95", "click", "--repeat", "2", "--delay", "100",
                    "1",
                ],
                environment: fixture.environment)
            for key in keysAfter { try fixture.input.key(key) }
        }
        let dialog = try ZenityDialog(ZenityCommandLine(words))
        let hud = try compatibility.run(script, on: fixture, keys: [], isHUD: true) { _ in
            let row = try fixture.frame(of: "listRow1", in: .alert(dialog.alert)).center
            fixture.input.click(at: row)
            fixture.input.click(at: row)
            for key in keysAfter { try fixture.input.key(key) }
        }
        #expect(hud.status == zenity.status && hud.stdout == zenity.stdout, "\(zenity) \(hud)")
        #expect(!zenity.stdout.isEmpty)
    }
}
