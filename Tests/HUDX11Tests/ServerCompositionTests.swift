import HUDCore
import HUDSurfaces
import HUDTestHarness
import HUDX11
import Testing

/// Composition in the X server: a card is rendered and sent once, then its spring is a
/// series of composites with a scale and an opacity, and a spinner's steps are pictures sent once;
/// what is sent never grows with the monitor.
@Suite("Composition in the X server", .serialized)
struct ServerCompositionTests {
    let options = DisplayOptions(monitor: .primary, scale: 1)

    @Test(arguments: [false, true])
    func aCardIsSentOnceAndItsSpringSendsNoPixels(compositing: Bool) throws {
        let server = try XvfbServer(width: 1280, height: 800)
        if compositing { _ = try server.startCompositor() }
        let stage = try X11Stage(display: server.display)
        let card: X11Overlay = try stage.present(
            .card(CardAlertModel(title: "Delete?", message: "It cannot be undone.", sure: "Delete", cancel: "Cancel")),
            options: options)
        stage.run { !card.isAnimating }
        let statistics = card.statistics
        #expect(statistics.frames >= 5)
        #expect(statistics.bytes == 0)
        // The card alone, not the 1280×800 dim (4 MB when the client drew the dim).
        #expect(statistics.firstPaintBytes > 0)
        #expect(statistics.firstPaintBytes < 320 * 200 * 4)
        card.dismiss()
        stage.runUntilAllRemoved()
    }

    /// Banners posted one after another over black and white stripes: each card is rendered and sent
    /// once, its entrance and the older cards' glide down are copies in the server (they move whole
    /// pixels), and the material under every card, where it came to rest, is the stripes blurred, cut
    /// to the card's rounded corners; for a stack entering from the top and one rising from the bottom.
    @Test(arguments: [BannerPosition.topRight, .bottomLeft])
    func bannersSlideWithoutSendingPixelsAndBlurWhereTheyComeToRest(position: BannerPosition) throws {
        let server = try XvfbServer(width: 800, height: 600)
        let probe = try X11Probe(server: server)
        CompositorBlurTests.coverWithStripes(probe)
        let stage = try X11Stage(display: server.display)
        let stack = try stage.makeSurface {
            BannerStack(options: BannerStackOptions(position: position, scale: 1), animator: $0)
        }
        for id in UInt32(1)...3 {
            let banner = BannerContent(
                appName: "make", summary: "Build \(id) done", body: [StyledTextRun("All tests passed")])
            stack.post(id: id, banner: banner, expiry: .never)
            stage.run { !stack.animator.isAnimating }
        }
        let statistics = try #require(stage.surfaceStatistics.first)
        #expect(statistics.frames >= 30)
        let cards = try #require(stack.currentScene).nodes.map(\.frame)
        #expect(cards.count == 3)
        let cardBytes = cards.map { Int(($0.width + 4) * ($0.height + 4)) * 4 }.max() ?? 0
        // After the first paint: the second and third cards, once each. A slide by fractions of a
        // pixel sent a card every frame; a new card made every card's layer anew and sent them all.
        #expect(statistics.bytes <= 2 * cardBytes, "\(statistics.bytes) bytes in \(statistics.frames) frames")

        let image = try screenshot(display: server.display)
        for card in cards {
            // Clear of the texts: the material alone, a 0.9 tint of #F5F5F5 over the stripes.
            let under = CompositorBlurTests.luminances(
                image, Rect(x: card.maxX - 70, y: card.maxY - 14, width: 50, height: 8))
            let beside = CompositorBlurTests.luminances(
                image, Rect(x: card.minX > 40 ? card.minX - 40 : card.maxX + 8, y: card.midY, width: 32, height: 8))
            let mean = Double(under.reduce(0, +)) / Double(under.count)
            // Over sharp stripes the tint leaves a spread of a tenth of 255; blurred, a quarter of that.
            #expect(under.max()! - under.min()! <= 255 / 10 / 4, "under the card at y \(card.minY): \(Set(under))")
            // Over the stripes blurred to grey (127), not over black or white left in the snapshot.
            #expect(abs(mean - (0.9 * 245 + 0.1 * 127.5)) < 4, "under the card at y \(card.minY): mean \(mean)")
            #expect(Set(beside) == [0, 255], "beside the card at y \(card.minY)")
            // The material is cut to the card's rounded corners: just inside its frame's corners, the stripes.
            for (x, y) in [(card.minX, card.minY), (card.maxX - 2, card.minY), (card.minX, card.maxY - 2)] {
                let corner = CompositorBlurTests.luminances(image, Rect(x: x, y: y, width: 2, height: 2))
                #expect(Set(corner).isSubset(of: [0, 255]), "the corner at \(x), \(y): \(corner)")
            }
        }
        stack.closeAll(reason: .undefined)
        stage.run { stack.isEmpty }
    }

