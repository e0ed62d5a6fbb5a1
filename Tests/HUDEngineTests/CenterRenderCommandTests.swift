import Foundation
import HUDAutomation
import HUDKit
import HUDTestHarness
import Testing

@Suite("hud render center")
struct CenterRenderCommandTests {
    let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("hud-center-\(UUID().uuidString).png").path

    /// With no notification, the command draws the gallery's empty panel.
    @Test func theEmptyPanelIsTheGallerys() throws {
        let result = try HUDProcess.run([
            "render", "center", "--date", CenterSample.date(in: .english), "--size", "640x600", "--out", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let sample = try #require(Gallery.center.first { $0.name == "center-empty" })
        let expected = try sample.render(with: SnapshotRenderer())
        #expect(try Image(contentsOfPNG: output).pixels() == expected.pixels())
    }

    /// Two apps' notifications: the panel's column on the right differs from the backdrop where
    /// their cards are; expanded, the stack of two takes more of it.
    @Test func notificationsFillTheColumnAndAnExpandedStackMore() throws {
        func coveredRows(_ extra: [String]) throws -> Int {
            let result = try HUDProcess.run(
                [
                    "render", "center", "--app", "Mail", "--summary", "One", "--age", "600", "--closed",
                    "--banner", "--app", "Mail", "--summary", "Two", "--age", "60",
                    "--banner", "--app", "Chat", "--summary", "Three", "--action", "default=Open",
                    "--backdrop", "white", "--date", "Today", "--out", output,
                ] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let image = try Image(contentsOfPNG: output)
            let pixels = image.pixels()
            let panel = pixels[300 * 800 + 790]
            // Rows of the column (x = 600) that are not the panel's own tint: cards and text.
            return (0..<600).filter { pixels[$0 * 800 + 600] != panel }.count
        }
        let collapsed = try coveredRows([])
        let expanded = try coveredRows(["--expand", "Mail"])
        #expect(collapsed > 100)
        #expect(expanded > collapsed + 40)
    }

    @Test func theTimeShowsThePanelSlidingIn() throws {
        let result = try HUDProcess.run([
            "render", "center", "--summary", "Hi", "--backdrop", "white", "--time", "0", "--out", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = try Image(contentsOfPNG: output).pixels()
        // One frame in, the panel (x = 416…800 at rest) has barely entered: its middle is still white.
        #expect(pixels[300 * 800 + 600] == 0xFFFF_FFFF)
    }

    @Test(arguments: [
        (
            ["render", "center", "--select", "2", "--summary", "a", "--out", "x.png"],
            "--select needs a notification's number"
        ),
        (["render", "center", "--age", "-5", "--summary", "a", "--out", "x.png"], "--age must be ≥ 0"),
        (["render", "center", "--position", "middle", "--out", "x.png"], "--position needs one of"),
        (["render", "center", "--frames", "dir", "--out", "x.png"], "unknown option --frames"),
        (["render", "center", "stray", "--out", "x.png"], "unexpected \"stray\""),
        (["render", "center", "--summary", "a"], "missing --out"),
        (["render", "center", "--hide-at", "1", "--out", "x.png"], "--hide-at needs --time"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) throws {
        let result = try HUDProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
