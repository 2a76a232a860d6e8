import Preview
import Testing

/// Every rule an explanation, a note or a warning cites can be looked up (`layoutpreview rules`).
struct RuleBookTests {
    static func cited(_ text: String) -> Set<String> {
        var ids = Set<String>()
        var rest = Substring(text)
        while let r = rest.firstIndex(of: "R") {
            let after = rest[rest.index(after: r)...]
            let digits = after.prefix { $0.isNumber }
            if !digits.isEmpty, r == rest.startIndex || !rest[rest.index(before: r)].isLetter {
                let suffix = after.dropFirst(digits.count).first.flatMap { $0 == "a" || $0 == "b" ? String($0) : nil } ?? ""
                ids.insert("R" + digits + suffix)
            }
            rest = after
        }
        return ids
    }

    @Test("Every cited rule is in the rule book, over every bundled scene on every device, both designs")
    func everyCitedRuleExists() throws {
        var cited = Set<String>()
        for file in BundledScenes.files {
            let scene = try #require(try BundledScenes.scene(named: file.name))
            for device in DeviceCatalog.devices {
                for design in [Design.liquidGlass, .compatibility] {
                    var s = scene
                    s.deviceChoice = .catalog(device)
                    s.requestedDesign = design
                    guard s.orientationProblem == nil else { continue }
                    let l = LayoutEngine.layout(s)
                    for v in l.views { for e in v.explain { cited.formUnion(Self.cited(e.explanation.text)) } }
                    for n in l.notes { cited.formUnion(Self.cited(n.text)) }
                    for w in l.warnings { cited.formUnion(Self.cited(w)) }
                }
            }
        }
        #expect(cited.count > 30, "\(cited.sorted())")
        for id in cited.sorted() {
            #expect(RuleBook.rule(id) != nil, "\(id) is cited but not in the rule book")
        }
        #expect(RuleBook.rule("r19")?.title == "contentInsetAdjustmentBehavior")
    }
}
