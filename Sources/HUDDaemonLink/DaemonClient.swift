import Glibc

/// The calling side of the daemon: connects to the daemon of this user and `$DISPLAY` (starting it
/// when there is none), sends one request and relays the replies to stdout and stderr.
package enum DaemonClient {
    /// Set (to anything but "0") to keep every show command in its own process.
    package static let optOutVariable = "HUD_NO_DAEMON"

    /// Whether `environment` lets commands go through the daemon.
    package static func isEnabled(in environment: [String: String]) -> Bool {
        environment[optOutVariable].map { $0 == "0" } ?? true
    }

    /// The request's exit status, or nil when no daemon could be reached and nothing was shown: the
    /// caller then does the work itself. `start: false` asks only a daemon already running.
    package static func exchange(_ request: DaemonMessage.Request, start: Bool = true,
                                 environment: [String: String] = ProcessEnvironment.current) -> Int32? {
        guard isEnabled(in: environment), let location = DaemonLocation.current(environment: environment) else {
            return nil
        }
        // A daemon that goes just as we connect (idle exit, a kill) closes without a word; the
        // request was not carried out, so it is safe to ask again, once, of a fresh daemon.
        for _ in 0..<2 {
            guard let socket = connect(location, start: start) else { return nil }
            if let status = relay(request, over: socket) { return status }
        }
        return nil
    }

    private static func connect(_ location: DaemonLocation, start: Bool) -> UnixSocket? {
        if let socket = try? UnixSocket.connected(to: location.socketPath) { return socket }
        guard start else { return nil }
        switch DaemonLauncher.start(location) {
        case .failed:
            return nil
        case .listening:
            return try? UnixSocket.connected(to: location.socketPath)
        case .alreadyRunning:
            // The winner of the race may still be opening the display; give it the launch timeout.
            var delay: UInt32 = 2000
            for _ in 0..<12 {
                if let socket = try? UnixSocket.connected(to: location.socketPath) { return socket }
                usleep(delay)
                delay = min(delay * 2, 400_000)
            }
            return nil
        }
    }

    /// The exit status the daemon sent; nil if it closed before answering at all.
    private static func relay(_ request: DaemonMessage.Request, over socket: UnixSocket) -> Int32? {
        guard socket.send(request.line) else { return nil }
        var lines = LineBuffer(), answered = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = socket.receive(into: &buffer)
            guard count > 0 else { break }
            lines.append(buffer[..<count])
            while let line = lines.nextLine() {
                answered = true
                let reply: DaemonMessage.Reply
                do {
                    reply = try DaemonMessage.Reply(line: line)
                } catch {
                    return failure("unreadable reply from the hud daemon: \(error)")
                }
                switch reply {
                case .accepted: continue
                case let .out(text): StandardStream.write(text, to: STDOUT_FILENO)
                case let .err(text): StandardStream.write(text, to: STDERR_FILENO)
                case let .error(text): return failure("hud daemon: \(text)")
                case let .exit(status): return status
                }
            }
            if lines.overflowed { return failure("reply from the hud daemon too long") }
        }
        // The daemon ends this way when the X server goes (it exits 255, as `hud` itself would).
        return answered ? failure("lost the connection to the X server (the hud daemon ended)") : nil
    }

    private static func failure(_ message: String) -> Int32 {
        StandardStream.write("hud: \(message)\n", to: STDERR_FILENO)
        return 255
    }
}
