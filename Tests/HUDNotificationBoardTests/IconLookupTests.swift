import Glibc
import HUDNotificationBoard
import Testing

@Suite struct IconLookupTests {
    /// A data directory holding the theme "Mine" (inheriting "Base"), hicolor and pixmaps, each icon an empty file.
    final class Themes {
        let root: String

        init() {
            var template = Array("/tmp/hud-icons-XXXXXX".utf8CString)
            root = String(cString: mkdtemp(&template)!)
            write(
                "icons/Mine/index.theme",
                """
                [Icon Theme]
                Name=Mine
                Inherits=Base
                Directories=16x16/apps,48x48/apps

                [16x16/apps]
                Size=16
                Type=Fixed

                [48x48/apps]
                Size=48
                Type=Fixed
                """)
            write(
                "icons/Base/index.theme",
                "[Icon Theme]\nInherits=hicolor\nDirectories=scalable/apps\n\n"
                    + "[scalable/apps]\nSize=48\nType=Scalable\nMinSize=8\nMaxSize=512\n")
            write(
                "icons/hicolor/index.theme",
                "[Icon Theme]\nDirectories=32x32/apps\n\n[32x32/apps]\nSize=32\nType=Threshold\n")
            for file in [
                "icons/Mine/16x16/apps/mail.png", "icons/Mine/48x48/apps/mail.png",
                "icons/Base/scalable/apps/editor.svg",
                "icons/hicolor/32x32/apps/mail.png", "icons/hicolor/32x32/apps/player.png", "pixmaps/legacy.xpm",
            ] {
                write(file, "")
            }
        }

        deinit {
            _ = system("rm -rf '\(root)'")
        }

        func write(_ path: String, _ text: String) {
            let full = root + "/" + path
            _ = system("mkdir -p '\(full[..<full.lastIndex(of: "/")!])'")
            let file = fopen(full, "w")!
            fputs(text, file)
            fclose(file)
        }

        func lookup(theme: String?) -> IconLookup {
            IconLookup(themeName: theme, environment: ["HOME": root + "/home", "XDG_DATA_DIRS": root])
        }
    }

    @Test func exactSizeThenClosestThenInheritedThenHicolorThenPixmaps() {
        let themes = Themes()
        let mine = themes.lookup(theme: "Mine")
        #expect(mine.path(for: "mail", size: 16) == themes.root + "/icons/Mine/16x16/apps/mail.png")
        #expect(mine.path(for: "mail", size: 48) == themes.root + "/icons/Mine/48x48/apps/mail.png")
        #expect(mine.path(for: "mail", size: 40) == themes.root + "/icons/Mine/48x48/apps/mail.png", "the closest size")
        #expect(mine.path(for: "editor", size: 64) == themes.root + "/icons/Base/scalable/apps/editor.svg")
        #expect(mine.path(for: "player", size: 64) == themes.root + "/icons/hicolor/32x32/apps/player.png")
        #expect(mine.path(for: "legacy", size: 64) == themes.root + "/pixmaps/legacy.xpm")
        #expect(mine.path(for: "missing", size: 64) == nil)
        #expect(
            themes.lookup(theme: "NoSuchTheme").path(for: "mail", size: 16) == themes.root
                + "/icons/hicolor/32x32/apps/mail.png")
    }

    @Test func namesNeverLeaveTheTheme() {
        let themes = Themes()
        for name in ["../hicolor/32x32/apps/mail", "/etc/passwd", "..", ".", ""] {
            #expect(themes.lookup(theme: "Mine").path(for: name, size: 16) == nil, "\(name)")
        }
    }
}