    @Test func aSpinnerSendsEachStepOnce() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        let stage = try X11Stage(display: server.display)
        let loading: X11Overlay = try stage.present(.loading(LoadingHUDModel(text: "Working")), options: options)
        let clock = stage.clock
        var turned = false
        // The 12 steps take a second; the second turn shows them again.
        clock.schedule(at: clock.now + 1.5) { turned = true }
        stage.run { turned }
        let firstTurn = loading.statistics
        var secondTurnDone = false
        clock.schedule(at: clock.now + 1) { secondTurnDone = true }
        stage.run { secondTurnDone }
        let secondTurn = loading.statistics
        #expect(secondTurn.frames - firstTurn.frames >= 10)
        #expect(secondTurn.bytes == firstTurn.bytes)
        loading.dismiss()
        stage.runUntilAllRemoved()
    }

    /// A Notification Center on `stage` listing 40 closed notifications, each of its own app: far
    /// more stacks than the screen holds.
    static func centerOfForty(on stage: X11Stage, scale: Double) throws -> NotificationCenterPanel {
        let panel = try stage.makeSurface {
            NotificationCenterPanel(
                options: BannerStackOptions(scale: scale), animator: $0, date: { "Wednesday 2 December" })
        }
        panel.setEntries(
            (UInt32(1)...40).map { id in
                let banner = BannerContent(
                    appName: "app \(id)", summary: "Build \(id) done", body: [StyledTextRun("All tests passed")])
                return CenterEntry(id: id, banner: banner, postedAt: stage.clock.now, isOpen: false)
            })
        return panel
    }

    /// The Notification Center's first frame, a sliver of the panel sliding in, renders and sends
    /// only what shows in it: the cards still past the edge wait until they come into view.
    @Test func thePanelsFirstPaintSendsOnlyWhatShows() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        let stage = try X11Stage(display: server.display)
        let panel = try Self.centerOfForty(on: stage, scale: 1)
        panel.open()
        let first = try #require(stage.surfaceStatistics.first).firstPaintBytes
        let window = try #require(panel.panelFrame)
        let scene = try #require(panel.currentScene)
        #expect(scene.nodes[0].frame.minX > window.minX, "the first frame has the panel on its way in")
        let showing = scene.nodes.filter { $0.subtreeFrame.insetBy(dx: -2, dy: -2).intersects(window) }
        let allowed = showing.map { ($0.subtreeFrame.width + 4) * ($0.subtreeFrame.height + 4) * 4 }
        #expect(showing.count < scene.nodes.count, "some cards are still past the edge")
        #expect(first > 0 && first <= Int(allowed.reduce(0, +)), "\(first) bytes for \(showing.count) parts showing")
        stage.run { !panel.animator.isAnimating }
        #expect(try #require(stage.surfaceStatistics.first).bytes > 0, "the rest came as it slid in")
        panel.close()
        stage.runUntilAllRemoved()
    }

    /// The Notification Center scrolled by a wheel notch: the cards already drawn are moved in the
    /// server; only what comes into view is rendered and sent (a repaint of the list sent it all).
    @Test(arguments: [1.0, 2.0])
    func aScrollStepSendsOnlyWhatComesIntoView(scale: Double) throws {
        let server = try XvfbServer(width: 1280, height: 800)
        let stage = try X11Stage(display: server.display)
        let panel = try Self.centerOfForty(on: stage, scale: scale)
        panel.open()
        stage.run { !panel.animator.isAnimating }
        let before = try #require(stage.surfaceStatistics.first)
        #expect(before.firstPaintBytes > 0)
        let drawn = Set(try #require(panel.currentScene).nodes.compactMap(\.name))

        panel.scroll(by: 48)
        let after = try #require(stage.surfaceStatistics.first)
        let entering = try #require(panel.currentScene).nodes.filter { !drawn.contains($0.name ?? "") }
        let allowed = entering.map { node in
            (node.subtreeFrame.width + 4) * scale * (node.subtreeFrame.height + 4) * scale * 4
        }
        #expect(after.frames == before.frames + 1, "the step was painted")
        #expect(
            after.bytes - before.bytes <= Int(allowed.reduce(0, +)),
            "\(after.bytes - before.bytes) bytes for \(entering.count) parts coming into view")
        panel.close()
        stage.runUntilAllRemoved()
    }
}

/// The level HUD changed in place: a step that fills one more segment (the speaker's waves the same)
/// repaints that segment and sends its pixels alone, not the card.
@Suite("The level HUD's updates in the X server", .serialized)
struct LevelHUDUpdateTests {
    @Test(arguments: [1.0, 2.0])
    func aStepOfOneSegmentSendsThatSegmentAlone(scale: Double) throws {
        let server = try XvfbServer(width: 1280, height: 800)
        let stage = try X11Stage(display: server.display)
        let hud: X11Overlay = try stage.present(
            .levelHUD(.volume(7)), options: DisplayOptions(monitor: .primary, scale: scale))
        var entered = false
        stage.clock.schedule(at: stage.clock.now + 0.4) { entered = true }
        stage.run { entered }
        let before = hud.statistics
        #expect(before.firstPaintBytes > Int(LevelHUDLayout.side * LevelHUDLayout.side * scale * scale))

        try hud.update(to: .levelHUD(.volume(14)))
        var shown = false
        stage.clock.schedule(at: stage.clock.now + 0.1) { shown = true }
        stage.run { shown }
        let sent = hud.statistics.bytes - before.bytes
        // One 6 pt segment with a pixel of anti-aliasing around it, at the scale.
        let segment = (LevelHUDLayout.segmentSize.width + 2) * scale * (LevelHUDLayout.segmentSize.height + 2) * scale
        #expect(hud.statistics.frames > before.frames, "the step was repainted")
        #expect(sent > 0 && sent <= Int(segment) * 4, "\(sent) bytes for one segment")
        hud.dismiss()
        stage.runUntilAllRemoved()
    }
}
