import HUDCore

/// One object a screen reader meets: what it is, what it says, where it is and what it can do, as
/// plain data. A surface's tree of them is a pure function of its model, its settled scene and its
/// input state, so it is the same on screen and headless, and a bridge to a screen reader only
/// translates it.
package struct AccessibleNode: Hashable, Sendable {
    package var role: AccessibleRole
    /// What a screen reader says first: a title, a button's label, a field's placeholder.
    package var name: String
    /// Said after the name: an alert's message, a notification's app, a choice's style.
    package var description: String
    package var states: Set<AccessibleState>
    /// In scene points, as drawn once settled.
    package var extents: Rect
    /// The actions it answers, by name ("click", "toggle"); their index is the action's number.
    package var actions: [String]
    /// A progress or level: the number, its range and how it reads.
    package var value: AccessibleValue?
    /// An entry's text as a screen reader may read it: a secure field's is bullets, one per
    /// character, never the characters.
    package var text: String?
    /// Where the caret is within `text`, in characters (a secure field's: among its bullets).
    package var caret: Int?
    /// The selected characters of `text`; nil when nothing is selected.
    package var selection: Range<Int>?
    /// Reading order.
    package var children: [AccessibleNode]
    /// Where this node's input goes: the button it presses, or none.
    package var target: AccessibleTarget?
    /// How it stands to other nodes of its surface: an alert described by its message's label.
    package var relations: [AccessibleRelation]

    package init(
        role: AccessibleRole, name: String, description: String = "", states: Set<AccessibleState> = [],
        extents: Rect, actions: [String] = [], value: AccessibleValue? = nil, text: String? = nil,
        caret: Int? = nil, selection: Range<Int>? = nil, children: [AccessibleNode] = [],
        target: AccessibleTarget? = nil, relations: [AccessibleRelation] = []
    ) {
        self.role = role
        self.name = name
        self.description = description
        self.states = states
        self.extents = extents
        self.actions = actions
        self.value = value
        self.text = text
        self.caret = caret
        self.selection = selection
        self.children = children
        self.target = target
        self.relations = relations
    }

    /// The node at `path`, each element a child's index; nil when the path leads nowhere.
    package func descendant(at path: [Int]) -> AccessibleNode? {
        var node = self
        for index in path {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// The paths of this node (the empty path) and every node beneath it, depth first.
    package var allPaths: [[Int]] {
        [[]] + children.enumerated().flatMap { index, child in child.allPaths.map { [index] + $0 } }
    }
}

/// The kinds of object HUDKit's surfaces are made of, in a screen reader's words.
package enum AccessibleRole: String, Hashable, Sendable, CaseIterable {
    case application
    case alert
    case dialog
    case notification
    case label
    case pushButton
    case menuItem
    case toggleButton
    case entry
    case passwordText
    case progressBar
    case levelBar
    case panel
    case list
    case listItem
    case comboBox
    /// A text view's text, read-only or not (AT-SPI's `text`).
    case text
    case checkBox
    /// An alert's slider, with its value.
    case slider
    /// An alert's month calendar, named by its chosen day.
    case calendar
}

/// What a screen reader is told about an object's condition.
package enum AccessibleState: String, Hashable, Sendable, CaseIterable {
    case active
    case showing
    case visible
    case modal
    case focusable
    case focused
    case enabled
    case sensitive
    case editable
    case singleLine
    case multiLine
    case checkable
    case checked
    /// A folded stack that a press unfolds (`expanded` once unfolded).
    case expandable
    case expanded
    /// The card Return and Delete act on.
    case selected
}

/// A number a screen reader reads and follows: a progress or a level.
package struct AccessibleValue: Hashable, Sendable {
    package var current: Double
    package var minimum: Double
    package var maximum: Double
    /// How it reads ("Volume 42 %", "Muted").
    package var text: String

    package init(current: Double, minimum: Double = 0, maximum: Double = 100, text: String) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.text = text
    }
}

/// A node's tie to another node of the same surface, which a screen reader follows: a label that
/// describes an alert is its description, not a further text to read beside it.
package struct AccessibleRelation: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// The other node's text is this node's description.
        case describedBy
        /// This node's text is the other node's description.
        case descriptionFor
    }

    package var kind: Kind
    /// The other node, by its path from the surface's root (each element a child's index).
    package var target: [Int]

    package init(_ kind: Kind, _ target: [Int]) {
        self.kind = kind
        self.target = target
    }
}

/// What an action on a node does to what it stands for.
package enum AccessibleTarget: Hashable, Sendable {
    /// Presses the overlay's button with this action index, as a click does.
    case button(Int)
    /// Invokes a banner's action, as a click on its button does.
    case bannerAction(id: UInt32, index: Int)
    /// A click on a banner's card: its default action, if it has one.
    case bannerCard(id: UInt32)
    /// A click on one of the Notification Center's parts.
    case center(NotificationCenterLayout.Target)
    /// An alert's text field, by its index in the model's order: where a screen reader's edits go.
    case field(Int)
    /// The reply field open on this notification, in a banner or a Notification Center card.
    case reply(id: UInt32)
    /// A screen reader's request of the field the target names (`field` or `reply`).
    indirect case edit(AccessibleTarget, FieldRequest)
}
