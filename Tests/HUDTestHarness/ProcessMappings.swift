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
        // Read to its end: Foundation stops a /proc file (which reports size 0) after its first page.
        let path = "/proc/\(pid)/smaps"
        guard let text = TextFile.read(path, limit: 64 << 20) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        for line in text.split(separator: "\n") {
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

    /// glibc's malloc arenas beside the main one (the heap): each reserves a region of its own, 64 MB
    /// and aligned to that size, whose part in use is readable and writable and the rest inaccessible.
    package var secondaryMallocArenas: Int {
        let reserved: UInt = 64 << 20
        let regions = mappings.map(\.mapping)
        return regions.filter { region in
            let start = region.range.lowerBound
            guard region.path.isEmpty, region.permissions == "rw-p", start % reserved == 0 else { return false }
            return region.range.upperBound == start + reserved
                || regions.contains {
                    $0.range == region.range.upperBound..<start + reserved && $0.permissions == "---p"
                }
        }.count
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
