import HUDDaemonLink
import HUDKit
import Testing

@testable import HUDEngine

/// zenity's command line read without a display: what each option becomes, and what zenity says of
/// a mistake (its line on stderr, exit 255, no window).
@Suite("hud zenity's command line")
struct ZenityCommandLineTests {
    @Test func bothFormsOfAnOptionReadTheSame() throws {
        let joined = try ZenityCommandLine(["--entry", "--text=Name?", "--entry-text=a b", "--timeout=3"])
        let apart = try ZenityCommandLine(["--entry", "--text", "Name?", "--entry-text", "a b", "--timeout", "3"])
        #expect(joined == apart)
        #expect(joined.value("text") == "Name?")
        #expect(joined.timeout == 3)
        // A value may itself look like an option, or hold `=`.
        #expect(try ZenityCommandLine(["--info", "--text", "--x=1"]).value("text") == "--x=1")
        #expect(try ZenityCommandLine(["--info", "--text=a=b"]).value("text") == "a=b")
    }

    @Test(arguments: [
        (["--bogus"], ZenityUsageError.unknownOption),
        (["--question", "--bogus=3"], .unknownOption),
        (["--question", "--text"], .unknownOption),
        (["--question", "--timeout", "abc"], .unknownOption),
        (["--question", "--width=1.5"], .unknownOption),
        (["--question", "--modal=yes"], .unknownOption),
        (["--question", "-x"], .unknownOption),
        (["--question", "stray"], .unknownOption),
        ([], .noDialog),
        (["--title", "T"], .noDialog),
        (["--question", "--info"], .twoDialogs),
        (["--info", "--entry-text=x"], ZenityUsageError(message: "--entry-text is not supported for this dialog")),
        (["--entry", "--username"], ZenityUsageError(message: "--username is not supported for this dialog")),
    ])
    func mistakesAreZenitysOwnLines(words: [String], error: ZenityUsageError) {
        #expect(throws: error) { try ZenityCommandLine(words) }
    }

    @Test func theGeneralOptionsAreAcceptedByEveryDialog() throws {
        let general = [
            "--title=T", "--window-icon=info", "--width=300", "--height", "200", "--timeout=0", "--ok-label=Go",
            "--cancel-label=Stop", "--extra-button=A", "--extra-button", "B", "--modal", "--attach=4242",
        ]
        for dialog in ["--question", "--info", "--warning", "--error", "--entry", "--password", "--progress"] {
            let commandLine = try ZenityCommandLine([dialog] + general)
            #expect(commandLine.all("extra-button") == ["A", "B"])
            #expect(commandLine.timeout == nil, "zenity's --timeout 0 is none")
        }
    }

