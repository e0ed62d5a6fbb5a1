import Glibc

/// This process's environment and executable, read without Foundation.
package enum ProcessEnvironment {
    /// The environment variables, by name (a name given twice keeps its first value, as getenv does).
    package static var current: [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// The path of executable `name` in this executable's directory.
    package static func besideThisExecutable(_ name: String) -> String {
        directoryOfExecutable + "/" + name
    }

    /// The directory of this process's executable, symlinks resolved (`/proc/self/exe`).
    package static var directoryOfExecutable: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "." }
        let path = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
