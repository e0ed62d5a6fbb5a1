/// A pasted text as it arrives in pieces (a selection's property read a piece at a time, or an INCR
/// transfer's chunks), kept only as far as a field can use it: its first line (every line for an
/// editable text view), at most `limit` characters. Once `isComplete`, what follows could not reach the field, so reading stops.
package struct PastedText {
    /// A field holds at most this many characters.
    package let limit: Int
    /// Whether lines after the first are wanted (an editable text view's paste).
    package let keepsLines: Bool
    package private(set) var bytes: [UInt8] = []
    /// A line break has arrived, or more than `limit` characters, or `byteLimit` bytes.
    package private(set) var isComplete = false

    package init(limit: Int, keepsLines: Bool = false) {
        self.limit = limit
        self.keepsLines = keepsLines
    }

    /// So many bytes a character are enough for any text a person pastes (an emoji family is 18,
    /// a letter with three accents 7); past them a text of endless combining marks is cut.
    package static let bytesPerCharacter = 64

    package var byteLimit: Int { limit * Self.bytesPerCharacter }

    /// The text so far, invalid UTF-8 repaired (U+FFFD); the field cuts it at its line break and limit.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func append(_ piece: some Collection<UInt8>) {
        guard !isComplete else { return }
        bytes += piece.prefix(byteLimit - bytes.count)
        // More than `limit` characters: the last one may still grow by combining marks to come, the
        // ones before it are final.
        let text = text
        isComplete =
            bytes.count >= byteLimit || (bytes.count > limit && text.count > limit)
            || (!keepsLines && text.firstLine.utf8.count < text.utf8.count)
    }
}
