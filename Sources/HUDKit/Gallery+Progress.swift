extension Gallery {
    /// Progress HUDs in every style.
    static let progressEntries: [GalleryEntry] = []
}
