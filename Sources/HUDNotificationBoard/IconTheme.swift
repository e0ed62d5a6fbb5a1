import HUDSystem

/// An icon theme as the Icon Theme Specification describes it: its index.theme's directories with
/// their sizes and types, where it inherits from, and the base directories it lives in.
struct IconTheme {
    struct Directory {
        enum Kind: String {
            case fixed = "Fixed"
            case scalable = "Scalable"
            case threshold = "Threshold"
        }

        let path: String
        let size: Int
        let scale: Int
        let kind: Kind
        let minimumSize: Int
        let maximumSize: Int
        let threshold: Int

        init(path: String, keys: [String: String]) {
            self.path = path
            size = keys["Size"].flatMap { Int($0) } ?? 0
            scale = keys["Scale"].flatMap { Int($0) } ?? 1
            kind = keys["Type"].flatMap(Kind.init(rawValue:)) ?? .threshold
            minimumSize = keys["MinSize"].flatMap { Int($0) } ?? size
            maximumSize = keys["MaxSize"].flatMap { Int($0) } ?? size
            threshold = keys["Threshold"].flatMap { Int($0) } ?? 2
        }

        /// The specification's DirectoryMatchesSize.
        func matches(size wanted: Int, scale wantedScale: Int) -> Bool {
            guard scale == wantedScale else { return false }
            switch kind {
            case .fixed: return size == wanted
            case .scalable: return (minimumSize...max(minimumSize, maximumSize)).contains(wanted)
            case .threshold: return (size - threshold...size + threshold).contains(wanted)
            }
        }

        /// The specification's DirectorySizeDistance.
        func distance(toSize wanted: Int, scale wantedScale: Int) -> Int {
            let target = wanted * wantedScale
            switch kind {
            case .fixed:
                return abs(size * scale - target)
            case .scalable:
                if target < minimumSize * scale { return minimumSize * scale - target }
                if target > maximumSize * scale { return target - maximumSize * scale }
                return 0
            case .threshold:
                if target < (size - threshold) * scale { return minimumSize * scale - target }
                if target > (size + threshold) * scale { return target - maximumSize * scale }
                return 0
            }
        }
    }

    let name: String
    /// The base directories holding a directory of this theme's name.
    let roots: [String]
    let directories: [Directory]
    let inherits: [String]

    /// The theme `name` from the first base directory with its index.theme; nil when none has it.
    init?(named name: String, baseDirectories: [String]) {
        let roots = baseDirectories.map { "\($0)/\(name)" }.filter(TextFile.exists)
        guard let index = roots.lazy.compactMap({ TextFile.read("\($0)/index.theme") }).first else { return nil }
        let sections = TextFile.sections(index)
        guard let header = sections["Icon Theme"] else { return nil }
        let listed = (header["Directories"] ?? "") + "," + (header["ScaledDirectories"] ?? "")
        self.name = name
        self.roots = roots
        directories = listed.split(separator: ",").map(String.init).compactMap { path in
            sections[path].map { Directory(path: path, keys: $0) }
        }
        inherits = (header["Inherits"] ?? "").split(separator: ",").map(String.init)
    }
}
