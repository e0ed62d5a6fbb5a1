import HUDKit
import HUDSystem

/// zenity's scale, calendar and colour chooser as an alert's content: their options read into a
/// slider, a date picker or a colour picker, and their answer printed as zenity prints it.
enum ZenityPicker {
    /// zenity's `--date-format` when none is given: the locale's date.
    static let defaultDateFormat = "%x"

    /// The slider or date picker the command line asks for; nil for the other dialogs. Throws
    /// zenity's line for a scale it refuses, and for a day that does not exist.
    static func content(of commandLine: ZenityCommandLine) throws(ZenityUsageError) -> AlertContent? {
        switch commandLine.dialog {
        case .scale:
            do {
                return .slider(
                    try AlertSlider(
                        value: Int(commandLine.integer("value") ?? 0),
                        minimum: Int(commandLine.integer("min-value") ?? 0),
                        maximum: Int(commandLine.integer("max-value") ?? 100),
                        step: Int(commandLine.integer("step") ?? 1),
                        showsValue: !commandLine.has("hide-value")))
            } catch {
                throw ZenityUsageError(message: error.description)
            }
        case .calendar:
            let today = CalendarDate.todayNumbers() ?? (year: 2000, month: 1, day: 1)
            let year = commandLine.integer("year").map(Int.init) ?? today.year
            let month = commandLine.integer("month").map(Int.init) ?? today.month
            let number = commandLine.integer("day").map(Int.init) ?? today.day
            guard let day = CalendarDay(year: year, month: month, day: number) else {
                throw ZenityUsageError(
                    message: "hud zenity: there is no day \(number) in month \(month) of year \(year)")
            }
            return .datePicker(AlertDatePicker(day: day))
        case .colorSelection:
            // GTK keeps white for a colour it cannot read, and so does zenity.
            let color = commandLine.value("color").flatMap(ColorSpecification.color(parsing:)) ?? .white
            return .colorPicker(
                AlertColorPicker(color: color, pane: commandLine.has("show-palette") ? .grid : .spectrum))
        default:
            return nil
        }
    }

    /// What zenity prints on OK: the scale's value, the day in `--date-format`, the colour as GTK
    /// writes it; each on a line; nil for another content's answer.
    static func printed(_ value: AlertContentValue, dateFormat: String) -> String? {
        switch value {
        case .value(let number): "\(number)\n"
        case .date(let day):
            CalendarDate.formatted(
                year: day.year, month: day.month, day: day.day, weekday: day.weekday,
                dayOfYear: day.ordinal - CalendarDay(year: day.year, month: 1, day: 1)!.ordinal, format: dateFormat)
                + "\n"
        case .color(let color): ColorSpecification.written(color) + "\n"
        case .form, .text, .rows: nil
        }
    }
}
