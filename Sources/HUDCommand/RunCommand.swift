import Foundation
import HUDKit

/// `hud run [options] -- CMD [ARGS…]`: a spinner HUD while CMD runs, then a checkmark or a cross by
/// its exit status, which `hud run` exits with. CMD's stdin, stdout and stderr are `hud`'s own.
/// Runs in this process: CMD is started first, so none of the display's descriptors leak into it.
enum RunCommand {
    static let specs: [OptionSpec] = [
        .value("status"), .value("success"), .value("failure"),
        .value("monitor"), .value("scale"), .value("style"), .value("position"), .value("mask"), .flag("blocking"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        guard let separator = words.firstIndex(of: "--"), separator + 1 < words.count else {
            throw UsageError(message: "missing -- CMD [ARGS…]")
        }
        let arguments = try ParsedArguments(Array(words[..<separator]), accepting: specs)
        if let extra = arguments.positionals.first {
            throw UsageError(message: "unexpected argument \"\(extra)\" (the command goes after --)")
        }
        let options = try ShowRequest.displayOptions(arguments)
        let placement = try OverlayOptions.placement(kind: "status", arguments)
        let child: ChildProcess
        do {
            child = try ChildProcess(Array(words[(separator + 1)...]))
        } catch {
            FileHandle.standardError.write(Data("hud: \(error.message)\n".utf8))
            return error.status
        }
        let spinner = StatusHUDModel(indicator: .spinner, text: arguments.value("status"), placement: placement)
        let live: LiveOverlay?
        do {
            // A wrapper asked to stop stops its command too.
            live = try LiveOverlay(.status(spinner), options: options) { kill(child.pid, SIGTERM) }
        } catch {
            FileHandle.standardError.write(Data("hud: \(error); running without a HUD\n".utf8))
            live = nil
        }
        let status = child.waitForExit()
        if let live {
            let succeeded = status == 0
            let text = succeeded ? arguments.value("success") : arguments.value("failure") ?? "Exit status \(status)"
            live.update(to: .status(StatusHUDModel(glyph: succeeded ? .checkmark : .cross, text: text, placement: placement)))
            live.dismiss(after: ToastTimeline.hold(forText: text ?? ""))
            _ = live.waitUntilRemoved()
        }
        return status
    }
}
