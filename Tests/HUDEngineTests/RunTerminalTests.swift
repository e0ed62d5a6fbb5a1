import Foundation
import HUDTestHarness
import Testing

/// `hud run`'s command has a process group of its own (so a second Ctrl-C can kill all of it), yet
/// keeps a shell's job control: it is lent the terminal when it reads it, Ctrl-Z stops the job and
/// `fg` resumes it, and a background job that reads the terminal stops until `fg`. Driven through
/// an interactive bash on a pseudo-terminal, waiting for what each step prints.
@Suite("hud run on a terminal")
struct RunTerminalTests {
    /// Runs bash -i on a pty; each step is (keys to type, text to wait for). Prints what it saw.
    static let driver = #"""
        import os, pty, select, signal, sys, time
        steps = [(bytes(keys, "utf-8").decode("unicode_escape").encode("latin-1"), want.encode())
                 for keys, want in zip(sys.argv[1::2], sys.argv[2::2])]
        pid, fd = pty.fork()
        if pid == 0:
            # The test runner's threads block most signals, and children inherit the mask.
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            os.environ.pop("DISPLAY", None)
            os.environ["PS1"] = "PROMPT$ "
            os.execv("/bin/bash", ["bash", "--norc", "--noprofile", "-i"])
        seen = b""
        def wait_for(want):
            global seen
            deadline = time.time() + 20
            while want not in seen:
                if time.time() > deadline:
                    sys.stdout.write(seen.decode(errors="replace"))
                    os.close(fd)  # the terminal hangs up: bash and its jobs end
                    sys.exit("timed out waiting for %r" % want)
                if select.select([fd], [], [], 0.1)[0]:
                    seen += os.read(fd, 4096)
            seen = seen[seen.index(want) + len(want):]
        wait_for(b"PROMPT$ ")
        for keys, want in steps:
            os.write(fd, keys)
            wait_for(want)
        os.write(fd, b"exit\n")
        os.waitpid(pid, 0)
        print("all steps seen")
        """#

    func drive(_ steps: [(keys: String, want: String)]) throws -> ProcessOutput {
        let python = URL(fileURLWithPath: "/usr/bin/timeout")
        return try HUDProcess.run(
            executable: python,
            ["60", "/usr/bin/python3", "-c", Self.driver]
                + steps.flatMap { [$0.keys, $0.want] })
    }

    var hud: String { HUDProcess.executable.path }

    @Test func aCommandReadingTheTerminalGetsItAndCtrlZAndFgWork() throws {
        let result = try drive([
            ("\(hud) run -- sh -c 'read x; echo got:$x'\\n", "running without a HUD"),
            ("\\x1a", "Stopped"),
            ("fg\\n", "read x"),
            ("hello\\n", "got:hello"),
            ("echo status:$?\\n", "status:0"),
            ("\(hud) run -- sh -c 'read x; echo bg-got:$x' &\\n", "running without a HUD"),
            // Stopped once its command has read the terminal; polled, since that takes a moment.
            ("until jobs | grep -q Stopped; do sleep 0.05; done; echo is-$((1))stopped\\n", "is-1stopped"),
            ("fg\\n", "read x"),
            ("world\\n", "bg-got:world"),
        ])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    }

    @Test func aSecondCtrlCKillsACommandThatIgnoresIt() throws {
        let result = try drive([
            ("\(hud) run -- sh -c 'trap \"\" INT TERM; while :; do sleep 0.1; done'\\n", "running without a HUD"),
            ("\\x03", "interrupt again within 3 s"),
            ("\\x03", "killed the command (SIGKILL to its process group)"),
            ("echo status:$?\\n", "status:137"),
        ])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    }
}
