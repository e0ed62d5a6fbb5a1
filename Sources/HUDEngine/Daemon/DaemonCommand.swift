import Glibc
import HUDDaemonLink
import HUDKit
import HUDNotificationBoard
import HUDSystem

/// `hud daemon`: keeps one display connection and the overlays on it for later `hud` calls, so a
/// HUD can outlive the command that showed it and the next command morphs it in place.
enum DaemonCommand {
    static let usage = """
        usage: hud daemon [--idle-exit S] [--log FILE] [--notifications [--replace] [--blur MODE]]
               hud daemon --status | --stop | --check-config
          Serves show commands (hud toast, loading, success, card, …) and hud hide for this user and
          the session's display over a Unix socket: $XDG_RUNTIME_DIR/hud/DISPLAY.sock, or
          /tmp/hud-UID/DISPLAY.sock, where DISPLAY is $WAYLAND_DISPLAY in a Wayland session
          (wayland-1.sock), else $DISPLAY's X server (:1, :1.0 and unix:1 are all 1.sock). The first
          show command starts it in the background by itself; run it by hand to watch it or to
          choose its idle time. One daemon per user and display: a second one exits at once.
          Set HUD_NO_DAEMON=1 to keep every command in its own process.
          --idle-exit S   leave after S seconds with no caller and nothing on screen
                          (default $HUD_DAEMON_IDLE, else 300); it also leaves when the display goes
          --log FILE      write diagnostics to FILE instead of stderr (what auto-start does)
          --notifications also be the session's notification server (org.freedesktop.Notifications
                          on the session bus; `notifications = yes` under [daemon] in the config
                          does the same); the daemon then never leaves for idleness, and
                          `hud notifications …` controls it. A daemon already running for the
                          display is ended and replaced (what D-Bus activation needs)
          --replace       take org.freedesktop.Notifications over from the server that has it
          --blur auto|own|compositor|off  how banners blur what lies beneath them, as for
                          overlays (default: the config's global `blur`, else auto)
          --status        print the daemon's pid and socket; exit 0 if one runs for the display, 1 if not
          --stop          end the daemon of the display (its overlays go with it); returns once it has gone
          --check-config  print every mistake in the config file, rules' too, as FILE:LINE: …, and
                          exit 2; say OK and exit 0 when there is none. The daemon itself starts
                          with a broken rule: it logs the line and leaves that rule out
        examples:
          hud daemon --idle-exit 3600 &
          hud daemon --notifications --replace &
          hud daemon --status
          hud daemon --stop
        """

    static let defaultIdleExit = 300.0
    /// While a HUD is up the daemon looks again every idle period; shorter would be a busy loop.
    static let minimumIdleExit = 0.1

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(
            words,
            accepting: [
                .value("idle-exit"), .value("log"), .flag("status"),
                .flag("stop"), .flag("notifications"), .flag("replace"), .value("blur"), .flag("check-config"),
            ])
        if arguments.has("check-config") { return checkConfig(path: ConfigLocation.path()) }
        guard let location = DaemonLocation.current() else {
            throw DaemonFailure(
                description: "no $WAYLAND_DISPLAY or $DISPLAY, or no private directory for the daemon's socket")
        }
        if arguments.has("status") || arguments.has("stop") {
            return report(location, stop: arguments.has("stop"))
        }
        // Before any thread starts, so that every thread shares the one arena: the daemon's threads
        // mostly wait, and one arena keeps fewer part-used pages after a burst (0.3–0.5 MB measured
        // after 1,000 banners, docs/performance.md).
        ProcessHeap.keepLargeBuffersMapped(arenas: 1)
        // Before any thread of ours starts, so that every thread inherits the blocked signals.
        let events = DaemonEvents()
        events.receiveTerminationSignals()
        let idleText = arguments.value("idle-exit") ?? ProcessEnvironment.current["HUD_DAEMON_IDLE"]
        guard let idleExit = idleText.map(Double.init) ?? defaultIdleExit, idleExit.isFinite,
            idleExit >= minimumIdleExit
        else {
            throw UsageError(
                message:
                    "--idle-exit (or HUD_DAEMON_IDLE) needs seconds ≥ \(minimumIdleExit), got \"\(idleText ?? "")\"")
        }

