import Glibc
import HUDDaemonLink
import HUDSystem

// `hud`: hands a show command to the daemon, or execs hud-engine (beside this binary) with the same
// argv. Kept to Glibc, HUDSystem and HUDDaemonLink so that starting it costs ~2 ms, not ~10 ms.

// Run under the name `zenity` (a link to hud), it is `hud zenity`.
let words = VerbTable.words(argv: CommandLine.arguments)
// Answered here rather than by hud-engine, so it names the `hud` that ran (the two are installed together).
if words.first == "--version" {
    StandardStream.write(HUDVersion.line + "\n", to: STDOUT_FILENO)
    exit(0)
}
let environment = ProcessEnvironment.current
if let request = FastPath.request(for: words, environment: environment) {
    // `hud hide` never starts a daemon: with none, nothing is up (hud-engine then checks its words).
    if let status = DaemonClient.exchange(request, start: FastPath.startsDaemon(request), environment: environment) {
        exit(status)
    }
    // No daemon could be reached or started: hud-engine does the work in its own process rather than
    // trying the daemon all over again.
    setenv(DaemonClient.optOutVariable, "1", 1)
}
// Under the name `zenity`, hud-engine is given `zenity` as its first word: its argv[0] is its own path.
if words.count > CommandLine.arguments.count - 1 { SiblingExecutable.exec("hud-engine", arguments: words) }
SiblingExecutable.exec("hud-engine", argv: CommandLine.unsafeArgv)
