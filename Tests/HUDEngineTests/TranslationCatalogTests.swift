import Foundation
import HUDTestHarness
import Testing

/// po/ as translators keep it: the template holds every word the sources mark, every language has
/// every word of the template, each compiles, and each is installed.
@Suite("The translations in po/")
struct TranslationCatalogTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func originals(_ file: URL) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        return Set(
            text.components(separatedBy: "\nmsgid \"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
                .filter { !$0.isEmpty })
    }

    static var languages: [String] {
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("po").path)) ?? []
        return files.filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()
    }

    /// The words the sources mark (`words("…")`) are the template's, as `scripts/update-po --check`
    /// finds them with xgettext.
    @Test func theTemplateHoldsEveryMarkedWord() throws {
        let check = try ProcessRunner.run(Self.repository.appendingPathComponent("scripts/update-po"), ["--check"])
        #expect(check.status == 0, "\(check.stderr)")
        let template = try Self.originals(Self.repository.appendingPathComponent("po/hudkit.pot"))
        #expect(template.isSuperset(of: ["Yes", "No", "OK", "Cancel", "Question", "Add a new entry"]))
    }

    /// A word marked in the sources and missing from the template fails the check, naming it.
    @Test func aWordMissingFromTheTemplateIsNamed() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: copy) }
        for directory in ["Sources/HUDCore/Language", "scripts", "po"] {
            try FileManager.default.createDirectory(
                at: copy.appendingPathComponent(directory).deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.repository.appendingPathComponent(directory), to: copy.appendingPathComponent(directory))
        }
        try "let title = words(\"Reticulating splines\")\n".write(
            to: copy.appendingPathComponent("Sources/HUDCore/Language/Marked.swift"), atomically: true, encoding: .utf8)
        let check = try ProcessRunner.run(copy.appendingPathComponent("scripts/update-po"), ["--check"])
        #expect(check.status == 1)
        #expect(check.stderr.contains("< msgid \"Reticulating splines\""), "\(check.stderr)")
        #expect(check.stderr.contains("> msgid \"Question\""), "\(check.stderr)")
    }

    @Test func everyLanguageHasEveryWordCompilesAndIsInstalled() throws {
        let template = try Self.originals(Self.repository.appendingPathComponent("po/hudkit.pot"))
        let installed = try String(
            contentsOf: Self.repository.appendingPathComponent("Resources/Install/files.list"), encoding: .utf8)
        let built = ProcessRunner.hudExecutable.deletingLastPathComponent().appendingPathComponent("locale")
        #expect(Self.languages.count >= 14, "\(Self.languages)")
        for language in Self.languages {
            let po = Self.repository.appendingPathComponent("po/\(language).po")
            #expect(try Self.originals(po) == template, "\(language): run scripts/update-po")
            let check = try ProcessRunner.run(
                try ProcessRunner.locate("msgfmt", package: "gettext"), ["--check", "-o", "/dev/null", po.path])
            #expect(check.status == 0, "\(language): \(check.stderr)")
            #expect(installed.contains(" \(language)/LC_MESSAGES/hudkit.mo "), "\(language) is not in files.list")
            let catalog = built.appendingPathComponent("\(language)/LC_MESSAGES/hudkit.mo").path
            #expect(FileManager.default.fileExists(atPath: catalog), "\(language): scripts/build compiles po/")
        }
    }

    /// A broken entry stops the build, naming its file and line.
    @Test func aBrokenEntryFailsTheCompileWithItsLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("po"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Self.repository.appendingPathComponent("scripts/compile-po"),
            to: directory.appendingPathComponent("scripts/compile-po"))
        try "msgid \"Cancel\"\nmsgstr \"Abbrechen\n".write(
            to: directory.appendingPathComponent("po/de.po"), atomically: true, encoding: .utf8)
        let compile = try ProcessRunner.run(
            directory.appendingPathComponent("scripts/compile-po"), [directory.appendingPathComponent("out").path])
        #expect(compile.status != 0)
        #expect(compile.stderr.contains("po/de.po:3: end-of-line within string"), "\(compile.stderr)")
    }
}
