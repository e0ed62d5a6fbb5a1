import HUDKit

/// One named, fully specified sample of a variant.
public struct GalleryEntry: Sendable {
    /// A file-safe name, used for the golden image and the demo's caption.
    public let name: String
    /// What is drawn.
    public let overlay: Overlay
    /// Canvas size, scale, backdrop and appearance.
    public let options: SnapshotOptions

    /// An entry named `name` drawing `overlay`.
    public init(_ name: String, _ overlay: Overlay, options: SnapshotOptions = SnapshotOptions()) {
        self.name = name
        self.overlay = overlay
        self.options = options
    }
}

/// Every static variant HUDKit draws, with sample text: the demo's gallery, the golden images'
/// subjects and the benchmark's workload are this one list.
public enum Gallery {
    /// Seed 000's prompt text, which exercises the CJK font.
    public static let cjkToast = "商品柜已经满了，不要再买买买了..."

    /// Every entry, in gallery order.
    public static let entries: [GalleryEntry] =
        staticEntries + progressEntries + actionSheetEntries + placementEntries + pressedEntries + focusedEntries
        + editingEntries + detailEntries + formEntries + pickerEntries
        + levelEntries + textViewEntries + listEntries + colorPickerEntries + languageEntries

    private static let staticEntries: [GalleryEntry] = [
        GalleryEntry("toast", .toast(ToastModel(text: "Saved to Downloads"))),
        GalleryEntry("toast-cjk", .toast(ToastModel(text: cjkToast))),
        GalleryEntry(
            "toast-long",
            .toast(
                ToastModel(
                    text: "A longer message wraps at 250 points, and the card grows to fit every line of it."))),
        GalleryEntry("toast-literal-markup", .toast(ToastModel(text: "Use <b> & </b> literally"))),
        GalleryEntry("loading", .loading(LoadingHUDModel(text: "Loading..."))),
        GalleryEntry("loading-no-text", .loading(LoadingHUDModel())),
        GalleryEntry("status-text", .status(StatusHUDModel(text: "Connecting to server"))),
        GalleryEntry("success", .status(StatusHUDModel(glyph: .checkmark))),
        GalleryEntry("success-text", .status(StatusHUDModel(glyph: .checkmark, text: "Upload complete"))),
        GalleryEntry("error", .status(StatusHUDModel(glyph: .cross))),
        GalleryEntry("error-text", .status(StatusHUDModel(glyph: .cross, text: "Network unreachable"))),
        GalleryEntry("info-text", .status(StatusHUDModel(glyph: .info, text: "3 new messages"))),
        GalleryEntry(
            "success-light", .status(StatusHUDModel(glyph: .checkmark, text: "Done")),
            options: SnapshotOptions(appearance: .light)),
        GalleryEntry(
            "card-both",
            .card(
                CardAlertModel(
                    title: "刪除確認", message: "確定要刪除此項目嗎?此操作不可恢復。", sure: "確定刪除", cancel: "取消"))),
        GalleryEntry(
            "card-sure",
            .card(
                CardAlertModel(
                    title: "Update available", message: "Version 2.0 is ready to install.", sure: "Install"))),
        GalleryEntry(
            "card-cancel",
            .card(
                CardAlertModel(
                    title: "Nothing to undo", message: "The history is empty.", cancel: "Close"))),
        GalleryEntry(
            "card-no-buttons",
            .card(
                CardAlertModel(
                    title: "Please wait", message: "This card has no buttons; Escape closes it."))),
        GalleryEntry(
            "card-message-only",
            .card(
                CardAlertModel(
                    message: "A message without a title, wrapping by character at 260 points across several lines.",
                    sure: "OK", cancel: "Cancel"))),
        GalleryEntry("card-title-only", .card(CardAlertModel(title: "Title only", sure: "OK", cancel: "Cancel"))),
        GalleryEntry(
            "card-scale2",
            .card(
                CardAlertModel(
                    title: "HiDPI", message: "Drawn at scale 2: one point is two pixels, edges stay sharp.", sure: "OK",
                    cancel: "Cancel")),
            options: SnapshotOptions(size: Size(width: 400, height: 300), scale: 2)),
        GalleryEntry(
            "alert-one",
            alert(
                title: "Saved", message: "Your changes were saved.",
                actions: [AlertAction(title: "OK")])),
        GalleryEntry(
            "alert-two",
            alert(
                title: "Discard draft?", message: "This cannot be undone.",
                actions: [
                    AlertAction(title: "Discard", style: .destructive),
                    AlertAction(title: "Cancel", style: .cancel),
                ])),
        GalleryEntry(
            "alert-three",
            alert(
                title: "Photo", message: "What would you like to do?",
                actions: [
                    AlertAction(title: "Share"),
                    AlertAction(title: "Delete", style: .destructive),
                    AlertAction(title: "Cancel", style: .cancel),
                ])),
        GalleryEntry(
            "alert-two-stacked",
            alert(
                title: "Long titles stack", message: nil,
                actions: [
                    AlertAction(title: "Cancel", style: .cancel),
                    AlertAction(title: "Keep both versions"),
                ])),
        GalleryEntry(
            "alert-login",
            alert(
                title: "Sign in", message: "Enter your account details.",
                actions: [
                    AlertAction(title: "Cancel", style: .cancel),
                    AlertAction(title: "Sign In"),
                ],
                preferred: 1,
                fields: [
                    AlertTextField(placeholder: "Name", text: "ada"),
                    AlertTextField(placeholder: "Password", isSecure: true, text: "secret"),
                ])),
        GalleryEntry(
            "alert-dark",
            alert(
                title: "Dark mode", message: "The same alert in the dark appearance.",
                actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")]),
            options: SnapshotOptions(appearance: .dark)),
    ]

    /// The entry called `name`, if any.
    public static func entry(named name: String) -> GalleryEntry? {
        entries.first { $0.name == name }
    }

    /// Gallery models are written to be valid; a failure here is a bug in this file.
    static func alert(
        title: String?, message: String?, actions: [AlertAction], preferred: Int? = nil,
        fields: [AlertTextField] = []
    ) -> Overlay {
        do {
            return .alert(
                try AlertModel(
                    title: title, message: message, actions: actions,
                    preferredActionIndex: preferred, textFields: fields))
        } catch {
            preconditionFailure("invalid gallery alert: \(error)")
        }
    }
}
