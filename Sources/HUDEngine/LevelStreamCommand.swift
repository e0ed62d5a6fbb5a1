import Dispatch
import Glibc
import HUDDaemonLink
import HUDKit
import HUDSystem
import Synchronization

/// `hud osd --stdin KIND [options]`: the level HUD fed on stdin, a level a line (`LevelLine`), as
/// xob and wob are. A thread reads stdin while this one shows: each level through the daemon, as
/// `hud osd N` would send it, or in this process when there is none. A reader faster than the
/// showing is coalesced (`LatestValue`): only the newest level waits, so a burst costs a few shows,
/// not one a line, and nothing queues up here or in the daemon.
enum LevelStreamCommand {
    /// Whether `words` (after `osd`) ask for this command rather than a single `hud osd`.
    static func isRequested(_ words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains { $0 == "--stdin" || $0.hasPrefix("--stdin=") }
    }

    /// How long a level shown in this process may take to reach the display thread before the next
    /// one is sent anyway: a wait for pacing, never one to hang on.
    static let displayPace = 1.0

    static func run(_ words: [String]) throws -> Int32 {
        let stream = try Stream(words)
        let latest = LatestValue<LevelLine>()
        let readFailure = Mutex<String?>(nil)
        let shower = Shower(stream: stream, latest: latest)
        // Without a daemon the display is opened before stdin is read: no display is an error at
        // once, not after the first line, which may be long in coming.
        if !DaemonClient.isEnabled(in: ProcessEnvironment.current) { try shower.openDisplay() }
        _ = SystemThread(name: "hud osd stdin") {
            let failure = read(kind: stream.kind, into: latest)
            readFailure.withLock { $0 = failure }
            latest.end()
        }
        while let line = latest.take() {
            if let status = try shower.show(line) { return status }
            if shower.isInterrupted { break }
        }
        let status = shower.finish()
        if let failure = readFailure.withLock({ $0 }) {
            StandardStream.write("hud: cannot read stdin: \(failure)\n", to: STDERR_FILENO)
            return ExitStatus.failure
        }
        return status
    }

    /// Reads stdin to its end, offering each level and warning about each line that is none.
    /// Returns why reading failed, or nil at the end of input.
    private static func read(kind: String, into latest: LatestValue<LevelLine>) -> String? {
        var lines = BoundedLines(limit: LevelLine.maximumBytes)
        var number = 0
        func take(_ line: BoundedLines.Line) {
            number += 1
            do throws(LevelLine.Malformed) {
                let level: LevelLine
                switch line {
                case .text(let bytes): level = try LevelLine(parsing: String(decoding: bytes, as: UTF8.self))
                case .tooLong:
                    throw LevelLine.Malformed(message: "longer than \(LevelLine.maximumBytes) bytes; not a level")
                }
                if level.isMuted, kind != "volume" {
                    throw LevelLine.Malformed(message: "muted applies to osd volume only")
                }
                latest.offer(level)
            } catch {
                StandardStream.write("hud: line \(number): \(error.message); skipped\n", to: STDERR_FILENO)
            }
        }
        let failure = StandardStream.readChunks(from: STDIN_FILENO) { chunk in
            for line in lines.append(chunk) { take(line) }
            return true
        }
        if failure == nil, let last = lines.end() { take(last) }
        return failure
    }

    /// The command's words, checked once: the kind, the options to hand on with each level, and
    /// the level HUD and its request as `hud osd KIND 0 …` would make them.
    struct Stream {
        let kind: String
        /// Every option but `--stdin`, as words that parse back the same.
        let optionWords: [String]
        let request: ShowRequest
        let model: LevelHUDModel

        init(_ words: [String]) throws(UsageError) {
            let specs = ShowRequest.specs + [.flag("stdin")]
            let given = try ParsedArguments(["osd"] + words, accepting: specs)
            let positionals = given.positionals.dropFirst()
            guard let kind = positionals.first else {
                throw UsageError(
                    message: "osd --stdin needs a kind: \(LevelArguments.kinds.joined(separator: ", "))")
            }
            if positionals.count > 1 {
                throw UsageError(
                    message:
                        "osd --stdin reads its levels from stdin; unexpected argument \"\(positionals.dropFirst().first!)\""
                )
            }
            if given.has("muted") {
                throw UsageError(message: "--muted does not apply to osd --stdin: a line says it (42! or \"42 muted\")")
            }
            self.kind = kind
            optionWords = given.optionWords(ShowRequest.specs)
            request = try ShowRequest(kind: "osd", words: [kind, "0"] + optionWords)
            guard case .levelHUD(let model) = request.overlay else {
                throw UsageError(message: "osd --stdin needs a level HUD")
            }
            self.model = model
        }

        /// `hud osd`'s words for one level, as the daemon parses them.
        func words(for line: LevelLine) -> [String] {
            ["osd", kind] + line.words + optionWords
        }
    }

    /// Set by SIGINT or SIGTERM once this process shows the OSD itself.
    private final class Interruption: Sendable {
        private let raised = Atomic(false)
        var isRaised: Bool { raised.load(ordering: .relaxed) }
        func raise() { raised.store(true, ordering: .relaxed) }
    }

    /// Shows levels one after another: through the daemon while one answers, then in this process.
    private final class Shower {
        let stream: Stream
        let latest: LatestValue<LevelLine>
        private var usesDaemon = DaemonClient.isEnabled(in: ProcessEnvironment.current)
        private var displayIsOpen = false
        private let interruption = Interruption()

        init(stream: Stream, latest: LatestValue<LevelLine>) {
            self.stream = stream
            self.latest = latest
        }

        var isInterrupted: Bool { interruption.isRaised }

        /// Shows `line`; an exit status when the command must end with it (the daemon failed).
        func show(_ line: LevelLine) throws -> Int32? {
            if usesDaemon {
                if let status = DaemonClient.exchange(DaemonMessage.Request(argv: stream.words(for: line))) {
                    return status == ExitStatus.ok ? nil : status
                }
                // No daemon could be reached or started: this process shows the rest itself.
                usesDaemon = false
            }
            try openDisplay()
            var model = stream.model
            model.level = line.level
            model.isMuted = line.isMuted
            OSD.show(
                model, hideAfter: stream.request.hideAfter ?? stream.request.timeout, options: stream.request.options)
            // The show is posted to the display thread; waiting until it has been taken keeps the
            // next one from queueing behind it, so a burst is coalesced here rather than queued there.
            let taken = DispatchSemaphore(value: 0)
            FacadeDisplay.perform { _ in taken.signal() }
            _ = taken.wait(timeout: .now() + LevelStreamCommand.displayPace)
            return nil
        }

        func openDisplay() throws {
            guard !displayIsOpen else { return }
            // Before the display opens, so that a signal as it opens is already an interrupt: the
            // OSD leaves, stdin is no longer read, and the command exits 1 as `hud progress` does.
            let interruption = interruption
            let latest = latest
            HUD.onInterrupt {
                interruption.raise()
                latest.end()
            }
            try FacadeDisplay.open()
            displayIsOpen = true
        }

        /// Hands the OSD over: the daemon keeps it; in this process, waits until it has left.
        func finish() -> Int32 {
            guard displayIsOpen else { return ExitStatus.ok }
            FacadeDisplay.finish()
            return isInterrupted ? ExitStatus.cancel : ExitStatus.ok
        }
    }
}
