import Glibc
import HUDCore
import HUDSurfaces
import Synchronization
import Testing

@testable import HUDNotificationBoard

@Suite struct HistoryStoreTests {
    /// A private state home: `directory` is where the store lives (`STATE/hud`), not yet made.
    final class StateHome {
        let root: String
        var directory: String { root + "/hud" }
        var file: String { directory + "/notifications" }
        let lines = Log<String>()

        init() {
            var template = Array("/tmp/hud-state-XXXXXX".utf8CString)
            root = String(cString: mkdtemp(&template)!)
        }

        deinit {
            for directory in [directory, root] {
                for name in names(in: directory) { unlink(directory + "/" + name) }
                rmdir(directory)
            }
        }

        func open(capacity: Int = 200) throws(HistoryStore.Refusal) -> HistoryStore {
            try HistoryStore(directory: directory, capacity: capacity, log: lines.append)
        }

        /// Why the store will not open; nil when it opens.
        func refusal() -> String? {
            do {
                _ = try open()
                return nil
            } catch {
                return error.description
            }
        }

        func names(in directory: String) -> [String] {
            guard let stream = opendir(directory) else { return [] }
            defer { closedir(stream) }
            var names: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != ".", name != ".." { names.append(name) }
            }
            return names.sorted()
        }

        var bytes: [UInt8] {
            guard let text = fopen(file, "rb") else { return [] }
            defer { fclose(text) }
            var bytes: [UInt8] = []
            while case let byte = fgetc(text), byte != EOF { bytes.append(UInt8(byte)) }
            return bytes
        }

        func write(_ bytes: [UInt8]) {
            mkdir(directory, 0o700)
            let descriptor = Glibc.open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }

        func mode(_ path: String) -> mode_t {
            var status = stat()
            lstat(path, &status)
            return status.st_mode & 0o777
        }
    }

    static func records(_ ids: ClosedRange<UInt32>) -> [HistoryRecord] { ids.map { HistoryLogTests.record($0) } }

    @Test func appendedRecordsAreThereAfterReopeningInPrivateFiles() throws {
        let home = StateHome()
        do {
            let store = try home.open()
            #expect(store.restored.isEmpty)
            for record in Self.records(1...3) { store.append(record) }
        }
        #expect(try home.open().restored == Self.records(1...3))
        #expect(home.mode(home.directory) == 0o700)
        #expect(home.mode(home.file) == 0o600)
        #expect(home.lines.entries.isEmpty)
    }

    @Test func theFileIsRewrittenWithTheLatestOnesAtTwiceTheCapacity() throws {
        let home = StateHome()
        let store = try home.open(capacity: 3)
        for record in Self.records(1...5) { store.append(record) }
        #expect(HistoryLog.read(home.bytes).records == Self.records(1...5))
        store.append(HistoryLogTests.record(6))
        #expect(HistoryLog.read(home.bytes).records == Self.records(4...6))
        #expect(home.names(in: home.directory) == ["notifications"])
        store.append(HistoryLogTests.record(7))
        #expect(HistoryLog.read(home.bytes).records == Self.records(4...7))
    }

    @Test func replacingRewritesTheWholeFile() throws {
        let home = StateHome()
        let store = try home.open()
        for record in Self.records(1...4) { store.append(record) }
        store.replace(with: [HistoryLogTests.record(2)])
        store.append(HistoryLogTests.record(9))
        #expect(HistoryLog.read(home.bytes).records == [HistoryLogTests.record(2), HistoryLogTests.record(9)])
        store.replace(with: [])
        #expect(home.bytes == HistoryLog.header)
    }

    @Test func aTornFileIsMovedAsideAndTheRecordsBeforeTheDamageKept() throws {
        let home = StateHome()
        let whole = HistoryLog.file(Self.records(1...3))
        home.write(Array(whole.dropLast(7)))
        let store = try home.open()
        #expect(store.restored == Self.records(1...2))
        let aside = try #require(home.names(in: home.directory).first { $0.hasPrefix("notifications.corrupt-") })
        let third = whole.count - HistoryLog.frame(HistoryLogTests.record(3)).count
        #expect(
            home.lines.entries == [
                "history \(home.file): a record cut short at byte \(third) of \(whole.count - 7); "
                    + "moved aside to \(home.directory)/\(aside), the 2 records before it kept"
            ])
        #expect(HistoryLog.read(home.bytes) == HistoryLog.Contents(records: Self.records(1...2)))
        store.append(HistoryLogTests.record(4))
        #expect(HistoryLog.read(home.bytes).records == Self.records(1...2) + Self.records(4...4))
    }

    @Test func garbageIsMovedAsideAndTheHistoryStartsEmpty() throws {
        let home = StateHome()
        home.write(Array("this is not a history\n".utf8))
        let store = try home.open()
        #expect(store.restored.isEmpty)
        #expect(home.lines.entries.count == 1)
        #expect(home.lines.entries.first?.contains("not a notification history file") == true)
        #expect(home.names(in: home.directory).count == 2)
        #expect(home.bytes == HistoryLog.header)
    }

    @Test func aSymbolicLinkIsRefused() throws {
        let home = StateHome()
        mkdir(home.directory, 0o700)
        symlink(home.root + "/elsewhere", home.file)
        #expect(home.refusal() == "\(home.file) is a symbolic link")
        #expect(access(home.root + "/elsewhere", F_OK) != 0, "nothing was written through the link")
    }

    @Test func aLinkedDirectoryIsRefused() throws {
        let home = StateHome()
        mkdir(home.root + "/real", 0o700)
        symlink(home.root + "/real", home.directory)
        defer { rmdir(home.root + "/real") }
        #expect(home.refusal() == "\(home.directory) is not a directory")
    }

    @Test func aDirectoryOthersCanWriteInIsRefusedAndOneTheyCanReadMadePrivate() throws {
        let home = StateHome()
        mkdir(home.directory, 0o700)
        chmod(home.directory, 0o777)
        #expect(home.refusal() == "\(home.directory) is writable by other users")
        chmod(home.directory, 0o755)
        #expect(home.refusal() == nil)
        #expect(home.mode(home.directory) == 0o700)
    }

    @Test func aFileOthersCanReadIsMadePrivate() throws {
        let home = StateHome()
        home.write(HistoryLog.file(Self.records(1...1)))
        chmod(home.file, 0o644)
        #expect(try home.open().restored == Self.records(1...1))
        #expect(home.mode(home.file) == 0o600)
    }

    /// Two daemons (two displays of one user) would rewrite each other's records away: the second
    /// keeps its history in memory.
    @Test func oneStoreAtATimeHoldsTheDirectory() throws {
        let home = StateHome()
        withExtendedLifetime(try home.open()) {
            #expect(home.refusal() == "\(home.directory) is in use by another daemon's history")
        }
        #expect(home.refusal() == nil)
    }

    @Test func theDirectoryFollowsXDGStateHome() {
        #expect(HistoryStore.directory(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/hud")
        #expect(HistoryStore.directory(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]) == "/h/.local/state/hud")
        #expect(
            HistoryStore.directory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/hud")
    }
}
