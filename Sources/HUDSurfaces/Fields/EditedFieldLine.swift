import HUDCore

/// How a focused single-line text field draws its text: the alert's fields and a banner's reply
/// field draw it the same way, so a caret, a selection and a text too long for the field look and
/// scroll alike wherever a field is.
package enum EditedFieldLine {
    /// Width of the caret: UIKit's 2 pt bar.
    package static let caretWidth = 2.0
    /// How strongly the tint fills a selection, as UIKit's text selection does.
    package static let selectionAlpha = 0.25

    /// The caret before a placeholder (`block`, drawn in `frame`), as in UIKit.
    package static func caretBeforePlaceholder(
        _ block: TextBlock, in frame: Rect, tint: Color, context: LayoutContext
    ) -> SceneNode {
        let height = context.measure(block).height
        return SceneNode(
            name: "caret",
            frame: Rect(x: frame.minX, y: frame.midY - height / 2, width: caretWidth, height: height),
            fill: tint)
    }

    /// `shown` on one line, its selection tinted behind it and the caret among its graphemes (a
    /// secure field's bullets are one a grapheme), centred on the boundary so it covers neither
    /// neighbour (but never left of the text's start). The text scrolls so the caret shows: not at
    /// all while the caret fits, else just enough to bring it in at the right edge.
    package static func node(
        _ shown: String, style: TextStyle, in frame: Rect, selection: FieldSelection, tint: Color,
        context: LayoutContext
    ) -> SceneNode {
        let graphemes = Array(shown)
        func line(_ text: String) -> TextBlock {
            TextBlock(text: text, style: style, wrapWidth: .greatestFiniteMagnitude, maxHeight: 0)
        }
        /// Where the grapheme at `index` starts: the width of the text before it.
        func offset(_ index: Int) -> Double {
            index <= 0 ? 0 : context.measure(line(String(graphemes[..<min(index, graphemes.count)]))).width
        }
        let size = context.measure(line(shown))
        let caret = offset(selection.caret)
        let left = frame.minX - max(0, caret + caretWidth / 2 - frame.width)
        let lineFrame = Rect(x: left, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        var children: [SceneNode] = []
        if !selection.isEmpty {
            let start = left + offset(selection.range.lowerBound)
            children.append(
                SceneNode(
                    name: "selection",
                    frame: Rect(
                        x: start, y: lineFrame.minY, width: left + offset(selection.range.upperBound) - start,
                        height: size.height),
                    fill: tint.withAlpha(selectionAlpha)))
        }
        children.append(
            SceneNode(
                name: "text", frame: Rect(x: left, y: frame.minY, width: size.width, height: frame.height),
                content: .text(line(shown))))
        children.append(
            SceneNode(
                name: "caret",
                frame: Rect(
                    x: max(frame.minX, left + caret - caretWidth / 2), y: lineFrame.minY, width: caretWidth,
                    height: size.height),
                fill: tint))
        var area = SceneNode(name: "editedText", frame: frame, children: children)
        area.clipsChildren = true
        return area
    }
}
