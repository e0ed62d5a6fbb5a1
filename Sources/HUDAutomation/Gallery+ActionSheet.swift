import HUDKit

extension Gallery {
    /// Action sheets, at the bottom of the monitor and anchored.
    static let actionSheetEntries: [GalleryEntry] = [
        GalleryEntry("sheet", photoSheet()),
        GalleryEntry("sheet-dark", photoSheet(), options: SnapshotOptions(appearance: .dark)),
        GalleryEntry(
            "sheet-anchored",
            sheet(
                message: "Open “report.pdf” with",
                actions: [
                    AlertAction(title: "Preview"), AlertAction(title: "Text Editor"),
                    AlertAction(title: "Cancel", style: .cancel),
                ],
                anchor: Point(x: 150, y: 110))),
    ]

    static func photoSheet() -> Overlay {
        sheet(
            title: "3 Photos Selected", message: "What would you like to do with them?",
            actions: [
                AlertAction(title: "Share"), AlertAction(title: "Save to Files"),
                AlertAction(title: "Delete", style: .destructive), AlertAction(title: "Cancel", style: .cancel),
            ])
    }

    /// Gallery models are written to be valid; a failure here is a bug in this file.
    private static func sheet(title: String? = nil, message: String?, actions: [AlertAction], anchor: Point? = nil)
        -> Overlay
    {
        do {
            return .actionSheet(try ActionSheetModel(title: title, message: message, actions: actions, anchor: anchor))
        } catch {
            preconditionFailure("invalid gallery action sheet: \(error)")
        }
    }
}
