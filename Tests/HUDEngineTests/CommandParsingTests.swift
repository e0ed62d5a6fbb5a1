import HUDKit
import Testing

@testable import HUDEngine

@Suite("hud's command-line parsing")
struct CommandParsingTests {
    @Test func placementOptionsMapOntoTheModel() throws {
        let request = try ShowRequest(
            kind: "success",
            words: [
                "Done", "--position", "top-left", "--mask", "gradient",
                "--blocking",
            ])
        #expect(
            request.overlay
                == .status(
                    StatusHUDModel(
                        glyph: .checkmark, text: "Done",
                        placement: HUDPlacement(mask: .gradient, position: .topLeft, interaction: .blockAll))))
    }

    @Test func loadingKeepsItsDimUnlessMasked() throws {
        let request = try ShowRequest(kind: "loading", words: ["--position", "bottomRight"])
        var expected = HUDPlacement.standardLoading
        expected.position = .bottomRight
        #expect(request.overlay == .loading(LoadingHUDModel(placement: expected)))
    }

    @Test func progressKindBuildsTheIndicator() throws {
        let request = try ShowRequest(kind: "progress", words: ["Copying", "--percentage", "40", "--indicator", "bar"])
        #expect(request.overlay == .status(StatusHUDModel(indicator: .progress(.bar, 0.4), text: "Copying")))
    }

    @Test(arguments: [
        (["--position", "middle"], "--position needs one of center, top, bottom, left, right, top-left"),
        (["--mask", "blue"], "--mask needs none, clear, black or gradient"),
        (["--percentage", "140"], "--percentage must be 0…100"),
        (["--indicator", "ring"], "--indicator needs one of round, annular, bar, pie"),
    ])
    func badValuesAreNamed(words: [String], message: String) {
        #expect {
            try ShowRequest(kind: "progress", words: words)
        } throws: { ($0 as? UsageError)?.message.hasPrefix(message) == true }
    }

    @Test func placementOnAnAlertIsAUsageError() {
        #expect {
            try ShowRequest(kind: "alert", words: ["--position", "top"])
        } throws: { ($0 as? UsageError)?.message.contains("--position applies to") == true }
    }

    @Test func detailsGoUnderTheLabelOfStatusHUDsAndNowhereElse() throws {
        let request = try ShowRequest(kind: "success", words: ["Saved", "--details", "3 files, 2 MB"])
        #expect(
            request.overlay
                == .status(StatusHUDModel(indicator: .glyph(.checkmark), text: "Saved", details: "3 files, 2 MB")))
        for kind in ["toast", "loading", "alert"] {
            #expect {
                try ShowRequest(kind: kind, words: ["Hi", "--details", "more"])
            } throws: { ($0 as? UsageError)?.message.hasPrefix("--details applies to error, info, progress") == true }
        }
    }

    @Test func printIndexAndSeparatorShapeTheOutput() throws {
        let words = ["--field", "A", "--field", "B", "--action", "No:cancel", "--action", "Yes"]
        let response = AlertResponse(actionIndex: 1, fieldValues: ["x", "y"], isCancel: false)
        #expect(try ShowRequest(kind: "alert", words: words).output(for: response) == "Yes\nx|y\n")
        #expect(
            try ShowRequest(kind: "alert", words: words + ["--print-index", "--separator", "\t"])
                .output(for: response) == "1\nx\ty\n")
    }

    @Test func stdinChoicesBecomeLiteralSheetActions() throws {
        let words = CommandWords.expand(
            command: "sheet", ["--cancel", "Cancel", "--destructive", "Delete"],
            config: Config(), stdinLines: { ["Copy", "Move:cancel"] })
        let request = try ShowRequest(kind: "sheet", words: words)
        guard case .actionSheet(let model) = request.overlay else {
            Issue.record("not a sheet")
            return
        }
        #expect(
            model.actions == [
                AlertAction(title: "Copy"), AlertAction(title: "Move:cancel"),
                AlertAction(title: "Delete", style: .destructive),
                AlertAction(title: "Cancel", style: .cancel),
            ])
        #expect(request.output(for: AlertResponse(actionIndex: 1, isCancel: false)) == "Move:cancel\n")
    }

    @Test func actionsOnTheCommandLineLeaveStdinAlone() {
        let words = CommandWords.expand(
            command: "sheet", ["--action", "One"], config: Config(),
            stdinLines: {
                Issue.record("stdin read")
                return []
            })
        #expect(words == ["--action", "One"])
    }
}
