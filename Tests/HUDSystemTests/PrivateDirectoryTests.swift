import Foundation
import Glibc
import HUDSystem
import Testing

@Suite("PrivateDirectory: a directory only this user can use")
struct PrivateDirectoryTests {
    /// A fresh directory in the temporary directory to work in, removed with all in it by `cleanUp`.
    private let base = FileManager.default.temporaryDirectory.appendingPathComponent(
        "private-\(UUID().uuidString)"
    ).path

    private func cleanUp() {
        try? FileManager.default.removeItem(atPath: base)
    }

    private func mode(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    @Test(arguments: [PrivateDirectory.WhenOpenToOthers.refuse, .narrow])
    func makesAMissingDirectoryWithMode0700(policy: PrivateDirectory.WhenOpenToOthers) throws {
        defer { cleanUp() }
        #expect(mkdir(base, 0o755) == 0)
        try PrivateDirectory.ensure(base + "/made", whenOpenToOthers: policy)
        #expect(mode(base + "/made") == 0o700)
        // Again, now that it is there.
        try PrivateDirectory.ensure(base + "/made", whenOpenToOthers: policy)
    }

    @Test func makesTheParentOnlyWhenAsked() throws {
        defer { cleanUp() }
        #expect(throws: PrivateDirectory.Failure.self) {
            try PrivateDirectory.ensure(base + "/cache", whenOpenToOthers: .refuse)
        }
        #expect(mode(base) == nil)
        try PrivateDirectory.ensure(base + "/cache", whenOpenToOthers: .refuse, makingParent: true)
        #expect(mode(base) == 0o700)
        #expect(mode(base + "/cache") == 0o700)
    }

    @Test(arguments: [PrivateDirectory.WhenOpenToOthers.refuse, .narrow])
    func refusesALinkToAPrivateDirectory(policy: PrivateDirectory.WhenOpenToOthers) throws {
        defer { cleanUp() }
        #expect(mkdir(base, 0o700) == 0)
        #expect(mkdir(base + "/real", 0o700) == 0)
        #expect(symlink(base + "/real", base + "/link") == 0)
        let failure = #expect(throws: PrivateDirectory.Failure.self) {
            try PrivateDirectory.ensure(base + "/link", whenOpenToOthers: policy)
        }
        #expect(failure?.description == "\(base)/link is not a directory")
    }

    @Test func refusesAFile() throws {
        defer { cleanUp() }
        #expect(mkdir(base, 0o700) == 0)
        let file = open(base + "/file", O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        close(file)
        #expect(throws: PrivateDirectory.Failure.self) {
            try PrivateDirectory.ensure(base + "/file", whenOpenToOthers: .narrow)
        }
    }

    @Test(arguments: [PrivateDirectory.WhenOpenToOthers.refuse, .narrow])
    func refusesAnotherUsersDirectoryAndLeavesItsModeAlone(policy: PrivateDirectory.WhenOpenToOthers) throws {
        defer { cleanUp() }
        #expect(mkdir(base, 0o700) == 0)
        let theirs: String
        if geteuid() == 0 {
            // As root a directory can be given away: to nobody, open to all.
            theirs = base + "/theirs"
            #expect(mkdir(theirs, 0o777) == 0 && chmod(theirs, 0o777) == 0)
            #expect(chown(theirs, 65534, 65534) == 0)
        } else {
            theirs = "/usr"
        }
        let before = mode(theirs)
        let failure = #expect(throws: PrivateDirectory.Failure.self) {
            try PrivateDirectory.ensure(theirs, whenOpenToOthers: policy)
        }
        #expect(failure?.description == "\(theirs) belongs to another user")
        #expect(mode(theirs) == before)
    }

    @Test func refusesOrNarrowsOneOfOursOpenToOthers() throws {
        defer { cleanUp() }
        #expect(mkdir(base, 0o700) == 0)
        let wide = base + "/open"
        #expect(mkdir(wide, 0o700) == 0 && chmod(wide, 0o757) == 0)
        let failure = #expect(throws: PrivateDirectory.Failure.self) {
            try PrivateDirectory.ensure(wide, whenOpenToOthers: .refuse)
        }
        #expect(failure?.description == "\(wide) is open to other users")
        #expect(mode(wide) == 0o757)
        try PrivateDirectory.ensure(wide, whenOpenToOthers: .narrow)
        #expect(mode(wide) == 0o700)
    }

    /// What others could only read is narrowed; what they could write in may hold what they put there.
    @Test func narrowsOneOthersCanReadButRefusesOneTheyCanWriteIn() throws {
        defer { cleanUp() }
        #expect(mkdir(base, 0o700) == 0)
        let shared = base + "/shared"
        #expect(mkdir(shared, 0o700) == 0 && chmod(shared, 0o770) == 0)
        let failure = #expect(throws: PrivateDirectory.Failure.self) {
            try PrivateDirectory.ensure(shared, whenOpenToOthers: .narrowUnlessWritable)
        }
        #expect(failure?.description == "\(shared) is writable by other users")
        #expect(mode(shared) == 0o770)
        #expect(chmod(shared, 0o755) == 0)
        try PrivateDirectory.ensure(shared, whenOpenToOthers: .narrowUnlessWritable)
        #expect(mode(shared) == 0o700)
    }
}
