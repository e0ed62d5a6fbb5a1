import Foundation
import HUDSystem
import Testing

@Suite("TextFile: small files without Foundation")
struct TextFileTests {
    @Test func readsAFileRepairingInvalidUTF8() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("textfile-\(UUID().uuidString)").path
        defer { unlink(path) }
        try Data([0x61, 0xFF, 0x62, 0x0A]).write(to: URL(fileURLWithPath: path))
        #expect(TextFile.exists(path))
        #expect(TextFile.read(path) == "a\u{FFFD}b\n")
        #expect(TextFile.read(path, limit: 3) == nil)
    }

    @Test func aMissingFileIsNil() {
        #expect(!TextFile.exists("/nonexistent/hud"))
        #expect(TextFile.read("/nonexistent/hud") == nil)
    }
}
