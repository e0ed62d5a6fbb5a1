import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("The desktop's light or dark: every surface takes it unless one is chosen")
struct DesktopAppearanceLayoutTests {
    /// Alerts, sheets and the OSD follow the desktop unless a style is chosen (the OSD dark when the
    /// desktop says nothing); HUDs stay dark.
    @Test func alertsSheetsAndTheOSDTakeTheDesktopsAppearanceUnlessOneIsChosen() throws {
        func context(_ appearance: Appearance?, desktop: Appearance?) throws -> LayoutContext {
            try LayoutContext(
                canvas: Size(width: 800, height: 600), scale: 1, appearance: appearance,
                measurer: FixedWidthMeasurer(), desktopAppearance: desktop)
        }
        let alert = SystemAlertLayout(model: try AlertModel(title: "Delete?", actions: [AlertAction(title: "OK")]))
        #expect(alert.scene(in: try context(nil, desktop: .dark)) == alert.scene(in: try context(.dark, desktop: nil)))
        #expect(alert.scene(in: try context(.light, desktop: .dark)) == alert.scene(in: try context(nil, desktop: nil)))
        #expect(alert.scene(in: try context(nil, desktop: .dark)) != alert.scene(in: try context(nil, desktop: nil)))
        let sheet = ActionSheetLayout(
            model: try ActionSheetModel(title: "Share", actions: [AlertAction(title: "Copy")]))
        #expect(sheet.scene(in: try context(nil, desktop: .dark)) == sheet.scene(in: try context(.dark, desktop: nil)))
        let osd = LevelHUDLayout(model: LevelHUDModel(kind: .volume, level: 50))
        #expect(osd.scene(in: try context(nil, desktop: .light)) == osd.scene(in: try context(.light, desktop: nil)))
        #expect(osd.scene(in: try context(nil, desktop: nil)) == osd.scene(in: try context(.dark, desktop: nil)))
        let hud = StatusHUDLayout(model: StatusHUDModel(text: "Saved"))
        #expect(hud.scene(in: try context(nil, desktop: .light)) == hud.scene(in: try context(nil, desktop: nil)))
    }

    /// Banners and the Notification Center follow the desktop too, unless their options choose.
    @Test func bannersAndTheCenterTakeTheDesktopsAppearanceUnlessOneIsChosen() throws {
        func scenes(_ appearance: Appearance?, desktop: Appearance?) throws -> (Scene?, SceneNode) {
            let context = try LayoutContext(
                canvas: Size(width: 800, height: 600), scale: 1, measurer: FixedWidthMeasurer(),
                desktopAppearance: desktop)
            let clock = ManualClock()
            let options = BannerStackOptions(maximumVisible: 1, appearance: appearance)
            let stack = BannerStack(options: options, animator: Animator(clock: clock)) { context }
            for id in [1, 2] as [UInt32] { stack.post(id: id, banner: BannerStackTests.banner(), expiry: .never) }
            clock.advance(by: 1)
            let center = NotificationCenterLayout(
                model: NotificationCenterModel(), now: 0, date: "Thursday 3 December", doNotDisturb: false,
                options: options, context: context)
            return (stack.currentScene, center.panel)
        }
        let followed = try scenes(nil, desktop: .dark)
        let chosen = try scenes(.dark, desktop: nil)
        #expect(followed.0 == chosen.0 && followed.1 == chosen.1)
        let light = try scenes(nil, desktop: nil)
        #expect(light.0 != followed.0 && light.1 != followed.1)
        let overridden = try scenes(.light, desktop: .dark)
        #expect(overridden.0 == light.0 && overridden.1 == light.1)
    }
}
