/// How sure a rule or a number is (RULES.md's H, M, L marks).
public enum Confidence: String, Sendable, CaseIterable, Comparable {
    case high, medium, low

    private var rank: Int {
        switch self {
        case .high: 0
        case .medium: 1
        case .low: 2
        }
    }

    public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rank < rhs.rank }
}

/// Why a number is what it is, in words and numbers, with the confidence of the rule behind it.
///
/// Printed with the confidence only where it is not high:
///
///     Explanation("status bar 44 + navigation bar 44").description
///     // "status bar 44 + navigation bar 44"
///     Explanation("clamped at 0", confidence: .low).description
///     // "clamped at 0 (low confidence)"
public struct Explanation: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var confidence: Confidence

    public init(_ text: String, confidence: Confidence = .high) {
        self.text = text
        self.confidence = confidence
    }

    public var description: String {
        confidence == .high ? text : "\(text) (\(confidence.rawValue) confidence)"
    }
}
