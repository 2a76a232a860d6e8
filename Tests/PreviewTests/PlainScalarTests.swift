import Testing
import Yams

@testable import Preview

/// `PlainScalar` replaces Yams' regular-expression resolver for speed; this compares the two
/// (the second implementation is Yams' own `Resolver.default`) on hand-picked edge cases and on
/// every short string over an alphabet of the characters those expressions care about.
struct PlainScalarTests {
    /// What the loader needs from Yams' answer: bool, int, float and null; the rest is text.
    static func expected(_ text: String) -> Yams.Tag.Name {
        let tag = Resolver.default.resolveTag(of: .scalar(Node.Scalar(text, Yams.Tag(.implicit), .plain)))
        return [.bool, .int, .float, .null].contains(tag) ? tag : .str
    }

    static let edgeCases = [
        "", "~", "null", "Null", "NULL", "nULL", "yes", "Off", "y", "n", "TRUE", "tRUE",
        "0", "-0", "+0", "00", "0o17", "0o", "0o8", "017", "018", "0b101", "0b", "0b2", "0x1F", "0x", "0xg", "1_000", "_1",
        "190:20:30", "1:60", "1:5:", "1:", "12:345", "-1:30",
        "1.", ".5", "-.5", "._", "1e5", "1e+5", "1.5e-3", ".5e+1", ".5e1", "1e", "1.e3", "+.inf", "-.Inf", ".NaN", "-.nan", ".nAn",
        "1:20.5", "1:20.", "1:2:3.4_", "2001-12-14", "<<", "=", "12 ", " 12", "1 2", "0x_", "0b_", "0_", "+", "-", ".",
    ]

    @Test(arguments: edgeCases)
    func edgeCaseAgreesWithYams(_ text: String) {
        #expect(PlainScalar.tag(text) == Self.expected(text), "\(text.debugDescription)")
    }

    /// All 1- to 4-character strings over 16 characters: 69,904 scalars, none may differ.
    @Test func everyShortStringAgreesWithYams() {
        let alphabet = Array("019.:_+-eExbo7nN")
        var differences: [String] = []
        var current: [Character] = []
        func visit(_ length: Int) {
            if current.count == length {
                let text = String(current)
                if PlainScalar.tag(text) != Self.expected(text) { differences.append(text) }
                return
            }
            for c in alphabet {
                current.append(c)
                visit(length)
                current.removeLast()
            }
        }
        for length in 1...4 { visit(length) }
        #expect(differences.isEmpty, "differ from Yams: \(differences.prefix(20))")
    }
}
