import Foundation

/// A process's mappings as `/proc/PID/smaps` lists them: each range, its permissions, the file it
/// maps and how much of it is resident.
package struct ProcessMappings {
    package struct Mapping {
        package let range: Range<UInt>
        package let permissions: String
        /// Device and inode: the file mapped, whatever its path now.
        package let file: String
        package let path: String
        package fileprivate(set) var residentKilobytes = 0

        package var isCode: Bool { permissions == "r-xp" }
    }

    package let mappings: [Mapping]

    package init(pid: pid_t = getpid()) throws {
        var mappings: [Mapping] = []
        for line in try String(contentsOfFile: "/proc/\(pid)/smaps", encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count >= 5, !fields[0].hasSuffix(":") {
                let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
                guard bounds.count == 2 else { continue }
                mappings.append(
                    Mapping(
                        range: bounds[0]..<bounds[1], permissions: String(fields[1]),
                        file: "\(fields[3]) \(fields[4])", path: fields.dropFirst(5).joined(separator: " ")))
            } else if fields.first == "Rss:", fields.count >= 2, let kilobytes = Int(fields[1]), !mappings.isEmpty {
                mappings[mappings.count - 1].residentKilobytes = kilobytes
            }
        }
        self.mappings = mappings
    }

    /// Resident kilobytes of the code mappings of the file that holds `address`; nil when no mapping does.
    package func residentCodeKilobytes(ofFileHolding address: UInt) -> Int? {
        mappings.first { $0.range.contains(address) }.map { own in
            mappings.filter { $0.file == own.file && $0.isCode }.map(\.residentKilobytes).reduce(0, +)
        }
    }

    /// Resident kilobytes of the code mappings of the file at `path`.
    package func residentCodeKilobytes(ofPath path: String) -> Int {
        mappings.filter { $0.path == path && $0.isCode }.map(\.residentKilobytes).reduce(0, +)
    }
}
