import Glibc

/// A directory only this user can use, for what others must not read or replace (the daemon's
/// socket, the font cache's links): a real directory, not a symbolic link someone planted; ours,
/// not another user's; closed to group and others.
package enum PrivateDirectory {
    /// What to do with a directory of ours that group or others can enter.
    package enum WhenOpenToOthers {
        /// Refuse it: a mode someone chose is left alone, and the caller goes without.
        case refuse
        /// Make it 0700: only we could have widened it.
        case narrow
        /// Make it 0700 when others could only read it; refuse it when they could write in it, as
        /// what they may already have put there stays.
        case narrowUnlessWritable
    }

    /// Why `path` is not to be used.
    package struct Failure: Error, CustomStringConvertible {
        /// The directory and what is wrong with it.
        package let description: String
    }

    /// Makes `path` (mode 0700) when it is missing, with its parent when `makingParent` (a cache
    /// home missing on a fresh account); throws when it is a link, not a directory, someone else's,
    /// or open to others and `whenOpenToOthers` refuses.
    package static func ensure(
        _ path: String, whenOpenToOthers: WhenOpenToOthers, makingParent: Bool = false
    ) throws(Failure) {
        var made = mkdir(path, 0o700)
        if made != 0, errno == ENOENT, makingParent, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            mkdir(String(path[..<slash]), 0o700)
            made = mkdir(path, 0o700)
        }
        if made != 0, errno != EEXIST {
            throw Failure(description: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        // lstat, not stat: a link to a directory of ours must not pass for one.
        guard lstat(path, &status) == 0 else {
            throw Failure(description: "cannot inspect \(path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(description: "\(path) is not a directory") }
        guard status.st_uid == geteuid() else { throw Failure(description: "\(path) belongs to another user") }
        guard status.st_mode & 0o077 != 0 else { return }
        switch whenOpenToOthers {
        case .refuse:
            throw Failure(description: "\(path) is open to other users")
        case .narrowUnlessWritable where status.st_mode & 0o022 != 0:
            throw Failure(description: "\(path) is writable by other users")
        case .narrow, .narrowUnlessWritable:
            guard chmod(path, 0o700) == 0 else { throw Failure(description: "cannot make \(path) private") }
        }
    }
}
