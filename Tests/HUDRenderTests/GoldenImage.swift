import Foundation
import HUDKit
import Testing

/// Compares rendered images with the reference PNGs in Resources/Golden, exactly.
///
/// Every pixel must equal the golden's in every premultiplied channel: no per-channel tolerance and
/// no allowance of differing pixels. Renders are deterministic: the three pinned font files in a
/// private fontconfig, hinting off and grey antialiasing, and one thread per renderer with its own
/// caches. Fresh renders are bit-identical to the goldens, run after run and with the suite's tests
/// in parallel, so any slack would only let through what a user would see: a card's rounded corner
/// (5 → 7 pt) changes a few dozen pixels, a hairline one shade darker a few hundred. A new Cairo,
/// Pango or FreeType that moves anti-aliasing fails here too, on purpose: look at the diff, then
/// record. On failure the actual image and a diff (differing pixels red over a faded copy) are
/// written and their paths reported, with how many pixels differ, by how much, and where.
/// `HUDKIT_RECORD_GOLDENS=1` writes the actual images as the new goldens instead: a deliberate act,
/// after looking at them.
enum GoldenImage {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = repositoryRoot.appendingPathComponent("Resources/Golden")
    static let failureDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hudkit-golden-failures")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["HUDKIT_RECORD_GOLDENS"] == "1" }

    static func path(_ name: String) -> String {
        directory.appendingPathComponent("\(name).png").path
    }

    static func assertMatches(_ actual: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let goldenPath = path(name)
        if isRecording {
            try actual.writePNG(to: goldenPath)
            return
        }
        guard FileManager.default.fileExists(atPath: goldenPath) else {
            Issue.record(
                "missing golden \(goldenPath); render it, look at it, then record with HUDKIT_RECORD_GOLDENS=1",
                sourceLocation: sourceLocation)
            return
        }
        let golden = try Image(contentsOfPNG: goldenPath)
        guard golden.width == actual.width, golden.height == actual.height else {
            let actualPath = try writeFailure(actual, name: name, suffix: "actual")
            Issue.record(
                "\(name): size \(actual.width)x\(actual.height) differs from golden \(golden.width)x\(golden.height); actual: \(actualPath)",
                sourceLocation: sourceLocation)
            return
        }
        guard let difference = try Difference.between(actual, golden) else { return }
        let actualPath = try writeFailure(actual, name: name, suffix: "actual")
        let diffPath = try writeFailure(difference.image, name: name, suffix: "diff")
        Issue.record(
            "\(name): \(difference); actual: \(actualPath) diff: \(diffPath) golden: \(goldenPath)",
            sourceLocation: sourceLocation)
    }

    private static func writeFailure(_ image: Image, name: String, suffix: String) throws -> String {
        try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        let path = failureDirectory.appendingPathComponent("\(name).\(suffix).png").path
        try image.writePNG(to: path)
        return path
    }
}
