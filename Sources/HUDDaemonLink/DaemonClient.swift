import Glibc
import HUDSystem

/// The calling side of the daemon: connects to the daemon of this user and `$DISPLAY` (starting it
/// when there is none), sends one request and relays the replies to stdout and stderr.
package enum DaemonClient {
    /// Set (to anything but "0") to keep every show command in its own process.
    package static let optOutVariable = "HUD_NO_DAEMON"

    /// Whether `environment` lets commands go through the daemon.
    package static func isEnabled(in environment: [String: String]) -> Bool {
        environment[optOutVariable].map { $0 == "0" } ?? true
    }

    /// The request's exit status, or nil when no daemon could be reached, or it had no room for the
    /// call, and nothing was shown: the caller then does the work itself. `start: false` asks only a
    /// daemon already running. `printing` turns what the daemon sends for stdout into the bytes written.
    package static func exchange(
        _ request: DaemonMessage.Request, start: Bool = true,
        environment: [String: String] = ProcessEnvironment.current,
        printing: (String) -> [UInt8] = { Array($0.utf8) }
    ) -> Int32? {
        guard isEnabled(in: environment), let location = DaemonLocation.current(environment: environment) else {
            return nil
        }
        let line = request.line
        // Text full of escaped control characters can outgrow the line; the caller's own parse then
        // takes it, or names the limit.
        guard line.count <= DaemonMessage.maximumLineBytes else { return nil }
        // A daemon that goes just as we connect (idle exit, a kill) closes without a word; the
        // request was not carried out, so it is safe to ask again, once, of a fresh daemon.
        for _ in 0..<2 {
            guard let socket = connect(location, start: start) else { return nil }
            switch relay(line, over: socket, printing: printing) {
            case .status(let status): return status
            case .declined: return nil
            case .closedUnanswered: continue
            }
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

    /// How one exchange ended.
    private enum Outcome {
        /// The daemon's exit status (or 255 after a broken reply).
        case status(Int32)
        /// It had no room for the call; nothing was shown.
        case declined
        /// It closed before answering at all.
        case closedUnanswered
    }

    private static func relay(
        _ requestLine: [UInt8], over socket: UnixSocket,
        printing: (String) -> [UInt8]
    ) -> Outcome {
        guard socket.send(requestLine) else { return .closedUnanswered }
        var lines = LineBuffer()
        var answered = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
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
                    return .status(failure("unreadable reply from the hud daemon: \(error)"))
                }
                switch reply {
                case .accepted: continue
                case .out(let text): StandardStream.write(printing(text), to: STDOUT_FILENO)
                case .err(let text): StandardStream.write(text, to: STDERR_FILENO)
                case .error(let text): return .status(failure("hud daemon: \(text)"))
                case .declined: return .declined
                case .exit(let status): return .status(status)
                }
            }
            if lines.overflowed { return .status(failure("reply from the hud daemon too long")) }
        }
        // The daemon ends this way when the X server goes (it exits 255, as `hud` itself would).
        return answered
            ? .status(failure("lost the connection to the X server (the hud daemon ended)"))
            : .closedUnanswered
    }

    private static func failure(_ message: String) -> Int32 {
        StandardStream.write("hud: \(message)\n", to: STDERR_FILENO)
        return 255
    }
}
