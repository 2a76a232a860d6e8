import Preview

/// Lays out a scene written inline in a test.
func layout(_ yaml: String, offsets: [String: Point] = [:]) throws -> Layout {
    LayoutEngine.layout(try SceneLoader.load(text: yaml, file: "test.yaml"), scrollOffsets: offsets)
}

func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> EdgeInsets {
    EdgeInsets(top: t, left: l, bottom: b, right: r)
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

extension Layout {
    /// The view, or a test failure naming what is there.
    func required(_ name: String) throws -> LayoutView {
        guard let v = view(named: name) else {
            throw TestLookupError(message: "no view '\(name)'; views: \(views.map(\.name))")
        }
        return v
    }
}

struct TestLookupError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Equality to UIKit's printed precision (three decimals).
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }

func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
    close(a.top, b.top) && close(a.left, b.left) && close(a.bottom, b.bottom) && close(a.right, b.right)
}

func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}
