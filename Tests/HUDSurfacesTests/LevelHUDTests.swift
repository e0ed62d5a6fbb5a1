import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Level HUD (OSD): model, layout and its stay on a manual clock")
struct LevelHUDTests {
    private func scene(_ model: LevelHUDModel, scale: Double = 1, height: Double = 600) -> Scene {
        OverlayLayout.scene(for: .levelHUD(model), in: context(height: height, scale: scale))
    }

    private func filled(_ scene: Scene) -> Int {
        let foreground = Theme.dark.hudForeground
        return (0..<16).filter { scene.node(named: "segment\($0)")?.fill == foreground }.count
    }

    private func controller(_ model: LevelHUDModel, clock: ManualClock) throws -> OverlayController {
        let controller = try OverlayController(
            overlay: .levelHUD(model), appearance: nil, transition: nil, animator: Animator(clock: clock),
            layoutContext: { context() })
        try controller.presentation.show()
        return controller
    }

    @Test func levelsAreClampedAndNaNIsZero() {
        #expect(LevelHUDModel.volume(-20).level == 0)
        #expect(LevelHUDModel.volume(250).level == 100)
        #expect(LevelHUDModel.brightness(.nan).level == 0)
        var model = LevelHUDModel.volume(50)
        model.level = 101
        #expect(model.level == 100)
    }

    @Test(arguments: [
        (0.0, 0), (6.0, 0), (6.25, 1), (7, 1), (12.5, 2), (50, 8), (93.75, 15), (99, 15), (100, 16),
    ])
    func segmentFillsOnceTheLevelReachesItsStep(level: Double, segments: Int) {
        #expect(LevelHUDModel.volume(level).filledSegments == segments)
        #expect(filled(scene(.volume(level))) == segments)
    }

