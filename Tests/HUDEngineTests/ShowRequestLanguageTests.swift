import Testing

@testable import HUDEngine
@testable import HUDKit

/// hud's own commands in the caller's language: an alert's default button, and the direction the
/// overlay is laid out in.
@Suite("hud's show commands in the caller's language")
struct ShowRequestLanguageTests {
    @Test func anAlertWithoutActionsHasTheLanguagesOK() throws {
        let french = Translation.words(for: ["LANG": "fr_FR.UTF-8"])
        let request = try ShowRequest.parsing(command: "alert", words: ["--title", "Sauvegarde"], language: french)
        guard case .alert(let model) = request.overlay else { throw Failure() }
        #expect(model.actions.map(\.title) == ["Valider"])
        #expect(request.options.words?.language == "fr")
        let given = try ShowRequest.parsing(
            command: "alert", words: ["--title", "T", "--action", "OK"], language: french)
        guard case .alert(let asGiven) = given.overlay else { throw Failure() }
        #expect(asGiven.actions.map(\.title) == ["OK"])
    }

    @Test func aHebrewCallersAlertIsLaidOutRightToLeft() throws {
        let hebrew = Translation.words(for: ["LANG": "he_IL.UTF-8"])
        let request = try ShowRequest.parsing(command: "alert", words: ["--title", "מחיקה"], language: hebrew)
        #expect(request.options.words?.isRightToLeft == true)
    }

    struct Failure: Error {}
}
