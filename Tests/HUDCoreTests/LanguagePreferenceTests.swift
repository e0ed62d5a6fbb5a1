import Testing

@testable import HUDCore

@Suite("Which language HUDKit's own words are in: gettext's rules")
struct LanguagePreferenceTests {
    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], ["de_DE", "de"]),
        (["LANG": "fr_FR.UTF-8", "LANGUAGE": "de:fr"], ["de", "fr", "fr_FR"]),
        (["LANG": "en_US.UTF-8", "LC_MESSAGES": "pt_BR.UTF-8"], ["pt_BR", "pt"]),
        (["LANG": "en_US.UTF-8", "LC_MESSAGES": "pt_BR.UTF-8", "LC_ALL": "zh_TW.UTF-8"], ["zh_TW", "zh"]),
        (["LANG": "de_DE.UTF-8@euro"], ["de_DE", "de"]),
        (["LANG": "C", "LANGUAGE": "de"], []),
        (["LANG": "C.UTF-8", "LANGUAGE": "de"], ["de"]),
        (["LANG": "C.UTF-8"], []),
        (["LANG": "POSIX", "LANGUAGE": "de"], []),
        (["LANGUAGE": "de"], []),
        (["LANG": "", "LC_ALL": ""], []),
        (["LANG": "ar_EG.UTF-8", "LANGUAGE": ""], ["ar_EG", "ar"]),
    ])
    func theCandidatesAreLanguageFirstThenTheMessageLocale(environment: [String: String], names: [String]) {
        #expect(LanguagePreference.candidates(in: environment) == names)
    }

    @Test func aCatalogsWordsAreTakenAndOthersStayEnglish() {
        let words = Words(language: "de", translations: ["Cancel": "Abbrechen"])
        #expect(words("Cancel") == "Abbrechen")
        #expect(words("Clear All") == "Clear All")
        #expect(Words.english("Cancel") == "Cancel")
    }

    @Test(arguments: [
        ("ar", true), ("ar_EG", true), ("he", true), ("fa_IR", true), ("ur", true), ("de", false), ("en", false),
    ])
    func rightToLeftFollowsTheLanguage(language: String, isRightToLeft: Bool) {
        #expect(Words(language: language, translations: [:]).isRightToLeft == isRightToLeft)
    }
}
