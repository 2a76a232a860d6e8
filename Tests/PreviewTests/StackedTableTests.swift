import Testing

@testable import Preview

/// Tables in a terminal narrower than they are (`devices`, `lint`): each row stacked, no cell cut.
struct StackedTableTests {
    static let rows = [
        ["id", "name", "points", "portrait"],
        ["iphone-x", "iPhone X", "375x812", "{44, 0, 34, 0}"],
        ["ipad-9", "iPad (9th generation)", "810x1080", ""],
    ]

    @Test("A table that fits is the table; one wider than the page stacks each row, its cells beside their headers")
    func stacking() {
        // The table's widest line: "ipad-9    iPad (9th generation)  810x1080  {44, 0, 34, 0}"
        // is 8 + 2 + 21 + 2 + 8 + 2 + 14 = 57 columns.
        #expect(TextTable.format(Self.rows, width: 57) == TextTable.format(Self.rows))
        // At 40: labels padded to the widest ("portrait", 8), so values start at column 2 + 8 + 2 = 12,
        // and an empty cell is left out.
        #expect(
            TextTable.format(Self.rows, width: 40) == """
                iphone-x
                  name      iPhone X
                  points    375x812
                  portrait  {44, 0, 34, 0}

                ipad-9
                  name      iPad (9th generation)
                  points    810x1080

                """)
    }

    @Test("A value too long wraps under itself; with under 20 columns for it, under its header; never past the width")
    func wrapping() {
        let rows = [["place", "detail"], ["a.yaml:1:2", "reaches 25.681 pt into the bottom-left corner's curve"]]
        // Values start at column 2 + 6 + 2 = 10; 40 - 10 = 30 columns for the detail.
        #expect(TextTable.stacked(rows, width: 40) == ["a.yaml:1:2", "  detail  reaches 25.681 pt into the", "          bottom-left corner's curve"])
        // At 25, 15 columns are left beside the header: the value goes under it, indented 4.
        #expect(TextTable.stacked(rows, width: 25) == ["a.yaml:1:2", "  detail", "    reaches 25.681 pt", "    into the bottom-left", "    corner's curve"])
        for width in 1...80 {
            #expect(TextTable.stacked(rows, width: width).allSatisfy { TerminalWidth.of($0) <= width }, "width \(width)")
        }
    }

    @Test("devices in a 60-column terminal: every line fits, and every device's id and insets are whole")
    func devices() {
        let text = DeviceList.text(width: 60)
        #expect(text.split(separator: "\n").allSatisfy { TerminalWidth.of(String($0)) <= 60 })
        for d in DeviceCatalog.devices {
            #expect(text.contains("\n\(d.id)\n") || text.hasPrefix("\(d.id)\n"), "\(d.id)")
            #expect(text.contains(d.referenceEra.portrait.description), "\(d.id)")
        }
    }

    @Test("lint's text in a 50-column terminal: each finding stacked, its summary wrapped, no line past 50; the same findings as the table")
    func lint() throws {
        let scene = try #require(try BundledScenes.scene(named: "centre-button"))
        let report = LintReport.run([("centre-button", scene)], devices: DeviceCatalog.devices, orientations: [.portrait, .landscapeLeft])
        let narrow = report.text(width: 50)
        let wide = report.text()
        #expect(narrow.split(separator: "\n").allSatisfy { TerminalWidth.of(String($0)) <= 50 })
        #expect(wide.split(separator: "\n").contains { TerminalWidth.of(String($0)) > 50 }, "the table is wider than 50, so stacking is exercised")
        // Every rule the table names is in the stacked text, beside its header.
        for rule in LintFinding.Rule.allCases where wide.contains("  \(rule.rawValue)  ") {
            #expect(narrow.contains("  rule                \(rule.rawValue)\n"), "\(rule)")
        }
        #expect(narrow.replacingOccurrences(of: "\n", with: " ").contains(report.summary.split(separator: " ").prefix(4).joined(separator: " ")))
    }
}