        var lock = try DaemonLock(path: location.lockPath)
        if !lock.isHeld, arguments.has("notifications"), takeOver(location) {
            lock = try DaemonLock(path: location.lockPath)
        }
        guard lock.isHeld else {
            print(DaemonLauncher.alreadyRunningLine + " for \(location.socketPath)")
            return ExitStatus.ok
        }
        if let log = arguments.value("log") { try redirectStandardError(to: log) }
        // A daemon does nothing but serve: the code start-up and each burst ran goes once the
        // display has rested a while, so that a daemon waiting all session holds only what it runs.
        ExecutableCode.giveBackAtRest()
        // Open now, not on the first request: a daemon without a display must not take the socket,
        // and losing the X server then ends the daemon even while it is idle.
        try FacadeDisplay.open()
        // Before the bus name is ours: hideAll would also close the banners of notifications that
        // arrive at once (the display thread runs work in order).
        HUD.hideAll()
        let blur = try arguments.blurMode() ?? Config.daemonBlur()
        let notifications =
            try arguments.has("notifications") || Config.daemonServesNotifications()
            ? NotificationDaemon(
                banners: BannerStackOptions(
                    monitor: Config.daemonBannerMonitor(), blur: blur, offset: Config.daemonBannerOffset()),
                levels: Config.daemonShowsLevelsOnTheOSD() ? NotificationOSD() : nil,
                historyLength: Config.daemonHistoryLength(),
                stickyHistory: Config.daemonKeepsPoppedNotifications(),
                replace: arguments.has("replace"),
                stop: { events.post(.stop) })
            : nil
        unlink(location.socketPath)
        let listener = try UnixSocket.listening(at: location.socketPath, backlog: Int32(SOMAXCONN))
        lock.record(pid: getpid())
        StandardStream.write(DaemonLauncher.readyLine + " on \(location.socketPath)\n", to: STDOUT_FILENO)
        // The launcher reads that line from a pipe; keeping it open would hold the launcher's reader.
        let null = open("/dev/null", O_WRONLY)
        dup2(null, STDOUT_FILENO)
        close(null)
        // While it is the session's notification server it stays: clients expect the name to answer.
        DaemonServer(
            listener: listener, events: events, idleExit: notifications == nil ? idleExit : .infinity,
            notifications: notifications
        ).run()
        unlink(location.socketPath)
        // exit() runs the libraries' destructors while other threads still run, and Xlib's frees
        // its global lock: a display thread still drawing a banner would crash on it. So the bus
        // stops handing notifications to the display first, then the display thread ends, before
        // the process does.
        notifications?.stop()
        FacadeDisplay.close()
        return ExitStatus.ok
    }

    /// D-Bus activation and the systemd unit start `hud-engine daemon --notifications` when a notification
    /// arrives and nothing owns the name; a daemon already running for this display (started by a show
    /// command) would make that one leave and the notification go unanswered. So the explicit flag
    /// ends the running daemon (its overlays go with it) and takes its place. True once its lock is free.
    private static func takeOver(_ location: DaemonLocation) -> Bool {
        guard let pid = DaemonLock.holder(of: location.lockPath) else { return true }
        kill(pid, SIGTERM)
        for _ in 0..<500 {
            if DaemonLock.holder(of: location.lockPath) == nil { return true }
            usleep(10_000)
        }
        return false
    }

    /// `--check-config`: every problem of the file at `path`, one a line on stderr, exit 2; or OK.
    static func checkConfig(path: String) -> Int32 {
        let text: String
        do {
            guard let bytes = try OwnRegularFile.contents(of: path) else {
                print("\(path): no config file; OK (nothing to check)")
                return ExitStatus.ok
            }
            text = String(decoding: bytes, as: UTF8.self)
        } catch {
            StandardStream.write("\(path): \(error.reason)\n", to: STDERR_FILENO)
            return ExitStatus.usage
        }
        let problems = Config.problems(text: text, path: path)
        guard !problems.isEmpty else {
            print("\(path): OK")
            return ExitStatus.ok
        }
        StandardStream.write(problems.map { "\($0)\n" }.joined(), to: STDERR_FILENO)
        return ExitStatus.usage
    }

    private static func redirectStandardError(to path: String) throws {
        let log = try PrivateLogFile.open(path)
        dup2(log, STDERR_FILENO)
        close(log)
    }

    private static func report(_ location: DaemonLocation, stop: Bool) -> Int32 {
        guard let pid = DaemonLock.holder(of: location.lockPath) else {
            print("no hud daemon for \(location.socketPath)")
            return stop ? ExitStatus.ok : ExitStatus.cancel
        }
        if stop {
            return stopDaemon(pid, location: location)
        } else {
            print("hud daemon \(pid) on \(location.socketPath)")
        }
        return ExitStatus.ok
    }
}

/// The daemon cannot run; `hud daemon` exits 255 with this, and a client falls back to in-process.
struct DaemonFailure: Error, CustomStringConvertible {
    let description: String
}
