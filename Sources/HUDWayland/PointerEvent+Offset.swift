import HUDCore

extension PointerEvent {
    /// The event at a point moved by `offset`: from a surface's own points to its scene's.
    func offset(by offset: Point) -> PointerEvent {
        func moved(_ point: Point) -> Point { Point(x: point.x + offset.x, y: point.y + offset.y) }
        return switch self {
        case .entered(let point): .entered(moved(point))
        case .moved(let point): .moved(moved(point))
        case .pressed(let point): .pressed(moved(point))
        case .released(let point): .released(moved(point))
        case .secondaryPressed(let point): .secondaryPressed(moved(point))
        case .middlePressed(let point): .middlePressed(moved(point))
        case .left: .left
        }
    }
}
