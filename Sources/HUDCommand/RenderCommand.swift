import HUDKit

/// `hud render KIND …`: draws one overlay, dim layer included, over a backdrop into a PNG.
enum RenderCommand {
    static let usage = """
        usage: hud render KIND [TEXT] --out FILE.png [options]
          KIND: \(OverlayOptions.kinds.joined(separator: " | "))
          --out FILE.png            where to write the image (required)
          --size WxH                canvas (monitor) size in points, default 800x600
          --scale S                 device pixels per point, default 1
          --backdrop checker|none|COLOR   what lies beneath (#RRGGBB, #RRGGBBAA, white, …), default checker
          --style light|dark        appearance, default: dark HUDs, light alerts
          --text TEXT               toast/loading/status text (or give it as TEXT)
          card:  --title T --message M --sure TEXT --cancel TEXT
          alert: --title T --message M --action TEXT[:default|cancel|destructive] (repeatable)
                 --preferred TITLE --field PLACEHOLDER --secure-field PLACEHOLDER (up to 2 fields)
        examples:
          hud render card --title "Delete?" --message "This cannot be undone." --sure Delete --cancel Cancel --out card.png
          hud render toast "Saved" --scale 2 --backdrop white --out toast.png
        """

    static let specs = OverlayOptions.specs + [
        .value("out"), .value("size"), .value("scale"), .value("backdrop"), .value("style"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, accepting: specs)
        guard let kind = arguments.positionals.first else { throw UsageError(message: "missing KIND") }
        let overlay = try OverlayOptions.overlay(kind: kind, arguments)
        guard let out = arguments.value("out") else { throw UsageError(message: "missing --out FILE.png") }
        let options = try snapshotOptions(arguments)
        let renderer = try SnapshotRenderer()
        let scene: Scene
        do {
            scene = try renderer.scene(for: overlay, options: options)
        } catch {
            throw UsageError(message: error.description)
        }
        try renderer.image(of: scene, options: options).writePNG(to: out)
        return 0
    }

    static func snapshotOptions(_ arguments: ParsedArguments) throws(UsageError) -> SnapshotOptions {
        var options = SnapshotOptions()
        if let size = arguments.value("size") {
            let parts = size.split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == 2, let width = parts[0], let height = parts[1] else {
                throw UsageError(message: "--size needs WxH, for example 800x600, got \"\(size)\"")
            }
            options.size = Size(width: width, height: height)
        }
        if let scale = try arguments.double("scale") { options.scale = scale }
        if let backdrop = arguments.value("backdrop") {
            guard let parsed = Backdrop(parsing: backdrop) else {
                throw UsageError(message: "--backdrop needs checker, none or a colour like #336699, got \"\(backdrop)\"")
            }
            options.backdrop = parsed
        }
        if let style = arguments.value("style") {
            guard let appearance = Appearance(rawValue: style) else {
                throw UsageError(message: "--style needs light or dark, got \"\(style)\"")
            }
            options.appearance = appearance
        }
        return options
    }
}
