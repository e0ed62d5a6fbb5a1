import HUDCore

/// A form of labelled rows inside an alert, as an iOS grouped form: text fields, secure fields and
/// pickers, as many as asked (the alert's two-field limit is for its own fields), scrolling once
/// there are more than `AlertFormLayout.shownRows`.
public struct AlertForm: Hashable, Sendable {
    /// What a row edits.
    public enum Kind: Hashable, Sendable {
        /// A single-line text field.
        case text
        /// A text field showing bullets, whose value is never logged.
        case secureText
        /// One of `choices`, cycled with the arrows or Space; none chosen at first.
        case picker(choices: [String])
        /// One of a run of consecutive days, `days[i]` the written date of `first` plus i days:
        /// iOS 14's compact date picker, a date button that opens a month calendar beneath it.
        case date(first: CalendarDay, days: [String])
        /// One of a table's rows, each `cells` in columns under `header` (nil: none), shown inline
        /// beneath the label; the chosen row's value is its entry in `values`.
        case table(header: [String]?, cells: [[String]], values: [String])

        /// The values a picker, date or table row chooses among; nil for a row that is typed into.
        public var choices: [String]? {
            switch self {
            case .text, .secureText: nil
            case .picker(let choices): choices
            case .date(_, let days): days
            case .table(_, _, let values): values
            }
        }
    }

    /// One labelled row.
    public struct Row: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
        /// Shown at the row's leading edge, and the row's name to a screen reader.
        public var label: String
        /// What the row edits.
        public var kind: Kind
        /// The typed text, or a picker's chosen value ("" while none is chosen).
        public var value: String

        /// A row labelled `label`, empty at first.
        public init(label: String, kind: Kind, value: String = "") {
            self.label = label
            self.kind = kind
            self.value = value
        }

        /// A secure row's value never reaches a log, a test failure message or `dump`.
        public var description: String {
            "AlertForm.Row(label: \"\(label)\", kind: \(kind), value: "
                + (kind == .secureText ? AlertResponse.redaction : "\"\(value)\"") + ")"
        }

        /// The same redacted text as `description`.
        public var debugDescription: String { description }

        /// Redacts a secure row's value in `dump` and mirrors.
        public var customMirror: Mirror {
            Mirror(
                self,
                children: [
                    "label": label, "kind": kind, "value": kind == .secureText ? AlertResponse.redaction : value,
                ])
        }
    }

    /// In the order they are drawn and answered.
    public var rows: [Row]
    /// The row at the top of the form's view once it scrolls; the keyboard's row is kept in view.
    public var firstShownRow = 0
    /// The date row whose calendar is open beneath it, alone in the form's view; nil for none.
    public var expandedRow: Int?

    /// A form of `rows`.
    public init(rows: [Row]) {
        self.rows = rows
    }
}
