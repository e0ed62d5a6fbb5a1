import CCairo
import Glibc
import HUDSystem

/// The pinned font files gathered, as symbolic links, in a directory of their own under the user's
/// cache (`$XDG_CACHE_HOME/hud`), which fontconfig scans once and caches there: later starts read
/// that cache instead of parsing every file, most of it the CJK face (about 5 ms a start).
///
/// The directory is named by a hash of each file's path, size and modification time, so a font
/// package upgraded gives a directory fontconfig has no cache for, scanned afresh; it is built under
/// a temporary name and renamed into place, so a process starting meanwhile never caches half of it.
/// All of it is best effort: where anything fails the caller loads the files one by one, as before.
struct PinnedFontDirectory {
    /// The directory of links.
    let path: String
    /// Where fontconfig keeps its cache of it.
    let cacheDirectory: String

    /// The directory for `fonts` under `root`, made if it is not there yet; nil when a file cannot
    /// be read, or `root` is not a private directory of this user's that can be written.
    init?(fonts: [FontLibrary.PinnedFont], root: String) {
        var stamp = ""
        for font in fonts {
            var status = stat()
            guard stat(font.path, &status) == 0 else { return nil }
            stamp += "\(font.path)\u{0}\(status.st_size)\u{0}\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)\u{0}"
        }
        guard Self.makePrivateDirectory(root), Self.makePrivateDirectory(root + "/fontconfig") else { return nil }
        path = root + "/fonts-" + Self.hexHash(stamp)
        cacheDirectory = root + "/fontconfig"
        if !Self.holdsLinks(path, to: fonts), !Self.build(path, linkingTo: fonts) { return nil }
    }

    /// The fontconfig rule that keeps the cache in `cacheDirectory`.
    var cacheRule: String {
        let escaped = cacheDirectory.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;")
        return "<fontconfig><cachedir>\(escaped)</cachedir></fontconfig>"
    }

    /// Link `index` to a font keeps its extension, which is how fontconfig's scan picks files.
    private static func linkName(_ index: Int, _ font: FontLibrary.PinnedFont) -> String {
        let name = font.path.split(separator: "/").last.map(String.init) ?? "font"
        return "\(index)-\(name)"
    }

    private static func holdsLinks(_ directory: String, to fonts: [FontLibrary.PinnedFont]) -> Bool {
        fonts.enumerated().allSatisfy { index, font in
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(directory + "/" + linkName(index, font), &target, target.count - 1)
            return count > 0
                && String(decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    == font.path
        }
    }

    private static func build(_ directory: String, linkingTo fonts: [FontLibrary.PinnedFont]) -> Bool {
        var template = Array((directory + ".new-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return false }
        let temporary = String(cString: made)
        for (index, font) in fonts.enumerated()
        where symlink(font.path, temporary + "/" + linkName(index, font)) != 0 {
            remove(temporary, links: fonts)
            return false
        }
        // Another process may have put the same directory in place first; then its copy serves.
        if rename(temporary, directory) != 0 {
            remove(temporary, links: fonts)
            return holdsLinks(directory, to: fonts)
        }
        return true
    }

    private static func remove(_ directory: String, links fonts: [FontLibrary.PinnedFont]) {
        for (index, font) in fonts.enumerated() { unlink(directory + "/" + linkName(index, font)) }
        rmdir(directory)
    }

    /// `path` as a directory that only this user can use, made when missing (with the cache home,
    /// missing on a fresh account); one open to others is refused, its mode someone's choice.
    private static func makePrivateDirectory(_ path: String) -> Bool {
        (try? PrivateDirectory.ensure(path, whenOpenToOthers: .refuse, makingParent: true)) != nil
    }

    /// FNV-1a, 64 bits, in hex: a name that changes whenever the stamp does.
    private static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
