import HUDSystem
import HUDTestHarness
import Testing

@Suite("ExecutableCode: the code pages a process gives back")
struct ExecutableCodeTests {
    /// Resident kilobytes of the code of the file that holds this test (the test bundle, into which
    /// HUDSystem is linked).
    static func residentCodeKilobytes() throws -> Int {
        let marker = UInt(bitPattern: unsafeBitCast(codeOfThisFile as @convention(c) () -> Void, to: Int.self))
        return try #require(try ProcessMappings().residentCodeKilobytes(ofFileHolding: marker))
    }

    @Test func theCodePagesLeaveTheResidentSetAndComeBackWhenRun() throws {
        let before = try Self.residentCodeKilobytes()
        let given = ExecutableCode.giveBackResidentPages()
        let after = try Self.residentCodeKilobytes()
        print("ExecutableCodeTests: \(before) kB of code resident, \(after) kB after giving \(given / 1024) kB back")
        #expect(given > 0)
        #expect(after < before / 2, "\(before) kB resident before, \(after) kB after")
        // What runs next is mapped again from the page cache: this test goes on, and so does the code.
        #expect(TextFile.read("/proc/self/maps")?.isEmpty == false)
    }
}

/// A function of this file, whose address finds the mapping that holds the test bundle's code.
private func codeOfThisFile() {}
