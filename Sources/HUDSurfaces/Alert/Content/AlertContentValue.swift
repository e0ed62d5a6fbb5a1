import HUDCore

/// What an alert's content held when it was answered (`AlertResponse.content`), one case per kind.
package enum AlertContentValue: Hashable, Sendable {
    /// A form's pickers: each row's chosen index, nil for a row that is no picker or one with none
    /// chosen. The rows' values themselves are the response's `fieldValues`, in the form's order
    /// (a secure row's among `secureFields`).
    case form(choices: [Int?])
    /// A text view's text and whether its checkbox was checked.
    case text(String, checked: Bool)
    /// The chosen rows of a list, in list order: the selected row, the selected rows of a
    /// multiple-selection list, or the checked rows of a check or radio list; and every row's cells
    /// as edited.
    case rows([Int], cells: [[String]])
    /// A slider's value.
    case value(Int)
    /// A date picker's chosen day.
    case date(CalendarDay)
    /// A colour picker's colour, its opacity its alpha.
    case color(Color)
}
