import Geometry

/// A resolved font: its point size and whether it is bold (wider glyphs). SwiftUI passes it down
/// the tree through the environment: `.font` on a stack sets every `Text` inside.
public struct Font: Equatable, Sendable {
    public var size: Double
    public var bold: Bool
    /// Where the size came from, for explanations: `body 17`, `system(size: 20)`.
    public var name: String

    /// A `Text` with no `.font` uses `.body`, 17 pt (S23).
    public static let body = Font(size: 17, bold: false, name: "body")

    /// The text styles at the default Dynamic Type size, as `UIFont.preferredFont(forTextStyle:)`
    /// prints them (S23).
    static let styles: [String: (size: Double, bold: Bool)] = [
        "largeTitle": (34, false), "title": (28, false), "title2": (22, false), "title3": (20, false),
        "headline": (17, true), "body": (17, false), "callout": (16, false), "subheadline": (15, false),
        "footnote": (13, false), "caption": (12, false), "caption2": (11, false),
        "extraLargeTitle": (36, true), "extraLargeTitle2": (28, true),
    ]

    /// The font a `.font(…)` argument names, or nil when it names none this knows.
    static func resolve(_ value: Value) -> Font? {
        switch value {
        case .member(let style):
            return styles[style].map { Font(size: $0.size, bold: $0.bold, name: style) }
        case .call("system", let arguments):
            if let size = arguments.first(where: { $0.label == "size" })?.value.number, size > 0, size <= 1000 {
                let bold = arguments.contains { $0.label == "weight" && ["bold", "heavy", "black", "semibold"].contains($0.value.member ?? "") }
                return Font.system(size, bold: bold)
            }
            if let style = arguments.first(where: { $0.label == nil })?.value.member {
                return resolve(.member(style))
            }
            return nil
        default:
            return nil
        }
    }

    /// The system font at `size` points (UIKit's `systemFont(ofSize:)`, SwiftUI's
    /// `.system(size:)`), regular weight unless `bold`.
    public static func system(_ size: Double, bold: Bool = false) -> Font {
        Font(size: size, bold: bold, name: "system(size: \(PointFormat.string(size)))")
    }

    /// One line's height: 17-pt system text is 20.287109375 tall (S24), and other sizes in
    /// proportion (L: no other style's line height was logged).
    public var lineHeight: Double { size * 20.287109375 / 17 }

    /// How far the baseline sits below the top of a line: the system font's ascender,
    /// 16.1865234375 at 17 pt (SF's 1950 of 2048 units per em); the descender is the rest of
    /// the line (R43, L in other sizes).
    public var ascender: Double { size * 16.1865234375 / 17 }
}
