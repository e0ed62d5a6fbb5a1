import HUDKit

extension Gallery {
    /// Progress HUDs in every style: the determinate ones part way through an upload, the spinners
    /// with and without text; MBProgressHUD's details label and button.
    static let progressEntries: [GalleryEntry] =
        ProgressStyle.allCases.map { style in
            GalleryEntry(
                "progress-\(style.rawValue)",
                .status(StatusHUDModel(indicator: .progress(style, 0.65), text: "Uploading…")))
        } + [
            GalleryEntry("progress-ring", .status(StatusHUDModel(indicator: .ring))),
            GalleryEntry("progress-spinner-text", .status(StatusHUDModel(indicator: .spinner, text: "Please wait"))),
            GalleryEntry(
                "progress-details-cancel",
                .status(
                    StatusHUDModel(
                        indicator: .progress(.annular, 0.4), text: "Uploading…",
                        details: "3 of 12 photos, about a minute left", buttonTitle: "Cancel"))),
            GalleryEntry(
                "status-details",
                .status(
                    StatusHUDModel(indicator: nil, text: "Backup paused", details: "Connect to Wi-Fi to continue"))),
            GalleryEntry(
                "progress-details-light",
                .status(
                    StatusHUDModel(
                        indicator: .spinner, text: "Syncing", details: "Mail, Calendar and Contacts",
                        buttonTitle: "Stop")),
                options: SnapshotOptions(appearance: .light)),
        ]
}
