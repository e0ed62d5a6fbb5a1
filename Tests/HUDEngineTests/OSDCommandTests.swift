import Foundation
import HUDKit
import HUDTestHarness
import Testing

@testable import HUDEngine

/// `hud osd`: its words parsed into a level HUD (levels clamped, nonsense refused), rendered as
/// the goldens are, and shown under Xvfb through the daemon like `hud toast`.
@Suite("hud osd", .serialized)
struct OSDCommandTests {
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Golden").path

    private func model(_ words: [String]) throws -> LevelHUDModel {
        let request = try ShowRequest(kind: "osd", words: words)
        guard case .levelHUD(let model) = request.overlay else {
            Issue.record("not a level HUD: \(request.overlay)")
            return .volume(0)
        }
        return model
    }

    @Test(arguments: [("-20", 0.0), ("250", 100), ("42", 42), ("0", 0), ("100", 100), ("33.5", 33.5)])
    func levelsOutsideZeroToHundredAreClamped(word: String, level: Double) throws {
        #expect(try model(["volume", word]).level == level)
    }

    @Test func kindsMutedIconAndLabelAndPositionMapOntoTheModel() throws {
        #expect(try model(["volume", "30", "--muted"]) == .volume(30, muted: true))
        #expect(try model(["brightness", "70"]) == .brightness(70))
        #expect(try model(["level", "30", "--label", "Mic"]) == .level(30, icon: nil, label: "Mic"))
        var top = LevelHUDModel.volume(5)
        top.placement = HUDPlacement(position: .top)
        #expect(try model(["volume", "5", "--position", "top"]) == top)
    }

    @Test(arguments: [
        (["volume", "abc"], "osd level must be a number 0–100, got \"abc\""),
        (["volume", "nan"], "osd level must be a number"),
        (["volume", "inf"], "osd level must be a number"),
        (["volume"], "osd volume needs a level"),
        ([], "osd needs a kind and a level"),
        (["loudness", "3"], "osd kind must be volume, brightness, level"),
        (["volume", "3", "4"], "unexpected argument \"4\""),
        (["brightness", "3", "--muted"], "--muted applies to osd volume only"),
        (["volume", "3", "--label", "x"], "--label applies to osd level only"),
        (["level", "3"], "osd level needs --icon or --label"),
        (["level", "3", "--icon", "relative/icon.png"], "--icon needs an absolute path"),
        (["level", "3", "--icon", "/nonexistent/icon.png"], "--icon \"/nonexistent/icon.png\""),
        (["volume", "3", "--mask", "black"], "--mask does not apply to osd"),
        (["volume", "3", "--details", "x"], "--details does not apply to osd"),
        (["volume", "3", "--hide-after", "-1"], "--hide-after must be ≥ 0"),
    ])
    func badWordsAreUsageErrors(words: [String], message: String) {
        #expect {
            _ = try ShowRequest(kind: "osd", words: words)
        } throws: { error in
            guard let usage = error as? UsageError else { return false }
            return usage.message.contains(message)
        }
    }

    @Test func mutedAndIconBelongToOSDOnly() {
        #expect(throws: UsageError.self) { _ = try ShowRequest(kind: "status", words: ["Hi", "--muted"]) }
    }

    /// The command renders what the golden holds: one layout and one drawing for both.
    @Test func renderDrawsTheGolden() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("hud-osd-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        for (words, golden) in [
            (["volume", "50"], "osd-volume-50"), (["volume", "50", "--muted"], "osd-volume-muted"),
            (["brightness", "60", "--style", "light"], "osd-brightness-60-light"),
            (["volume", "50", "--scale", "2", "--size", "400x300"], "osd-volume-50-scale2"),
        ] {
            let result = try HUDProcess.run(["render", "osd"] + words + ["--out", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let rendered = try Image(contentsOfPNG: output.path)
            let expected = try Image(contentsOfPNG: "\(goldens)/\(golden).png")
            #expect(rendered.pixels() == expected.pixels(), "\(words) differs from \(golden)")
        }
    }

    @Test func aBadLevelExitsTwoBothWaysAndShowsNothing() throws {
        let fixture = try OverlayFixture()
        for inProcess in [false, true] {
            let process = try fixture.hud(["osd", "volume", "abc"], inProcess: inProcess)
            #expect(try process.wait(timeout: .seconds(30)) == 2)
            #expect(process.stderr.hasPrefix("hud: osd level must be a number 0–100, got \"abc\"\nusage: hud osd"))
        }
        #expect(fixture.hudWindows.isEmpty)
    }

    /// Two calls through the daemon: one window, changed in place, gone about a second after the
    /// second call, and never holding the keyboard.
    @Test func theDaemonChangesOneOSDInPlaceAndItLeavesByItself() throws {
        let fixture = try OverlayFixture()
        let first = try fixture.hud(["osd", "volume", "30"])
        #expect(try first.wait(timeout: .seconds(30)) == 0, "\(first.stderr)")
        let window = try waitFor("the OSD's window") { fixture.hudWindows.first(where: \.isViewable) }
        #expect(!fixture.keyboardIsGrabbedElsewhere)
        let second = try fixture.hud(["osd", "volume", "250", "--hide-after", "1"])
        #expect(try second.wait(timeout: .seconds(30)) == 0, "\(second.stderr)")
        #expect(fixture.hudWindows.map(\.id) == [window.id])
        let shownAgain = Date()
        try waitUntil("the OSD to leave by itself") { fixture.hudWindows.isEmpty }
        let stayed = Date().timeIntervalSince(shownAgain)
        #expect(stayed > 0.9 && stayed < 3, "stayed \(stayed) s")
    }
}
