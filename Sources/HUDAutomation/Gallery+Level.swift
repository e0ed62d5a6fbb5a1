import HUDKit

extension Gallery {
    /// The level HUD: the speaker's waves at 0, 50 and 100, muted, the sun, light and dark, scale 1
    /// and 2, and a custom level with an icon and a label.
    static let levelEntries: [GalleryEntry] = [
        GalleryEntry("osd-volume-0", .levelHUD(.volume(0))),
        GalleryEntry("osd-volume-50", .levelHUD(.volume(50))),
        GalleryEntry("osd-volume-100", .levelHUD(.volume(100))),
        GalleryEntry("osd-volume-muted", .levelHUD(.volume(50, muted: true))),
        GalleryEntry("osd-brightness-60", .levelHUD(.brightness(60))),
        GalleryEntry("osd-volume-50-light", .levelHUD(.volume(50)), options: SnapshotOptions(appearance: .light)),
        GalleryEntry(
            "osd-brightness-60-light", .levelHUD(.brightness(60)), options: SnapshotOptions(appearance: .light)),
        GalleryEntry(
            "osd-volume-50-scale2", .levelHUD(.volume(50)),
            options: SnapshotOptions(size: Size(width: 400, height: 300), scale: 2)),
        GalleryEntry(
            "osd-brightness-60-light-scale2", .levelHUD(.brightness(60)),
            options: SnapshotOptions(size: Size(width: 400, height: 300), scale: 2, appearance: .light)),
        GalleryEntry("osd-level-icon-label", .levelHUD(.level(30, icon: sampleLevelIcon, label: "Microphone"))),
    ]

    /// A round badge, standing in for an icon file: a blue disc with a white dot, clear around it.
    static let sampleLevelIcon: BannerImage = {
        let side = 128
        var rgba = [UInt8]()
        for row in 0..<side {
            for column in 0..<side {
                let x = (Double(column) + 0.5) / Double(side) - 0.5
                let y = (Double(row) + 0.5) / Double(side) - 0.5
                let distance = (x * x + y * y).squareRoot()
                let coverage = min(1, max(0, (0.5 - distance) * Double(side)))
                let dot = min(1, max(0, (0.16 - distance) * Double(side)))
                rgba += [(10, 255), (132, 255), (255, 255)].map {
                    UInt8((Double($0.0) + (Double($0.1) - Double($0.0)) * dot).rounded())
                }
                rgba.append(UInt8((coverage * 255).rounded()))
            }
        }
        // Within BannerImage's bounds by construction.
        return BannerImage(width: side, height: side, rgba: rgba)!
    }()
}
