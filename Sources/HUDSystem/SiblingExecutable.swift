import Glibc

/// Hands the process over to another of HUDKit's executables, which are built and installed side by
/// side: `hud` to `hud-engine` for every command it does not send to the daemon, `hud-engine` to
/// `hud-bench` for `hud bench` (so the daemon carries none of the benchmarks' code).
package enum SiblingExecutable {
    /// Replaces this process with the executable `name` beside this one, with the same `argv`
    /// (argv[0] included: `hud`'s messages still say "hud: …") and environment. Returns only to
    /// exit 255 when it cannot be run.
    package static func exec(_ name: String, argv: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Never {
        let path = ProcessEnvironment.besideThisExecutable(name)
        execv(path, argv)
        StandardStream.write("hud: cannot run \(path): \(String(cString: strerror(errno)))\n", to: STDERR_FILENO)
        exit(255)
    }

    /// The same, with `arguments` after argv[0] (the executable's own path).
    package static func exec(_ name: String, arguments: [String]) -> Never {
        CStringArray.with([ProcessEnvironment.besideThisExecutable(name)] + arguments) { argv in
            exec(name, argv: argv)
        }
    }
}
