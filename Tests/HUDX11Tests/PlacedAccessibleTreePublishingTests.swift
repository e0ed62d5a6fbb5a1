import HUDCore
import HUDSurfaces
import HUDTestHarness
import HUDX11
import Synchronization
import Testing

/// What a stage builds and tells a screen reader's observer as it runs on Xvfb: a tree only for a
/// surface whose state has changed, none for an animation's frames, and the observer told of each
/// change as before.
@Suite(.serialized)
struct AccessibleSurfacePublishingTests {
    /// Every list of surfaces the stage told, in order.
    final class Recorder: AccessibilityObserver {
        let told = Mutex<[[PlacedAccessibleTree]]>([])

        func surfacesChanged(_ surfaces: [PlacedAccessibleTree]) {
            told.withLock { $0.append(surfaces) }
        }

        var count: Int { told.withLock(\.count) }
        var last: [PlacedAccessibleTree] { told.withLock { $0.last ?? [] } }
    }

    /// A spinner's frames build no tree and tell nothing; a held volume key's updates build one tree
    /// each and each is told with its level.
    @Test func framesBuildNoTreeAndEachLevelUpdateBuildsOne() throws {
        let server = try XvfbServer(width: 640, height: 480)
        let stage = try X11Stage(display: server.display)
        let recorder = Recorder()
        stage.accessibilityObserver = recorder
        let options = DisplayOptions(monitor: .primary, scale: 1)

        let loading: X11Overlay = try stage.present(.loading(LoadingHUDModel(text: "Working")), options: options)
        Self.run(stage, for: 0.4)
        #expect(recorder.last.map(\.tree.name) == ["Working"])
        let built = stage.accessibleTreesBuilt
        let told = recorder.count
        let frames = loading.statistics.frames
        Self.run(stage, for: 0.5)
        #expect(loading.statistics.frames > frames + 5, "the spinner turned")
        #expect(stage.accessibleTreesBuilt == built)
        #expect(recorder.count == told)

        let level: X11Overlay = try stage.present(.levelHUD(.volume(0)), options: options)
        Self.run(stage, for: 0.4)
        let levelShown = stage.accessibleTreesBuilt
        let levelTold = recorder.count
        #expect(levelShown == built + 1)
        for step in 1...5 {
            try level.update(to: .levelHUD(.volume(Double(step))))
            try level.restart()
            Self.run(stage, for: 1.0 / 30)
        }
        #expect(stage.accessibleTreesBuilt == levelShown + 5)
        #expect(recorder.count == levelTold + 5)
        #expect(recorder.last.compactMap(\.tree.value?.current) == [5])
    }

    /// New text on a HUD is told to the observer with the new name.
    @Test func aChangedLabelIsToldAgain() throws {
        let server = try XvfbServer(width: 640, height: 480)
        let stage = try X11Stage(display: server.display)
        let recorder = Recorder()
        stage.accessibilityObserver = recorder
        let hud: X11Overlay = try stage.present(
            .loading(LoadingHUDModel(text: "Working")), options: DisplayOptions(monitor: .primary, scale: 1))
        Self.run(stage, for: 0.3)
        #expect(recorder.last.map(\.tree.name) == ["Working"])

        try hud.update(to: .loading(LoadingHUDModel(text: "Saving")))
        Self.run(stage, for: 0.1)
        #expect(recorder.last.map(\.tree.name) == ["Saving"])
    }

    /// While a screen reader listens a dialog opens focused on its preferred button; once it stops,
    /// the dialog up keeps that focus (the user's focus is not moved under them) and a new dialog
    /// opens with none.
    @Test func aScreenReaderStoppingLeavesTheDialogUpFocusedAndNewDialogsUnfocused() throws {
        let server = try XvfbServer(width: 640, height: 480)
        let stage = try X11Stage(display: server.display)
        stage.accessibilityObserver = Recorder()
        let card = CardAlertModel(title: "Delete?", message: "This cannot be undone.", sure: "Delete", cancel: "Keep")
        let first: X11Overlay = try stage.present(.card(card), options: DisplayOptions(monitor: .primary, scale: 1))
        Self.run(stage, for: 0.3)
        #expect(Self.focusedNames(first) == ["Delete"])

        stage.accessibilityObserver = nil
        Self.run(stage, for: 0.1)
        #expect(Self.focusedNames(first) == ["Delete"])
        let second: X11Overlay = try stage.present(
            .card(card), options: DisplayOptions(monitor: .primary, scale: 1))
        Self.run(stage, for: 0.3)
        #expect(second.driver.accessibleTree != nil)
        #expect(Self.focusedNames(second).isEmpty)
    }

    private static func focusedNames(_ overlay: X11Overlay) -> [String] {
        (overlay.driver.accessibleTree?.children ?? []).filter { $0.states.contains(.focused) }.map(\.name)
    }

    /// Runs `stage` for `seconds` of its clock.
    private static func run(_ stage: X11Stage, for seconds: Double) {
        var isDone = false
        stage.clock.schedule(at: stage.clock.now + seconds) { isDone = true }
        stage.run { isDone }
    }
}
