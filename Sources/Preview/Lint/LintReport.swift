import Dispatch
import Geometry

/// Lint over scenes × devices × orientations, and its report as text, Markdown or JSON.
public struct LintReport: Sendable {
    public var findings: [LintFinding] = []
    /// Layouts checked.
    public var checked = 0
    /// Device and orientation pairs UIKit does not allow (portraitUpsideDown on Face ID iPhones).
    public var skipped = 0
    /// Per scene, the devices it was laid out on with an iOS version they never ran (R6b).
    public var warnings: [String] = []
    /// Findings past `maximumListed`: counted, not listed (their words are never built).
    public var omitted = 0
    /// Severities a configuration gave (rules not listed are errors).
    public var severities: [LintFinding.Rule: LintConfiguration.Severity] = [:]
    /// The most findings a report lists: memory and output stay bounded however many views a
    /// scene has; the exit status still counts every one.
    public static let maximumListed = 10_000
    public var scenes = 0
    /// Why the run stopped before the end, when the solver ran past its budget on a layout
    /// (`LayoutEngine.maximumSolverWork`) or would on all of them (`commandSolverBudget`).
    public var stopped: String?
    public var devices = 0
    /// The catalog ids of the devices checked, in order (a report names runs of them).
    public var deviceIDs: [String] = []
    public var orientations = 0
    /// The scenes checked, by name and file, passing or not (JUnit lists each).
    public var linted: [(name: String, file: String)] = []
    /// Windows checked on each iPad orientation (1: the screen), and those an iPad did not offer.
    public var windows = 1
    public var skippedWindows = 0
    /// Findings a baseline recorded, left out of this report.
    public var hiddenByBaseline = 0

    /// Every scene on every device in every orientation it allows.
    public static func run(_ scenes: [(name: String, scene: Scene)], devices: [Device], orientations: [Orientation]) -> LintReport {
        run(scenes.map { (name: $0.name, file: "", scene: $0.scene) }, devices: devices, orientations: SupportedOrientations(orientations))
    }

    /// As above, with each scene's file (the path as given), which findings name, and the
    /// orientations per idiom. The layouts are solved on every core (`concurrently`), a batch at a
    /// time, and merged in the order one core would take them, so the report is the same.
    ///
    /// On iPads each of `windows` the device offers in an orientation is checked (a half is
    /// skipped in portrait); without a list, each scene's own window. An iPhone's window is its
    /// screen, checked once.
    public static func run(
        _ scenes: [(name: String, file: String, scene: Scene)], devices: [Device],
        orientations: SupportedOrientations, windows: [WindowChoice]? = nil, concurrently: Bool = true
    ) -> LintReport {
        var report = LintReport()
        report.scenes = scenes.count
        report.deviceIDs = devices.map(\.id)
        report.devices = devices.count
        report.orientations = Orientation.allCases.filter { o in devices.contains { orientations($0).contains(o) } }.count
        report.linted = scenes.map { ($0.name, $0.file) }
        report.windows = devices.contains { $0.idiom == .pad } ? windows?.count ?? 1 : 1
        let jobs = report.jobs(scenes.map(\.scene), devices: devices, orientations: orientations, windows: windows)
        let solverBudget = LayoutEngine.commandSolverBudget(layouts: jobs.count)
        var budget = maximumListed
        var work = 0
        var neverRan = Array(repeating: [String](), count: scenes.count)
        // Large enough that the cores rarely wait on each other at a batch's end (1.75× on 2 cores
        // in `bench`), small enough that a run past its work budget stops soon after.
        let batch = concurrently ? 128 : 1
        // Each scene's first layout is solved alone: what it cost, times the scene's layouts,
        // says before the others are done whether they fit what is left of the budget.
        var batches: [ArraySlice<Job>] = []
        var start = 0
        while start < jobs.count {
            let scene = jobs[start].scene
            let end = jobs[start...].firstIndex { $0.scene != scene } ?? jobs.count
            batches.append(jobs[start..<start + 1])
            batches += stride(from: start + 1, to: end, by: batch).map { jobs[$0..<min(end, $0 + batch)] }
            start = end
        }
        for slice in batches {
            let results = solve(Array(slice), names: scenes.map(\.name), budget: budget, concurrently: concurrently)
            for (job, result) in zip(slice, results) {
                let (name, file, _) = scenes[job.scene]
                let device = job.layout.device
                let orientation = job.layout.orientation
                report.checked += 1
                work += result.solverWork
                let layoutsLeft = slice.count == 1 ? jobs[slice.startIndex...].prefix { $0.scene == job.scene }.count - 1 : 0
                if result.unsolved || work + result.solverWork * layoutsLeft > solverBudget {
                    report.stopped =
                        result.unsolved
                        ? "\(name) on \(device.id) in \(orientation.rawValue): " + LayoutEngine.overBudgetWarning
                        : "\(name): the layouts would take more than lint's budget of \(solverBudget) solver operations for \(jobs.count) layouts (\(LayoutEngine.averageCommandSolverWork) a layout; one of this scene's took \(result.solverWork)); lint fewer with --devices or --orientations"
                    return report
                }
                // R6b's warning only: a constraint conflict is not a device that never ran the iOS.
                if result.neverRan, neverRan[job.scene].last != device.name { neverRan[job.scene].append(device.name) }
                // Each layout was given the budget left when its batch began: what the layouts
                // before it in the batch used is taken off here, as one core would have.
                let listed = result.findings.prefix(budget)
                report.omitted += result.omitted + result.findings.count - listed.count
                budget -= listed.count
                report.findings += listed.map {
                    var f = $0
                    f.file = file
                    return f
                }
            }
        }
        for (index, devices) in neverRan.enumerated() where !devices.isEmpty {
            report.warnings.append(neverRanWarning(scenes[index].name, scenes[index].scene, devices: devices))
        }
        return report
    }

