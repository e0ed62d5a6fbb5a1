import HUDCore

/// How a focused single-line text field draws its text: the alert's fields and a banner's reply
/// field draw it the same way, so a caret, a selection and a text too long for the field look and
/// scroll alike wherever a field is.
package enum EditedFieldLine {
    /// Width of the caret: UIKit's 2 pt bar.
    package static let caretWidth = 2.0
    /// How strongly the tint fills a selection, as UIKit's text selection does.
    package static let selectionAlpha = 0.25

    /// The caret before a placeholder (`block`, drawn in `frame`), as in UIKit: at the field's
    /// leading edge (the left, which a right-to-left surface's mirroring makes the right).
    package static func caretBeforePlaceholder(
        _ block: TextBlock, in frame: Rect, tint: Color, context: LayoutContext
    ) -> SceneNode {
        let height = context.measure(block).height
        return SceneNode(
            name: "caret", frame: Rect(x: frame.minX, y: frame.midY - height / 2, width: caretWidth, height: height),
            fill: tint)
    }

    /// `shown` on one line, its selection tinted behind it and the caret among its graphemes (a
    /// secure field's bullets are one a grapheme), centred on the boundary so it covers neither
    /// neighbour (but never left of the text's start). The text scrolls so the caret shows: not at
    /// all while the caret fits, else just enough to bring it in at the right edge. In a
    /// right-to-left language the line is flush with the field's right edge, scrolls to bring the
    /// caret in at the left, and the caret stands where Pango puts it in the line's own direction:
    /// laid out so, then mirrored in the field, so that the surface's own mirroring
    /// (`SceneNode.mirrored`) puts it back as it was laid out.
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
        let rightToLeft = context.words.isRightToLeft
        /// Where the caret before the grapheme at `index` stands on the line.
        func position(_ index: Int) -> Double {
            rightToLeft ? context.caret(at: index, in: line(shown)).minX : offset(index)
        }
        let size = context.measure(line(shown))
        let caret = position(selection.caret)
        let left =
            rightToLeft
            ? max(frame.maxX - size.width, frame.minX + caretWidth / 2 - caret)
            : frame.minX - max(0, caret + caretWidth / 2 - frame.width)
        let lineFrame = Rect(x: left, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        var children: [SceneNode] = []
        if !selection.isEmpty {
            let ends = [position(selection.range.lowerBound), position(selection.range.upperBound)]
            children.append(
                SceneNode(
                    name: "selection",
                    frame: Rect(
                        x: left + ends.min()!, y: lineFrame.minY, width: ends.max()! - ends.min()!,
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
        return rightToLeft ? area.mirrored() : area
    }
}
