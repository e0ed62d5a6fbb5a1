import Glibc
import HUDKit

/// `zenity --progress` as `hud progress`, which reads the same lines (numbers, `#text`,
/// `pulsate:`) in the same way: zenity's options become its words.
struct ZenityProgress {
    let words: [String]
    /// `--auto-kill`: Cancel also sends the parent process SIGHUP, as zenity does.
    let killsParent: Bool
    /// `--title`, or zenity's "Progress": the window's name.
    let windowTitle: String

    init(_ commandLine: ZenityCommandLine) {
        let text = ZenityText.compressed(
            commandLine.value("text") ?? ZenityDialog.defaultText(.progress, Translation.process)!)
        var words = ["--indicator=bar", "--text=" + text]
        if let percentage = commandLine.integer("percentage") {
            words.append("--percentage=\(min(max(percentage, 0), 100))")
        }
        for flag in ["pulsate", "auto-close", "no-cancel", "time-remaining"] where commandLine.has(flag) {
            words.append("--" + flag)
        }
        if let timeout = commandLine.timeout { words.append("--timeout=\(Int(timeout))") }
        self.words = words
        killsParent = commandLine.has("auto-kill")
        windowTitle = commandLine.value("title") ?? ZenityDialog.defaultTitle(.progress, Translation.process)
    }

    func run() throws -> Int32 {
        let status = try ProgressCommand.run(
            words, windowName: windowTitle, waitsForOK: !words.contains("--auto-close"))
        if status == ExitStatus.cancel, killsParent { kill(getppid(), SIGHUP) }
        return status
    }
}
