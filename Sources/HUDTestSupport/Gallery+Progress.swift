import HUDKit

extension Gallery {
    /// Progress HUDs in every style: the determinate ones part way through an upload, the spinners
    /// with and without text.
    static let progressEntries: [GalleryEntry] =
        ProgressStyle.allCases.map { style in
            GalleryEntry(
                "progress-\(style.rawValue)",
                .status(StatusHUDModel(indicator: .progress(style, 0.65), text: "Uploading…")))
        } + [
            GalleryEntry("progress-ring", .status(StatusHUDModel(indicator: .ring))),
            GalleryEntry("progress-spinner-text", .status(StatusHUDModel(indicator: .spinner, text: "Please wait"))),
        ]
}
