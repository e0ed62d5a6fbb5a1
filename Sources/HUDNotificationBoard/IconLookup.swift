import Glibc
import HUDSystem
import Synchronization

/// Finds an icon file by name the Icon Theme Specification's way: the user's theme, the themes it
/// inherits, then hicolor; an exact size match first, else the closest; then /usr/share/pixmaps.
/// The themes' index files are read once, on the first lookup: a notification server that is never
/// sent an icon name never holds them (Adwaita's alone is some 100 kB of directories).
public struct IconLookup: Sendable {
    public static let extensions = ["png", "svg", "xpm"]

    private let index: ThemeIndex
    private let pixmaps: [String]

    /// `themeName`: the user's theme (see `userThemeName`); `environment` gives HOME, XDG_DATA_HOME
    /// and XDG_DATA_DIRS.
    public init(themeName: String?, environment: [String: String]) {
        let home = environment["HOME"] ?? ""
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.local/share"
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        index = ThemeIndex(
            themeName: themeName ?? "hicolor",
            bases: ["\(home)/.icons", "\(dataHome)/icons"] + dataDirs.map { "\($0)/icons" })
        pixmaps = dataDirs.map { "\($0)/pixmaps" }
    }

    /// GTK's default theme, where the generic names clients send (dialog-information, …) live.
    public static let defaultThemeName = "Adwaita"

    /// The theme named in GTK's settings (`gtk-icon-theme-name` in $XDG_CONFIG_HOME/gtk-3.0/settings.ini),
    /// which is what the desktop's applications show; else GTK's default.
    public static func userThemeName(environment: [String: String]) -> String {
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(environment["HOME"] ?? "")/.config"
        return TextFile.read("\(config)/gtk-3.0/settings.ini").flatMap {
            TextFile.sections($0)["Settings"]?["gtk-icon-theme-name"]
        }
            ?? defaultThemeName
    }

    /// The file for icon `name` at `size` pixels (scale 1), or nil.
    public func path(for name: String, size: Int) -> String? {
        // A name is a file name, never a path: "../x" must not escape the theme.
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
        for theme in index.themes {
            if let found = lookup(name, size: size, in: theme) { return found }
        }
        for directory in pixmaps {
            for suffix in Self.extensions where TextFile.exists("\(directory)/\(name).\(suffix)") {
                return "\(directory)/\(name).\(suffix)"
            }
        }
        return nil
    }

    private func lookup(_ name: String, size: Int, in theme: IconTheme) -> String? {
        for directory in theme.directories where directory.matches(size: size, scale: 1) {
            if let file = file(name, in: directory, of: theme) { return file }
        }
        var best: (distance: Int, file: String)?
        for directory in theme.directories {
            let distance = directory.distance(toSize: size, scale: 1)
            guard distance < best?.distance ?? .max, let file = file(name, in: directory, of: theme) else { continue }
            best = (distance, file)
        }
        return best?.file
    }

    private func file(_ name: String, in directory: IconTheme.Directory, of theme: IconTheme) -> String? {
        for root in theme.roots {
            for suffix in Self.extensions {
                let path = "\(root)/\(directory.path)/\(name).\(suffix)"
                if TextFile.exists(path) { return path }
            }
        }
        return nil
    }
}

/// The user's theme, the themes it inherits and hicolor, read when first asked for.
private final class ThemeIndex: Sendable {
    private let themeName: String
    private let bases: [String]
    private let read = Mutex<[IconTheme]?>(nil)

    init(themeName: String, bases: [String]) {
        self.themeName = themeName
        self.bases = bases
    }

    var themes: [IconTheme] {
        read.withLock { read in
            if let read { return read }
            let themes = chain()
            read = themes
            return themes
        }
    }

    /// The inheritance chain, each theme once (a cycle ends it), hicolor last.
    private func chain() -> [IconTheme] {
        var themes: [IconTheme] = []
        var pending = [themeName]
        while let name = pending.first {
            pending.removeFirst()
            guard name != "hicolor", !themes.contains(where: { $0.name == name }), themes.count < 16 else { continue }
            if let theme = IconTheme(named: name, baseDirectories: bases) {
                themes.append(theme)
                pending += theme.inherits
            }
        }
        if let hicolor = IconTheme(named: "hicolor", baseDirectories: bases) { themes.append(hicolor) }
        return themes
    }
}