    @Test(arguments: [(0.0, 0), (1, 1), (33, 1), (33.5, 2), (66, 2), (67, 3), (100, 3)])
    func speakerWavesFollowTheLevel(level: Double, waves: Int) {
        #expect(
            scene(.volume(level)).node(named: "glyph")?.content == .levelGlyph(.speaker(waves: waves), color: .white))
    }

    @Test func mutedVolumeIsSlashedAndBrightnessIsASun() {
        let muted = scene(.volume(40, muted: true))
        #expect(muted.node(named: "glyph")?.content == .levelGlyph(.mutedSpeaker, color: .white))
        #expect(filled(muted) == 6)
        #expect(scene(.brightness(60)).node(named: "glyph")?.content == .levelGlyph(.sun, color: .white))
    }

    @Test func squareCardCentredAcrossTwoThirdsDownOnWholePixels() throws {
        for scale in [1.0, 2.0] {
            let scene = scene(.volume(50), scale: scale)
            let card = try #require(scene.node(named: "card"))
            #expect(card.frame.size == Size(width: 156, height: 156))
            #expect(card.frame.midX == 400 && card.frame.midY == 400)
            #expect(card.blursBeneath && card.role == nil && !scene.blocksInput && !scene.blocksHUDOnly)
            let row = try #require(scene.node(named: "segments"))
            #expect(row.frame.midX == card.frame.midX && row.frame.width == 126)
            for node in row.children + [try #require(scene.node(named: "glyph"))] {
                for edge in [node.frame.minX, node.frame.minY, node.frame.maxX, node.frame.maxY] {
                    #expect((edge * scale).rounded() == edge * scale)
                }
            }
        }
    }

    @Test func shortMonitorKeepsTheCardInsideItsMargins() throws {
        let card = try #require(scene(.volume(50), height: 240).node(named: "card"))
        #expect(card.frame.maxY <= 220 && card.frame.minY >= 20)
    }

    @Test func placementMovesItButClicksStillPassThrough() throws {
        var model = LevelHUDModel.volume(50)
        model.placement = HUDPlacement(position: .top, interaction: .blockAll)
        let scene = scene(model)
        let card = try #require(scene.node(named: "card"))
        #expect(card.frame.minY == 20 && card.frame.midX == 400)
        #expect(!scene.blocksInput && !scene.blocksHUDOnly && card.role == nil)
        #expect(OverlayInteraction(overlay: .levelHUD(model), appearance: nil).takesKeyboard == false)
    }

    @Test func customLevelShowsItsIconAndLabel() throws {
        let icon = try #require(BannerImage(width: 2, height: 1, rgba: [UInt8](repeating: 255, count: 8)))
        let scene = scene(.level(30, icon: icon, label: "Microphone"))
        let image = try #require(scene.node(named: "icon"))
        #expect(image.content == .image(icon) && image.frame.size == Size(width: 64, height: 32))
        let label = try #require(scene.node(named: "label"))
        #expect(label.frame.minY >= image.frame.maxY && label.frame.maxY <= scene.node(named: "segments")!.frame.minY)
        #expect(scene.node(named: "glyph") == nil && filled(scene) == 4)
    }

    @Test func fadesInStaysOneSecondAfterTheLastUpdateAndFadesOut() throws {
        let clock = ManualClock()
        let osd = try controller(.volume(40), clock: clock)
        var removedAt: Double?
        osd.presentation.onRemoved = { removedAt = clock.now }
        #expect(osd.currentFrame?.node(named: "card")?.alpha == 0)
        clock.advance(to: LevelHUDTimeline.fadeInDuration)
        #expect(osd.currentFrame?.node(named: "card")?.alpha == 1)
        clock.advance(to: 0.6)
        try osd.update(to: .levelHUD(.volume(80)))
        try osd.presentation.restart()
        // In place: the segments changed and nothing entered again.
        #expect(osd.currentFrame?.node(named: "card")?.alpha == 1)
        #expect(filled(try #require(osd.currentFrame)) == 12)
        clock.advance(to: 1.5)
        #expect(osd.currentFrame?.node(named: "card")?.alpha == 1)
        clock.advance(to: 1.6 + LevelHUDTimeline.fadeOutDuration / 2)
        let alpha = try #require(osd.currentFrame?.node(named: "card")?.alpha)
        #expect(alpha > 0 && alpha < 1)
        clock.advance(to: 1.6 + LevelHUDTimeline.fadeOutDuration + 0.02)
        #expect(osd.presentation.phase == .removed)
        #expect(abs(try #require(removedAt) - (1.6 + LevelHUDTimeline.fadeOutDuration)) <= 1.0 / 60 + 1e-9)
    }

    @Test func anUpdateDuringTheFadeOutBringsItBackUp() throws {
        let clock = ManualClock()
        let osd = try controller(.brightness(10), clock: clock)
        clock.advance(to: 1.1)
        let fading = try #require(osd.currentFrame?.node(named: "card")?.alpha)
        #expect(fading < 1)
        try osd.update(to: .levelHUD(.brightness(20)))
        try osd.presentation.restart()
        clock.advance(to: 1.1 + LevelHUDTimeline.fadeInDuration)
        #expect(osd.currentFrame?.node(named: "card")?.alpha == 1)
        clock.advance(to: 2.05)
        #expect(osd.presentation.phase == .showing)
        clock.advance(to: 2.1 + LevelHUDTimeline.fadeOutDuration + 0.02)
        #expect(osd.presentation.phase == .removed)
    }

    @Test func aStillOSDAsksForNoFramesWhileItStays() throws {
        let clock = ManualClock()
        _ = try controller(LevelHUDModel(kind: .volume, level: 50, hideDelay: 10), clock: clock)
        clock.advance(to: 1)
        let before = clock.framesDelivered
        clock.advance(to: 9)
        #expect(clock.framesDelivered == before)
    }

    @Test func anInvalidHideDelayIsRefused() throws {
        #expect(throws: HUDError.self) {
            _ = try controller(LevelHUDModel(kind: .volume, level: 50, hideDelay: .nan), clock: ManualClock())
        }
    }
}
