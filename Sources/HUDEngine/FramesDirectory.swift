import Glibc

/// Where `hud render --frames DIR` writes its numbered PNG sequence.
enum FramesDirectory {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Creates `path` and any missing parent, as `mkdir -p` does; an existing directory is fine.
    static func create(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw Failure(description: "cannot create \(prefix): \(String(cString: strerror(errno)))")
            }
        }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(description: "\(path) is not a directory")
        }
    }

    /// The file of frame `index`: `DIR/frame-0042.png`.
    static func path(of index: Int, in directory: String) -> String {
        let number = String(index)
        let name = "frame-" + String(repeating: "0", count: max(0, 4 - number.count)) + number + ".png"
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
