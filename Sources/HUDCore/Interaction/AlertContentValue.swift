/// What an alert's content holds when the alert is answered, one case per kind of content.
package enum AlertContentValue: Hashable, Sendable {
    /// The chosen rows of a list, in list order: the selected row, the selected rows of a
    /// multiple-selection list, or the checked rows of a check or radio list.
    case rows([Int])
}
