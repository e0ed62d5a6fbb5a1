import Glibc

/// One Unix stream socket descriptor, closed when the value goes. Every descriptor is close-on-exec
/// and writes never raise SIGPIPE, so neither a spawned daemon nor a vanished peer can surprise us.
package final class UnixSocket {
    /// A failed system call and its errno.
    package struct Failure: Error, CustomStringConvertible {
        /// The call (and its path, if any).
        package let call: String
        /// The errno it left.
        package let code: Int32

        /// The call and the system's reason.
        package var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    /// The socket's file descriptor, owned by this value.
    package let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Bound to `path` (which must not exist), mode 0600, listening.
    package static func listening(at path: String, backlog: Int32) throws(Failure) -> UnixSocket {
        let socket = try make()
        // The umask closes the gap between bind creating the file and chmod narrowing it.
        let previousMask = umask(0o177)
        defer { umask(previousMask) }
        try socket.withAddress(path) { bind(socket.descriptor, $0, $1) == 0 ? nil : "bind \(path)" }
        guard chmod(path, 0o600) == 0 else { throw Failure(call: "chmod \(path)", code: errno) }
        guard listen(socket.descriptor, backlog) == 0 else { throw Failure(call: "listen", code: errno) }
        try socket.setNonBlocking()
        return socket
    }

    /// How long a connect waits on a daemon whose queue of new connections is full, and a write on
    /// a peer that reads nothing, before giving up.
    package static let stallTimeout: Int32 = 2000

    /// Connected to the socket at `path`; blocking.
    package static func connected(to path: String) throws(Failure) -> UnixSocket {
        let socket = try make()
        var timeout = timeval(tv_sec: Int(stallTimeout / 1000), tv_usec: Int(stallTimeout % 1000) * 1000)
        setsockopt(socket.descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        try socket.withAddress(path) { connect(socket.descriptor, $0, $1) == 0 ? nil : "connect \(path)" }
        return socket
    }

    /// A close-on-exec pipe (read end, write end); the caller closes both.
    package static func pipe(nonBlocking: Bool) throws(Failure) -> (Int32, Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw Failure(call: "pipe", code: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            if nonBlocking { _ = fcntl(end, F_SETFL, O_NONBLOCK) }
        }
        return (ends[0], ends[1])
    }

    /// The next pending connection, non-blocking; nil when none is waiting.
    package func accept() -> UnixSocket? {
        let descriptor = Glibc.accept(self.descriptor, nil, nil)
        guard descriptor >= 0 else { return nil }
        let socket = UnixSocket(descriptor: descriptor)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return (try? socket.setNonBlocking()).map { socket }
    }

    /// The uid of the process at the other end, as the kernel recorded it at connect time.
    package var peerUserID: uid_t? {
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
        return credentials.uid
    }

    /// Writes all of `bytes`; returns whether everything went. A full socket is waited on, but a peer
    /// that reads nothing for `stallTimeout` ms loses the rest.
    @discardableResult
    package func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var writable = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                guard poll(&writable, 1, Self.stallTimeout) > 0 else { return false }
                continue
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads what is there into `buffer`: the byte count, 0 at end of file, -1 on error or nothing yet.
    package func receive(into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    private static func make() throws(Failure) -> UnixSocket {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        return UnixSocket(descriptor: descriptor)
    }

    private func setNonBlocking() throws(Failure) {
        guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0 else {
            throw Failure(call: "fcntl", code: errno)
        }
    }

    /// Calls `body` with `path` as a socket address; `body` names the failed call, or returns nil.
    private func withAddress(
        _ path: String,
        _ body: (UnsafePointer<sockaddr>, socklen_t) -> String?
    ) throws(Failure) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw Failure(call: "socket path \(path)", code: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in raw.copyBytes(from: bytes) }
        let failedCall = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        if let failedCall { throw Failure(call: failedCall, code: errno) }
    }
}

/// Linux's `struct ucred`, which the Glibc module leaves out (it needs _GNU_SOURCE).
private struct PeerCredentials {
    var pid: pid_t = 0
    var uid: uid_t = 0
    var gid: gid_t = 0
}
