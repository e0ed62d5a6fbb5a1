/// A text's offsets as AT-SPI counts them, in Unicode scalars (as GTK's UTF-8 character offsets
/// and a Python client's string indices do), beside HUDKit's, in graphemes (Swift `Character`s),
/// the only places a caret can sit. "e" and a combining accent are two characters to a screen
/// reader and one grapheme to the field.
struct ScalarOffsets {
    let scalars: [Unicode.Scalar]
    /// Where each grapheme starts, in scalars, then the text's end.
    private let starts: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var starts = [0]
        for grapheme in text { starts.append(starts.last! + grapheme.unicodeScalars.count) }
        self.starts = starts
    }

    /// The text's length in scalars.
    var count: Int { scalars.count }

    /// Where grapheme `index` starts (the end for one past the last), in scalars.
    func scalar(ofGrapheme index: Int) -> Int {
        starts[min(max(0, index), starts.count - 1)]
    }

    /// The grapheme at scalar `offset`: the one it falls within, counted from its start.
    func grapheme(atScalar offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `offset` as a client sends it: negative means the end, beyond the end is the end.
    func clamped(_ offset: Int32) -> Int {
        offset < 0 ? count : min(Int(offset), count)
    }
}
