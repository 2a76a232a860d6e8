import Yams

/// `.layoutpreview.yml`'s keys, declared as the scene's are (`SceneSchema`): each mapping's
/// fields, their types and docs in one place.
enum LintConfigurationSchema {
    static let root = SchemaMapping<LintConfiguration>(
        name: "lintConfiguration", empty: LintConfiguration(),
        fields: [
            .init(
                "rules", \.rules, .mapping({ LintConfigurationSchema.rules }, named: "rules"), default: [:], defaultText: "every rule an error",
                doc: "each rule `off`, `error` or `warning`, or `{severity, minimumOverlap}`"),
            .init(
                "devices", \.devices, .list(of: .deviceWord, what: "device groups or ids"), defaultText: "all",
                doc: "device groups (`all`, `iphones`, `ipads`, `face-id`, `home-button`, `current`, `confident`) and catalog ids"),
            .init("orientations", \.orientations, .list(of: .choice("orientation"), what: "orientations"), defaultText: "all", doc: ""),
            .init(
                "ignore", \.ignore, .list(of: .mapping({ LintConfigurationSchema.ignore }, named: "ignore"), what: "ignore entries"), default: [],
                defaultText: "none", doc: "entries of `rule`, `view`, `scene`, `file`: the findings each matches are dropped"),
            .init("baseline", \.baseline, .text, doc: "a baseline file: findings recorded there do not fail"),
        ])

    /// `rules:` — one key per rule.
    static let rules = SchemaMapping<[LintFinding.Rule: LintConfiguration.RuleSetting]>(
        name: "rules", empty: [:],
        fields: LintFinding.Rule.allCases.map { rule in
            .init(rule.rawValue, \.[rule], .ruleSetting, doc: "")
        })

    static let ruleSetting = SchemaMapping<LintConfiguration.RuleSetting>(
        name: "ruleSetting", empty: .init(),
        fields: [
            .init("severity", \.severity, .choice("severity"), default: .error, doc: ""),
            .init("minimumOverlap", \.minimumOverlap, .number(0...10_000, what: "points"), default: 0, doc: "overlaps below this many points are not findings"),
        ])

    static let ignore = SchemaMapping<LintConfiguration.Ignore>(
        name: "ignore", empty: .init(),
        fields: [
            .init("rule", \.rule, .choice("rule"), doc: ""),
            .init("view", \.view, .text, doc: ""),
            .init("scene", \.scene, .text, doc: ""),
            .init("file", \.file, .text, doc: "a document's path, or its trailing components"),
        ])
}

extension SchemaValue where Value == LintConfiguration.RuleSetting {
    /// A severity alone, or `{severity, minimumOverlap}`.
    static var ruleSetting: Self {
        let severity = SchemaValue<LintConfiguration.Severity>.choice("severity")
        let mapping = SchemaValue.mapping({ LintConfigurationSchema.ruleSetting }, named: "ruleSetting")
        return Self(
            read: { r, n, p throws(SceneError) in
                if case .scalar = n { return LintConfiguration.RuleSetting(severity: try severity.read(r, n, p)) }
                return try mapping.read(r, n, p)
            },
            flow: mapping.flow, json: .object([("oneOf", .array([severity.json, mapping.json]))]))
    }
}

extension SchemaValue where Value == String {
    /// A device group or a catalog id (`DeviceGroup`).
    static var deviceWord: Self {
        Self(
            read: { r, n, p throws(SceneError) in
                let word = try r.string(n, p)
                if case .failure(let error) = DeviceGroup.devices(word) { throw r.error(n, p, error.description) }
                return word
            },
            flow: { $0 }, json: type("string"))
    }
}

extension SceneSchemaDocument {
    /// `docs/lint-configuration.schema.json`, for `.layoutpreview.yml`.
    public static var lintConfigurationSchema: String {
        document(
            LintConfigurationSchema.root.json, id: "layoutpreview-lint-configuration", title: "layoutpreview lint configuration",
            description: "What a team tunes about lint (.layoutpreview.yml; README, Lint).",
            definitions: [
                (LintConfigurationSchema.rules.name, LintConfigurationSchema.rules.json),
                (LintConfigurationSchema.ruleSetting.name, LintConfigurationSchema.ruleSetting.json),
                (LintConfigurationSchema.ignore.name, LintConfigurationSchema.ignore.json),
            ])
    }
}
