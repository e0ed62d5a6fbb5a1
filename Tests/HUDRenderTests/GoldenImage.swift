import Foundation
import HUDKit
import Testing

/// Compares rendered images with the reference PNGs in Resources/Golden.
///
/// A pixel differs when any premultiplied channel is off by more than `tolerance`; the image
/// fails when more than `maxDifferingFraction` of its pixels differ (anti-aliasing may move a
/// little between library versions, a layout change moves a lot). On failure the actual image and
/// a diff (differing pixels red over a faded copy) are written and their paths reported.
/// `HUDKIT_RECORD_GOLDENS=1` writes the actual images as the new goldens instead: a deliberate act,
/// after looking at them.
enum GoldenImage {
    static let tolerance: UInt32 = 8
    static let maxDifferingFraction = 0.002

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = repositoryRoot.appendingPathComponent("Resources/Golden")
    static let failureDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("hudkit-golden-failures")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["HUDKIT_RECORD_GOLDENS"] == "1" }

    static func path(_ name: String) -> String {
        directory.appendingPathComponent("\(name).png").path
    }

    static func assertMatches(_ actual: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let goldenPath = path(name)
        if isRecording {
            try actual.writePNG(to: goldenPath)
            return
        }
        guard FileManager.default.fileExists(atPath: goldenPath) else {
            Issue.record("missing golden \(goldenPath); render it, look at it, then record with HUDKIT_RECORD_GOLDENS=1",
                         sourceLocation: sourceLocation)
            return
        }
        let golden = try Image(contentsOfPNG: goldenPath)
        guard golden.width == actual.width, golden.height == actual.height else {
            let actualPath = try writeFailure(actual, name: name, suffix: "actual")
            Issue.record("\(name): size \(actual.width)x\(actual.height) differs from golden \(golden.width)x\(golden.height); actual: \(actualPath)",
                         sourceLocation: sourceLocation)
            return
        }
        let (differing, diff) = compare(actual.pixels(), golden.pixels())
        let allowed = Int(Double(actual.width * actual.height) * maxDifferingFraction)
        if differing > allowed {
            let actualPath = try writeFailure(actual, name: name, suffix: "actual")
            let diffImage = try Image(width: actual.width, height: actual.height)
            diffImage.setPixels(diff)
            let diffPath = try writeFailure(diffImage, name: name, suffix: "diff")
            Issue.record("\(name): \(differing) pixels differ (allowed \(allowed)); actual: \(actualPath) diff: \(diffPath) golden: \(goldenPath)",
                         sourceLocation: sourceLocation)
        }
    }

    /// Counts differing pixels and draws the diff image.
    static func compare(_ a: [UInt32], _ b: [UInt32]) -> (differing: Int, diff: [UInt32]) {
        var differing = 0
        var diff = [UInt32](repeating: 0, count: a.count)
        for index in a.indices {
            let x = a[index], y = b[index]
            let isDifferent = stride(from: 0, to: 32, by: 8).contains { shift in
                let p = (x >> UInt32(shift)) & 0xFF, q = (y >> UInt32(shift)) & 0xFF
                return (p > q ? p - q : q - p) > tolerance
            }
            if isDifferent {
                differing += 1
                diff[index] = 0xFFFF_0000
            } else {
                let luminance = ((x >> 16 & 0xFF) + (x >> 8 & 0xFF) + (x & 0xFF)) / 3
                let faded = (255 + luminance) / 2
                diff[index] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
            }
        }
        return (differing, diff)
    }

    private static func writeFailure(_ image: Image, name: String, suffix: String) throws -> String {
        try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        let path = failureDirectory.appendingPathComponent("\(name).\(suffix).png").path
        try image.writePNG(to: path)
        return path
    }
}