    /// Every layout to check: each scene on each device (and its own custom one) in each
    /// orientation and window it takes, counting those skipped.
    private mutating func jobs(_ scenes: [Scene], devices: [Device], orientations: SupportedOrientations, windows: [WindowChoice]?) -> [Job] {
        var jobs: [Job] = []
        for (index, original) in scenes.enumerated() {
            // A scene's own custom device is linted too, beside the catalog's.
            for choice in devices.map(DeviceChoice.catalog) + (original.deviceChoice.isCustom && !original.deviceIsCanvas ? [original.deviceChoice] : []) {
                let device = choice.device
                for orientation in orientations(device) {
                    for window in device.idiom == .pad ? windows ?? [original.window] : [.full] {
                        var scene = original
                        scene.deviceChoice = choice
                        scene.orientation = orientation
                        scene.window = window
                        guard scene.orientationProblem == nil else {
                            skipped += 1
                            continue
                        }
                        guard scene.windowProblem == nil else {
                            skippedWindows += 1
                            continue
                        }
                        jobs.append(Job(scene: index, layout: scene))
                    }
                }
            }
        }
        return jobs
    }

    /// R6b's warning: the devices of the list that never ran the scene's iOS.
    private static func neverRanWarning(_ name: String, _ scene: Scene, devices: [String]) -> String {
        let ios = scene.requestedIOS.map { "iOS \($0)" } ?? "its iOS"
        let listed = devices.count <= 5 ? devices.joined(separator: ", ") : devices.prefix(4).joined(separator: ", ") + " and \(devices.count - 4) more"
        return "\(name): \(devices.count) of the devices never ran \(ios) (\(listed)); they were laid out on it anyway (R6b)"
    }

    /// One scene on one device in one orientation.
    private struct Job: Sendable {
        var scene: Int
        var layout: Scene
    }

    private struct JobResult: Sendable {
        var findings: [LintFinding] = []
        var omitted = 0
        var solverWork = 0
        var unsolved = false
        var neverRan = false
    }

