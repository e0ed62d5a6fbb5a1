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
        choices = form.rows.map { row in row.kind.choices?.firstIndex(of: row.value) }
    }

    /// One editor a row, in the form's order.
    package func editors(limit: Int) -> [TextFieldEditor] {
        form.rows.map { TextFieldEditor(text: $0.value, isSecure: $0.kind == .secureText, limit: limit) }
    }

    /// The rows whose values are secure.
    package var secureRows: Set<Int> {
        Set(form.rows.indices.filter { form.rows[$0].kind == .secureText })
    }

    /// The date row whose calendar is open.
    package private(set) var expandedRow: Int?

    /// Whether `row` is a picker, a date or a table: it takes no typed or pasted text.
    package func isPicker(_ row: Int) -> Bool {
        form.rows[row].kind.choices != nil
    }

    /// A key on a picker, date or table row; returns the chosen value when the key was the row's,
    /// nil for a key it leaves to the dialog. A picker: Up and Left choose the previous value, Down
    /// and Right the next (as GTK's combo box, stopping at the ends), Space the next, going round.
    /// A date: Left and Right a day (`key` as a right-to-left language reads it), Up and Down a week,
    /// Page Up and Page Down a month, Space opens or closes its calendar, and Return and Escape
    /// close an open one. A table: Up and Down a row, the page keys four, Home and End the ends.
    package mutating func choose(_ key: KeyInput, inRow row: Int, rightToLeft: Bool = false) -> String? {
        guard let values = form.rows[row].kind.choices, !values.isEmpty else { return nil }
        let last = values.count - 1
        let chosen: Int
        switch form.rows[row].kind {
        case .date(let first, _):
            if key == .text(" ") || (expandedRow == row && (key == .returnKey || key == .escape)) {
                expandedRow = expandedRow == row ? nil : row
                if expandedRow != nil { firstShownRow = row }
                return choices[row].map { values[$0] } ?? ""
            }
            let current = choices[row] ?? 0
            let day = first.adding(days: current)
            let moved = AlertDatePicker.day(moving: day, by: rightToLeft ? key.mirrored : key)
            guard let moved else { return nil }
            chosen = min(max(moved.ordinal - first.ordinal, 0), last)
        case .table:
            let current = choices[row]
            switch key {
            case .up: chosen = max((current ?? 1) - 1, 0)
            case .down: chosen = min((current ?? -1) + 1, last)
            case .pageUp: chosen = max((current ?? 0) - AlertFormLayout.tableRows, 0)
            case .pageDown: chosen = min((current ?? 0) + AlertFormLayout.tableRows, last)
            case .home: chosen = 0
            case .end: chosen = last
            default: return nil
            }
        default:
            switch (key, choices[row]) {
            case (.up, let current?), (.left, let current?): chosen = max(current - 1, 0)
            case (.down, let current?), (.right, let current?): chosen = min(current + 1, last)
            case (.text(" "), let current?): chosen = current == last ? 0 : current + 1
            case (.up, nil), (.left, nil): chosen = last
            case (.down, nil), (.right, nil), (.text(" "), nil): chosen = 0
            default: return nil
            }
        }
        choices[row] = chosen
        return values[chosen]
    }

    /// A press at `point` on `row` as laid out in `scene`: a day of its open calendar, or the
    /// calendar's ‹ and ›; a table's row. Returns the chosen value, nil for a press elsewhere.
    package mutating func press(at point: Point, inRow row: Int, scene: Scene) -> String? {
        guard let values = form.rows[row].kind.choices else { return nil }
        switch form.rows[row].kind {
        case .date(let first, _) where expandedRow == row:
            // The calendar beneath is `--calendar`'s, pressed as that one is.
            let shown = AlertDatePicker(day: first.adding(days: choices[row] ?? 0))
            let chosen = shown.pressed(at: point, in: scene)?.day
            guard let chosen else { return nil }
            choices[row] = min(max(chosen.ordinal - first.ordinal, 0), values.count - 1)
        case .table:
            guard
                let index = (0..<values.count).first(where: {
                    scene.node(named: "formTableRow\($0)")?.frame.contains(point) == true
                })
            else { return nil }
            choices[row] = index
        default:
            return nil
        }
        return choices[row].map { values[$0] }
    }

    /// The keyboard leaves `row`: its calendar, if open, closes.
    package mutating func leave(_ row: Int) {
        if expandedRow == row { expandedRow = nil }
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
        form.expandedRow = expandedRow
        return form
    }
}
