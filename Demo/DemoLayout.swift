import HUDKit

/// Where everything in the demo window goes, in points: a grid of variant buttons on the left, the
/// seed-000 shop on the right, the status line along the bottom. Pure arithmetic, so the tour
/// clicks exactly where the window draws.
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
    let header: Rect
    let status: Rect
    let size: Size

    init(variantCount: Int, shopCount: Int) {
        let margin = Self.margin, gap = Self.buttonGap, button = Self.buttonSize
        header = Rect(x: margin, y: margin, width: Double(Self.columns) * (button.width + gap) - gap,
                      height: Self.headerHeight)
        let gridTop = header.maxY + 8
        variantButtons = (0..<variantCount).map { index in
            Rect(x: margin + Double(index % Self.columns) * (button.width + gap),
                 y: gridTop + Double(index / Self.columns) * (button.height + gap),
                 width: button.width, height: button.height)
        }
        let gridRows = (variantCount + Self.columns - 1) / Self.columns
        let gridBottom = gridTop + Double(gridRows) * (button.height + gap) - gap

        let shopX = header.maxX + 2 * margin
        shopHeader = Rect(x: shopX, y: margin, width: Self.shopWidth, height: Self.headerHeight)
        let item = Self.shopItemSize
        let columnMargin = (Self.shopWidth - Double(Self.shopColumns) * item.width) / Double(Self.shopColumns - 1)
        let shelfTop = shopHeader.maxY + 8
        shopItems = (0..<shopCount).map { index in
            Rect(x: shopX + Double(index % Self.shopColumns) * (item.width + columnMargin),
                 y: shelfTop + Double(index / Self.shopColumns) * (item.height + columnMargin),
                 width: item.width, height: item.height)
        }
        let shopRows = (shopCount + Self.shopColumns - 1) / Self.shopColumns
        let shelfBottom = shelfTop + Double(shopRows) * (item.height + columnMargin) - columnMargin
        let halfWidth = (Self.shopWidth - gap) / 2
        addButton = Rect(x: shopX, y: shelfBottom + 16, width: halfWidth, height: button.height)
        removeButton = Rect(x: shopX + halfWidth + gap, y: addButton.minY, width: halfWidth, height: button.height)

        let contentBottom = max(gridBottom, removeButton.maxY)
        size = Size(width: shopX + Self.shopWidth + margin, height: contentBottom + 16 + Self.statusHeight + margin)
        status = Rect(x: margin, y: contentBottom + 16, width: size.width - 2 * margin, height: Self.statusHeight)
    }
}
