import Foundation
import HUDCore
import HUDRender
import HUDSurfaces
import Testing

/// The pinned fonts' fontconfig scan, cached under the user's cache directory.
@Suite("Font cache: scanned once, rebuilt when a font changes, never through someone else's directory")
struct FontCacheTests {
    /// A fresh cache root in a private temporary directory.
    private func temporaryRoot() throws -> String {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("hud-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
        return parent.path + "/hud"
    }

    /// The cache files fontconfig wrote under `root`, with their modification times.
    private func cacheFiles(_ root: String) throws -> [String: Date] {
        let directory = root + "/fontconfig"
        var files: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            files[name] =
                try FileManager.default.attributesOfItem(atPath: directory + "/" + name)[.modificationDate] as? Date
        }
        return files
    }

    /// Sizes of text that needs each pinned face: Inter's four weights, DejaVu's symbols, CJK
    /// (emboldened too) and colour emoji.
    private func measurements(_ fonts: FontLibrary) -> [Size] {
        let cache = TextLayoutCache(fonts: fonts)
        let texts = [
            "Regular text", "<span weight='medium'>Medium text</span>", "<span weight='semibold'>Semibold</span>",
            "<b>Bold text</b>", "Done ✔ ☺", "删除照片?", "<b>删除照片?</b>", "Party 🎉",
        ]
        return texts.map { text in
            cache.measure(
                TextBlock(text: text, style: TextStyle(size: 17, color: .white, isMarkup: true), wrapWidth: 1000))
        }
    }

    @Test func theFirstLibraryScansAndCachesAndTheNextReadsTheCache() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let first = try FontLibrary(cacheRoot: root)
        let directory = try #require(first.cachedDirectory, "the fonts were loaded through the cache")
        let written = try cacheFiles(root)
        #expect(written.count == 1, "one cache file for the directory of links: \(written.keys)")

        let second = try FontLibrary(cacheRoot: root)
        #expect(second.cachedDirectory == directory)
        #expect(try cacheFiles(root) == written, "read, not written again")
        let uncached = try FontLibrary(cacheRoot: nil)
        #expect(uncached.cachedDirectory == nil)
        #expect(measurements(second) == measurements(uncached), "the same faces either way")
    }

    @Test func aChangedFontFileGetsADirectoryOfItsOwn() throws {
        let root = try temporaryRoot()
        let parent = (root as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let copy = parent + "/Inter-Regular.otf"
        try FileManager.default.copyItem(atPath: FontLibrary.pinnedFonts[0].path, toPath: copy)
        let fonts = [FontLibrary.PinnedFont(family: "Inter", path: copy)] + FontLibrary.pinnedFonts.dropFirst()

        let before = try #require(try FontLibrary(fonts: fonts, cacheRoot: root).cachedDirectory)
        // As a package upgrade would: the same path, a new modification time.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: copy)
        let after = try #require(try FontLibrary(fonts: fonts, cacheRoot: root).cachedDirectory)
        #expect(before != after)
        #expect(try cacheFiles(root).count == 2, "the new directory was scanned afresh")
    }

    @Test func aCacheRootThatIsALinkOrOpenToOthersIsNotUsed() throws {
        let root = try temporaryRoot()
        let parent = (root as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let elsewhere = parent + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: root, withDestinationPath: elsewhere)
        let throughLink = try FontLibrary(cacheRoot: root)
        #expect(throughLink.cachedDirectory == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty, "nothing made through the link")

        let shared = parent + "/shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o777)
        let open = try FontLibrary(cacheRoot: shared)
        #expect(open.cachedDirectory == nil)
        #expect(measurements(open) == measurements(try FontLibrary(cacheRoot: nil)), "the fonts load all the same")
    }
}