    /// The layouts of a batch, each on a core of its own when `concurrently`, each listing at
    /// most `budget` findings.
    private static func solve(_ jobs: [Job], names: [String], budget: Int, concurrently: Bool) -> [JobResult] {
        @Sendable func one(_ job: Job) -> JobResult {
            let layout = LayoutEngine.layout(job.layout, explaining: .none)
            var result = JobResult(
                solverWork: layout.solverWork, unsolved: layout.unsolved,
                neverRan: !LayoutEngine.warnings(job.layout).isEmpty)
            guard !layout.unsolved else { return result }
            var left = budget
            (result.findings, result.omitted) = Linter.findings(layout, scene: names[job.scene], budget: &left)
            return result
        }
        guard concurrently, jobs.count > 1 else { return jobs.map(one) }
        var results = Array(repeating: JobResult(), count: jobs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own element only.
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: jobs.count) { out[$0] = one(jobs[$0]) }
        }
        return results
    }

    var summary: String {
        let total = findings.count + omitted
        var count = total == 1 ? "1 finding" : "\(total) findings"
        if omitted > 0 { count += " (the first \(findings.count) listed; narrow --devices or --orientations, or fix these first)" }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var skippedNote = skipped > 0 ? ", less \(skipped) orientations the devices do not rotate to (portraitUpsideDown on Face ID iPhones)" : ""
        if skippedWindows > 0 { skippedNote += ", less \(skippedWindows) windows the iPads do not offer (a half in portrait, R-SV1)" }
        let baselineNote = hiddenByBaseline > 0 ? "; \(plural(hiddenByBaseline, "finding")) the baseline records not shown" : ""
        let windowsNote = windows > 1 ? " × \(windows) windows on iPads" : ""
        return
            "lint: \(count) in \(plural(checked, "layout")): \(plural(scenes, "scene")) × \(plural(devices, "device")) × \(plural(orientations, "orientation"))\(windowsNote)\(skippedNote)\(baselineNote)"
    }

    /// The warnings and the summary, wrapped to `width` when one is given (a terminal's).
    private func closing(width: Int?) -> String {
        let lines = warnings.map { "warning: " + Escaping.line($0) } + [summary]
        guard let width else { return lines.map { $0 + "\n" }.joined() }
        return lines.flatMap { TextWrap.lines($0, max(1, width)) }.map { $0 + "\n" }.joined()
    }

    /// One entry per file, view and rule, with where it happens and the worst overlap; given a
    /// `width` narrower than the table (a terminal's), each entry is stacked instead.
    public func text(width: Int? = nil) -> String {
        guard !findings.isEmpty else { return closing(width: width) }
        var rows = [["place", "view", "rule", "worst pt", "on", "detail (the worst)"]]
        rows += groups.map {
            [$0.place, $0.worst.viewWords, ruleWords($0.rule), PointFormat.string($0.worst.overlap), $0.whereWords, $0.worst.detail].map(Escaping.line)
        }
        return TextTable.format(rows, width: width) + "\n" + closing(width: width)
    }

    /// A rule as the text and Markdown reports name it: with "(warning)" when the configuration
    /// made it one (errors, the default, are named alone).
    func ruleWords(_ rule: LintFinding.Rule) -> String {
        severity(rule) == .warning ? rule.rawValue + " (warning)" : rule.rawValue
    }

    /// GitHub's comment limit: a longer Markdown report is cut, saying what was left out.
    public static let markdownLimit = 65_536

    /// Grouped like the text, worst first, within `markdownLimit` characters.
    public func markdown() -> String {
        var out = "### " + summary + "\n" + warnings.map { "\n> **warning:** \(Escaping.markdownText($0))\n" }.joined()
        guard !findings.isEmpty else { return out }
        out += "\n| place | view | rule | worst (pt) | on | detail (the worst) |\n|---|---|---|---|---|---|\n"
        let sorted = groups.sorted { $0.worst.overlap > $1.worst.overlap }
        // Counted as it grows: String.count walks the whole string.
        var length = out.count
        for (index, g) in sorted.enumerated() {
            let row =
                "| \(Escaping.markdownCode(g.place)) | \(Escaping.markdownCode(g.worst.viewWords)) | \(ruleWords(g.rule)) | \(PointFormat.string(g.worst.overlap)) | \(Escaping.markdownText(g.whereWords)) | \(Escaping.markdownText(g.worst.detail)) |\n"
            let note =
                "\n_\(sorted.count - index) more entries left out to stay within GitHub's \(LintReport.markdownLimit)-character comment limit; run `layoutpreview lint --format json` for all._\n"
            if length + row.count + note.count > LintReport.markdownLimit - 200 {
                out += note
                break
            }
            out += row
            length += row.count
        }
        return out
    }

    public func json() -> String {
        JSONValue.object(
            JSONExport.header + [
                ("checked", .number(Double(checked))), ("skipped", .number(Double(skipped))),
                ("omitted", .number(Double(omitted))),
                ("warnings", .array(warnings.map { .string($0) })),
                (
                    "findings",
                    .array(
                        findings.map { f in
                            .object([
                                ("scene", .string(f.scene)), ("file", .string(f.file)), ("line", .number(Double(f.line))),
                                ("column", .number(Double(f.column))), ("device", .string(f.device)), ("orientation", .string(f.orientation.rawValue)),
                                ("window", .string(f.window.description)),
                                ("view", .string(f.view)), ("label", .string(f.label)), ("rule", .string(f.rule.rawValue)),
                                ("severity", .string(level(f.rule))), ("overlap", .number(f.overlap)),
                                ("detail", .string(f.detail)),
                            ])
                        })
                ),
            ]
        ).serialized() + "\n"
    }
}
