/// Where each kind of alert content is laid out: one arm a kind, calling into its own layout.
extension AlertContent {
    /// The card's width the content needs, with the alert's insets either side.
    func cardWidth(inset: Double) -> Double {
        switch self {
        case .form: AlertFormLayout.alertWidth
        case .textView(let view): view.size.width + 2 * inset
        }
    }

    /// The content's height between the alert's text and its buttons.
    var height: Double {
        switch self {
        case .form(let form): AlertFormLayout(form: form, focusedRow: nil, selection: nil).height
        case .textView(let view): AlertTextViewLayout(view).height
        }
    }

    /// The content's nodes, its top left corner at `origin`, `width` wide; a form draws its rows as
    /// the alert's fields, `focusedField` with its caret and `selection`.
    func nodes(
        at origin: Point, width: Double, focusedField: Int?, selection: FieldSelection?, theme: Theme,
        context: LayoutContext
    ) -> [SceneNode] {
        switch self {
        case .form(let form):
            AlertFormLayout(form: form, focusedRow: focusedField, selection: selection).nodes(
                in: Rect(x: origin.x, y: origin.y, width: width, height: height), theme: theme, context: context)
        case .textView(let view): AlertTextViewLayout(view).nodes(at: origin, theme: theme, context: context)
        }
    }

    /// Whether the actions other than cancel may be chosen (a text view's checkbox holds them back).
    package var allowsActions: Bool {
        switch self {
        case .form: true
        case .textView(let view): view.allowsActions
        }
    }
}
