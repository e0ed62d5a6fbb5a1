import HUDKit

extension Gallery {
    /// An alert with a list (zenity's `--list`): plain with the second row selected and more rows
    /// than show, a check list with two rows checked, a radio list with one; light and dark, and at
    /// scale 2; and "pro" typed to find a row, in its search field, light and dark.
    static let listEntries: [GalleryEntry] = [
        GalleryEntry("list-search", listAlert(.single, typing: "Pro")),
        GalleryEntry(
            "list-search-dark", listAlert(.single, typing: "Pro"), options: SnapshotOptions(appearance: .dark)),
        GalleryEntry("list-plain", listAlert(.single)),
        GalleryEntry("list-plain-dark", listAlert(.single), options: SnapshotOptions(appearance: .dark)),
        GalleryEntry("list-check", listAlert(.check)),
        GalleryEntry("list-check-dark", listAlert(.check), options: SnapshotOptions(appearance: .dark)),
        GalleryEntry("list-radio", listAlert(.radio)),
        GalleryEntry("list-radio-dark", listAlert(.radio), options: SnapshotOptions(appearance: .dark)),
        GalleryEntry("list-plain-scale2", listAlert(.single), options: SnapshotOptions(scale: 2)),
        GalleryEntry(
            "list-check-dark-scale2", listAlert(.check), options: SnapshotOptions(scale: 2, appearance: .dark)),
    ]

    private static func listAlert(_ choice: AlertList.Choice, typing typed: String = "") -> Overlay {
        let files = [
            ["Photos", "12.4 GB"], ["Documents", "3.1 GB"], ["Music", "820 MB"], ["Downloads", "2.2 GB"],
            ["写真", "96 MB"], ["Backups", "41 GB"], ["Projects", "7.5 GB"], ["Videos", "18 GB"],
        ]
        var list = AlertList(
            columns: ["Folder", "Size"], rows: files, choice: choice, markedRows: choice == .radio ? [3] : [1, 3])
        list.select(1)
        for character in typed { _ = list.respond(to: KeyStroke(.text(String(character))), visibleRows: 5) }
        let overlay = alert(
            title: choice == .single ? "Open Folder" : "Back Up Folders",
            message: choice == .single ? "Choose a folder to open." : "Select the folders to copy.",
            actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")], preferred: 1)
        guard case .alert(var model) = overlay else { return overlay }
        model.content = .list(list)
        return .alert(model)
    }
}
