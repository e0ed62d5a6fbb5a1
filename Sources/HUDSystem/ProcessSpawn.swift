import Glibc

/// How to start a child process with `posix_spawn`: where its standard streams go, which process
/// group or session it joins, what it inherits of our signals and descriptors. Every process the
/// package starts (the daemon, `hud run`'s command, the benches' and the tests' children) is started
/// through one of these, so what each option means is decided once.
package struct ProcessSpawn {
    /// Where one of the child's standard streams goes.
    package enum Stream {
        /// Ours, shared.
        case inherited
        /// /dev/null.
        case nullDevice
        /// A file: read as stdin; as stdout or stderr created (0600) or truncated.
        case file(String)
        /// A copy of our descriptor (a pipe's end).
        case descriptor(Int32)
    }

    /// The process group the child runs in.
    package enum Group {
        /// Ours: a terminal's Ctrl-C reaches it with us.
        case inherited
        /// A group it leads, so that it and whatever it starts can be signalled together.
        case own
        /// A session of its own: no controlling terminal, no group of ours to be killed with.
        case session
    }

    /// Why the child could not start.
    package struct Failure: Error, CustomStringConvertible {
        /// What `posix_spawn` returned (an errno value: ENOENT for a missing executable).
        package let code: Int32

        package var description: String { String(cString: strerror(code)) }
    }

    package var standardInput: Stream
    package var standardOutput: Stream
    package var standardError: Stream
    package var group: Group
    /// Starts it with no signal blocked. A child inherits the mask, and threads that block signals
    /// (a test runner's, a caller's that waits for them) would leave it shrugging off SIGTERM.
    package var unblocksSignals: Bool
    /// Starts it with every signal's default action; exec resets only the handled ones, not the ignored.
    package var resetsSignalActions: Bool
    /// Closes every descriptor above stderr in the child: a long-lived child must not hold others'
    /// pipe ends open, or their readers wait for its end-of-file.
    package var closesOtherDescriptors: Bool
    /// Looks a name without a slash up in `$PATH`, as a shell does (`posix_spawnp`).
    package var searchesPath: Bool

    package init(
        standardInput: Stream = .inherited, standardOutput: Stream = .inherited, standardError: Stream = .inherited,
        group: Group = .inherited, unblocksSignals: Bool = false, resetsSignalActions: Bool = false,
        closesOtherDescriptors: Bool = false, searchesPath: Bool = false
    ) {
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.group = group
        self.unblocksSignals = unblocksSignals
        self.resetsSignalActions = resetsSignalActions
        self.closesOtherDescriptors = closesOtherDescriptors
        self.searchesPath = searchesPath
    }

    /// Starts `executable` with `arguments` as its argv (argv[0] included) and `environment` as its
    /// `NAME=value` entries (nil: this process's); its pid.
    package func start(
        _ executable: String, arguments: [String], environment: [String]? = nil
    ) throws(Failure) -> pid_t {
        let actions = SpawnFileActions()
        actions.redirect(0, to: standardInput, writing: false)
        actions.redirect(1, to: standardOutput, writing: true)
        actions.redirect(2, to: standardError, writing: true)
        if closesOtherDescriptors { actions.closeFrom(3) }
        let attributes = SpawnAttributes(
            group: group, unblocksSignals: unblocksSignals, resetsSignalActions: resetsSignalActions)
        let result = CStringArray.with(arguments) { argv in
            guard let environment else {
                return attributes.spawn(executable, searchingPath: searchesPath, actions: actions, argv, environ)
            }
            return CStringArray.with(environment) { envp in
                attributes.spawn(executable, searchingPath: searchesPath, actions: actions, argv, envp)
            }
        }
        return try result.get()
    }
}

/// A `posix_spawn_file_actions_t`, at an address of its own for its whole life.
private final class SpawnFileActions {
    let actions = UnsafeMutablePointer<posix_spawn_file_actions_t>.allocate(capacity: 1)

    init() {
        posix_spawn_file_actions_init(actions)
    }

    deinit {
        posix_spawn_file_actions_destroy(actions)
        actions.deallocate()
    }

    func redirect(_ descriptor: Int32, to stream: ProcessSpawn.Stream, writing: Bool) {
        switch stream {
        case .inherited:
            break
        case .nullDevice:
            posix_spawn_file_actions_addopen(actions, descriptor, "/dev/null", writing ? O_WRONLY : O_RDONLY, 0)
        case .file(let path):
            posix_spawn_file_actions_addopen(
                actions, descriptor, path, writing ? O_WRONLY | O_CREAT | O_TRUNC : O_RDONLY, 0o600)
        case .descriptor(let source):
            posix_spawn_file_actions_adddup2(actions, source, descriptor)
        }
    }

    /// Where glibc lacks it (before 2.34) the descriptors stay open, as they always did there.
    func closeFrom(_ lowest: Int32) {
        _ = Self.addCloseFrom?(actions, lowest)
    }

    /// glibc 2.34+; the Glibc module does not export it, so it is looked up at run time, once.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = dlsym(
        dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np"
    )
    .map { unsafeBitCast($0, to: AddCloseFrom.self) }
}

/// A `posix_spawnattr_t`, at an address of its own for its whole life.
private final class SpawnAttributes {
    private let attributes = UnsafeMutablePointer<posix_spawnattr_t>.allocate(capacity: 1)

    init(group: ProcessSpawn.Group, unblocksSignals: Bool, resetsSignalActions: Bool) {
        posix_spawnattr_init(attributes)
        var flags: Int32 = 0
        if unblocksSignals {
            var none = sigset_t()
            sigemptyset(&none)
            posix_spawnattr_setsigmask(attributes, &none)
            flags |= POSIX_SPAWN_SETSIGMASK
        }
        if resetsSignalActions {
            var all = sigset_t()
            sigfillset(&all)
            posix_spawnattr_setsigdefault(attributes, &all)
            flags |= POSIX_SPAWN_SETSIGDEF
        }
        switch group {
        case .inherited:
            break
        case .own:
            posix_spawnattr_setpgroup(attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        case .session:
            flags |= Self.setSessionFlag
        }
        posix_spawnattr_setflags(attributes, Int16(flags))
    }

    deinit {
        posix_spawnattr_destroy(attributes)
        attributes.deallocate()
    }

    /// glibc's POSIX_SPAWN_SETSID (2.26+), which the Glibc module does not export.
    private static let setSessionFlag: Int32 = 0x80

    func spawn(
        _ executable: String, searchingPath: Bool, actions: SpawnFileActions,
        _ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>, _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>?
    ) -> Result<pid_t, ProcessSpawn.Failure> {
        var pid: pid_t = 0
        let code =
            searchingPath
            ? posix_spawnp(&pid, executable, actions.actions, attributes, argv, envp)
            : posix_spawn(&pid, executable, actions.actions, attributes, argv, envp)
        return code == 0 ? .success(pid) : .failure(ProcessSpawn.Failure(code: code))
    }
}
