import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("HUD placement: masks, positions, offsets and interaction")
struct HUDPlacementTests {
    /// A text card ("Hi": 34 × 37) and the loading HUD's fixed 150 × 120 card.
    private static func cards(_ placement: HUDPlacement?, in context: LayoutContext = context()) throws -> [SceneNode] {
        let status = StatusHUDLayout(model: StatusHUDModel(text: "Hi", placement: placement)).scene(in: context)
        let loading = LoadingHUDLayout(model: LoadingHUDModel(text: "Wait", placement: placement)).scene(in: context)
        return [try #require(status.node(named: "card")), try #require(loading.node(named: "card"))]
    }

    @Test(arguments: HUDPosition.allCases)
    func eachPositionIsTwentyFromTheEdgesItNames(position: HUDPosition) throws {
        let name = position.rawValue.lowercased()
        for card in try Self.cards(HUDPlacement(position: position)) {
            let frame = card.frame
            if name.hasSuffix("left") {
                #expect(frame.minX == 20)
            } else if name.hasSuffix("right") {
                #expect(frame.maxX == 800 - 20)
            } else {
                #expect(abs(frame.midX - 400) <= 0.5)
            }
            if name.hasPrefix("top") {
                #expect(frame.minY == 20)
            } else if name.hasPrefix("bottom") {
                #expect(frame.maxY == 600 - 20)
            } else {
                #expect(abs(frame.midY - 300) <= 0.5)
            }
            // The card's contents travel with it.
            let label = try #require(card.node(named: "label"))
            #expect(abs(label.frame.midX - frame.midX) <= 0.5)
        }
    }

    @Test func offsetIsAddedAfterThePosition() throws {
        let offset = Point(x: -5, y: 7)
        for position in [HUDPosition.center, .bottomRight] {
            let placed = try Self.cards(HUDPlacement(position: position))
            let moved = try Self.cards(HUDPlacement(position: position, offset: offset))
            for (card, movedCard) in zip(placed, moved) {
                #expect(movedCard.frame == card.frame.offsetBy(dx: offset.x, dy: offset.y))
                #expect(
                    movedCard.node(named: "label")?.frame
                        == card.node(named: "label")?.frame.offsetBy(dx: offset.x, dy: offset.y))
            }
        }
    }

    @Test func placedCardsStayOnWholePixels() throws {
        let halfPoint = HUDPlacement(position: .bottomLeft, offset: Point(x: 0.3, y: -0.3))
        for card in try Self.cards(halfPoint, in: context(width: 801, height: 601, scale: 2)) {
            for edge in [card.frame.minX, card.frame.minY, card.frame.maxX, card.frame.maxY] {
                #expect(edge * 2 == (edge * 2).rounded())
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func standardPlacementReproducesTheOldLayout(scale: Double) throws {
        // An odd canvas puts the centred card on a half point, which the old layout snapped.
        let context = context(width: 801, height: 601, scale: scale)
        let models = [
            StatusHUDModel(text: "Hi"), StatusHUDModel(glyph: .checkmark, text: "Done"),
            StatusHUDModel(indicator: .progress(.bar, 0.5)), StatusHUDModel(indicator: .ring, text: "Wait"),
        ]
        for model in models {
            let scene = StatusHUDLayout(model: model).scene(in: context)
            var standard = model
            standard.placement = .standard
            #expect(StatusHUDLayout(model: standard).scene(in: context) == scene)
            let card = try #require(scene.nodes.first)
            #expect(scene.nodes.count == 1 && card.name == "card" && card.role == nil)
            #expect(card.frame == context.centeredBox(card.frame.size))
            #expect(!scene.blocksInput && !scene.blocksHUDOnly)
        }
        for text in [nil, "Loading..."] as [String?] {
            let scene = LoadingHUDLayout(model: LoadingHUDModel(text: text)).scene(in: context)
            #expect(
                LoadingHUDLayout(model: LoadingHUDModel(text: text, placement: .standardLoading)).scene(in: context)
                    == scene)
            #expect(scene.nodes.map(\.name) == ["dim", "card"])
            #expect(
                scene.nodes[0]
                    == SceneNode(
                        name: "dim", frame: context.bounds, fill: Color(white: 0, alpha: 0.3),
                        role: .backdrop))
            #expect(scene.nodes[1].frame == context.centeredBox(LoadingHUDLayout.cardSize))
            #expect(scene.nodes[1].role == .body)
            #expect(scene.blocksInput && !scene.blocksHUDOnly)
        }
    }

    @Test func masksMakeTheirBackdrop() throws {
        let tint = Color(red: 0.1, green: 0.2, blue: 0.5, alpha: 0.35)
        let expected: [(HUDMask, fill: Color?, content: NodeContent)] = [
            (.clear, nil, .none),
            (.black, Color(white: 0, alpha: 0.4), .none),
            (.gradient, nil, .radialGradient(inner: .clear, outer: Color(white: 0, alpha: 0.75))),
            (.custom(tint), tint, .none),
        ]
        for (mask, fill, content) in expected {
            let scene = StatusHUDLayout(model: StatusHUDModel(text: "Hi", placement: HUDPlacement(mask: mask)))
                .scene(in: context())
            #expect(scene.nodes.map(\.name) == ["dim", "card"], "\(mask)")
            let dim = scene.nodes[0]
            #expect(dim.frame == Rect(x: 0, y: 0, width: 800, height: 600))
            #expect(dim.role == .backdrop && dim.alpha == 1)
            #expect(dim.fill == fill, "\(mask)")
            #expect(dim.content == content, "\(mask)")
        }
        let unmasked = LoadingHUDLayout(
            model: LoadingHUDModel(placement: HUDPlacement(mask: .none, interaction: .blockAll))
        )
        .scene(in: context())
        #expect(unmasked.nodes.map(\.name) == ["card"])
    }

    @Test func interactionDecidesWhatIsBlocked() throws {
        let expected: [(HUDInteraction, blocksInput: Bool, blocksHUDOnly: Bool, cardRole: NodeRole?)] = [
            (.blockAll, true, false, .body),
            (.blockHUDOnly, false, true, .body),
            (.blockNone, false, false, nil),
        ]
        for (interaction, blocksInput, blocksHUDOnly, cardRole) in expected {
            let placement = HUDPlacement(mask: .black, interaction: interaction)
            let scenes = [
                StatusHUDLayout(model: StatusHUDModel(glyph: .info, placement: placement)).scene(in: context()),
                LoadingHUDLayout(model: LoadingHUDModel(placement: placement)).scene(in: context()),
            ]
            for scene in scenes {
                #expect(scene.blocksInput == blocksInput, "\(interaction)")
                #expect(scene.blocksHUDOnly == blocksHUDOnly, "\(interaction)")
                let card = try #require(scene.node(named: "card"))
                #expect(card.role == cardRole, "\(interaction)")
                // Beside the card is the mask, a tap outside; the card's own clicks are its role's.
                #expect(scene.role(at: Point(x: 5, y: 5)) == .backdrop)
                #expect(scene.role(at: card.frame.center) == cardRole ?? .backdrop)
            }
        }
    }
}
