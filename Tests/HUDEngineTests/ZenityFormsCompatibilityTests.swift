import Testing

/// `zenity --forms` beside `hud zenity --forms`, as `ZenityCompatibilityTests` compares the other
/// dialogs: the same command line, the same XTEST keys, the same stdout and exit status.
@Suite("hud zenity --forms beside zenity")
struct ZenityFormsCompatibilityTests {
    typealias Case = ZenityCompatibilityTests.Case

    static let cases: [Case] = [
        Case(
            name: "two entries typed, Tab between, OK",
            script: "zenity --forms --text Account --add-entry Name --add-entry Email",
            keys: ["a", "n", "n", "Tab", "b", "Tab", "Tab", "Return"]),
        Case(
            name: "Return in a field moves on",
            script: "zenity --forms --add-entry Name --add-entry Email",
            keys: ["a", "Tab", "b", "Tab", "Tab", "Return"],
            hudKeys: ["a", "Return", "b", "Return", "Return"],
            difference:
                "zenity's Return in a form's field does nothing; HUDKit's moves to the next field, and from the "
                + "last to OK, so Return, Return, Return fills and answers the form"),
        Case(
            name: "a password is printed",
            script: "zenity --forms --add-entry User --add-password Password",
            keys: ["a", "Tab", "p", "w", "Tab", "Tab", "Return"]),
        Case(
            name: "--separator",
            script: "zenity --forms --add-entry A --add-entry B --add-entry C --separator=,",
            keys: ["a", "Tab", "Tab", "c", "Tab", "Tab", "Return"]),
        Case(
            name: "Escape prints nothing", script: "zenity --forms --add-entry A --add-password B",
            keys: ["a", "Tab", "p", "Escape"]),
        Case(
            name: "Cancel prints nothing", script: "zenity --forms --add-entry A",
            keys: ["a", "Tab", "Return"]),
        Case(
            name: "a combo's value",
            script: "zenity --forms --add-entry Name --add-combo Shell --combo-values 'bash|zsh|fish'",
            keys: ["a", "Tab", "Down", "Down", "Tab", "Tab", "Return"]),
        Case(
            name: "a combo left alone prints a space",
            script: "zenity --forms --add-combo Shell --combo-values 'bash|zsh' --add-entry Name",
            keys: ["Tab", "n", "Tab", "Tab", "Return"]),
        Case(
            name: "CJK heading and labels",
            script: "zenity --forms --text '入力 <b>フォーム</b> ✅' --add-entry 名前 --add-entry 住所",
            keys: ["a", "Tab", "b", "Tab", "Tab", "Return"]),
        Case(
            name: "many fields",
            script: "zenity --forms " + (1...10).map { "--add-entry 'Field \($0)'" }.joined(separator: " "),
            keys: ["x"] + Array(repeating: "Tab", count: 9) + ["y", "Tab", "Tab", "Return"]),
        Case(
            name: "a calendar prints today in --forms-date-format",
            script: "zenity --forms --add-calendar Day --forms-date-format=%Y-%m-%d --add-entry After",
            keys: ["Tab", "a", "Tab", "Tab", "Return"]),
        Case(
            name: "a list left alone",
            script: "zenity --forms --add-list Fruit --list-values 'apple|pear' --add-entry After",
            keys: ["Tab", "a", "Tab", "Tab", "Return"], difference: Self.listDifference),
        Case(
            name: "a list's row chosen",
            script:
                "zenity --forms --add-list Fruit --list-values 'apple|red|pear|green' --column-values 'Name|Colour' "
                + "--add-entry After",
            keys: ["Down", "Tab", "a", "Tab", "Tab", "Return"], difference: Self.listDifference),
        Case(
            name: "a list with --show-header, its third row chosen",
            script:
                "zenity --forms --add-list Fruit --list-values 'apple|red|pear|green|plum|blue' "
                + "--column-values 'Name|Colour' --show-header --add-entry After",
            keys: ["Down", "Down", "Tab", "a", "Tab", "Tab", "Return"], difference: Self.listDifference),
        Case(
            name: "a calendar's date, Escape on its open calendar closes it and cancels nothing",
            script: "zenity --forms --add-calendar Day --forms-date-format=%Y-%m-%d --add-entry After",
            keys: ["Tab", "a", "Tab", "Tab", "Return"],
            hudKeys: ["space", "Escape", "Tab", "a", "Tab", "Tab", "Return"],
            difference: "HUDKit's date row opens its calendar with Space; GTK's calendar is always open"),
    ]

    static let listDifference =
        "zenity's list is a GTK tree view in the form, HUDKit's an inline table; both start on the first row "
        + "and Down moves to the next, and print the same"

    @Test(arguments: cases)
    func bothAnswerAlike(_ testCase: Case) throws {
        try ZenityCompatibilityTests().compare(testCase)
    }
}
