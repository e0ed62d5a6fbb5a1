import HUDCore

/// What `hud render` draws beneath an overlay, standing in for the desktop.
public enum Backdrop: Hashable, Sendable {
    /// A light checkerboard (8 pt squares) that makes translucency visible.
    case checker
    /// A flat colour.
    case color(Color)
    /// Leave the canvas transparent.
    case none

    /// `checker`, `none` or a colour (`#RRGGBB`, `#RRGGBBAA`, `white`, …).
    public init?(parsing text: String) {
        switch text {
        case "checker": self = .checker
        case "none": self = .none
        default:
            guard let color = Color(parsing: text) else { return nil }
            self = .color(color)
        }
    }

    static let checkerSquare = 8.0
    static let checkerColors = (Color(white: 0.82), Color(white: 0.97))

    /// Fills a canvas of `size` points with the backdrop.
    public func paint(size: Size, on context: DrawingContext) {
        switch self {
        case .none:
            context.clearAll()
        case .color(let color):
            context.replaceAll(with: color)
        case .checker:
            context.replaceAll(with: Self.checkerColors.1)
            context.setColor(Self.checkerColors.0)
            context.newPath()
            let square = Self.checkerSquare
            for row in 0..<Int((size.height / square).rounded(.up)) {
                for column in stride(from: row % 2, to: Int((size.width / square).rounded(.up)), by: 2) {
                    context.addRect(
                        Rect(x: Double(column) * square, y: Double(row) * square, width: square, height: square))
                }
            }
            context.fill()
        }
    }
}
