import Yams

/// What a team tunes about lint, from `.layoutpreview.yml` (found upward from the working
/// directory, or `--config`):
///
///     rules:
///       corner: off                                   # off | error | warning
///       homeIndicator: {severity: warning, minimumOverlap: 2}
///     devices: [confident, iphone-se-3]               # groups and ids (DeviceGroup); default: all
///     orientations: [portrait, landscapeLeft]         # default: all
///     ignore:
///       - {rule: corner, view: background}            # any of rule, view, scene, file
///       - {scene: legacy-ios10}
///       - {file: Legacy.storyboard}                   # a whole document, by its name or path
///     baseline: lint-baseline.json                    # findings recorded there do not fail
public struct LintConfiguration: Equatable, Sendable {
    public enum Severity: String, CaseIterable, Sendable { case off, error, warning }

    public struct RuleSetting: Equatable, Sendable {
        public var severity: Severity = .error
        /// Overlaps below this many points are not findings.
        public var minimumOverlap: Double = 0

        public init(severity: Severity = .error, minimumOverlap: Double = 0) {
            self.severity = severity
            self.minimumOverlap = minimumOverlap
        }
    }

    public struct Ignore: Equatable, Sendable {
        public var rule: LintFinding.Rule?
        public var view: String?
        public var scene: String?
        /// A document's path as given to lint, or its trailing components (`Main.storyboard`
        /// matches `App/Base.lproj/Main.storyboard`).
        public var file: String?

        func matches(_ f: LintFinding) -> Bool {
            (rule.map { $0 == f.rule } ?? true) && (view.map { $0 == f.view } ?? true) && (scene.map { $0 == f.scene } ?? true)
                && (file.map { f.file == $0 || f.file.hasSuffix("/" + $0) } ?? true)
        }

        /// The entry as the configuration wrote it: `{rule: corner, view: send}`.
        var words: String {
            let parts = [("rule", rule?.rawValue), ("view", view), ("scene", scene), ("file", file)]
            return "{" + parts.compactMap { key, value in value.map { "\(key): \(Sanitized.short($0))" } }.joined(separator: ", ") + "}"
        }
    }

    public var rules: [LintFinding.Rule: RuleSetting] = [:]
    /// Device groups and catalog ids (`DeviceGroup.devices` reads them joined by commas).
    public var devices: [String]?
    public var orientations: [Orientation]?
    public var ignore: [Ignore] = []
    public var baseline: String?

    public init() {}

    public func setting(_ rule: LintFinding.Rule) -> RuleSetting { rules[rule] ?? RuleSetting() }

    /// Whether a finding still counts under this configuration (its rule on, its overlap large
    /// enough, not ignored).
    public func keeps(_ f: LintFinding) -> Bool {
        let s = setting(f.rule)
        return s.severity != .off && f.overlap >= s.minimumOverlap && !ignore.contains { $0.matches(f) }
    }

    /// The configuration in `text`, read from `file`; errors name the place and what was expected.
    public static func load(text: String, file: String) throws(SceneError) -> LintConfiguration {
        var config = LintConfiguration()
        guard let root = try SceneLoader.compose(text, file: file) else { return config }
        try LintConfigurationSchema.root.read(root, "", YAMLReader(file: file), into: &config)
        return config
    }
}

extension LintReport {
    /// The report under a configuration and a baseline: findings it does not keep, and groups
    /// the baseline already records, are dropped; `errors` counts what still fails the build.
    /// An ignore entry that matches no finding is said in a warning, with the nearest view,
    /// scene or file name the run found when one is close (a typo keeps a finding alive).
    public func applying(_ config: LintConfiguration, baseline: Set<String> = []) -> LintReport {
        var report = self
        let kept = findings.filter(config.keeps)
        report.findings = kept.filter { !baseline.contains(LintReport.baselineKey($0)) }
        report.hiddenByBaseline = kept.count - report.findings.count
        report.severities = config.rules.mapValues(\.severity)
        for (index, entry) in config.ignore.enumerated() where !findings.contains(where: entry.matches) {
            var hint = ""
            if let view = entry.view { hint = Suggestion.hint(for: view, in: Array(Set(findings.map(\.view))).sorted()) }
            if hint.isEmpty, let scene = entry.scene { hint = Suggestion.hint(for: scene, in: linted.map(\.name)) }
            if hint.isEmpty, let file = entry.file {
                hint = Suggestion.hint(for: file, in: linted.flatMap { [$0.file, String($0.file.split(separator: "/").last ?? "")] })
            }
            report.warnings.append("ignore entry \(index + 1) \(entry.words) matched no finding\(hint)")
        }
        return report
    }

    /// A finding's identity in a baseline: file (or scene), view and rule, whatever the device.
    public static func baselineKey(_ f: LintFinding) -> String {
        "\(f.file.isEmpty ? f.scene : f.file)|\(f.view)|\(f.rule.rawValue)"
    }

    /// The baseline of this report: its groups' keys, as JSON.
    public func baselineJSON() -> String {
        let keys = Set(findings.map(LintReport.baselineKey)).sorted()
        return JSONValue.object(JSONExport.header + [("findings", .array(keys.map { .string($0) }))]).serialized() + "\n"
    }

    /// The keys a baseline file records (what `baselineJSON` wrote).
    public static func baselineKeys(text: String, file: String) throws(SceneError) -> Set<String> {
        guard let root = try SceneLoader.compose(text, file: file) else { return [] }
        let reader = YAMLReader(file: file)
        var keys = Set<String>()
        for (key, _, value) in try reader.mapping(root, "", allowed: ["schemaVersion", "tool", "findings"]) where key == "findings" {
            for item in try reader.sequence(value, key, what: "finding keys") { keys.insert(try reader.string(item, key)) }
        }
        return keys
    }

    /// A rule's severity once the configuration is applied: error unless it says warning. Every
    /// format says it the same way (`error:` and `warning:` in xcode, `::error` and `::warning`
    /// in github, SARIF's `level`, a JUnit `<failure>` for errors only), and only errors fail.
    public func severity(_ rule: LintFinding.Rule) -> LintConfiguration.Severity {
        severities[rule] ?? .error
    }

    /// `error` or `warning`, as the formats write a rule's severity.
    func level(_ rule: LintFinding.Rule) -> String { severity(rule) == .warning ? "warning" : "error" }

    /// Whether any finding left fails the build (severity error).
    public var hasErrors: Bool {
        omitted > 0 || findings.contains { severity($0.rule) == .error }
    }
}