    @Test func textInfoIsAnAlertWithCancelOKAndTheTextViewItsOptionsAsk() throws {
        let commandLine = try ZenityCommandLine([
            "--text-info", "--checkbox=I agree", "--auto-scroll", "--width=600", "--height", "300", "--font=Mono 9",
        ])
        let view = ZenityTextInfo.view("terms", commandLine)
        #expect(
            view
                == AlertTextView(
                    text: "terms", checkbox: "I agree", size: Size(width: 560, height: 180), startsAtEnd: true,
                    font: TextFont(family: .monospace, size: 9)))
        let dialog = try ZenityDialog(commandLine, content: .textView(view))
        #expect(dialog.alert.actions == [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")])
        #expect(dialog.alert.content == .textView(view))
        #expect(dialog.windowTitle == "Text View")
        #expect(dialog.printed(actionIndex: 1, fieldValues: []) == nil, "OK on a read-only text prints nothing")
        #expect(ZenityTextInfo.view("", try ZenityCommandLine(["--text-info"])).size == AlertTextView.defaultSize)
    }

    @Test func textInfoRefusesWebPagesAndEdits() throws {
        #expect(throws: ZenityUsageError.self) { try ZenityCommandLine(["--text-info", "--html"]) }
        #expect(throws: ZenityUsageError.self) {
            try ZenityCommandLine(["--text-info", "--url", "https://example.org"])
        }
        #expect(try ZenityCommandLine(["--text-info", "--editable"]).has("editable"))
    }

    @Test func aQuestionIsAnAlertWithNoAndYes() throws {
        let dialog = try ZenityDialog(ZenityCommandLine(["--question", "--text", "Delete <b>all</b>?"]))
        #expect(dialog.alert.actions == [AlertAction(title: "No", style: .cancel), AlertAction(title: "Yes")])
        #expect(dialog.alert.preferredActionIndex == 1)
        #expect(dialog.alert.message == "Delete <b>all</b>?")
        #expect(dialog.alert.isMessageMarkup)
        #expect(dialog.alert.title == nil)
        #expect(dialog.windowTitle == "Question")
        #expect(dialog.printed(actionIndex: 1, fieldValues: []) == nil)
        #expect(dialog.exitStatus(actionIndex: 1, timedOut: false) == 0)
        #expect(dialog.exitStatus(actionIndex: 0, timedOut: false) == 1)
        #expect(dialog.exitStatus(actionIndex: nil, timedOut: false) == 1, "Escape")
        #expect(dialog.exitStatus(actionIndex: nil, timedOut: true) == 5)
    }

    @Test func defaultCancelMakesReturnAnswerNo() throws {
        let dialog = try ZenityDialog(ZenityCommandLine(["--question", "--default-cancel", "--cancel-label=Keep"]))
        #expect(dialog.alert.preferredActionIndex == 0)
        #expect(dialog.alert.actions[0] == AlertAction(title: "Keep", style: .cancel))
    }

    @Test func anExtraButtonPrintsItsLabelAndExitsOne() throws {
        let dialog = try ZenityDialog(ZenityCommandLine(["--info", "--extra-button=Later", "--ok-label=Fine"]))
        #expect(dialog.alert.actions == [AlertAction(title: "Later"), AlertAction(title: "Fine")])
        #expect(dialog.printed(actionIndex: 0, fieldValues: []) == "Later\n")
        #expect(dialog.exitStatus(actionIndex: 0, timedOut: false) == 1)
        #expect(dialog.exitStatus(actionIndex: 1, timedOut: false) == 0)
    }

    @Test func aSwitchKeepsOnlyTheExtraButtons() throws {
        let dialog = try ZenityDialog(
            ZenityCommandLine(["--question", "--switch", "--extra-button=A", "--extra-button=B"]))
        #expect(dialog.alert.actions == [AlertAction(title: "A"), AlertAction(title: "B")])
        #expect(dialog.printed(actionIndex: 1, fieldValues: []) == "B\n")
        #expect(dialog.exitStatus(actionIndex: 1, timedOut: false) == 1)
    }

    @Test func anEntryPrintsItsTextLiterally() throws {
        let dialog = try ZenityDialog(ZenityCommandLine(["--entry", "--entry-text=<b>x", "--hide-text"]))
        var field = AlertTextField(isSecure: true, text: "<b>x")
        field.startsSelected = true
        #expect(dialog.alert.textFields == [field], "selected, as GTK selects an entry's text")
        #expect(dialog.printed(actionIndex: 1, fieldValues: ["<b>x & 名前"]) == "<b>x & 名前\n")
        #expect(dialog.printed(actionIndex: 0, fieldValues: ["typed"]) == nil, "Cancel prints nothing")
        #expect(dialog.printed(actionIndex: nil, fieldValues: ["kept"], timedOut: true) == "kept\n", "--timeout")
    }

    @Test func aPasswordWithTheUserNamePrintsBothJoinedByABar() throws {
        let dialog = try ZenityDialog(ZenityCommandLine(["--password", "--username"]))
        #expect(dialog.alert.textFields.map(\.isSecure) == [false, true])
        #expect(dialog.printed(actionIndex: 1, fieldValues: ["ann", "s3cret"]) == "ann|s3cret\n")
        let alone = try ZenityDialog(ZenityCommandLine(["--password"]))
        #expect(alone.printed(actionIndex: 1, fieldValues: ["s3cret"]) == "s3cret\n")
    }

    @Test func noMarkupShowsTheTextAsTyped() throws {
        let dialog = try ZenityDialog(ZenityCommandLine(["--error", "--no-markup", "--text=a <b"]))
        #expect(!dialog.alert.isMessageMarkup)
        #expect(dialog.alert.actions == [AlertAction(title: "OK")])
    }

    @Test func theRequestCarriesTheTitleAsTheWindowsName() throws {
        let request = try ShowRequest.parsing(
            command: "zenity", words: ["--warning", "--title=Backup", "--timeout=7"], language: .english)
        #expect(request.options.windowName == "Backup")
        #expect(request.timeout == 7)
        #expect(request.output(for: AlertResponse(actionIndex: 0, isCancel: false)) == nil)
    }

    @Test func progressBecomesHudProgressWords() throws {
        let progress = ZenityProgress(
            try ZenityCommandLine(["--progress", "--text=Copying", "--percentage=150", "--auto-close", "--auto-kill"]))
        #expect(progress.words == ["--indicator=bar", "--text=Copying", "--percentage=100", "--auto-close"])
        #expect(progress.killsParent)
        #expect(progress.windowTitle == "Progress")
    }

    /// A message dialog's text takes C escapes, then markup; an entry's takes escapes and a mnemonic.
    @Test func theTextTakesEscapesThenMarkupOrAMnemonic() throws {
        let info = try ZenityDialog(ZenityCommandLine(["--info", #"--text=a\nb <b>c</b>"#]))
        #expect(info.alert.message == "a\nb <b>c</b>")
        #expect(info.alert.isMessageMarkup)
        let entry = try ZenityDialog(ZenityCommandLine(["--entry", #"--text=_Name <b>__x\t"#]))
        #expect(entry.alert.message == "Name <b>_x\t")
        #expect(!entry.alert.isMessageMarkup)
        #expect(try ZenityDialog(ZenityCommandLine(["--entry"])).alert.message == "Enter new text:")
    }

    /// zenity reads `--text` through `g_strcompress`: C escapes become characters.
    @Test func aNotificationsTextTakesCEscapes() {
        #expect(ZenityText.compressed(#"one\ntwo\t\\ \101\"x"#) == "one\ntwo\t\\ A\"x")
        #expect(ZenityText.compressed("名前\\") == "名前\\")
    }

    @Test func underTheNameZenityHudIsHudZenity() {
        #expect(VerbTable.words(argv: ["/usr/local/bin/zenity", "--info"]) == ["zenity", "--info"])
        #expect(VerbTable.words(argv: ["hud", "zenity", "--info"]) == ["zenity", "--info"])
        #expect(VerbTable.words(argv: ["zenity-not"]) == [])
    }

    /// zenity 4's names, read beside 3.44's: `--icon`, `--add-multiline-entry`, `--app-id`.
    @Test func zenity4sNamesAreRead() throws {
        let info = try ZenityCommandLine(["--info", "--icon", "dialog-information", "--app-id", "org.example.App"])
        #expect(info.value("icon") == "dialog-information")
        #expect(try ZenityDialog(info).alert.message == "All updates are complete.")
        #expect(ZenityNotification.icon(try ZenityCommandLine(["--notification", "--icon=info"])) == "info")
        #expect(
            ZenityNotification.icon(try ZenityCommandLine(["--notification", "--window-icon=warning"])) == "warning")
        #expect(ZenityNotification.icon(try ZenityCommandLine(["--notification"])) == "")
        let forms = try ZenityCommandLine([
            "--forms", "--add-multiline-entry", "Notes", "--add-combo", "Shell", "--add-entry", "Name",
        ])
        #expect(ZenityForm.form(forms).rows.map(\.label) == ["Notes", "Shell", "Name"])
        #expect(ZenityForm.form(forms).rows[0].kind == .text)
        #expect(ZenityForm.comboRows(forms) == [1])
        // An option of another dialog is still zenity's mistake.
        #expect(throws: ZenityUsageError.self) { try ZenityCommandLine(["--entry", "--icon", "x"]) }
    }
}
