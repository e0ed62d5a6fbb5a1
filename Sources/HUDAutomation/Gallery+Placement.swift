import HUDKit

extension Gallery {
    /// SVProgressHUD's masks and JGProgressHUD's positions.
    static let placementEntries: [GalleryEntry] = [
        GalleryEntry(
            "mask-black",
            .status(
                StatusHUDModel(
                    glyph: .checkmark, text: "Saved", placement: HUDPlacement(mask: .black, interaction: .blockAll)))),
        GalleryEntry(
            "mask-gradient",
            .loading(
                LoadingHUDModel(
                    text: "Loading...", placement: HUDPlacement(mask: .gradient, interaction: .blockAll)))),
        GalleryEntry(
            "mask-custom",
            .status(
                StatusHUDModel(
                    indicator: .ring, text: "Syncing",
                    placement: HUDPlacement(mask: .custom(Color(hex: 0x1E3A8A, alpha: 0.35)), interaction: .blockAll)))),
        GalleryEntry(
            "position-top-right",
            .status(
                StatusHUDModel(
                    text: "Copied to clipboard", placement: HUDPlacement(position: .topRight)))),
        GalleryEntry(
            "position-bottom",
            .status(
                StatusHUDModel(
                    glyph: .info, text: "3 new messages", placement: HUDPlacement(position: .bottom)))),
    ]
}
