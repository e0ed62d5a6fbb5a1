import Foundation
import HUDKit

/// Exit statuses, zenity's where it has one (SPEC §4).
enum ExitStatus {
    static let ok: Int32 = 0
    static let usage: Int32 = 2
    static let failure: Int32 = 255
}

let topUsage = """
    usage: hud COMMAND [options]
      toast, loading, status, success, error, info, card, alert
                show an overlay on $DISPLAY (hud toast --help)
      hide      hide the HUD an earlier command left up (hud hide --help)
      daemon    the per-display server that keeps HUDs up between calls (hud daemon --help)
      render    draw one overlay into a PNG (hud render --help)
      bench     time a repaint of every variant (build with -c release)
    exit status: 0 OK, 1 cancel or Escape, 5 timeout, 2 usage error, 255 runtime error
    """

func fail(_ message: String, usage: String?) -> Never {
    var text = "hud: \(message)\n"
    if let usage { text += usage + "\n" }
    FileHandle.standardError.write(Data(text.utf8))
    exit(usage == nil ? ExitStatus.failure : ExitStatus.usage)
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
    commands[kind] = (ShowCommand.usage, { try ShowCommand.run(kind: kind, $0) })
}

if ["--help", "-h", "help"].contains(command) {
    print(topUsage)
    exit(ExitStatus.ok)
}
guard let (usage, run) = commands[command] else {
    fail("unknown command \"\(command)\"", usage: topUsage)
}
if rest.contains("--help") || rest.contains("-h") {
    print(usage)
    exit(ExitStatus.ok)
}
do {
    exit(try run(rest))
} catch let error as UsageError {
    fail(error.message, usage: usage)
} catch {
    fail("\(error)", usage: nil)
}
