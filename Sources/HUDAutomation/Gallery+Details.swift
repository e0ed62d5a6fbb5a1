import HUDKit

extension Gallery {
    /// Buttons held down: the card's (white 0.9), a system alert's and a sheet's (UIKit's highlight)
    /// and a HUD's Cancel (its outline's colour, faint).
    static let pressedEntries: [GalleryEntry] = [
        pressed(
            "card-pressed",
            .card(
                CardAlertModel(
                    title: "Delete photo?", message: "It will be gone for good.", sure: "Delete", cancel: "Keep")),
            button: 1),
        pressed("alert-pressed", discardAlert, button: 0),
        pressed("sheet-pressed", photoSheet(), button: 1),
        pressed(
            "progress-cancel-pressed",
            .status(StatusHUDModel(indicator: .progress(.annular, 0.4), text: "Uploading…", buttonTitle: "Cancel")),
            button: 0),
    ]

    /// UIKit's shrinking action titles (one fits after shrinking, one is cut at the 3/4 floor), and a
    /// light HUD on a white desktop, which its hairline outline keeps apart.
    static let detailEntries: [GalleryEntry] = [
        GalleryEntry(
            "alert-long-actions",
            alert(
                title: "Storage almost full", message: "Free up space to keep backing up.",
                actions: [
                    AlertAction(title: "Manage Storage and Backups"),
                    AlertAction(title: "Remind Me Tomorrow Morning at Nine O'Clock, Please"),
                    AlertAction(title: "Cancel", style: .cancel),
                ])),
        GalleryEntry(
            "success-light-on-white", .status(StatusHUDModel(glyph: .checkmark, text: "Saved")),
            options: SnapshotOptions(backdrop: .color(Color(white: 1)), appearance: .light)),
    ]

    /// The keyboard's focus ring, as iPadOS draws it: in the tint, inset in the button or row.
    static let focusedEntries: [GalleryEntry] = [
        focused("card-focused", deleteCard, button: 0),
        focused("card-focused-scale2", deleteCard, button: 1, options: SnapshotOptions(scale: 2)),
        focused("alert-focused", discardAlert, button: 1),
        focused("alert-focused-dark", discardAlert, button: 0, options: SnapshotOptions(appearance: .dark)),
        focused("sheet-focused", photoSheet(), button: 1),
        focused("sheet-focused-dark", photoSheet(), button: 3, options: SnapshotOptions(appearance: .dark)),
        focused("progress-cancel-focused", .status(cancellableUpload), button: 0),
    ]

    /// A text field being edited: the caret in the tint among the characters, a selection tinted
    /// behind them, a secure field's caret among its bullets, and a long text scrolled to its caret.
    static let editingEntries: [GalleryEntry] = [
        editing("alert-field-caret", renameAlert(), selection: 9..<9),
        editing("alert-field-caret-dark", renameAlert(), selection: 9..<9, options: SnapshotOptions(appearance: .dark)),
        editing("alert-field-selection", renameAlert(), selection: 10..<16),
        editing(
            "alert-field-selection-dark", renameAlert(), selection: 10..<16, options: SnapshotOptions(appearance: .dark)
        ),
        editing(
            "alert-field-scrolled", renameAlert("Quarterly report for the board, final version 3.pdf"), selection: nil),
        editing(
            "alert-secure-field-caret",
            alert(
                title: "Unlock", message: nil, actions: [AlertAction(title: "Unlock")],
                fields: [AlertTextField(placeholder: "Password", isSecure: true, text: "hunter2")]),
            selection: 3..<3),
        // An Arabic alert in an Arabic session: mirrored, its cancel button on the right.
        editing(
            "alert-rtl-arabic",
            alert(
                title: "إعادة تسمية الملف", message: "أدخل اسمًا جديدًا للملف.",
                actions: [AlertAction(title: "إلغاء", style: .cancel), AlertAction(title: "إعادة تسمية")],
                preferred: 1, fields: [AlertTextField(placeholder: "الاسم", text: "تقرير ربع سنوي")]),
            selection: 5..<5, options: rightToLeft),
    ]

    private static var rightToLeft: SnapshotOptions {
        var options = SnapshotOptions()
        options.words = Words(language: "ar", translations: [:])
        return options
    }

    private static func renameAlert(_ name: String = "Quarterly report.pdf") -> Overlay {
        alert(
            title: "Rename", message: "Enter a new name for the file.",
            actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Rename")], preferred: 1,
            fields: [AlertTextField(placeholder: "Name", text: name)])
    }

    private static func editing(
        _ name: String, _ overlay: Overlay, selection: Range<Int>?, options: SnapshotOptions = SnapshotOptions()
    ) -> GalleryEntry {
        var options = options
        options.focusedField = 0
        options.fieldSelection = selection
        return GalleryEntry(name, overlay, options: options)
    }

    /// Only a cancellable HUD takes the keyboard, and so the focus.
    private static var cancellableUpload: StatusHUDModel {
        var model = StatusHUDModel(indicator: .progress(.annular, 0.4), text: "Uploading…", buttonTitle: "Cancel")
        model.isCancellable = true
        return model
    }

    private static let deleteCard = Overlay.card(CardAlertModel(title: "Delete photo?", sure: "Delete", cancel: "Keep"))

    private static var discardAlert: Overlay {
        alert(
            title: "Discard draft?", message: "This cannot be undone.",
            actions: [AlertAction(title: "Discard", style: .destructive), AlertAction(title: "Cancel", style: .cancel)])
    }

    private static func focused(
        _ name: String, _ overlay: Overlay, button: Int, options: SnapshotOptions = SnapshotOptions()
    ) -> GalleryEntry {
        var options = options
        options.focusedButton = button
        return GalleryEntry(name, overlay, options: options)
    }

    private static func pressed(_ name: String, _ overlay: Overlay, button: Int) -> GalleryEntry {
        var options = SnapshotOptions()
        options.pressedButton = button
        return GalleryEntry(name, overlay, options: options)
    }
}
