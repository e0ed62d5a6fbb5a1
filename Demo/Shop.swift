import Foundation
import HUDKit

/// One item of seed 000's shop: a name and the colour its swatch is drawn in (the seed shows a
/// picture; the demo draws a swatch so it needs no image files).
struct Shop: Decodable, Sendable {
    let name: String
    let color: Color

    private enum CodingKeys: String, CodingKey { case name, color }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let text = try container.decode(String.self, forKey: .color)
        guard let color = Color(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .color, in: container,
                debugDescription: "\"\(text)\" is not a colour (#RRGGBB)")
        }
        self.color = color
    }

    /// `share/hud/shops.json` beside an installed `hud-demo` (`scripts/install` puts it there), else
    /// `Resources/shops.json` in the source tree this executable was built from, so a clean clone
    /// needs no install (`--shops PATH` reads another file).
    static var defaultPath: String {
        let installed = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/hud/shops.json")
        if FileManager.default.fileExists(atPath: installed.path) { return installed.path }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/shops.json").path
    }

    /// Reads the shop list; the error names the file and what is wrong with it.
    static func load(from path: String) throws -> [Shop] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DemoError.shops(path: path, reason: "cannot read it (\(error.localizedDescription))")
        }
        let shops: [Shop]
        do {
            shops = try JSONDecoder().decode([Shop].self, from: data)
        } catch {
            throw DemoError.shops(path: path, reason: "not a JSON list of {\"name\", \"color\"} (\(error))")
        }
        guard !shops.isEmpty else { throw DemoError.shops(path: path, reason: "the list is empty") }
        return shops
    }
}
