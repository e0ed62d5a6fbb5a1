import Foundation
import HUDSystem
import Testing

/// Catalogs as GNU msgfmt writes them, in either byte order, read back whole.
@Suite("GNU message catalogs")
struct MessageCatalogTests {
    static let po = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "Cancel"
        msgstr "Abbrechen"

        msgid "Question"
        msgstr "问题"

        msgctxt "button"
        msgid "Close"
        msgstr "Schließen"

        msgid "Untranslated"
        msgstr ""
        """

    static func compiled(_ po: String, endianness: String) throws -> [UInt8] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("test.po")
        let output = directory.appendingPathComponent("test.mo")
        try po.write(to: source, atomically: true, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["--endianness=\(endianness)", "-o", output.path, source.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        #expect(msgfmt.terminationStatus == 0)
        return Array(try Data(contentsOf: output))
    }

    @Test(arguments: ["little", "big"])
    func everyTranslatedMessageIsReadInEitherByteOrder(endianness: String) throws {
        let translations = try #require(
            MessageCatalog.translations(in: try Self.compiled(Self.po, endianness: endianness)))
        #expect(translations == ["Cancel": "Abbrechen", "Question": "问题", "button\u{4}Close": "Schließen"])
    }

    @Test func bytesThatAreNoCatalogAreRefused() throws {
        #expect(MessageCatalog.translations(in: Array("msgid \"x\"".utf8)) == nil)
        #expect(MessageCatalog.translations(in: []) == nil)
        var truncated = try Self.compiled(Self.po, endianness: "little")
        truncated.removeLast(truncated.count / 2)
        #expect(MessageCatalog.translations(in: truncated) == nil)
    }
}
