extension Gallery {
    /// Action sheets, at the bottom of the monitor and anchored.
    static let actionSheetEntries: [GalleryEntry] = []
}
