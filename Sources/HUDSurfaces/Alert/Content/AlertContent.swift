import HUDCore

/// What an alert shows between its message and its buttons, as UIAlertController takes a content
/// view controller: the dialogs beyond a message and fields are the system alert with one of these,
/// keeping its title, message, buttons, keys and accessibility. Each kind is an `AlertContentKind`
/// in a folder of its own.
public struct AlertContent: Hashable, Sendable {
    package var kind: any AlertContentKind

    package init(_ kind: any AlertContentKind) {
        self.kind = kind
    }

    /// Labelled rows to fill in (zenity's `--forms`).
    public static func form(_ form: AlertForm) -> AlertContent { AlertContent(form) }
    /// A scrolling text, and a checkbox that enables OK (zenity's `--text-info`).
    public static func textView(_ view: AlertTextView) -> AlertContent { AlertContent(view) }
    /// A table of rows to choose from (zenity's `--list`).
    public static func list(_ list: AlertList) -> AlertContent { AlertContent(list) }
    /// A slider (zenity's `--scale`).
    public static func slider(_ slider: AlertSlider) -> AlertContent { AlertContent(slider) }
    /// An inline month calendar (zenity's `--calendar`).
    public static func datePicker(_ picker: AlertDatePicker) -> AlertContent { AlertContent(picker) }
    /// A colour picker (zenity's `--color-selection`).
    public static func colorPicker(_ picker: AlertColorPicker) -> AlertContent { AlertContent(picker) }

    /// The content as `Kind`, if it is one: for the kinds the alert's input holds state of its own for.
    package func `as`<Kind: AlertContentKind>(_: Kind.Type) -> Kind? { kind as? Kind }

    /// A text view with more text after its text, a list with more rows after its rows; other
    /// content, and content of the other kind, as it is.
    package mutating func append(_ addition: AlertContentAddition) {
        switch addition {
        case .text(let more):
            guard var view = self.as(AlertTextView.self) else { return }
            view.append(more)
            kind = view
        case .rows(let rows, let marked):
            guard var list = self.as(AlertList.self) else { return }
            list.append(rows: rows, marked: marked)
            kind = list
        }
    }

    public static func == (lhs: AlertContent, rhs: AlertContent) -> Bool {
        AnyHashable(lhs.kind) == AnyHashable(rhs.kind)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(kind))
    }
}

/// The content's kind's answers, for the alert's layout and input.
extension AlertContent {
    package var gapAbove: Double { kind.gapAbove }

    package func cardWidth(inset: Double, theme: Theme, context: LayoutContext) -> Double {
        kind.cardWidth(inset: inset, theme: theme, context: context)
    }

    package var cardHeight: Double? { kind.cardHeight }

    package func minimumHeight(theme: Theme, context: LayoutContext) -> Double {
        kind.minimumHeight(theme: theme, context: context)
    }

    package func height(available: Double, theme: Theme, context: LayoutContext) -> Double {
        kind.height(available: available, theme: theme, context: context)
    }

    package func nodes(
        in frame: Rect, focusedField: Int?, selection: FieldSelection?, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        kind.nodes(in: frame, focusedField: focusedField, selection: selection, theme: theme, context: context)
    }

    package var focusStops: [Int] { kind.focusStops }

    package func pressed(at point: Point, in scene: Scene) -> AlertContent? {
        kind.pressed(at: point, in: scene).map { AlertContent($0) }
    }

    package func dragged(to point: Point, from part: Int, in scene: Scene) -> AlertContent? {
        kind.dragged(to: point, from: part, in: scene).map { AlertContent($0) }
    }

    package func responding(to key: KeyInput, at part: Int) -> AlertContent? {
        kind.responding(to: key, at: part).map { AlertContent($0) }
    }

    package func focusRingNode(at part: Int) -> String? { kind.focusRingNode(at: part) }
    package var answer: AlertContentValue? { kind.answer }
    package var allowsActions: Bool { kind.allowsActions }

    package func accessibleNodes(in scene: Scene, focus: FocusTarget?) -> [AccessibleNode] {
        kind.accessibleNodes(in: scene, focus: focus)
    }
}
