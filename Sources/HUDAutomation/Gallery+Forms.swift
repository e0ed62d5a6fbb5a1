import HUDKit

extension Gallery {
    /// A form of ten rows in an alert (zenity's `--forms`): six in view with a scroll indicator, the
    /// keyboard's row ringed, scrolled to show it, in both looks and at both scales.
    static let formEntries: [GalleryEntry] = [
        form("alert-form", row: 0, scrolledTo: 0),
        form("alert-form-dark", row: 9, scrolledTo: 4, options: SnapshotOptions(appearance: .dark)),
        form("alert-form-scale2", row: 4, scrolledTo: 2, options: SnapshotOptions(scale: 2)),
        form("alert-form-dark-scale2", row: 2, scrolledTo: 1, options: SnapshotOptions(scale: 2, appearance: .dark)),
    ]

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
