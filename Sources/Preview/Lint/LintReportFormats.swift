/// The machine formats of a lint report: SARIF 2.1.0 for code scanning, JUnit XML for test
/// reports. Both list one result per file, view and rule (`groups`).
extension LintReport {
    /// SARIF 2.1.0 (OASIS): one run, the rules, one result per group with its location.
    public func sarif() -> String {
        let rules: [JSONValue] = LintFinding.Rule.allCases.map { rule in
            .object([
                ("id", .string(rule.rawValue)), ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                ("defaultConfiguration", .object([("level", .string(level(rule)))])),
            ])
        }
        let results: [JSONValue] = groups.map { g in
            var location: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(g.file.isEmpty ? g.scene : g.file))]))]
            if g.line > 0 {
                location.append(("region", .object([("startLine", .number(Double(g.line))), ("startColumn", .number(Double(g.column)))])))
            }
            return .object([
                ("ruleId", .string(g.rule.rawValue)),
                ("ruleIndex", .number(Double(LintFinding.Rule.allCases.firstIndex(of: g.rule) ?? 0))),
                ("level", .string(level(g.rule))),
                ("message", .object([("text", .string(g.message))])),
                ("locations", .array([.object([("physicalLocation", .object(location))])])),
                // The baseline's identity (file, view, rule): the same finding after an edit
                // moves its line is the same alert to code scanning.
                ("partialFingerprints", .object([("layoutpreviewFinding/v1", .string(LintReport.baselineKey(g.worst)))])),
            ])
        }
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("layoutpreview")), ("version", .string(Version.current)),
                                        ("rules", .array(rules)),
                                    ])
                                )
                            ])
                        ),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ]).serialized() + "\n"
    }

    /// JUnit XML: a test case per group, failing for an error and passing with the warning in
    /// its `<system-out>` for a warning, and a passing case for each scene with no group.
    public func junit() -> String {
        let all = groups
        let failures = all.filter { severity($0.rule) == .error }.count
        let clean = linted.filter { scene in !all.contains { $0.scene == scene.name && $0.file == scene.file } }
        let tests = all.count + clean.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"layoutpreview lint\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
        out += "  <testsuite name=\"layoutpreview lint\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
        for scene in clean {
            out += "    <testcase classname=\"\(Escaping.xml(scene.file.isEmpty ? scene.name : scene.file))\" name=\"\(Escaping.xml(scene.name))\"/>\n"
        }
        for g in all {
            out += "    <testcase classname=\"\(Escaping.xml(g.file.isEmpty ? g.scene : g.file))\" name=\"\(Escaping.xml("\(g.view) \(g.rule.rawValue)"))\">\n"
            if severity(g.rule) == .error {
                out +=
                    "      <failure message=\"\(Escaping.xml(g.message))\" type=\"\(g.rule.rawValue)\">\(Escaping.xml(g.place + ": " + g.message))</failure>\n"
            } else {
                out += "      <system-out>\(Escaping.xml("warning: " + g.place + ": " + g.message))</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}
