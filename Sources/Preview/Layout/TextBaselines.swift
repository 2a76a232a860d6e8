import SwiftUILayout

/// Where a label's or button's text baselines sit, measured from the middle of its alignment
/// rectangle (R43). UILabel and UIButton centre their text vertically, so a block of `lines`
/// lines of the system font stands in the middle of the view, each line `lineHeight` tall with
/// its baseline `ascender` below the line's top: a one-line 17-pt label 20.333 tall has its
/// baseline 16.21 below its top, 4.12 above its bottom. A label's line count is its intrinsic
/// height in lines (one when it has none); a button's title is one line.
struct TextBaselines: Equatable {
    /// The first line's baseline, from the middle.
    var first: Double
    /// The last line's baseline, from the middle.
    var last: Double

    /// The baselines of `spec`'s text, or nil for a view that shows none (Auto Layout then uses
    /// its top edge for the first baseline and its bottom edge for the last: UIView's
    /// `forFirstBaselineLayout` and `forLastBaselineLayout`).
    init?(_ spec: ViewSpec) {
        guard spec.kind.showsText else { return nil }
        let font = Font.system(spec.fontSize ?? 17)
        let lines = spec.kind == .label ? max(1, ((spec.intrinsicContentSize?.height ?? 0) / font.lineHeight).rounded()) : 1
        first = -lines * font.lineHeight / 2 + font.ascender
        last = first + (lines - 1) * font.lineHeight
    }
}
