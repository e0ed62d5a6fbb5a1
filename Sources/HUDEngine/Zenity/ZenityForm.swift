import Glibc
import HUDKit
import HUDSystem

/// `zenity --forms`: its rows in the order their options came (`--add-entry`, `--add-password`,
/// `--add-combo`, `--add-calendar`, `--add-list`, and zenity 4's `--add-multiline-entry`, a text row
/// here: a form's rows are one line), the nth `--combo-values` (and `--list-values`,
/// `--column-values`) for the nth combo (list), values split at `|` as zenity splits them.
///
/// A combo is a picker row, none chosen, printed as zenity prints it: a space while none is chosen.
/// A calendar is a date row of the days around today (today chosen), printed with
/// `--forms-date-format` (strftime, the locale's `%x` by default) as zenity prints it. A list is a
/// table row of its rows (the first chosen, as zenity's first row is selected; `--column-values` its
/// header with `--show-header`), printing the chosen row's cells each followed by `,`, as zenity does.
enum ZenityForm {
    /// How many days either side of today a calendar row reaches.
    static let calendarReach = 366
    /// The options that add a row.
    static let rowOptions: Set = [
        "add-entry", "add-multiline-entry", "add-password", "add-combo", "add-calendar", "add-list",
    ]

    static func form(_ commandLine: ZenityCommandLine) -> AlertForm {
        var combos = commandLine.all("combo-values").makeIterator()
        var lists = commandLine.all("list-values").makeIterator()
        var columns = commandLine.all("column-values").makeIterator()
        let dateFormat = commandLine.value("forms-date-format") ?? "%x"
        setlocale(LC_TIME, "")
        var rows: [AlertForm.Row] = []
        for given in commandLine.sequence {
            switch given.name {
            case "add-entry", "add-multiline-entry": rows.append(AlertForm.Row(label: given.value, kind: .text))
            case "add-password": rows.append(AlertForm.Row(label: given.value, kind: .secureText))
            case "add-combo":
                rows.append(AlertForm.Row(label: given.value, kind: .picker(choices: split(combos.next()))))
            case "add-calendar":
                let days = (-calendarReach...calendarReach).map { date(daysFromToday: $0, format: dateFormat) }
                let today = CalendarDate.todayNumbers().flatMap {
                    CalendarDay(year: $0.year, month: $0.month, day: $0.day)
                }
                let first = (today ?? CalendarDay(year: 2000, month: 1, day: 1)!).adding(days: -calendarReach)
                rows.append(
                    AlertForm.Row(label: given.value, kind: .date(first: first, days: days), value: days[calendarReach])
                )
            case "add-list":
                let cells = split(lists.next())
                let header = split(columns.next())
                let width = max(1, header.count)
                let table = stride(from: 0, to: cells.count, by: width).map {
                    Array(cells[$0..<min($0 + width, cells.count)])
                }
                let values = table.map { $0.map { $0 + "," }.joined() }
                rows.append(
                    AlertForm.Row(
                        label: given.value,
                        kind: .table(
                            header: commandLine.has("show-header") && !header.isEmpty ? header : nil, cells: table,
                            values: values),
                        value: values.first ?? ""))
            default: continue
            }
        }
        return AlertForm(rows: rows)
    }

    /// The rows `--add-combo` made, which print a space while none is chosen.
    static func comboRows(_ commandLine: ZenityCommandLine) -> Set<Int> {
        let rows = commandLine.sequence.filter { rowOptions.contains($0.name) }
        return Set(rows.indices.filter { rows[$0].name == "add-combo" })
    }

    /// What OK prints: each row's value (a combo with none chosen a space), joined by `separator`.
    static func printed(_ values: [String], comboRows: Set<Int>, separator: String) -> String {
        values.indices.map { comboRows.contains($0) && values[$0].isEmpty ? " " : values[$0] }
            .joined(separator: separator)
    }

    /// zenity's `|`-separated values; none without the option.
    private static func split(_ values: String?) -> [String] {
        guard let values, !values.isEmpty else { return [] }
        return values.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }

    /// The local date `days` from today, as strftime formats it.
    static func date(daysFromToday days: Int, format: String) -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        parts.tm_mday += Int32(days)
        // Noon, so a change of summer time cannot move the day.
        parts.tm_hour = 12
        parts.tm_isdst = -1
        var normalized = mktime(&parts)
        localtime_r(&normalized, &parts)
        var buffer = [CChar](repeating: 0, count: 256)
        let count = strftime(&buffer, buffer.count, format, &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
