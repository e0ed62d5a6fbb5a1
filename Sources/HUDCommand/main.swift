import Foundation
import HUDKit

/// Exit statuses, zenity's where it has one (SPEC §4).
enum ExitStatus {
    static let ok: Int32 = 0
    static let cancel: Int32 = 1
    static let usage: Int32 = 2
    static let timeout: Int32 = 5
    static let failure: Int32 = 255
}

func fail(_ message: String, usage: String?, status: Int32? = nil) -> Never {
    var text = "hud: \(message)\n"
    if let usage { text += usage + "\n" }
    FileHandle.standardError.write(Data(text.utf8))
    exit(status ?? (usage == nil ? ExitStatus.failure : ExitStatus.usage))
}

let words = Array(CommandLine.arguments.dropFirst())
let command = words.first ?? "--help"
let rest = Array(words.dropFirst())
typealias Command = (usage: String, run: ([String]) throws -> Int32)
var commands: [String: Command] = [
    "render": (RenderCommand.usage, RenderCommand.run),
    "bench": (BenchCommand.usage, BenchCommand.run),
    "hide": (HideCommand.usage, HideCommand.run),
    "daemon": (DaemonCommand.usage, DaemonCommand.run),
]
for kind in OverlayOptions.kinds {
    commands[kind] = (Help.usage(for: kind) ?? Help.top, { try ShowCommand.run(kind: kind, $0) })
}
commands["progress"] = (Help.usage(for: "progress") ?? Help.top, ProgressCommand.run)
commands["run"] = (Help.usage(for: "run") ?? Help.top, RunCommand.run)

if ["--help", "-h", "help"].contains(command) {
    print(Help.top)
    exit(ExitStatus.ok)
}
guard let (usage, run) = commands[command] else {
    fail("unknown command \"\(command)\"", usage: Help.top)
}
// `hud run … -- CMD --help` asks CMD, not hud.
let ownWords = rest.prefix { $0 != "--" }
if ownWords.contains("--help") || ownWords.contains("-h") {
    print(usage)
    exit(ExitStatus.ok)
}
do {
    let config = try Config.load()
    exit(try run(CommandWords.expand(command: command, rest, config: config)))
} catch let error as ConfigError {
    fail("config: " + error.message, usage: nil, status: ExitStatus.usage)
} catch let error as UsageError {
    fail(error.message, usage: usage)
} catch {
    fail("\(error)", usage: nil)
}
