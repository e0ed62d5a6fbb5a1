import Foundation
import HUDTestHarness
import Testing

@testable import HUDEngine
@testable import HUDKit

/// zenity's own words (its dialogs' default titles, texts and buttons) in the user's language, as
/// Debian's zenity shows them, from the catalogs `scripts/build` compiles beside the executables.
@Suite("hud zenity in the user's language")
struct ZenityTranslationTests {
    static let languages = [
        "zh_CN", "zh_TW", "ja", "ko", "de", "fr", "es", "it", "pt_BR", "ru", "pl", "tr", "ar", "he",
    ]

    /// HUDKit's words for zenity's, as zenity's catalog writes them.
    static let zenitysWords = [
        "Yes": "_Yes", "No": "_No", "OK": "_OK", "Cancel": "_Cancel", "Username": "Username:",
        "Password": "Password:",
    ]

    /// Debian zenity's translations in `language`, read from its catalog by GNU msgunfmt.
    static func zenityCatalog(_ language: String) throws -> [String: String] {
        let path = "/usr/share/locale/\(language)/LC_MESSAGES/zenity.mo"
        let output = try ProcessRunner.run(
            try ProcessRunner.locate("msgunfmt", package: "gettext"), ["--no-wrap", path])
        #expect(output.status == 0, "\(output.stderr)")
        var catalog: [String: String] = [:]
        let entries = output.stdout.components(separatedBy: "\nmsgid \"").dropFirst()
        for entry in entries {
            let parts = entry.components(separatedBy: "\"\nmsgstr \"")
            guard parts.count == 2, let end = parts[1].range(of: "\"", options: .backwards) else { continue }
            catalog[parts[0]] = String(parts[1][..<end.lowerBound])
        }
        return catalog
    }

    static func words(_ environment: [String: String]) -> Words {
        Translation.words(for: environment)
    }

    /// Of the words zenity also writes (those its German catalog has), each is the one zenity shows
    /// in `language`, or English where zenity's catalog leaves it so; HUDKit's other words are its
    /// own.
    @Test(arguments: languages)
    func zenitysWordsAreTheOnesZenityShows(language: String) throws {
        let zenity = try Self.zenityCatalog(language)
        let zenitysOwn = Set(try Self.zenityCatalog("de").keys)
        let ours = Translation.words(for: ["LANG": "de_DE.UTF-8", "LANGUAGE": language])
        #expect(ours.language == language)
        let template = try String(contentsOfFile: Self.repository + "/po/hudkit.pot", encoding: .utf8)
        let originals = template.components(separatedBy: "\nmsgid \"").dropFirst().compactMap {
            $0.components(separatedBy: "\"").first
        }
        #expect(originals.count >= 25)
        for original in originals where zenitysOwn.contains(Self.zenitysWords[original] ?? original) {
            let shown = zenity[Self.zenitysWords[original] ?? original].map { word in
                let plain = word.replacingOccurrences(of: "_", with: "")
                guard Self.zenitysWords[original]?.hasSuffix(":") == true else { return plain }
                return plain.trimmingCharacters(in: CharacterSet(charactersIn: ":：\u{a0} "))
            }
            // A label with a mnemonic (`_Enter new text:`) is shown without its underscores, as GTK
            // shows zenity's; every other word is shown as the catalog has it.
            let drawn = original.contains("_") ? ours(original).replacingOccurrences(of: "_", with: "") : ours(original)
            #expect(drawn == (shown ?? original), "\(language): \(original)")
        }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test func aQuestionReadsInTheCallersLanguage() throws {
        let chinese = try ZenityDialog(
            ZenityCommandLine(["--question"]), words: Self.words(["LANG": "zh_CN.UTF-8"]))
        #expect(chinese.alert.actions.map(\.title) == ["否(N)", "是(Y)"])
        #expect(chinese.windowTitle == "问题")
        let german = try ZenityDialog(
            ZenityCommandLine(["--password", "--username"]), words: Self.words(["LANG": "de_DE.UTF-8"]))
        #expect(german.alert.actions.map(\.title) == ["Abbrechen", "OK"])
        #expect(german.alert.textFields.map(\.placeholder) == ["Benutzername", "Passwort"])
        #expect(german.windowTitle == "Geben Sie Ihr Passwort ein")
        // What the caller gives stays as given.
        let given = try ZenityDialog(
            ZenityCommandLine(["--question", "--ok-label", "Delete", "--title", "Bin"]),
            words: Self.words(["LANG": "de_DE.UTF-8"]))
        #expect(given.alert.actions.map(\.title) == ["Nein", "Delete"])
        #expect(given.windowTitle == "Bin")
    }

    @Test(arguments: [
        (["LANG": "fr_FR.UTF-8", "LANGUAGE": "de:fr"], "de"),
        (["LANG": "fr_FR.UTF-8"], "fr"),
        (["LANG": "fr_FR.UTF-8", "LANGUAGE": "xx:he"], "he"),
        (["LANG": "xx_YY.UTF-8"], "en"),
        (["LANG": "de_XX.UTF-8"], "en"),
        (["LANG": "C", "LANGUAGE": "de"], "en"),
        (["LANG": "C.UTF-8", "LANGUAGE": "de"], "de"),
        (["LANG": "en_US.UTF-8"], "en"),
        (["LANG": "en_US.UTF-8", "LANGUAGE": "en:de"], "en"),
        ([:], "en"),
    ])
    func theLanguageIsChosenAsGettextChoosesIt(environment: [String: String], language: String) throws {
        let words = Self.words(environment)
        #expect(words.language == language)
        // GNU gettext itself, reading the same catalogs under the same environment, agrees.
        let catalogs = ProcessRunner.hudExecutable.deletingLastPathComponent().appendingPathComponent("locale").path
        let gettext = try ProcessRunner.run(
            try ProcessRunner.locate("gettext", package: "gettext-base"), ["-d", "hudkit", "Question"],
            environment: environment.merging(["TEXTDOMAINDIR": catalogs, "PATH": "/usr/bin:/bin"]) { $1 })
        #expect(gettext.stdout == words("Question"), "\(environment)")
    }

    /// German has a catalog, but no locale is generated for a territory glibc does not know: gettext
    /// then runs under C and translates nothing.
    @Test func anUngeneratedLocaleIsEnglishAsGettextMakesIt() throws {
        #expect(Self.words(["LANG": "de_XX.UTF-8"]).language == "en")
        #expect(
            Self.words(["LANG": "de_DE.UTF-8"]).language == "de_DE"
                || Self.words(["LANG": "de_DE.UTF-8"]).language == "de")
    }
}
