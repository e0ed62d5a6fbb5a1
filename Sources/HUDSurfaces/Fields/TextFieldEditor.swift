import HUDCore

/// One text field's text and caret, edited as GTK's and UIKit's entries edit, or, multi-line, as
/// GTK's text view edits its buffer. The caret and the selection count graphemes (Swift
/// `Character`s), so no key leaves the caret inside a CJK character, an emoji sequence or a letter
/// with its combining marks.
///
/// Control characters never enter, nor line breaks in a single-line field (it cannot show them); a
/// multi-line editor keeps line feeds and tabs, a carriage return becoming a line feed. The text
/// never grows past `limit` graphemes.
package struct TextFieldEditor: Hashable, Sendable {
    /// What the field holds.
    package private(set) var text: String
    /// The caret and the selection, within `0...text.count`.
    package private(set) var selection: FieldSelection
    /// A secure field's text is never copied, and words do not show in it: Ctrl and the arrows go
    /// to its ends.
    package let isSecure: Bool
    /// The most graphemes the text may hold.
    package let limit: Int
    /// Whether the text holds lines (a text view's), which Up and Down move between.
    package let isMultiLine: Bool

    /// The caret after `text`.
    package init(text: String, isSecure: Bool = false, limit: Int, isMultiLine: Bool = false) {
        self.text = text
        self.isSecure = isSecure
        self.limit = limit
        self.isMultiLine = isMultiLine
        selection = FieldSelection(caret: text.count)
    }

    /// The selected text.
    package var selectedText: String {
        String(graphemes[selection.range])
    }

    /// The text's graphemes, which the caret and the selection count.
    private var graphemes: [Character] {
        Array(text)
    }

    /// The selection, when it may leave the field: nil for a secure field, or with nothing selected.
    package var copyableText: String? {
        isSecure || selection.isEmpty ? nil : selectedText
    }

    package mutating func apply(_ edit: TextEdit) {
        switch edit {
        case .move(let motion, let extending):
            let caret =
                if !extending, !selection.isEmpty, motion == .previousCharacter || motion == .nextCharacter {
                    // An arrow ends a selection at its side, as GTK's and UIKit's do.
                    motion == .previousCharacter ? selection.range.lowerBound : selection.range.upperBound
                } else {
                    position(after: motion)
                }
            selection = FieldSelection(caret: caret, anchor: extending ? selection.anchor : nil)
        case .delete(let motion):
            if selection.isEmpty {
                let target = position(after: motion)
                replace(min(target, selection.caret)..<max(target, selection.caret), with: "")
            } else {
                replace(selection.range, with: "")
            }
        case .selectAll:
            selection = FieldSelection(caret: text.count, anchor: 0)
        case .clear:
            replace(0..<text.count, with: "")
        case .insert(let typed):
            let kept =
                isMultiLine
                ? Self.lines(typed) : String(String.UnicodeScalarView(typed.unicodeScalars.filter { !$0.breaksField }))
            guard !kept.isEmpty else { return }
            let room = limit - (text.count - selection.range.count)
            replace(selection.range, with: String(kept.prefix(max(0, room))))
        case .select(let asked):
            let count = text.count
            selection = FieldSelection(
                caret: min(max(0, asked.caret), count), anchor: min(max(0, asked.anchor), count))
        }
    }

    /// Pastes `pasted` at the caret, over the selection: a single-line field its first line, as
    /// GTK's single-line entries paste a text of several lines.
    package mutating func paste(_ pasted: String) {
        apply(.insert(isMultiLine ? pasted : pasted.firstLine))
    }

    /// Adds `more` after the text, as typed, as a stream's input arrives: a caret at the end stays
    /// at the end, any other caret and selection where they are.
    package mutating func append(_ more: String) {
        let kept = selection
        let followsEnd = selection.isEmpty && selection.caret == text.count
        apply(.move(.end, extendingSelection: false))
        apply(.insert(more))
        if !followsEnd { selection = kept }
    }

    /// `typed` as a multi-line text holds it: line ends as line feeds, tabs kept, other control
    /// characters left out.
    private static func lines(_ typed: String) -> String {
        var kept = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in typed.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            if scalar == "\n", afterReturn { continue }
            if scalar == "\r" || scalar == "\n" || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator
            {
                kept.append("\n")
            } else if scalar == "\t" || !scalar.breaksField {
                kept.append(scalar)
            }
        }
        return String(kept)
    }

    /// Puts `replacement` where `range` was and the caret after it. The caret is counted in the
    /// result, since a combining mark typed after a letter joins it into one grapheme.
    private mutating func replace(_ range: Range<Int>, with replacement: String) {
        let head = String(graphemes[..<range.lowerBound]) + replacement
        text = head + String(graphemes[range.upperBound...])
        selection = FieldSelection(caret: min(head.count, text.count))
    }

    private func position(after motion: TextMotion) -> Int {
        let characters = graphemes
        let caret = selection.caret
        switch motion {
        case .previousCharacter: return max(0, caret - 1)
        case .nextCharacter: return min(characters.count, caret + 1)
        case .start: return 0
        case .end: return characters.count
        case .lineStart: return lineStart(of: caret, in: characters)
        case .lineEnd: return lineEnd(of: caret, in: characters)
        case .previousLine:
            let start = lineStart(of: caret, in: characters)
            guard start > 0 else { return 0 }
            let previous = lineStart(of: start - 1, in: characters)
            return min(previous + caret - start, start - 1)
        case .nextLine:
            let end = lineEnd(of: caret, in: characters)
            guard end < characters.count else { return characters.count }
            return min(end + 1 + caret - lineStart(of: caret, in: characters), lineEnd(of: end + 1, in: characters))
        case .previousWord:
            guard !isSecure else { return 0 }
            var position = caret
            while position > 0, !characters[position - 1].isWordPart { position -= 1 }
            while position > 0, characters[position - 1].isWordPart { position -= 1 }
            return position
        case .nextWord:
            guard !isSecure else { return characters.count }
            var position = caret
            while position < characters.count, !characters[position].isWordPart { position += 1 }
            while position < characters.count, characters[position].isWordPart { position += 1 }
            return position
        }
    }
}

/// Where the line holding `position` starts: after the line feed before it.
private func lineStart(of position: Int, in characters: [Character]) -> Int {
    var start = position
    while start > 0, characters[start - 1] != "\n" { start -= 1 }
    return start
}

/// Where the line holding `position` ends: at the line feed after it, or the text's end.
private func lineEnd(of position: Int, in characters: [Character]) -> Int {
    var end = position
    while end < characters.count, characters[end] != "\n" { end += 1 }
    return end
}

extension Character {
    /// Letters (CJK ideographs included), digits and the underscore make words; spaces and
    /// punctuation separate them.
    fileprivate var isWordPart: Bool {
        isLetter || isNumber || self == "_"
    }
}

extension Unicode.Scalar {
    /// Characters a single-line field must not hold: C0/C1 controls and line/paragraph separators.
    fileprivate var breaksField: Bool {
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
