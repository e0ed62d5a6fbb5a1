import Foundation
import HUDSystem

/// A process's mappings as `/proc/PID/smaps` lists them: each one (`ProcessMapping`) with how much
/// of it is resident.
package struct ProcessMappings {
    package struct Mapping {
        package let mapping: ProcessMapping
        package fileprivate(set) var residentKilobytes = 0
    }

    package let mappings: [Mapping]

    package init(pid: pid_t = getpid()) throws {
        var mappings: [Mapping] = []
        for line in try String(contentsOfFile: "/proc/\(pid)/smaps", encoding: .utf8).split(separator: "\n") {
            if let mapping = ProcessMapping(line) {
                mappings.append(Mapping(mapping: mapping))
            } else if line.hasPrefix("Rss:"), !mappings.isEmpty,
                let kilobytes = Int(line.dropFirst(4).split(separator: " ").first ?? "")
            {
                mappings[mappings.count - 1].residentKilobytes = kilobytes
            }
        }
        self.mappings = mappings
    }

    /// Resident kilobytes of the code mappings of the file that holds `address`; nil when no mapping does.
    package func residentCodeKilobytes(ofFileHolding address: UInt) -> Int? {
        mappings.first { $0.mapping.range.contains(address) }.map { own in
            residentCodeKilobytes { $0.file == own.mapping.file }
        }
    }

    /// Resident kilobytes of the code mappings of the file at `path`.
    package func residentCodeKilobytes(ofPath path: String) -> Int {
        residentCodeKilobytes { $0.path == path }
    }

    private func residentCodeKilobytes(of isChosen: (ProcessMapping) -> Bool) -> Int {
        mappings.filter { $0.mapping.isCode && isChosen($0.mapping) }.map(\.residentKilobytes).reduce(0, +)
    }
}
