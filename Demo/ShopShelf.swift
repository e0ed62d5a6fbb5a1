/// Seed 000's shop shelf: Add puts the next item on it, Remove takes the last one off; Add is
/// enabled until every item is on the shelf, Remove while any is. Reaching either end shows the
/// seed's toast.
struct ShopShelf {
    /// The seed's text when the last item went on.
    static let fullText = "商品柜已经满了，不要再买买买了..."
    /// The seed's text when the last item came off.
    static let emptyText = "商品柜已经空了，继续买买买..."

    let capacity: Int
    private(set) var count = 0

    var canAdd: Bool { count < capacity }
    var canRemove: Bool { count > 0 }

    /// Adds an item; returns the toast to show, if the shelf is now full. Does nothing when disabled.
    mutating func add() -> String? {
        guard canAdd else { return nil }
        count += 1
        return canAdd ? nil : Self.fullText
    }

    /// Removes the last item; returns the toast to show, if the shelf is now empty.
    mutating func remove() -> String? {
        guard canRemove else { return nil }
        count -= 1
        return canRemove ? nil : Self.emptyText
    }
}
