import Foundation
import Glibc
import HUDSystem
import Testing

@Suite("ProcessSpawn: children started with posix_spawn")
struct ProcessSpawnTests {
    /// A fresh path in the temporary directory, removed by the caller.
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(name)-\(UUID().uuidString)").path
    }

    /// Waits for `pid`; its exit status, or 128 + the signal that ended it.
    private func exitStatus(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
    }

    /// Runs `executable` with stdout into a file; its exit status and what it printed.
    private func run(
        _ executable: String, _ arguments: [String], _ spawn: ProcessSpawn = ProcessSpawn()
    ) throws -> (status: Int32, output: String) {
        let output = temporaryPath("out")
        defer { unlink(output) }
        var spawn = spawn
        spawn.standardOutput = .file(output)
        let pid = try spawn.start(executable, arguments: arguments)
        let status = exitStatus(pid)
        return (status, TextFile.read(output) ?? "")
    }

    /// Runs `script` under /bin/sh, as `run` does.
    private func run(_ script: String, _ spawn: ProcessSpawn = ProcessSpawn()) throws -> (status: Int32, output: String)
    {
        try run("/bin/sh", ["sh", "-c", script], spawn)
    }

    @Test func writesStdoutAndStderrToTheirFilesAndPassesTheEnvironment() throws {
        let output = temporaryPath("out")
        let errors = temporaryPath("err")
        defer {
            unlink(output)
            unlink(errors)
        }
        // A file already there is truncated, not appended to.
        let stale = open(output, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        StandardStream.write("stale text that is longer\n", to: stale)
        close(stale)
        let spawn = ProcessSpawn(
            standardInput: .nullDevice, standardOutput: .file(output), standardError: .file(errors))
        let pid = try spawn.start(
            "/bin/sh", arguments: ["sh", "-c", "echo \"out $WORD\"; echo err >&2; cat; exit 3"],
            environment: ["WORD=passed"])
        #expect(exitStatus(pid) == 3)
        #expect(TextFile.read(output) == "out passed\n")
        #expect(TextFile.read(errors) == "err\n")
        var status = stat()
        #expect(stat(errors, &status) == 0 && status.st_mode & 0o777 == 0o600)
    }

    @Test func duplicatesADescriptorOntoStdout() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        // Close-on-exec, so that children other tests start meanwhile do not hold the pipe open.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }
        let pid = try ProcessSpawn(standardOutput: .descriptor(ends[1]))
            .start("/bin/sh", arguments: ["sh", "-c", "echo through the pipe"])
        close(ends[1])
        #expect(exitStatus(pid) == 0)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(ends[0], &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "through the pipe\n")
    }

    @Test func leadsAGroupOrASessionOfItsOwnOnlyWhenAsked() throws {
        // Fields 1, 5 and 6 of /proc/PID/stat: the pid, its process group and its session.
        let script = "set -- $(cat /proc/$$/stat); echo $1 $5 $6"
        func ids(_ group: ProcessSpawn.Group) throws -> [String] {
            try run(script, ProcessSpawn(group: group)).output.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        let inherited = try ids(.inherited)
        #expect(inherited.count == 3 && inherited[1] == "\(getpgrp())" && inherited[2] == "\(getsid(0))")
        let own = try ids(.own)
        #expect(own.count == 3 && own[1] == own[0] && own[2] == "\(getsid(0))")
        let session = try ids(.session)
        #expect(session.count == 3 && session[1] == session[0] && session[2] == session[0])
    }

    @Test func unblocksSignalsOnlyWhenAsked() throws {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR2)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        // grep itself, not a shell: dash blocks signals of its own while it waits for a child.
        func blockedLine(_ spawn: ProcessSpawn) throws -> String {
            try run("/bin/grep", ["grep", "SigBlk", "/proc/self/status"], spawn).output
        }
        #expect(try blockedLine(ProcessSpawn(unblocksSignals: true)) == "SigBlk:\t0000000000000000\n")
        // SIGUSR2 is signal 12: bit 11 of the mask.
        let inherited = try blockedLine(ProcessSpawn()).split(separator: "\t").last
            .flatMap { UInt64($0.dropLast(), radix: 16) }
        #expect(inherited.map { $0 & 0x800 != 0 } == true)
    }

    @Test func resetsIgnoredSignalsOnlyWhenAsked() throws {
        // Ignored signals stay ignored across exec; nothing else in the test process uses SIGUSR1.
        let previous = signal(SIGUSR1, SIG_IGN)
        defer { signal(SIGUSR1, previous) }
        func ignored(_ spawn: ProcessSpawn) throws -> UInt64? {
            try run("/bin/grep", ["grep", "SigIgn", "/proc/self/status"], spawn).output.split(separator: "\t").last
                .flatMap { UInt64($0.dropLast(), radix: 16) }
        }
        // SIGUSR1 is signal 10: bit 9 of the mask.
        #expect(try ignored(ProcessSpawn(resetsSignalActions: true)).map { $0 & 0x200 } == 0)
        #expect(try ignored(ProcessSpawn()).map { $0 & 0x200 } == 0x200)
    }

    @Test func closesInheritedDescriptorsOnlyWhenAsked() throws {
        let inherited = open("/dev/null", O_RDONLY)
        #expect(inherited > 2)
        defer { close(inherited) }
        let script = "test -e /proc/$$/fd/\(inherited) && echo open || echo closed"
        #expect(try run(script).output == "open\n")
        #expect(try run(script, ProcessSpawn(closesOtherDescriptors: true)).output == "closed\n")
    }

    @Test func looksANameUpInThePathOnlyWhenAsked() throws {
        let pid = try ProcessSpawn(standardOutput: .nullDevice, searchesPath: true)
            .start("sh", arguments: ["sh", "-c", "exit 5"])
        #expect(exitStatus(pid) == 5)
        let failure = #expect(throws: ProcessSpawn.Failure.self) {
            try ProcessSpawn().start("sh", arguments: ["sh"])
        }
        #expect(failure?.code == ENOENT)
        #expect(failure?.description == String(cString: strerror(ENOENT)))
    }
}
