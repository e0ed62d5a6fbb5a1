import HUDKit

extension Gallery {
    /// The alert with a text view (zenity's `--text-info`): a licence with its checkbox, and notes
    /// being edited (`--editable`) with the caret after them, light and dark, at scale 1 and 2; and
    /// the licence in a monospaced font (`--font "Monospace 10"`).
    static let textViewEntries: [GalleryEntry] =
        [("textview", licence()), ("textview-editable", notes)].flatMap(variants) + [
            GalleryEntry(
                "textview-monospace", licence(font: TextFont(family: .monospace, size: 10)),
                options: SnapshotOptions(size: Size(width: 480, height: 400)))
        ]

    /// `overlay` light and dark, at scale 1 and 2.
    private static func variants(_ name: String, _ overlay: Overlay) -> [GalleryEntry] {
        [false, true].flatMap { dark in
            [1.0, 2.0].map { scale in
                GalleryEntry(
                    name + (dark ? "-dark" : "") + (scale == 2 ? "-scale2" : ""), overlay,
                    options: SnapshotOptions(
                        size: Size(width: 480, height: 400), scale: scale, appearance: dark ? .dark : .light))
            }
        }
    }

    private static let notes: Overlay = {
        guard
            case .alert(var model) = alert(
                title: "Release notes", message: nil,
                actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")], preferred: 1)
        else { preconditionFailure("the gallery's notes are an alert") }
        var view = AlertTextView(
            text: "Fixed the banner's reply field.\n\n- Lists scroll with the wheel\n- 日本語のメモ ✅\n- Draft",
            size: Size(width: 320, height: 160), isEditable: true)
        // As the view shows with the keyboard's focus in it.
        view.showsCaret = true
        model.content = .textView(view)
        return .alert(model)
    }()

    private static func licence(font: TextFont? = nil) -> Overlay {
        guard
            case .alert(var model) = alert(
                title: "Licence", message: nil,
                actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")], preferred: 1)
        else { preconditionFailure("the gallery's licence is an alert") }
        model.content = .textView(
            AlertTextView(
                text: """
                    HUDKit's sample licence

                    Permission is granted to show <b>this text</b> as it is: markup and tabs\tstay literal, \
                    and a long line wraps at the view's width.
                    第二段：中文也會換行。 ✅

                    1. Scroll with the arrows, Page Up and Down, Home and End.
                    2. Check the box to enable OK.
                    3. This line is below the fold, shown once the view scrolls.
                    4. And this one.
                    """,
                checkbox: "I accept the terms", size: Size(width: 320, height: 160), font: font))
        return .alert(model)
    }
}
