/// `NSLayoutConstraint.Attribute`, with UIKit's names (RULES R43).
public enum Attribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public enum Axis: Sendable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default: .vertical
        }
    }

    /// Width and height: sizes, which a constant alone may set; the others are locations.
    public var isSize: Bool { self == .width || self == .height }

    /// Leading and trailing (and their margin forms), which follow the layout direction.
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }
}
