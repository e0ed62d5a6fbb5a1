import HUDKit

/// Where everything in the demo window goes, in points: a grid of variant buttons on the left, the
/// seed-000 shop on the right with the level HUD's buttons and the Notification Center's under it,
/// the status line along the bottom. Pure arithmetic, so the tour clicks exactly where the window draws.
struct DemoLayout {
    static let margin = 16.0
    static let headerHeight = 30.0
    static let columns = 4
    static let buttonSize = Size(width: 168, height: 30)
    static let buttonGap = 8.0
    static let statusHeight = 28.0
    /// Seed 000: 70 × 100 items, three to a row, the leftover width split into two column gaps;
    /// rows are as far apart as columns.
    static let shopItemSize = Size(width: 70, height: 100)
    static let shopColumns = 3
    static let shopWidth = 250.0

    let variantButtons: [Rect]
    let shopHeader: Rect
    let shopItems: [Rect]
    let addButton: Rect
    let removeButton: Rect
    /// "Level HUD (OSD)" and its buttons, two to a row, in `LevelControls.Key`'s order.
    let levelHeader: Rect
    let levelButtons: [Rect]
    /// Posts sample notifications into the Notification Center and opens it.
    let centerButton: Rect
    let header: Rect
    let status: Rect
    let size: Size

    init(variantCount: Int, shopCount: Int) {
        let margin = Self.margin
        let gap = Self.buttonGap
        let button = Self.buttonSize
        header = Rect(
            x: margin, y: margin, width: Double(Self.columns) * (button.width + gap) - gap,
            height: Self.headerHeight)
        let (buttons, gridBottom) = Self.grid(
            variantCount, columns: Self.columns,
            from: Point(x: margin, y: header.maxY + 8), cell: button, gap: gap)
        variantButtons = buttons

        let shopX = header.maxX + 2 * margin
        shopHeader = Rect(x: shopX, y: margin, width: Self.shopWidth, height: Self.headerHeight)
        let item = Self.shopItemSize
        let columnMargin = (Self.shopWidth - Double(Self.shopColumns) * item.width) / Double(Self.shopColumns - 1)
        let (items, shelfBottom) = Self.grid(
            shopCount, columns: Self.shopColumns,
            from: Point(x: shopX, y: shopHeader.maxY + 8), cell: item, gap: columnMargin)
        shopItems = items
        let halfWidth = (Self.shopWidth - gap) / 2
        addButton = Rect(x: shopX, y: shelfBottom + 16, width: halfWidth, height: button.height)
        removeButton = Rect(x: shopX + halfWidth + gap, y: addButton.minY, width: halfWidth, height: button.height)

        levelHeader = Rect(x: shopX, y: removeButton.maxY + 16, width: Self.shopWidth, height: Self.headerHeight)
        let (levels, levelsBottom) = Self.grid(
            LevelControls.Key.allCases.count, columns: 2, from: Point(x: shopX, y: levelHeader.maxY + 8),
            cell: Size(width: halfWidth, height: button.height), gap: gap)
        levelButtons = levels
        centerButton = Rect(x: shopX, y: levelsBottom + 16, width: Self.shopWidth, height: button.height)

        let contentBottom = max(gridBottom, centerButton.maxY)
        size = Size(width: shopX + Self.shopWidth + margin, height: contentBottom + 16 + Self.statusHeight + margin)
        status = Rect(x: margin, y: contentBottom + 16, width: size.width - 2 * margin, height: Self.statusHeight)
    }

    /// `count` cells, `columns` to a row from `origin`, `gap` apart both ways; and the last row's bottom.
    private static func grid(
        _ count: Int, columns: Int, from origin: Point, cell: Size,
        gap: Double
    ) -> (cells: [Rect], bottom: Double) {
        let cells = (0..<count).map { index in
            Rect(
                x: origin.x + Double(index % columns) * (cell.width + gap),
                y: origin.y + Double(index / columns) * (cell.height + gap), width: cell.width, height: cell.height)
        }
        let rows = (count + columns - 1) / columns
        return (cells, origin.y + Double(rows) * (cell.height + gap) - gap)
    }
}
