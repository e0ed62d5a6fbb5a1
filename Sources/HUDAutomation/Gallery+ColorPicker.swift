import HUDKit

extension Gallery {
    /// The colour picker (zenity's `--color-selection`) on each of its panes, light and dark; as it
    /// opens with the keys (the segmented control ringed) on the grid with a swatch chosen;
    /// translucent over the checkerboard; and mirrored in Arabic.
    static let colorPickerEntries: [GalleryEntry] = {
        let size = Size(width: 440, height: 640)
        var entries = [AlertColorPicker.Pane.grid, .spectrum, .sliders].flatMap { pane in
            [false, true].map { isDark in
                GalleryEntry(
                    "alert-color-\(pane)" + (isDark ? "-dark" : ""),
                    colorAlert(AlertColorPicker(color: Color(hex: 0x3366CC), pane: pane)),
                    options: SnapshotOptions(size: size, appearance: isDark ? .dark : .light))
            }
        }
        var focused = SnapshotOptions(size: size)
        focused.focusesContent = true
        // The fourth shade of blue, a swatch of the grid.
        let swatch = ColorPalette.swatches[4 * ColorPalette.columns + 1]
        entries.append(
            GalleryEntry(
                "alert-color-focused", colorAlert(AlertColorPicker(color: swatch, pane: .grid)),
                options: focused))
        entries.append(
            GalleryEntry(
                "alert-color-translucent",
                colorAlert(AlertColorPicker(color: Color(hex: 0xE5302F, alpha: 0.4), pane: .sliders)),
                options: SnapshotOptions(size: size)))
        entries.append(
            GalleryEntry(
                "alert-color-arabic",
                colorAlert(
                    AlertColorPicker(color: Color(hex: 0x3366CC), pane: .spectrum), cancel: "إلغاء", confirm: "موافق"),
                options: speaking("ar_EG.UTF-8", SnapshotOptions(size: size))))
        return entries
    }()

    private static func colorAlert(_ picker: AlertColorPicker, cancel: String = "Cancel", confirm: String = "OK")
        -> Overlay
    {
        guard
            case .alert(var model) = alert(
                title: nil, message: nil,
                actions: [AlertAction(title: cancel, style: .cancel), AlertAction(title: confirm)], preferred: 1)
        else { preconditionFailure("the gallery's alert is an alert") }
        model.content = .colorPicker(picker)
        return .alert(model)
    }
}
