import Glibc

/// The auto-started daemon's log beside its socket, opened as carefully as the socket is made: a
/// symlink planted there is refused rather than followed (truncating whatever it points at), and
/// the file must be a regular file of ours; one we own with a wider mode is narrowed to 0600.
enum PrivateLogFile {
    /// The log at `path`, emptied, open for writing; throws when it is not safe to write.
    static func open(_ path: String) throws(DaemonFailure) -> Int32 {
        let log = Glibc.open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard log >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
            throw DaemonFailure(description: "cannot open the log \(path): \(reason)")
        }
        var status = stat()
        guard fstat(log, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == getuid() else {
            close(log)
            throw DaemonFailure(description: "the log \(path) is not a regular file of this user's")
        }
        if status.st_mode & 0o077 != 0 { fchmod(log, 0o600) }
        ftruncate(log, 0)
        return log
    }
}
