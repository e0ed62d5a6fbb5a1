import Foundation

/// The calling side of the daemon: connects to the daemon of this user and `$DISPLAY` (starting it
/// when there is none), sends one request and relays the replies to stdout and stderr.
enum DaemonClient {
    /// Set (to anything but "0") to keep every show command in its own process.
    static let optOutVariable = "HUD_NO_DAEMON"

    /// The request's exit status, or nil when no daemon could be reached and nothing was shown: the
    /// caller then does the work itself. `start: false` asks only a daemon already running.
    static func exchange(_ request: DaemonMessage.Request, start: Bool = true) -> Int32? {
        let environment = ProcessInfo.processInfo.environment
        guard environment[optOutVariable].map({ $0 == "0" }) ?? true,
              let location = DaemonLocation.current(environment: environment) else { return nil }
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
        guard socket.send(DaemonMessage.line(request)) else { return nil }
        var lines = LineBuffer(), answered = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = socket.receive(into: &buffer)
            guard count > 0 else { break }
            lines.append(buffer[..<count])
            while let line = lines.nextLine() {
                answered = true
                guard let reply = DaemonMessage.decode(DaemonMessage.Reply.self, from: line) else {
                    return failure("unreadable reply from the hud daemon")
                }
                if let out = reply.out { FileHandle.standardOutput.write(Data(out.utf8)) }
                if let err = reply.err { FileHandle.standardError.write(Data(err.utf8)) }
                if let error = reply.error { return failure("hud daemon: \(error)") }
                if let status = reply.exit { return status }
            }
            if lines.overflowed { return failure("reply from the hud daemon too long") }
        }
        // The daemon ends this way when the X server goes (it exits 255, as `hud` itself would).
        return answered ? failure("lost the connection to the X server (the hud daemon ended)") : nil
    }

    private static func failure(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("hud: \(message)\n".utf8))
        return ExitStatus.failure
    }
}
