import Foundation
import HUDCore
import Testing

/// The trimming that replaced Foundation's in the command line's parsing must trim what it trimmed.
@Suite("Trimming: Foundation's white space sets without Foundation")
struct TrimmingTests {
    static let samples = [
        "", " ", "\t\n", "  value  ", "\u{00A0}x\u{3000}", "\r\nline\r\n", "\u{2028}a b\u{2029}", "\u{0085}x\u{000B}",
        "\u{200B}zero width\u{200B}", "é ", " \u{301}combining", "#label", "\u{FEFF}bom",
    ]

    @Test(arguments: samples)
    func whitespaceIsWhitespacesAndNewlines(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(arguments: samples)
    func spacesAreWhitespaces(text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }

    /// Every scalar of the Basic Multilingual Plane (where all of Unicode's white space is), either side.
    @Test func everyScalarIsTrimmedAsFoundationTrimsIt() {
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar) + "x" + String(scalar)
            guard text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines),
                text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces)
            else {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)) is trimmed otherwise")
                continue
            }
        }
    }
}
