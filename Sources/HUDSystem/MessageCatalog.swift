/// A GNU message catalog (a `.mo` file, as `msgfmt` writes it): every message's English original
/// and its translation. The file's header entry (the empty original) and a plural's other forms
/// are left out; a message with a context is keyed by `context\u{4}original`, as gettext keys it.
package enum MessageCatalog {
    /// The translations in `bytes`, or nil when they are not a catalog.
    package static func translations(in bytes: [UInt8]) -> [String: String]? {
        guard bytes.count >= 28 else { return nil }
        let magic = word(bytes, at: 0, bigEndian: false)
        guard magic == 0x9504_12de || magic == 0xde12_0495 else { return nil }
        let bigEndian = magic == 0xde12_0495
        let count = Int(word(bytes, at: 8, bigEndian: bigEndian))
        let originals = Int(word(bytes, at: 12, bigEndian: bigEndian))
        let translated = Int(word(bytes, at: 16, bigEndian: bigEndian))
        guard originals >= 0, translated >= 0, count >= 0, count < bytes.count,
            originals + 8 * count <= bytes.count, translated + 8 * count <= bytes.count
        else { return nil }
        func string(table: Int, index: Int) -> String? {
            let length = Int(word(bytes, at: table + 8 * index, bigEndian: bigEndian))
            let offset = Int(word(bytes, at: table + 8 * index + 4, bigEndian: bigEndian))
            guard offset >= 0, length >= 0, offset + length <= bytes.count else { return nil }
            let text = bytes[offset..<offset + length].prefix { $0 != 0 }
            return String(decoding: text, as: UTF8.self)
        }
        var messages: [String: String] = [:]
        for index in 0..<count {
            guard let original = string(table: originals, index: index),
                let translation = string(table: translated, index: index)
            else { return nil }
            if !original.isEmpty, !translation.isEmpty { messages[original] = translation }
        }
        return messages
    }

    private static func word(_ bytes: [UInt8], at offset: Int, bigEndian: Bool) -> UInt32 {
        let four = bytes[offset..<offset + 4].map(UInt32.init)
        return bigEndian
            ? four[0] << 24 | four[1] << 16 | four[2] << 8 | four[3]
            : four[3] << 24 | four[2] << 16 | four[1] << 8 | four[0]
    }
}
