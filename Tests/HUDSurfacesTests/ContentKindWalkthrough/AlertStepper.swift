@testable import HUDCore
@testable import HUDSurfaces

/// A content kind added outside HUDSurfaces, as docs/architecture.md's walk-through adds one: a
/// UIStepper (− value +) in an alert. Its model, layout, keys and accessible node are this one
/// conformance; nothing in the alert's layout, input or tree names it.
struct AlertStepper: AlertContentKind {
    static let height = 29.0
    static let segmentWidth = 47.0

    var value: Int
    var range: ClosedRange<Int>

    func with(value: Int) -> AlertStepper {
        AlertStepper(value: min(max(value, range.lowerBound), range.upperBound), range: range)
    }

    func height(available: Double, theme: Theme, context: LayoutContext) -> Double { Self.height }

    /// UIStepper's two segments, centred, with the value between them.
    func nodes(
        in frame: Rect, focusedField: Int?, selection: FieldSelection?, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        let width = 2 * Self.segmentWidth
        let box = Rect(x: frame.midX - width / 2, y: frame.minY, width: width, height: Self.height)
        func segment(_ name: String, x: Double) -> SceneNode {
            SceneNode(
                name: name, frame: Rect(x: x, y: box.minY, width: Self.segmentWidth, height: Self.height),
                stroke: Stroke(color: theme.tint, width: 1), role: .content(0))
        }
        let label = TextBlock(
            text: String(value), style: TextStyle(size: 13, color: theme.alertTitle), wrapWidth: 40)
        return [
            SceneNode(
                name: "stepper", frame: box, cornerRadii: .all(8),
                children: [
                    segment("stepperMinus", x: box.minX), segment("stepperPlus", x: box.midX),
                    .text(
                        label, size: context.measure(label), centeredAt: Point(x: box.midX, y: box.midY),
                        name: "stepperValue"),
                ])
        ]
    }

    func pressed(at point: Point, in scene: Scene) -> AlertStepper? {
        if scene.node(named: "stepperMinus")?.frame.contains(point) == true { return with(value: value - 1) }
        if scene.node(named: "stepperPlus")?.frame.contains(point) == true { return with(value: value + 1) }
        return nil
    }

    func responding(to key: KeyInput, at part: Int) -> AlertStepper? {
        switch key {
        case .left, .down: with(value: value - 1)
        case .right, .up: with(value: value + 1)
        default: nil
        }
    }

    func focusRingNode(at part: Int) -> String? { "stepper" }
    var answer: AlertContentValue? { .value(value) }

    func accessibleNodes(in scene: Scene, focus: FocusTarget?) -> [AccessibleNode] {
        guard let frame = scene.node(named: "stepper")?.frame else { return [] }
        return [
            AccessibleNode(
                role: .slider, name: "", states: Self.focusableStates(focused: focus == .content(0)), extents: frame,
                value: AccessibleValue(
                    current: Double(value), minimum: Double(range.lowerBound), maximum: Double(range.upperBound),
                    text: String(value)))
        ]
    }
}
