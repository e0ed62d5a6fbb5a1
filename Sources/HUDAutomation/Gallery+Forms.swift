import HUDKit

extension Gallery {
    /// A form of ten rows in an alert (zenity's `--forms`): six in view with a scroll indicator, the
    /// keyboard's row ringed, scrolled to show it, in both looks and at both scales.
    /// Then a form with a date row and a table row (zenity's `--add-calendar` and `--add-list
    /// --show-header`), light with the keys in the table and dark with the calendar open.
    static let formEntries: [GalleryEntry] = [
        form("alert-form", row: 0, scrolledTo: 0),
        form("alert-form-dark", row: 9, scrolledTo: 4, options: SnapshotOptions(appearance: .dark)),
        form("alert-form-scale2", row: 4, scrolledTo: 2, options: SnapshotOptions(scale: 2)),
        form("alert-form-dark-scale2", row: 2, scrolledTo: 1, options: SnapshotOptions(scale: 2, appearance: .dark)),
        pickerForm("alert-form-pickers", focusedRow: 2, calendarOpen: false),
        pickerForm(
            "alert-form-calendar-dark", focusedRow: 1, calendarOpen: true,
            options: SnapshotOptions(appearance: .dark)),
    ]

    private static func pickerForm(
        _ name: String, focusedRow: Int, calendarOpen: Bool, options: SnapshotOptions = SnapshotOptions()
    ) -> GalleryEntry {
        let first = CalendarDay(year: 2024, month: 3, day: 1)!
        let days = (0..<31).map { "\($0 + 1) March 2024" }
        var form = AlertForm(rows: [
            AlertForm.Row(label: "Guest", kind: .text, value: "Ada Lovelace"),
            AlertForm.Row(label: "Arrival", kind: .date(first: first, days: days), value: days[14]),
            AlertForm.Row(
                label: "Room",
                kind: .table(
                    header: ["Room", "Beds", "View"],
                    cells: [
                        ["Blue", "2", "Garden"], ["Red", "1", "Street"], ["Gold", "3", "Sea"], ["Jade", "2", "Sea"],
                    ],
                    values: ["Blue,2,Garden,", "Red,1,Street,", "Gold,3,Sea,", "Jade,2,Sea,"]),
                value: "Gold,3,Sea,"),
        ])
        form.expandedRow = calendarOpen ? 1 : nil
        form.firstShownRow = calendarOpen ? 1 : 0
        var options = options
        options.focusedField = focusedRow
        options.size = Size(width: 440, height: 640)
        guard
            case .alert(var model) = alert(
                title: "Booking", message: nil,
                actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")], preferred: 1)
        else { preconditionFailure("the gallery's alert is an alert") }
        model.content = .form(form)
        return GalleryEntry(name, .alert(model), options: options)
    }

    private static func form(
        _ name: String, row: Int, scrolledTo firstRow: Int, options: SnapshotOptions = SnapshotOptions()
    ) -> GalleryEntry {
        var form = AlertForm(rows: [
            AlertForm.Row(label: "Name", kind: .text, value: "Ada Lovelace"),
            AlertForm.Row(label: "Email", kind: .text, value: "ada@example.org"),
            AlertForm.Row(label: "Password", kind: .secureText, value: "analytical"),
            AlertForm.Row(label: "Confirm", kind: .secureText, value: "analytical"),
            AlertForm.Row(label: "Shell", kind: .picker(choices: ["bash", "zsh", "fish"]), value: "zsh"),
            AlertForm.Row(label: "Home folder", kind: .text, value: "/home/ada"),
            AlertForm.Row(label: "Team", kind: .text, value: "Engines 機関"),
            AlertForm.Row(label: "Phone", kind: .text),
            AlertForm.Row(label: "Office", kind: .picker(choices: ["London", "Paris"])),
            AlertForm.Row(label: "Notes for the administrator", kind: .text),
        ])
        form.firstShownRow = firstRow
        var options = options
        options.focusedField = row
        guard
            case .alert(var model) = alert(
                title: nil, message: "<b>New account</b>\nAll fields can be changed later.",
                actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")], preferred: 1)
        else { preconditionFailure("the gallery's alert is an alert") }
        model.isMessageMarkup = true
        model.content = .form(form)
        return GalleryEntry(name, .alert(model), options: options)
    }
}
