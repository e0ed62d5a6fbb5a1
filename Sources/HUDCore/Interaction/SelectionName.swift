/// The two selections a text field trades text through, as X names them: CLIPBOARD, which Ctrl+C
/// and Ctrl+V use, and PRIMARY, the text last selected, which a middle click pastes.
package enum SelectionName: Hashable, Sendable {
    case clipboard, primary
}
