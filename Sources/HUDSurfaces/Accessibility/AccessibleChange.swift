import HUDCore

/// What a screen reader should hear between two lists of surfaces, so it speaks without asking:
/// a surface appearing or leaving, the keyboard's focus moving, text typed or deleted, a value
/// changing. Text changes carry the tree's text, which is bullets for a secure field.
package enum AccessibleChange: Hashable, Sendable {
    case shown(surface: Int)
    case gone(surface: Int)
    case focused(surface: Int, path: [Int])
    case inserted(surface: Int, path: [Int], offset: Int, text: String)
    case deleted(surface: Int, path: [Int], offset: Int, text: String)
    case caretMoved(surface: Int, path: [Int], offset: Int)
    /// A text's selection was made, moved or ended.
    case selectionChanged(surface: Int, path: [Int])
    case valueChanged(surface: Int, path: [Int], value: AccessibleValue)
    /// A notification appeared within a surface (a banner in a stack).
    case notified(surface: Int, path: [Int])
    /// A notification left a surface; `path` is where it was.
    case withdrawn(surface: Int, path: [Int])

    /// The changes from `old` to `new`, surfaces matched by id and nodes by their path in the tree
    /// (notifications within a surface by what they say): leaving first, then appearing, then what
    /// changed within a surface that stayed.
    package static func between(_ old: [PlacedAccessibleTree], _ new: [PlacedAccessibleTree]) -> [AccessibleChange] {
        let before = Dictionary(old.map { ($0.id, $0.tree) }, uniquingKeysWith: { first, _ in first })
        let after = Set(new.map(\.id))
        var changes = old.filter { !after.contains($0.id) }.map { AccessibleChange.gone(surface: $0.id) }
        for surface in new {
            let now = Self.notifications(in: surface.tree)
            guard let previous = before[surface.id] else {
                changes.append(.shown(surface: surface.id))
                // A surface the user opened to read (it takes the keyboard) lists its notifications
                // rather than announcing each; those that arrive while it is up are announced.
                if !surface.tree.states.contains(.active) {
                    changes += now.values.sorted(by: Self.readingOrder).map { .notified(surface: surface.id, path: $0) }
                }
                changes += surface.tree.allPaths.filter { surface.tree.descendant(at: $0)!.states.contains(.focused) }
                    .map { .focused(surface: surface.id, path: $0) }
                continue
            }
            let was = Self.notifications(in: previous)
            changes += was.filter { now[$0.key] == nil }.values.sorted(by: Self.readingOrder)
                .map { .withdrawn(surface: surface.id, path: $0) }
            changes += now.filter { was[$0.key] == nil }.values.sorted(by: Self.readingOrder)
                .map { .notified(surface: surface.id, path: $0) }
            for path in surface.tree.allPaths {
                guard let node = surface.tree.descendant(at: path) else { continue }
                changes += within(surface.id, path, from: previous.descendant(at: path), to: node)
            }
        }
        return changes
    }

    /// The notifications beneath a surface's root, by what they say (and which of that kind),
    /// with their paths: a banner keeps its identity as newer ones push it down the stack.
    private static func notifications(in tree: AccessibleNode) -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        for path in tree.allPaths where !path.isEmpty {
            let node = tree.descendant(at: path)!
            guard node.role == .notification else { continue }
            var key = "\(node.name)\u{0}\(node.description)"
            while found[key] != nil { key += "\u{0}" }
            found[key] = path
        }
        return found
    }

    private static func readingOrder(_ first: [Int], _ second: [Int]) -> Bool {
        first.lexicographicallyPrecedes(second)
    }

    private static func within(_ surface: Int, _ path: [Int], from old: AccessibleNode?, to new: AccessibleNode)
        -> [AccessibleChange]
    {
        var changes: [AccessibleChange] = []
        if new.states.contains(.focused), old?.states.contains(.focused) != true {
            changes.append(.focused(surface: surface, path: path))
        }
        if let text = new.text, let oldText = old?.text {
            if text != oldText { changes += edit(surface, path, from: Array(oldText), to: Array(text)) }
            let caret = new.caret ?? text.count
            if caret != old?.caret ?? oldText.count {
                changes.append(.caretMoved(surface: surface, path: path, offset: caret))
            }
            if new.selection != old?.selection {
                changes.append(.selectionChanged(surface: surface, path: path))
            }
        }
        if let value = new.value, value != old?.value {
            changes.append(.valueChanged(surface: surface, path: path, value: value))
        }
        return changes
    }

    /// The smallest deletion then insertion that turns `old` into `new`: what they share at both
    /// ends stays.
    private static func edit(_ surface: Int, _ path: [Int], from old: [Character], to new: [Character])
        -> [AccessibleChange]
    {
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var changes: [AccessibleChange] = []
        if oldEnd > start {
            changes.append(.deleted(surface: surface, path: path, offset: start, text: String(old[start..<oldEnd])))
        }
        if newEnd > start {
            changes.append(.inserted(surface: surface, path: path, offset: start, text: String(new[start..<newEnd])))
        }
        return changes
    }
}
