import HUDKit

/// The command line's names for positions: kebab-case (`top-left`), camelCase accepted too.
extension HUDPosition {
    /// `center`, `top`, …, `bottom-right`, as help and error messages list them.
    static var commandLineNames: String {
        allCases.map(\.commandLineName).joined(separator: ", ")
    }

    var commandLineName: String {
        rawValue.reduce(into: "") { name, character in
            name += character.isUppercase ? "-" + character.lowercased() : String(character)
        }
    }

    init?(parsing name: String) {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" }
        guard let position = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = position
    }
}

/// `--mask none|clear|black|gradient`.
extension HUDMask {
    init?(parsing name: String) {
        switch name {
        case "none": self = .none
        case "clear": self = .clear
        case "black": self = .black
        case "gradient": self = .gradient
        default: return nil
        }
    }
}
