import Foundation
import HUDAutomation
import HUDKit
import HUDTestHarness
import Testing

@Suite("hud render banner")
struct BannerRenderCommandTests {
    let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("hud-banner-\(UUID().uuidString).png").path

    /// Rendered as the gallery's sample is, the command line's banner is the same image.
    @Test func theCommandDrawsWhatTheGalleryDraws() throws {
        let result = try HUDProcess.run([
            "render", "banner", "--app", "Mail", "--summary", "Lunch on Friday?",
            "--body", "Shall we try the new place around the corner?",
            "--size", "480x420", "--out", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let sample = try #require(Gallery.banners.first { $0.name == "banner-plain" })
        let expected = try sample.render(with: SnapshotRenderer())
        #expect(try Image(contentsOfPNG: output).pixels() == expected.pixels())
    }

    @Test func stackAndOutputOptionsMayFollowTheLastBanner() throws {
        let result = try HUDProcess.run([
            "render", "banner", "--summary", "One", "--banner", "--summary", "Two",
            "--out", output, "--style", "dark", "--width", "300",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = try Image(contentsOfPNG: output).pixels()
        // 300 pt wide, 12 pt from the right edge: x = 488…788 on the 800 pt canvas.
        #expect(pixels[40 * 800 + 480] != pixels[40 * 800 + 500])
    }

    @Test func eachBannerOptionStartsANewerBanner() throws {
        func coveredRows(_ extra: [String]) throws -> Int {
            let result = try HUDProcess.run(
                [
                    "render", "banner", "--summary", "One", "--backdrop", "white",
                    "--out", output,
                ] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let pixels = try Image(contentsOfPNG: output).pixels()
            // The stack's column: rows where the card is drawn differ from the white backdrop.
            return (0..<600).filter { pixels[$0 * 800 + 600] != 0xFFFF_FFFF }.count
        }
        let one = try coveredRows([])
        let two = try coveredRows(["--banner", "--summary", "Two", "--urgency", "critical"])
        #expect(two > one * 2 - 4)
    }

    @Test(arguments: [
        (["render", "banner", "--action", "nolabel", "--out", "x.png"], "--action needs KEY=LABEL"),
        (["render", "banner", "--urgency", "loud", "--out", "x.png"], "--urgency needs low, normal or critical"),
        (["render", "banner", "--position", "middle", "--out", "x.png"], "--position needs one of"),
        (["render", "banner", "--width", "10", "--out", "x.png"], "--width must be between"),
        (["render", "banner", "--icon", "/etc/hostname", "--out", "x.png"], "--icon: cannot read PNG"),
        (["render", "banner", "--summary", "a", "--frames", "dir", "--out", "x.png"], "unknown option --frames"),
        (["render", "banner", "stray", "--out", "x.png"], "unexpected \"stray\""),
        (["render", "banner", "--summary", "a"], "missing --out"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) throws {
        let result = try HUDProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
