import AutoLayout
import Testing

/// SPEC's constraint grammar, each example of SPEC's scene parsed by hand, and UIKit's refusals.
struct ConstraintTextTests {
    @Test("SPEC's examples")
    func examples() throws {
        let a = try ConstraintText.parse("centerX == superview.centerX")
        #expect(
            a.first == .centerX && a.relation == .equal && a.item == .superview && a.second == .centerX && a.multiplier == 1 && a.constant == 0
                && a.priority == 1000)
        let b = try ConstraintText.parse("bottom == safeArea.bottom - 8")
        #expect(b.item == .guide(nil, .safeArea) && b.second == .bottom && b.constant == -8)
        let c = try ConstraintText.parse("width == 60")
        #expect(c.item == nil && c.second == nil && c.constant == 60)
        let d = try ConstraintText.parse("height == width")
        #expect(d.item == .owner && d.second == .width)
        let e = try ConstraintText.parse("top >= list.bottom + 8 @750")
        #expect(e.relation == .greaterOrEqual && e.item == .view("list") && e.constant == 8 && e.priority == 750)
        let f = try ConstraintText.parse("width <= superview.width * 0.5 + 10")
        #expect(f.relation == .lessOrEqual && f.multiplier == 0.5 && f.constant == 10)
        let g = try ConstraintText.parse("leading == viewController.view.safeArea.leading")
        #expect(g.item == .guide("viewController.view", .safeArea))
        let h = try ConstraintText.parse("height == superview.height / 4")
        #expect(h.multiplier == 0.25)
        let i = try ConstraintText.parse("top == topLayoutGuide.bottom")
        #expect(i.item == .topLayoutGuide)
    }

    @Test("Errors name the column and what was expected")
    func errors() {
        let cases: [(String, Int, String)] = [
            ("botom == superview.bottom", 1, "did you mean 'bottom'?"),
            ("top = superview.top", 5, "expected ==, <= or >="),
            ("top == superview.top @1001", 23, "from 1 to 1000"),
            ("top == superview.top @0", 23, "from 1 to 1000"),
            ("top == 20", 1, "cannot equal a constant"),
            ("top == superview.leading", 1, "different axes"),
            ("width == superview.centerX", 1, "UIKit refuses"),
            ("top == superview.top * 0", 1, "multiplier of 0"),
            ("top == superview.top +", 23, "expected a number"),
            ("top == superview.top 8", 22, "unexpected '8'"),
            ("top == list.safearea.top", 8, "unknown item"),
        ]
        for (text, column, message) in cases {
            do {
                _ = try ConstraintText.parse(text)
                Issue.record("accepted: \(text)")
            } catch {
                #expect(error.column == column && error.message.contains(message), "\(text): \(error)")
            }
        }
    }
}
