import HUDKit

extension Gallery {
    /// The alert with a slider (zenity's `--scale`) and with an inline calendar (`--calendar`), light
    /// and dark, at scale 1 and 2.
    static let pickerEntries: [GalleryEntry] =
        focusedPickerEntries
        + [false, true].flatMap { isDark in
            [1.0, 2.0].flatMap { scale in
                let suffix = (isDark ? "-dark" : "") + (scale == 2 ? "-scale2" : "")
                let options = SnapshotOptions(
                    size: Size(width: 400, height: 440), scale: scale, appearance: isDark ? .dark : .light)
                return [
                    GalleryEntry("alert-slider" + suffix, pickerAlert("Volume", content: slider), options: options),
                    GalleryEntry(
                        "alert-date-picker" + suffix, pickerAlert("Select a date from below.", content: datePicker),
                        options: options),
                ]
            }
        }

    /// The slider and the calendar with the keys, ringed.
    private static let focusedPickerEntries: [GalleryEntry] = {
        var options = SnapshotOptions(size: Size(width: 400, height: 440))
        options.focusesContent = true
        return [
            GalleryEntry("slider-focused", pickerAlert("Volume", content: slider), options: options),
            GalleryEntry(
                "date-picker-focused", pickerAlert("Select a date from below.", content: datePicker), options: options),
        ]
    }()

    private static let slider: AlertContent = {
        do {
            return .slider(try AlertSlider(value: 35, minimum: 0, maximum: 100))
        } catch {
            preconditionFailure("invalid gallery slider: \(error)")
        }
    }()

    private static let datePicker = AlertContent.datePicker(
        AlertDatePicker(day: CalendarDay(year: 2024, month: 3, day: 15)!))

    private static func pickerAlert(_ message: String, content: AlertContent) -> Overlay {
        guard
            case .alert(var model) = alert(
                title: nil, message: message,
                actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")], preferred: 1)
        else { preconditionFailure("the gallery's alert is an alert") }
        model.content = content
        return .alert(model)
    }
}
