import Dispatch
import Glibc
import HUDDaemonLink
import HUDKit
import HUDNotificationBoard
import HUDSystem

/// The daemon's loop, on the main thread: `poll` on the listening socket, the clients and the event
/// pipe. Each client sends one request; HUD kinds, toasts and hides are answered once the display
/// thread has carried them out (so a caller cannot queue work there faster than it is done), an
/// alert's client waits for the answer (and dismisses the alert by going away). Callers are bounded
/// only by what the process can hold (`CallerAdmission`), each must send its request within a
/// deadline, peers are ours (SO_PEERCRED), and a bad request costs its sender the connection only.
final class DaemonServer {
    private final class Client {
        let id: Int
        let socket: UnixSocket
        /// When its request must have arrived.
        let requestDeadline: Double
        var lines = LineBuffer()
        var request: ShowRequest?
        var alert: Alert?
        /// Served, and waiting for the display thread to have carried the request out.
        var awaitsDisplay = false
        var timedOut = false

        init(id: Int, socket: UnixSocket, requestDeadline: Double) {
            self.id = id
            self.socket = socket
            self.requestDeadline = requestDeadline
        }

        /// Connected, but its request is not complete yet.
        var isSending: Bool { request == nil && alert == nil && !awaitsDisplay }
    }

    private let listener: UnixSocket
    private let events: DaemonEvents
    private let idleExit: Double
    /// Where every HUD kind goes, so that each command morphs the one before.
    private let hud: HUD
    private let notifications: NotificationDaemon?
    private var clients: [Int: Client] = [:]
    private var nextClientID = 0
    private let admission = CallerAdmission()
    /// Bytes of requests still arriving, across all clients.
    private var pendingBytes = 0
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// Alert timeouts, by client.
    private var deadlines: [Int: Double] = [:]
    /// The daemon may leave once this moment has passed with no client and no HUD up.
    private var idleFrom: Double
    private var stopping = false

    init(
        listener: UnixSocket, events: DaemonEvents, idleExit: Double, hud: HUD = .shared,
        notifications: NotificationDaemon? = nil
    ) {
        self.listener = listener
        self.events = events
        self.idleExit = idleExit
        self.hud = hud
        self.notifications = notifications
        idleFrom = Self.now
    }

