import HUDCore

/// A UIAlertController action sheet: a list of choices at the bottom of the monitor, or anchored to a
/// point (our desktop stand-in for the iPad's popover). Invalid combinations are rejected when built.
public struct ActionSheetModel: Hashable, Sendable {
    /// Shown semibold in the grey header; nil or empty for none.
    public let title: String?
    /// Shown under the title in the header; nil or empty for none.
    public let message: String?
    /// In the order the caller added them; the cancel action is drawn in its own group below the rest.
    public let actions: [AlertAction]
    /// Drawn semibold and answers Return. UIKit ignores `preferredAction` on sheets; on a desktop it
    /// is how the keyboard alone picks an action.
    public let preferredActionIndex: Int?
    /// In monitor points: the sheet goes beside this point instead of at the bottom edge.
    public let anchor: Point?

    /// `textFields` exists so code ported from UIAlertController fails loudly: a sheet with any
    /// throws `HUDError.textFieldsOnActionSheet` rather than dropping them.
    public init(
        title: String? = nil, message: String? = nil, actions: [AlertAction], preferredActionIndex: Int? = nil,
        anchor: Point? = nil, textFields: [AlertTextField] = []
    ) throws(HUDError) {
        if !textFields.isEmpty { throw .textFieldsOnActionSheet }
        try AlertAction.requireAtMostOneCancel(in: actions)
        self.title = title.nonEmpty
        self.message = message.nonEmpty
        self.actions = actions
        self.preferredActionIndex = AlertAction.validIndex(preferredActionIndex, in: actions)
        self.anchor = anchor
    }

    /// The index of the action with the `.cancel` style, if any.
    public var cancelActionIndex: Int? {
        actions.firstIndex { $0.style == .cancel }
    }
}
