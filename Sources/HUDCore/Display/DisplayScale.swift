/// HiDPI scale from the X resource database, as GTK and Qt read it: `Xft.dpi / 96`, never below 1.
package enum DisplayScale {
    /// The DPI that counts as scale 1: X's and GTK's 96.
    package static let referenceDPI = 96.0

    /// `resources` is the root window's RESOURCE_MANAGER text (`Xft.dpi:\t192` lines).
    package static func scale(fromResources resources: String?) -> Double {
        guard let resources else { return 1 }
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingWhitespace() == "Xft.dpi",
                let dpi = Double(parts[1].trimmingWhitespace()), dpi.isFinite, dpi > 0
            else { continue }
            return max(1, dpi / referenceDPI)
        }
        return 1
    }
}
