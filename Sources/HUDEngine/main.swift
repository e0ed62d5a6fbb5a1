import Glibc
import HUDDaemonLink
import HUDKit
import HUDSystem

/// Exit statuses, zenity's where it has one (docs/design.md §6).
enum ExitStatus {
    static let ok: Int32 = 0
    static let cancel: Int32 = 1
    static let usage: Int32 = 2
    static let timeout: Int32 = 5
    static let failure: Int32 = 255
}

func fail(_ report: FailureReport) -> Never {
    StandardStream.write(report.text, to: STDERR_FILENO)
    exit(report.status)
}

// hud-engine draws with HUDKit's fonts only: fontconfig need not read the system's configuration.
FontLibrary.claimProcessFontconfig()
let words = Array(CommandLine.arguments.dropFirst())
let command = words.first ?? "--help"
let rest = Array(words.dropFirst())

if ["--help", "-h", "help"].contains(command) {
    print(Help.top)
    exit(ExitStatus.ok)
}
if command == "--version" {
    print(HUDVersion.line)
    exit(ExitStatus.ok)
}
guard let found = CommandTable.all[command] else {
    fail(FailureReport("unknown command \"\(command)\"", usage: Help.top))
}
// A command without a usage here is an executable of its own (`hud bench`): its words, config and
// --help are its own.
guard let usage = found.usage else { exit(try found.run(rest)) }
// `hud run … -- CMD --help` asks CMD, not hud.
let ownWords = rest.prefix { $0 != "--" }
if ownWords.contains("--help") || ownWords.contains("-h") {
    print(usage())
    exit(ExitStatus.ok)
}
Config.applyBackend()
do {
    let config = try Config.load(path: ConfigLocation.path(), for: command)
    exit(try found.run(CommandWords.expand(command: command, rest, config: config)))
} catch {
    fail(FailureReport(error, usage: usage()))
}
