import Foundation
import HUDKit
import HUDTestHarness
import Testing

@Suite("hud render from the command line")
struct RenderCommandTests {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("hud-render-\(UUID().uuidString).png")
        .path

    @Test func cardFromTheIssueRendersTheSeedCard() throws {
        let result = try HUDProcess.run([
            "render", "card", "--title", "T", "--message", "M", "--sure", "OK",
            "--cancel", "Cancel", "--backdrop", "white", "--out", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try Image(contentsOfPNG: output)
        #expect(image.width == 800 && image.height == 600)
        let pixels = image.pixels()
        // The 280 pt card is centred: white inside its left and right edges, dimmed white just outside.
        let row = 300 * 800
        #expect(pixels[row + 260] == 0xFFFF_FFFF)
        #expect(pixels[row + 539] == 0xFFFF_FFFF)
        #expect(pixels[row + 259] == 0xFF66_6666)
        #expect(pixels[row + 540] == 0xFF66_6666)
    }

    /// A monospaced font sets "iiiiiiii" far wider than Inter does: the toast's card grows.
    @Test func aFontFileIsWhatTheTextIsSetIn() throws {
        func toastWidth(_ extra: [String]) throws -> Int {
            let result = try HUDProcess.run(
                ["render", "toast", "iiiiiiiiiiii", "--backdrop", "white", "--out", output] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let pixels = try Image(contentsOfPNG: output).pixels()
            return (0..<800).filter { pixels[300 * 800 + $0] != 0xFFFF_FFFF }.count
        }
        let pinned = try toastWidth([])
        let mono = try toastWidth(["--font", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"])
        #expect(mono > pinned + 30, "monospaced \(mono) px vs \(pinned) px")
    }

    @Test func scaleAndSizeChangeThePixelSize() throws {
        let result = try HUDProcess.run(["render", "toast", "Hi", "--size", "300x200", "--scale", "2", "--out", output])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try Image(contentsOfPNG: output)
        #expect(image.width == 600 && image.height == 400)
    }

    @Test(arguments: [
        (["render", "bogus", "--out", "x.png"], "unknown kind \"bogus\""),
        (["render", "card", "--frobnicate", "--out", "x.png"], "unknown option --frobnicate"),
        (["render", "toast", "hi", "--size", "0x0", "--out", "x.png"], "canvas size"),
        (["render", "toast", "hi", "--scale", "0", "--out", "x.png"], "scale must be"),
        (["render", "toast", "hi", "--font", "/etc/hostname", "--out", "x.png"], "is not a font file"),
        (["render", "toast", "hi", "--size", "big", "--out", "x.png"], "--size needs WxH"),
        (["render", "toast", "hi"], "missing --out"),
        (
            ["render", "alert", "--action", "A:cancel", "--action", "B:cancel", "--out", "x.png"],
            "at most one cancel action"
        ),
        (
            ["render", "alert", "--field", "a", "--field", "b", "--secure-field", "c", "--out", "x.png"],
            "at most 2 text fields"
        ),
        (["frobnicate"], "unknown command"),
    ])
    func usageErrorsExitTwoWithOneLineNamingTheProblem(arguments: [String], message: String) throws {
        let result = try HUDProcess.run(arguments)
        #expect(result.status == 2)
        let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("hud: ") && firstLine.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("usage: hud"))
    }

    @Test func invalidUTF8IsReplacedNotFatal() throws {
        let result = try HUDProcess.shell(
            "\"$HUD\" render toast \"$(printf 'bad \\377\\376 bytes')\" --out '\(output)'")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test func unwritableOutputIsARuntimeError() throws {
        let result = try HUDProcess.run(["render", "toast", "hi", "--out", "/nonexistent-dir/x.png"])
        #expect(result.status == 255)
        #expect(result.stderr.contains("cannot write PNG"))
    }

    @Test func helpListsExamples() throws {
        let result = try HUDProcess.run(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("examples:"))
    }
}

@Suite("hud render --time, --hide-at and --frames")
struct RenderTimeTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hud-frames-\(UUID().uuidString)")
        .path

    /// Pixels of the white card in the monitor's middle row, over a black backdrop.
    func cardWidth(time: String, extra: [String] = []) throws -> Int {
        let output = directory + "-\(time).png"
        let result = try HUDProcess.run(
            [
                "render", "card", "--title", "T", "--sure", "OK", "--time", time,
                "--backdrop", "black", "--out", output,
            ] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = try Image(contentsOfPNG: output).pixels()
        return (0..<800).filter { pixels[300 * 800 + $0] & 0xFF > 0xE0 }.count
    }

    @Test func cardSpringFramesHaveTheSpecifiedWidth() throws {
        #expect(try cardWidth(time: "0") == 252)
        // 280 × (0.9 + 0.1 × 0.6160) = 269.2 pt: 268 pixels fully inside, the edges anti-aliased.
        #expect(try cardWidth(time: "0.05") == 268)
        #expect(try cardWidth(time: "1") == 280)
        #expect(try cardWidth(time: "0.3", extra: ["--hide-at", "0.2"]) == 0)
    }

    @Test func framesWritesANumberedSequence() throws {
        let result = try HUDProcess.run([
            "render", "toast", "Hi", "--frames", directory, "--fps", "10", "--duration", "0.5",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == (0...5).map { String(format: "frame-%04d.png", $0) })
    }

    @Test(arguments: [["--time", "nan"], ["--time", "-1"], ["--hide-at", "1"], ["--time", "1", "--hide-at", "inf"]])
    func badTimesAreUsageErrors(arguments: [String]) throws {
        let result = try HUDProcess.run(["render", "toast", "Hi", "--out", directory + ".png"] + arguments)
        #expect(result.status == 2, "\(result.stderr)")
    }
}
