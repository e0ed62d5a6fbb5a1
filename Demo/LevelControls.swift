import HUDKit

/// The demo's volume and brightness, changed by its level buttons as a desktop's keys change them:
/// the volume in iOS's 16 steps (one segment a click), a press either way unmuting it, as iOS's
/// buttons do; the brightness up a quarter a click, round to 0 after 100. Pure, so that the level
/// HUD the demo shows follows from the presses alone.
struct LevelControls {
    /// What the result log calls a level button's outcome.
    static let logName = "osd"

    enum Key: Int, CaseIterable {
        case volumeDown, volumeUp, mute, brightness

        /// The button's label.
        var title: String {
            switch self {
            case .volumeDown: "Volume −"
            case .volumeUp: "Volume +"
            case .mute: "Mute"
            case .brightness: "Brightness +"
            }
        }
    }

    /// Volume steps of the 16, at the start half way.
    private(set) var volumeSteps = LevelHUDModel.segmentCount / 2
    private(set) var isMuted = false
    private(set) var brightness = 50.0

    var volume: Double { Double(volumeSteps) * 100 / Double(LevelHUDModel.segmentCount) }

    /// Applies `key`; the level HUD to show for it.
    mutating func press(_ key: Key) -> LevelHUDModel {
        switch key {
        case .volumeDown, .volumeUp:
            volumeSteps = min(LevelHUDModel.segmentCount, max(0, volumeSteps + (key == .volumeUp ? 1 : -1)))
            isMuted = false
            return .volume(volume)
        case .mute:
            isMuted.toggle()
            return .volume(volume, muted: isMuted)
        case .brightness:
            brightness = brightness >= 100 ? 0 : brightness + 25
            return .brightness(brightness)
        }
    }

    /// The status line's title and text for what `key` changed: "Volume", "56 % (muted)".
    func status(after key: Key) -> (title: String, text: String) {
        switch key {
        case .brightness: ("Brightness", "\(Int(brightness)) %")
        default: ("Volume", "\(Int(volume.rounded())) %" + (isMuted ? " (muted)" : ""))
        }
    }
}
