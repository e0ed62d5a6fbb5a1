import HUDCore

/// What a form keeps beside its rows' editors while it shows: each picker's choice and how far the
/// form has scrolled. `OverlayInteraction` holds one for an alert with a form; each row is a stop of
/// its focus chain (`.field(row)`), edited by the row's `TextFieldEditor` (a picker's editor holds
/// its chosen value and takes no typing).
package struct AlertFormInteraction: Hashable, Sendable {
    /// The form as the alert gave it.
    package let form: AlertForm
    /// Each row's chosen index: nil for a text row, or a picker with none chosen yet.
    package private(set) var choices: [Int?]
    /// The row at the top of the view.
    package private(set) var firstShownRow = 0

    package init(_ form: AlertForm) {
        self.form = form
        choices = form.rows.map { row in
            if case .picker(let values) = row.kind { values.firstIndex(of: row.value) } else { nil }
        }
    }

    /// One editor a row, in the form's order.
    package func editors(limit: Int) -> [TextFieldEditor] {
        form.rows.map { TextFieldEditor(text: $0.value, isSecure: $0.kind == .secureText, limit: limit) }
    }

    /// The rows whose values are secure.
    package var secureRows: Set<Int> {
        Set(form.rows.indices.filter { form.rows[$0].kind == .secureText })
    }

    /// Whether `row` is a picker: it takes no typed or pasted text.
    package func isPicker(_ row: Int) -> Bool {
        if case .picker = form.rows[row].kind { true } else { false }
    }

    /// A key on a picker row: Up and Left choose the previous value, Down and Right the next (as
    /// GTK's combo box, stopping at the ends), Space the next, going round. Returns the chosen
    /// value when the key was the picker's; nil for a key it leaves to the dialog.
    package mutating func choose(_ key: KeyInput, inRow row: Int) -> String? {
        guard case .picker(let values) = form.rows[row].kind, !values.isEmpty else { return nil }
        let last = values.count - 1
        let chosen: Int
        switch (key, choices[row]) {
        case (.up, let current?), (.left, let current?): chosen = max(current - 1, 0)
        case (.down, let current?), (.right, let current?): chosen = min(current + 1, last)
        case (.text(" "), let current?): chosen = current == last ? 0 : current + 1
        case (.up, nil), (.left, nil): chosen = last
        case (.down, nil), (.right, nil), (.text(" "), nil): chosen = 0
        default: return nil
        }
        choices[row] = chosen
        return values[chosen]
    }

    /// Scrolls just enough that `row` shows.
    package mutating func keepInView(_ row: Int) {
        let shown = AlertFormLayout.shownRows
        if row < firstShownRow {
            firstShownRow = row
        } else if row >= firstShownRow + shown {
            firstShownRow = row - shown + 1
        }
    }

    /// The wheel: `notches` rows down (negative: up), within the form.
    package mutating func scroll(by notches: Int) {
        let lastFirst = max(0, form.rows.count - AlertFormLayout.shownRows)
        firstShownRow = min(max(firstShownRow + notches, 0), lastFirst)
    }

    /// The form with `values` in its rows and scrolled as it is now, to lay out.
    package func laidOut(values: [String]) -> AlertForm {
        var form = form
        for index in form.rows.indices where index < values.count {
            form.rows[index].value = values[index]
        }
        form.firstShownRow = firstShownRow
        return form
    }
}