    /// Serves until SIGINT/SIGTERM or the idle time has passed with nothing to do.
    func run() {
        while !stopping {
            var descriptors = [
                pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: events.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let order = Array(clients.keys)
            descriptors += order.map { pollfd(fd: clients[$0]!.socket.descriptor, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), pollTimeout())
            if ready < 0, errno != EINTR {
                // Out of memory or descriptors: leave cleanly; the next caller starts a fresh daemon.
                StandardStream.write(
                    "hud daemon: poll: \(String(cString: strerror(errno))); leaving\n", to: STDERR_FILENO)
                return
            }
            if descriptors[1].revents != 0 { handle(events.take()) }
            for (index, id) in order.enumerated() where descriptors[index + 2].revents != 0 {
                if let client = clients[id] { read(from: client) }
            }
            if descriptors[0].revents != 0 { acceptClients() }
            fireDeadlines()
            closeSilentClients()
            if clients.isEmpty, Self.now >= idleFrom + idleExit {
                // A HUD left up counts as activity: its end wakes no one here, so look again later.
                if hud.isVisible { idleFrom = Self.now } else if !hasPendingConnection { stopping = true }
            }
        }
    }

    private static var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Until the next alert timeout, request deadline or idle check; -1 (forever) when none is due.
    private func pollTimeout() -> Int32 {
        var wake = deadlines.values.min()
        if let request = clients.values.lazy.filter(\.isSending).map(\.requestDeadline).min() {
            wake = min(wake ?? .infinity, request)
        }
        if clients.isEmpty, idleExit.isFinite { wake = min(wake ?? .infinity, idleFrom + idleExit) }
        guard let wake else { return -1 }
        return Int32(min(max(0, (wake - Self.now) * 1000).rounded(.up), 60_000))
    }

    /// A connection that arrived just as the daemon decided to leave is served, not dropped.
    private var hasPendingConnection: Bool {
        var descriptor = pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    private func acceptClients() {
        while true {
            guard let socket = listener.accept() else {
                // Out of descriptors: the queue would never drain, so turn callers away one by one.
                if errno == EMFILE || errno == ENFILE, admission.declineWithoutDescriptors(listener) { continue }
                return
            }
            guard socket.peerUserID == getuid() else {
                socket.send(DaemonMessage.Reply.error("refused: the daemon serves its own user only").line)
                continue
            }
            guard clients.count < admission.capacity else {
                socket.send(CallerAdmission.declined("the daemon serves \(admission.capacity) callers at most"))
                continue
            }
            nextClientID += 1
            clients[nextClientID] = Client(
                id: nextClientID, socket: socket,
                requestDeadline: Self.now + CallerAdmission.requestDeadline)
        }
    }

    /// Reads what has arrived; a whole request is served at once.
    private func read(from client: Client) {
        while clients[client.id] != nil {
            let count = client.socket.receive(into: &readBuffer)
            if count == 0 || (count < 0 && errno != EAGAIN) {
                drop(client)
                return
            }
            guard count > 0 else { return }
            // A waiting caller has nothing more to say; what it sends is read and dropped.
            guard client.isSending else { continue }
            guard pendingBytes + count <= CallerAdmission.pendingByteBudget else {
                client.socket.send(CallerAdmission.declined("the daemon holds too many unfinished requests"))
                return drop(client)
            }
            let before = client.lines.pendingCount
            client.lines.append(readBuffer[..<count])
            let line = client.lines.nextLine()
            pendingBytes += client.lines.pendingCount - before
            if let line {
                serve(line, from: client)
            } else if client.lines.overflowed {
                finish(client, error: "request longer than \(DaemonMessage.maximumLineBytes) bytes")
            }
        }
    }

    /// A connection that has not sent its whole request in time holds a descriptor for nothing.
    private func closeSilentClients() {
        let now = Self.now
        for client in clients.values where client.isSending && client.requestDeadline <= now {
            finish(client, error: "no complete request within \(CallerAdmission.requestDeadline) s")
        }
    }

    /// Whether the daemon serves a request naming `command`: the verbs `VerbTable` routes to it.
    static func serves(_ command: String) -> Bool {
        VerbTable.named(command)?.daemonServes ?? false
    }

    private func serve(_ line: [UInt8], from client: Client) {
        let request: DaemonMessage.Request
        do {
            request = try DaemonMessage.Request(line: line)
        } catch {
            return finish(client, error: "malformed request: \(error)")
        }
        idleFrom = Self.now
        let command = request.argv[0]
        if command == NotificationsCommand.name {
            return serveNotifications(Array(request.argv.dropFirst()), from: client)
        }
        guard Self.serves(command), let usage = CommandTable.all[command]?.usage else {
            return finish(client, error: "the daemon serves show commands and hide, not \"\(command)\"")
        }
        do {
            // Expanded here as the caller's own process would have: its config, then its words.
            let config = try request.config.map { try Config.load(path: $0, for: command) } ?? Config()
            let words = CommandWords.expand(
                command: command, Array(request.argv.dropFirst()), config: config,
                stdinLines: { nil })
            if command == "hide" {
                if try HideCommand.hidesAll(words) { HUD.hideAll() } else { hud.hide() }
                return finishOnceCarriedOut(client)
            }
            let parsed = try ShowRequest.parsing(
                command: command, words: words, language: Translation.words(for: request.languageEnvironment))
            if parsed.overlay.isDialog, clients.values.count(where: { $0.alert != nil }) >= admission.waitingCapacity {
                client.socket.send(CallerAdmission.declined("\(admission.waitingCapacity) alerts are waiting already"))
                return drop(client)
            }
            switch FacadePresenter.show(parsed, on: hud) {
            case .transient:
                if case .toast(let model) = parsed.overlay {
                    // The toast shows for its hold and fades; HUD.isVisible does not cover it.
                    idleFrom = max(idleFrom, Self.now + ReadingTime.seconds(for: model.text) + 1)
                }
                if case .levelHUD = parsed.overlay {
                    // Likewise the OSD, for its stay and its fade.
                    let stay = parsed.hideAfter ?? parsed.timeout ?? OSD.hideDelay
                    idleFrom = max(idleFrom, Self.now + stay + 1)
                }
                finishOnceCarriedOut(client)
            case .alert(let alert):
                client.request = parsed
                client.alert = alert
                if let timeout = parsed.timeout { deadlines[client.id] = Self.now + timeout }
                let events = events
                let id = client.id
                // Its warnings go to the caller's stderr, as they would from its own process.
                alert.present(warning: { events.post(.warned(client: id, $0)) }) {
                    events.post(.answered(client: id, $0))
                }
                client.socket.send(DaemonMessage.Reply.accepted.line)
            }
        } catch {
            let report = FailureReport(error, usage: usage())
            client.socket.send(DaemonMessage.Reply.err(report.text).line)
            finish(client, status: report.status)
        }
    }

    /// `hud notifications …`: answered from the board at once.
    private func serveNotifications(_ words: [String], from client: Client) {
        guard let notifications else {
            client.socket.send(DaemonMessage.Reply.err(NotificationsCommand.notServing + "\n").line)
            return finish(client, status: ExitStatus.cancel)
        }
        if words.first == "center" { return serveCenter(Array(words.dropFirst()), on: notifications, to: client) }
        let outcome =
            words.first == NotificationDaemon.reloadVerb
            ? notifications.reloadRules(Array(words.dropFirst()))
            : NotificationControl.run(words, on: notifications.board).reply
        notifications.statusMayHaveChanged()
        // A line a reply: the whole list could pass the protocol's 64 KiB.
        for line in outcome.output.split(separator: "\n") {
            client.socket.send(DaemonMessage.Reply.out(line + "\n").line)
        }
        if let error = outcome.error { client.socket.send(DaemonMessage.Reply.err(error + "\n").line) }
        finish(client, status: outcome.status)
    }

    /// `hud notifications center [--open|--close]`: the panel toggles, opens or closes.
    private func serveCenter(_ words: [String], on notifications: NotificationDaemon, to client: Client) {
        let requests: [[String]: Bool?] = [[]: nil, ["--open"]: true, ["--close"]: false]
        guard let open = requests[words] else {
            let text = "hud: notifications: center takes --open or --close, got \"\(words.joined(separator: " "))\""
            client.socket.send(DaemonMessage.Reply.err(text + "\n" + NotificationControl.usage + "\n").line)
            return finish(client, status: 2)
        }
        notifications.showCenter(open)
        finish(client, status: ExitStatus.ok)
    }

    private func handle(_ posted: [DaemonEvent]) {
        for event in posted {
            switch event {
            case .stop:
                stopping = true
            case .reload:
                guard let notifications else {
                    stopping = true
                    continue
                }
                _ = notifications.reloadRules([])
            case .carriedOut(let id):
                if let client = clients[id] { finish(client, status: ExitStatus.ok) }
            case .warned(let id, let message):
                clients[id]?.socket.send(DaemonMessage.Reply.err("hud: \(message)\n").line)
            case .answered(let id, let result):
                guard let client = clients[id], let request = client.request else { continue }
                if let output = request.printedAnswer(for: result, timedOut: client.timedOut).map({
                    String(decoding: $0, as: UTF8.self)
                }) {
                    client.socket.send(DaemonMessage.Reply.out(output).line)
                }
                finish(client, status: request.exitStatus(for: result, timedOut: client.timedOut))
            }
        }
    }

    private func fireDeadlines() {
        let now = Self.now
        for (id, deadline) in deadlines where deadline <= now {
            deadlines[id] = nil
            guard let client = clients[id] else { continue }
            client.timedOut = true
            client.alert?.dismiss()
        }
    }

    /// Answers once the display thread has done what the request asked (it runs work in call order):
    /// a caller sending faster than windows come and go waits its turn, so the display's work
    /// queue, and the X events that pile up behind it, hold a request per caller at most.
    private func finishOnceCarriedOut(_ client: Client) {
        client.awaitsDisplay = true
        let events = events
        let id = client.id
        FacadeDisplay.perform { _ in events.post(.carriedOut(client: id)) }
    }

    private func finish(_ client: Client, status: Int32) {
        client.socket.send(DaemonMessage.Reply.exit(status).line)
        client.alert = nil
        drop(client)
    }

    private func finish(_ client: Client, error: String) {
        client.socket.send(DaemonMessage.Reply.error(error).line)
        drop(client)
    }

    /// A client gone (or sent away) takes its alert with it.
    private func drop(_ client: Client) {
        pendingBytes -= client.lines.pendingCount
        client.lines = LineBuffer()
        client.alert?.dismiss()
        clients[client.id] = nil
        deadlines[client.id] = nil
        idleFrom = max(idleFrom, Self.now)
    }
}

extension NotificationControl.Outcome {
    fileprivate var reply: (output: String, status: Int32, error: String?) { (output, status, error) }
}
