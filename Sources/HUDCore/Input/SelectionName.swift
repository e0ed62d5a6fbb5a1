/// The X selections a text field pastes from and copies to: CLIPBOARD (Ctrl+C, Ctrl+V,
/// Shift+Insert) and PRIMARY (what is selected, pasted with the middle button).
package enum SelectionName: Hashable, Sendable {
    case clipboard, primary
}
