import HUDTestHarness
import Testing

/// The text dialogs and what the entry and progress dialogs do at their edges, side by side with
/// zenity as `ZenityCompatibilityTests` runs them.
@Suite("hud zenity beside zenity: text")
struct ZenityTextCompatibilityTests {
    typealias Case = ZenityCompatibilityTests.Case

    static let cases: [Case] = [
        Case(
            name: "entry --entry-text starts selected: typing replaces it",
            script: "zenity --entry --entry-text=notes.txt", keys: ["x", "Return"]),
        Case(
            name: "entry --timeout prints its text, exit 5", script: "zenity --entry --entry-text=abc --timeout=1",
            keys: nil),
        Case(
            name: "progress complete without --auto-close waits for OK",
            script: "printf '10\\n100\\n' | zenity --progress --text=Copying", keys: ["Return"]),
        Case(
            name: "progress complete without --auto-close, Escape exits 1",
            script: "printf '10\\n100\\n' | zenity --progress --text=Copying", keys: ["Escape"]),
        Case(
            name: "progress whose input ends short of 100 waits for OK",
            script: "printf '10\\n50\\n' | zenity --progress", keys: ["Return"]),
        Case(
            name: "text-info from stdin, Return is OK and prints nothing",
            script: "printf 'line one\\nline two\\n' | zenity --text-info", keys: ["Down", "Return"]),
        Case(name: "text-info, Escape", script: "printf 'x\\n' | zenity --text-info", keys: ["Escape"]),
        Case(
            name: "text-info --filename, CJK, Return",
            script: "f=\"${TMPDIR:-/tmp}/hud-text-info-$$\"; printf '名前\\n✅\\n' > \"$f\"; "
                + "zenity --text-info --filename=\"$f\"; s=$?; rm -f \"$f\"; exit $s",
            keys: ["Return"]),
        Case(
            name: "text-info --checkbox: Tab to it, Space checks it, Return is OK",
            script: "printf 'terms\\n' | zenity --text-info --checkbox='I agree'", keys: ["Tab", "space", "Return"]),
        Case(name: "text-info --timeout exits 5", script: "printf 'x\\n' | zenity --text-info --timeout=1", keys: nil),
        Case(
            name:
                "text-info from a pipe shows at once: the writer waits for the window before its second line (it ends by --timeout, so the writer sees it)",
            script:
                "{ printf 'first\\n'; xdotool search --sync --onlyvisible --name '^\(ZenityCompatibilityTests.title)$' "
                + ">/dev/null; printf 'second\\n'; } | zenity --text-info --timeout=3",
            keys: nil),
        Case(
            name: "text-info --editable: typed text, Return a new line, Ctrl+Return is OK and prints it unended",
            script: "zenity --text-info --editable </dev/null", keys: ["a", "b", "Return", "c", "ctrl+Return"]),
        Case(
            name: "text-info --editable: BackSpace, and Tab types a tab",
            script: "zenity --text-info --editable </dev/null",
            keys: ["a", "b", "BackSpace", "Tab", "c", "ctrl+Return"]),
        Case(
            name: "text-info --editable: an empty text prints nothing, exit 0",
            script: "zenity --text-info --editable </dev/null", keys: ["ctrl+Return"]),
        Case(
            name: "text-info --editable --filename: the caret starts at the end, typing appends",
            script: "f=\"${TMPDIR:-/tmp}/hud-text-edit-$$\"; printf 'one\\ntwo\\n' > \"$f\"; "
                + "zenity --text-info --editable --filename=\"$f\"; s=$?; rm -f \"$f\"; exit $s",
            keys: ["x", "ctrl+Return"]),
        Case(
            name: "text-info --editable: Up, Up and End go to the first line's end",
            script: "printf 'abcdef\\nxy\\n' | zenity --text-info --editable",
            keys: ["Up", "Up", "End", "z", "ctrl+Return"]),
        Case(
            name: "text-info --editable: Ctrl+Tab to Cancel, again to OK, Space is OK",
            script: "zenity --text-info --editable </dev/null", keys: ["a", "ctrl+Tab", "ctrl+Tab", "space"]),
        Case(
            name: "text-info --font 'Monospace 10' --editable: typed text in that font, OK prints it",
            script: "printf 'ls -l\n' | zenity --text-info --font='Monospace 10' --editable",
            keys: ["x", "ctrl+Return"]),
        Case(
            name: "text-info --editable: Escape exits 1 and prints nothing",
            script: "printf 'keep\\n' | zenity --text-info --editable", keys: ["a", "Escape"]),
    ]

    /// What HUDKit does not show exits 255 with a line that says why, and shows nothing: zenity shows
    /// a web page (`--html`, `--url`), HUDKit does not.
    @Test(arguments: [
        (["--text-info", "--html"], "HUDKit shows no web pages"),
        (["--text-info", "--url=https://example.org"], "HUDKit shows no web pages"),
        (["--text-info", "--filename=/nonexistent/file"], "--filename /nonexistent/file: No such file or directory"),
    ])
    func whatIsNotShownSaysWhy(words: [String], says reason: String) throws {
        let result = try HUDProcess.run(["zenity"] + words)
        #expect(result.status == 255)
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: cases)
    func bothAnswerAlike(_ testCase: Case) throws {
        try ZenityCompatibilityTests().bothAnswerAlike(testCase)
    }
}
