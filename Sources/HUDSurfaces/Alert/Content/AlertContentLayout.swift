import HUDCore

/// Where each kind of alert content is laid out: one arm a kind, calling into its own layout.
extension AlertContent {
    /// Between the alert's text (or fields) and the content: the fields' gap, less above a slider or
    /// a calendar, whose rows start with room of their own.
    var gapAbove: Double {
        switch self {
        case .form, .textView, .list: SystemAlertLayout.textToFields
        case .slider, .datePicker: 12
        }
    }

    /// The card's width the content needs, with the alert's insets either side.
    func cardWidth(inset: Double, theme: Theme, context: LayoutContext) -> Double {
        switch self {
        case .form: AlertFormLayout.alertWidth
        case .textView(let view): view.size.width + 2 * inset
        case .list(let list): AlertListLayout(list: list, theme: theme, context: context).cardWidth
        case .slider, .datePicker: SystemAlertLayout.width
        }
    }

    /// The card's height the content asks for (a list's `--height`), if any.
    var cardHeight: Double? {
        switch self {
        case .form, .textView, .slider, .datePicker: nil
        case .list(let list): list.cardHeight
        }
    }

    /// The height the content keeps however long the message: a list its header and a row.
    func minimumHeight(theme: Theme, context: LayoutContext) -> Double {
        switch self {
        case .form, .textView, .slider, .datePicker:
            height(available: .greatestFiniteMagnitude, theme: theme, context: context)
        case .list: AlertListLayout.headerHeight + AlertListLayout.rowHeight
        }
    }

    /// The content's height between the alert's text and its buttons, at most `available` for a
    /// list, which scrolls; the others have a fixed height (a form and a text view scroll inside it).
    func height(available: Double, theme: Theme, context: LayoutContext) -> Double {
        switch self {
        case .form(let form): AlertFormLayout(form: form, focusedRow: nil, selection: nil).height
        case .textView(let view): AlertTextViewLayout(view).height
        case .list(let list): AlertListLayout(list: list, theme: theme, context: context).height(available: available)
        case .slider: AlertSliderLayout.height
        case .datePicker: AlertDatePickerLayout.height
        }
    }

    /// The content's nodes, its top left corner at `origin`, `width` by `height`; a form draws its
    /// rows as the alert's fields, `focusedField` with its caret and `selection`.
    func nodes(
        at origin: Point, width: Double, height: Double, focusedField: Int?, selection: FieldSelection?,
        theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        let frame = Rect(x: origin.x, y: origin.y, width: width, height: height)
        return switch self {
        case .form(let form):
            AlertFormLayout(form: form, focusedRow: focusedField, selection: selection).nodes(
                in: frame, theme: theme, context: context)
        case .textView(let view): AlertTextViewLayout(view).nodes(at: origin, theme: theme, context: context)
        case .list(let list):
            AlertListLayout(list: list, theme: theme, context: context).nodes(
                origin: origin, width: width, height: height)
        case .slider(let slider): [AlertSliderLayout(slider: slider).node(in: frame, theme: theme, context: context)]
        case .datePicker(let picker):
            [AlertDatePickerLayout(picker: picker).node(in: frame, theme: theme, context: context)]
        }
    }

    /// Whether the actions other than cancel may be chosen (a text view's checkbox holds them back).
    package var allowsActions: Bool {
        switch self {
        case .form, .list, .slider, .datePicker: true
        case .textView(let view): view.allowsActions
        }
    }
}
