import HUDKit

/// What `hud render banner` and `hud render center` read alike from their options (the canvas, the
/// banners' options, the font, the moment drawn, where the PNG goes), and how each writes its frame.
struct PlaybackRender {
    let snapshot: SnapshotOptions
    let options: BannerStackOptions
    let renderer: SnapshotRenderer
    /// `--time`: the frame this many seconds in; nil for the settled one.
    let time: Double?
    /// `--hide-at`: when the exit begins (only with `--time`).
    let hideAt: Double?
    let out: String

    init(_ arguments: ParsedArguments) throws {
        snapshot = try RenderCommand.snapshotOptions(arguments)
        options = try BannerRenderCommand.stackOptions(arguments, snapshot: snapshot)
        renderer = try SnapshotRenderer(fontFile: try ShowRequest.fontFile(arguments))
        time = try arguments.seconds("time")
        hideAt = try arguments.seconds("hide-at")
        guard let out = arguments.value("out") else { throw UsageError(message: "missing --out FILE.png") }
        if hideAt != nil, time == nil { throw UsageError(message: "--hide-at needs --time") }
        self.out = out
    }

    /// Makes the playback with `make` (what it refuses, a `HUDError`, is a usage error) and writes
    /// its frame at `--time`, else at `settledTime`, as the PNG; an empty canvas once all has gone.
    func write<Playback>(
        settledTime: Double, _ make: () throws -> Playback, frame: (Playback, Double) throws -> Scene?
    ) throws {
        let playback: Playback
        do {
            playback = try make()
        } catch let error as HUDError {
            throw UsageError(message: error.description)
        }
        let scene =
            try frame(playback, time ?? settledTime) ?? Scene(size: snapshot.size, nodes: [], blocksInput: false)
        try renderer.image(of: scene, options: snapshot).writePNG(to: out)
    }
}
