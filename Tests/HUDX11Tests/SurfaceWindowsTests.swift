import CX11
import HUDAutomation
import HUDCore
import HUDKit
import HUDStage
import HUDSurfaces
import HUDTestHarness
import HUDX11
import Testing

/// A kind of surface the backend has never heard of: a square in a corner that wants the keys and
/// leaves when told. Shown by `X11Stage` through nothing but its adoption of `StageSurface` and its
/// policy, as the next kind of surface will be.
private final class CornerSquare: StageSurface {
    static let frame = Rect(x: 20, y: 30, width: 120, height: 90)
    let policy: SurfacePolicy
    let placement = SurfacePlacement(monitor: .primary, scale: 1, blur: .off, words: .english)
    var layoutContext: () throws -> LayoutContext = { throw SurfaceNotPlaced() }
    var onChange: (() -> Void)?
    let animator: Animator
    private(set) var received: [InteractionEvent] = []
    private(set) var dismissals = 0
    private var layout: LayoutContext?

    var wantsWindow = false {
        didSet { onChange?() }
    }

    init(animator: Animator, keyboard: SurfacePolicy.Keyboard = .keys) {
        self.animator = animator
        policy = SurfacePolicy(role: .panel, keyboard: keyboard, rebuild: .close)
    }

    var holdsInput: Bool { wantsWindow }

    var currentScene: Scene? {
        guard let layout else { return nil }
        let square = SceneNode(name: "square", frame: Self.frame, fill: Color(red: 0.9, green: 0.2, blue: 0.1))
        return Scene(size: layout.canvas, nodes: [square], blocksInput: false)
    }

    func windowRegion(canvas: Size, scale: Double) -> Rect? { Self.frame }

    var restingFrames: [Rect] { [Self.frame] }

    func relayout() {
        layout = try? layoutContext()
        onChange?()
    }

    func handle(_ event: InteractionEvent) {
        received.append(event)
    }

    func dismiss() {
        dismissals += 1
        wantsWindow = false
    }
}

@Suite(.serialized)
struct SurfaceWindowsTests {
    @Test func aNewKindOfSurfaceIsShownByItsPolicyAloneAndGetsItsInput() throws {
        let server = try XvfbServer(width: 640, height: 480)
        let probe = try X11Probe(server: server)
        let stage = try X11Stage(display: server.display)
        let square = try stage.makeSurface { CornerSquare(animator: $0) }
        let ours = { probe.topLevelWindows().filter { $0.windowTypes == ["_NET_WM_WINDOW_TYPE_DOCK"] } }
        #expect(ours().isEmpty, "no window until it wants one")

        square.wantsWindow = true
        let window = try #require(ours().first)
        #expect(window.isViewable)
        #expect(window.overrideRedirect)
        #expect(window.frame == CornerSquare.frame)

        // Its policy takes the keys: a key pressed anywhere reaches it, as a key stroke.
        let input = try InputSynthesizer(display: server.display)
        input.move(to: Point(x: 500, y: 400))
        try input.key("Down")
        #expect(
            Self.run(stage) {
                square.received.contains { if case .keyStroke(let stroke) = $0 { stroke.key == .down } else { false } }
            })

        // The wheel over its window arrives as notches.
        input.click(at: CornerSquare.frame.center, button: 5)
        #expect(Self.run(stage) { square.received.contains { if case .scroll(1) = $0 { true } else { false } } })

        // Its policy's rebuild closes it.
        stage.dismissAll()
        #expect(square.dismissals == 1)
        #expect(ours().isEmpty, "its window went when it no longer wanted one")
    }

    @Test func aWindowThatTakesTypedTextIsOnScreenBeforeItsInputMethodOpens() throws {
        let server = try XvfbServer(width: 640, height: 480)
        let probe = try X11Probe(server: server)
        let screen = try ScreenProbe(display: server.display)
        let ours = { probe.topLevelWindows().filter { $0.windowTypes == ["_NET_WM_WINDOW_TYPE_DOCK"] } }
        var viewableAsItOpened: [Bool] = []
        var keyboardHeldAsItOpened: [Bool] = []
        let stage = try X11Stage(display: server.display) { display in
            viewableAsItOpened.append(ours().first?.isViewable ?? false)
            keyboardHeldAsItOpened.append(screen.keyboardIsGrabbed)
            return XOpenIM(display, nil, nil, nil)
        }
        let square = try stage.makeSurface { CornerSquare(animator: $0, keyboard: .text) }

        square.wantsWindow = true
        // Opening it parses the locale's compose table, which the window's appearance does not wait for.
        #expect(viewableAsItOpened == [true])
        // Keys pressed meanwhile wait for it rather than go to the window that had the focus.
        #expect(keyboardHeldAsItOpened == [true])

        // Typed text reaches the surface through it.
        let input = try InputSynthesizer(display: server.display)
        try input.type("q")
        let typed = { (event: InteractionEvent) in
            if case .keyStroke(let stroke) = event { stroke.key == .text("q") } else { false }
        }
        #expect(Self.run(stage) { square.received.contains(where: typed) })
    }

    /// Runs `stage` until `condition` holds or 5 s have passed; returns whether it held.
    private static func run(_ stage: X11Stage, until condition: @escaping () -> Bool) -> Bool {
        var isLate = false
        stage.clock.schedule(at: stage.clock.now + 5) { isLate = true }
        stage.run { condition() || isLate }
        return condition()
    }
}
