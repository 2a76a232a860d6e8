/// The machine formats of a lint report: SARIF 2.1.0 for code scanning, JUnit XML for test
/// reports. Both list one result per file, view and rule (`groups`).
extension LintReport {
    /// SARIF 2.1.0 (OASIS): one run, the rules, one result per group with its location.
    public func sarif() -> String {
        let rules: [JSONValue] = LintFinding.Rule.allCases.map { rule in
            .object([("id", .string(rule.rawValue)), ("shortDescription", .object([("text", .string("layoutpreview lint: \(rule.rawValue)"))]))])
        }
        let results: [JSONValue] = groups.map { g in
            var location: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(g.file.isEmpty ? g.scene : g.file))]))]
            if g.line > 0 {
                location.append(("region", .object([("startLine", .number(Double(g.line))), ("startColumn", .number(Double(g.column)))])))
            }
            return .object([
                ("ruleId", .string(g.rule.rawValue)),
                ("ruleIndex", .number(Double(LintFinding.Rule.allCases.firstIndex(of: g.rule) ?? 0))),
                ("level", .string("error")),
                ("message", .object([("text", .string(g.message))])),
                ("locations", .array([.object([("physicalLocation", .object(location))])])),
            ])
        }
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([("name", .string("layoutpreview")), ("version", .string(Version.current)),
                                                       ("rules", .array(rules))]))])),
                ("results", .array(results)),
            ])])),
        ]).serialized() + "\n"
    }

    /// JUnit XML: a test case per group (a failure each), and one passing case when clean.
    public func junit() -> String {
        let all = groups
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"layoutpreview lint\" tests=\"\(max(1, all.count))\" failures=\"\(all.count)\">\n"
        out += "  <testsuite name=\"layoutpreview lint\" tests=\"\(max(1, all.count))\" failures=\"\(all.count)\">\n"
        if all.isEmpty {
            out += "    <testcase classname=\"layoutpreview\" name=\"\(Escaping.xml(summary))\"/>\n"
        }
        for g in all {
            out += "    <testcase classname=\"\(Escaping.xml(g.file.isEmpty ? g.scene : g.file))\" name=\"\(Escaping.xml("\(g.view) \(g.rule.rawValue)"))\">\n"
            out += "      <failure message=\"\(Escaping.xml(g.message))\" type=\"\(g.rule.rawValue)\">\(Escaping.xml(g.place + ": " + g.message))</failure>\n"
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}
