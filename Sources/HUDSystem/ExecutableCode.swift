import Glibc
import Synchronization

/// The code of the binary this process runs, as the process maps it. A daemon that waits all session
/// keeps mapped every code page its start-up or its last burst touched, and with the kernel's
/// fault-around the pages beside each (64 kB a fault): about 6 MB of `hud-engine`'s code that a
/// resting daemon does not run, counted in its resident size. Given back, the pages leave the
/// process's resident set but stay in the page cache, shared with every other process running the
/// binary, so the next use maps again only what it runs, by minor faults without a disk read.
package enum ExecutableCode {
    /// Whether the stages give the code back once they have rested a while (everything shown
    /// gone). Off unless a program asks (`giveBackAtRest()`): an application that shows HUDs would
    /// only fault its own code in again; the daemon, which does nothing else, asks.
    package static var isGivenBackAtRest: Bool { givenBackAtRest.load(ordering: .relaxed) }
    private static let givenBackAtRest = Atomic<Bool>(false)

    /// Asks the stages to give the code back at rest.
    package static func giveBackAtRest() {
        givenBackAtRest.store(true, ordering: .relaxed)
    }

    /// Drops the resident pages of the executable's read-only, executable mappings (its code and,
    /// as linked, the constants and tables beside it). Those pages are never written, so nothing is
    /// lost; a writable or relocated mapping would lose its contents and is never touched. Returns
    /// the size of the mappings given back, in bytes.
    @discardableResult
    package static func giveBackResidentPages() -> Int {
        // Found once, before: code run after the pages go, even freeing what finding them took,
        // maps them again (the kernel maps 64 kB around each fault). What finding them took, the
        // first time, goes back to the system too.
        let code = codeRanges
        ProcessHeap.returnFreePages()
        var given = 0
        for range in code {
            let length = Int(range.upperBound - range.lowerBound)
            if madvise(UnsafeMutableRawPointer(bitPattern: range.lowerBound), length, MADV_DONTNEED) == 0 {
                given += length
            }
        }
        return given
    }

    /// The read-only, executable mappings of the file that holds this code, which stay where they
    /// are for the process's life.
    private static let codeRanges: [Range<UInt>] = {
        guard let text = TextFile.read("/proc/self/maps") else { return [] }
        let mappings = text.split(separator: "\n").compactMap(ProcessMapping.init)
        let marker = UInt(bitPattern: unsafeBitCast(codeMarker as @convention(c) () -> Void, to: Int.self))
        guard let own = mappings.first(where: { $0.range.contains(marker) }) else { return [] }
        return mappings.filter { $0.file == own.file && $0.isCode }.map(\.range)
    }()
}

/// A function of this binary's own code, whose address finds the mapping that holds it.
private func codeMarker() {}
