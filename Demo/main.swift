import Foundation
import HUDKit

// Until the interactive demo exists (issue 7), the demo renders every static variant headlessly
// into a folder, so a newcomer sees the whole product at once.
let arguments = CommandLine.arguments.dropFirst()
let directory = arguments.first { !$0.hasPrefix("-") } ?? "build/gallery"

do {
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
} catch {
    FileHandle.standardError.write(Data("hud-demo: \(error)\n".utf8))
    exit(255)
}
