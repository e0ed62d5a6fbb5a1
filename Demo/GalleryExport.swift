import Foundation
import HUDAutomation
import HUDKit

/// `hud-demo --gallery DIR`: every static variant and motion rendered headlessly, with a contact
/// sheet: the whole product at a glance without a display.
enum GalleryExport {
    static func run(into directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let renderer = try SnapshotRenderer()
        for entry in Gallery.entries {
            let path = "\(directory)/\(entry.name).png"
            try renderer.image(of: entry.overlay, options: entry.options).writePNG(to: path)
            print(path)
        }
        for motion in Gallery.motions {
            let path = "\(directory)/\(motion.name).png"
            try motion.render(with: renderer).writePNG(to: path)
            print(path)
        }
        let sheet = "\(directory)/contact-sheet.png"
        try ContactSheet().render(Gallery.entries, with: renderer).writePNG(to: sheet)
        print("\(Gallery.entries.count) variants rendered into \(directory)/; overview: \(sheet)")
    }
}
