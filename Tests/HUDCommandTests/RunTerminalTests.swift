import Testing

/// `hud run`'s command has a process group of its own (so a second Ctrl-C can kill all of it), yet
/// still reads the terminal: run under a pseudo-terminal (`script`), it is handed the terminal when
/// it first reads it, instead of stopping there for good.
@Suite("hud run on a terminal")
struct RunTerminalTests {
    @Test func aCommandThatReadsTheTerminalGetsIt() throws {
        let command = #"env -u DISPLAY "$HUD" run -- sh -c 'read answer; echo "got:$answer"'"#
        let quoted = command.replacingOccurrences(of: "'", with: #"'\''"#)
        let result = try HUDProcess.shell("printf 'hello\\n' | timeout 30 script -qec '\(quoted)' /dev/null")
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("got:hello"), "\(result.stdout)")
    }
}
