import Glibc
import HUDKit

/// `hud render KIND …`: draws one overlay, dim layer included, over a backdrop into a PNG.
enum RenderCommand {
    static let usage = """
        usage: hud render KIND [TEXT] --out FILE.png [options]
          KIND: \(OverlayArguments.kinds.joined(separator: " | ")) | banner | center
          --out FILE.png            where to write the image (required)
          --size WxH                canvas (monitor) size in points, default 800x600
          --scale S                 device pixels per point, default 1
          --backdrop checker|none|COLOR   what lies beneath (#RRGGBB, #RRGGBBAA, white, …), default checker
          --style light|dark        appearance, default: dark HUDs, light alerts
          --blur auto|own|compositor|off   blur the backdrop beneath the card (default auto;
                                    all but off blur)
          --text TEXT               toast/loading/status text (or give it as TEXT)
          --time T                  the frame T seconds after the overlay began to show (default: settled)
          --hide-at T2              start the dismissal at T2 seconds (with --time or --frames)
          --frames DIR              write a numbered PNG sequence into DIR instead of --out
          --pressed TITLE           draw the button titled TITLE pressed (held down)
          --fps N --duration D      frames per second (default 60) and length in seconds (default 1)
          card:  --title T --message M --sure TEXT --cancel TEXT
          alert: --title T --message M --action TEXT[:default|cancel|destructive] (repeatable)
                 --preferred TITLE --field PLACEHOLDER --secure-field PLACEHOLDER (up to 2 fields)
          sheet: --title T --message M --action TEXT… --destructive TEXT… --cancel TEXT --anchor X,Y
        \(BannerRenderCommand.usage)
        \(CenterRenderCommand.usage)
        examples:
          hud render card --title "Delete?" --message "This cannot be undone." --sure Delete --cancel Cancel --out card.png
          hud render toast "Saved" --scale 2 --backdrop white --out toast.png
          hud render card --title T --sure OK --time 0.05 --out spring.png
          hud render toast "Bye" --frames frames/ --fps 30 --duration 2.5
          hud render banner --app Mail --summary Hi --body "Lunch?" --banner --summary Newer --out stack.png
          hud render center --app Mail --summary Hi --age 300 --banner --app Chat --summary Yo --out center.png
        """

    static let specs =
        OverlayArguments.specs + [
            .value("out"), .value("size"), .value("scale"), .value("backdrop"), .value("style"), .value("font"),
            .value("time"), .value("hide-at"), .value("frames"), .value("fps"), .value("duration"),
            .value("pressed"),
            .value("blur"),
        ]

    static func run(_ words: [String]) throws -> Int32 {
        if words.first == "banner" { return try BannerRenderCommand.run(Array(words.dropFirst())) }
        if words.first == "center" { return try CenterRenderCommand.run(Array(words.dropFirst())) }
        let arguments = try ParsedArguments(words, accepting: specs)
        guard let kind = arguments.positionals.first else { throw UsageError(message: "missing KIND") }
        let overlay = try OverlayArguments.overlay(kind: kind, arguments)
        var options = try snapshotOptions(arguments)
        if let title = arguments.value("pressed") {
            guard let index = overlay.actionIndex(titled: title) else {
                throw UsageError(message: "--pressed \"\(title)\" names no button")
            }
            options.pressedButton = index
        }
        let time = try arguments.seconds("time")
        let hideAt = try arguments.seconds("hide-at")
        let framesDirectory = arguments.value("frames")
        let out = arguments.value("out")
        guard out != nil || framesDirectory != nil else {
            throw UsageError(message: "missing --out FILE.png (or --frames DIR)")
        }
        if hideAt != nil, time == nil, framesDirectory == nil {
            throw UsageError(message: "--hide-at needs --time or --frames")
        }

        let renderer = try SnapshotRenderer(fontFile: try ShowRequest.fontFile(arguments))
        let scene: Scene
        do {
            scene = try renderer.scene(for: overlay, options: options)
        } catch {
            throw UsageError(message: error.description)
        }
        let empty = Scene(size: options.size, nodes: [], blocksInput: false)
        let motion = OverlayMotion.standard(for: overlay)
        if let framesDirectory {
            let fps = try arguments.seconds("fps") ?? 60
            let duration = try arguments.seconds("duration") ?? 1
            guard fps > 0, fps <= 240 else { throw UsageError(message: "--fps must be between 0 and 240, got \(fps)") }
            guard duration * fps <= 10_000 else {
                throw UsageError(message: "--duration × --fps is limited to 10000 frames")
            }
            try FramesDirectory.create(framesDirectory)
            let playback = try HeadlessPlayback(scene: scene, motion: motion, hideAt: hideAt)
            for index in 0...Int((duration * fps).rounded(.down)) {
                let frame = try playback.scene(at: Double(index) / fps) ?? empty
                let path = FramesDirectory.path(of: index, in: framesDirectory)
                try renderer.image(of: frame, options: options).writePNG(to: path)
            }
        }
        if let out {
            var frame = scene
            if let time {
                frame = try HeadlessPlayback(scene: scene, motion: motion, hideAt: hideAt).scene(at: time) ?? empty
            }
            try renderer.image(of: frame, options: options).writePNG(to: out)
        }
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
                throw UsageError(
                    message: "--backdrop needs checker, none or a colour like #336699, got \"\(backdrop)\"")
            }
            options.backdrop = parsed
        }
        options.appearance = try arguments.appearance()
        options.blur = try arguments.blurMode() ?? .auto
        options.words = Translation.process
        return options
    }
}
