import Geometry

/// Findings grouped as a reviewer reads them: one entry per file, view and rule, with the
/// devices and orientations where it happens and its worst overlap; worst first where a format
/// can show only some (GitHub shows ten annotations of a kind per step).
extension LintReport {
    public struct Group: Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var scene: String
        public var view: String
        public var rule: LintFinding.Rule
        public var devices: [String]
        public var orientations: [Orientation]
        public var worst: LintFinding

        /// `file:line:column`, or the scene's name where it has no file.
        public var place: String {
            let name = file.isEmpty ? scene : file
            return line > 0 ? "\(name):\(line):\(column)" : name
        }

        /// "iphone-x, iphone-xs; portrait", "38 iPhones with a home indicator; portrait" when they
        /// make up whole kinds of the catalog, or "28 devices (iphone-x, …); portrait".
        public var whereWords: String {
            let names: String
            if devices.count <= 3 {
                names = devices.joined(separator: ", ")
            } else if let kinds = Group.kinds(of: Set(devices)) {
                names = kinds
            } else {
                names = "\(devices.count) devices (\(devices[0]), \(devices[1]), …)"
            }
            return names + "; " + orientations.map(\.rawValue).joined(separator: ", ")
        }

        /// The catalog's kinds of device, for summaries.
        static let catalogKinds: [(String, Set<String>)] = [
            ("iPhones with a home indicator", Set(DeviceCatalog.devices.filter { $0.idiom == .phone && $0.homeIndicator }.map(\.id))),
            ("home-button iPhones", Set(DeviceCatalog.devices.filter { $0.idiom == .phone && !$0.homeIndicator }.map(\.id))),
            ("iPads with a home indicator", Set(DeviceCatalog.devices.filter { $0.idiom == .pad && $0.homeIndicator }.map(\.id))),
            ("home-button iPads", Set(DeviceCatalog.devices.filter { $0.idiom == .pad && !$0.homeIndicator }.map(\.id))),
        ]

        /// "37 Face ID iPhones and 15 iPads" when `ids` is exactly a union of whole kinds.
        static func kinds(of ids: Set<String>) -> String? {
            let all = DeviceCatalog.devices.map(\.id)
            if ids == Set(all) { return "every device" }
            let missing = all.filter { !ids.contains($0) }
            if ids.isSubset(of: Set(all)), missing.count <= 3 { return "every device but \(missing.joined(separator: ", "))" }
            var rest = ids
            var words: [String] = []
            for (name, members) in catalogKinds where members.isSubset(of: ids) {
                rest.subtract(members)
                words.append("\(members.count) \(name)")
            }
            guard rest.isEmpty, !words.isEmpty else { return nil }
            return words.joined(separator: " and ")
        }

        public var message: String {
            "\(view): \(rule.rawValue) by up to \(PointFormat.string(worst.overlap)) pt on \(whereWords) (\(worst.device) \(worst.orientation.rawValue): \(worst.detail))"
        }
    }

    /// In order of first appearance.
    public var groups: [Group] {
        var order: [String] = []
        var byKey: [String: Group] = [:]
        for f in findings {
            let key = "\(f.file)\u{0}\(f.scene)\u{0}\(f.view)\u{0}\(f.rule.rawValue)"
            if var g = byKey[key] {
                if !g.devices.contains(f.device) { g.devices.append(f.device) }
                if !g.orientations.contains(f.orientation) { g.orientations.append(f.orientation) }
                if f.overlap > g.worst.overlap { g.worst = f }
                byKey[key] = g
            } else {
                order.append(key)
                byKey[key] = Group(file: f.file, line: f.line, column: f.column, scene: f.scene, view: f.view, rule: f.rule,
                                   devices: [f.device], orientations: [f.orientation], worst: f)
            }
        }
        return order.compactMap { byKey[$0] }
    }

    /// GitHub workflow commands, worst first: `::error file=…,line=…,col=…,title=…::message`.
    public func github() -> String {
        var out = ""
        for g in groups.sorted(by: { $0.worst.overlap > $1.worst.overlap }) {
            var properties = ["file=\(Escaping.githubProperty(g.file.isEmpty ? g.scene : g.file))"]
            if g.line > 0 { properties += ["line=\(g.line)", "col=\(g.column)"] }
            properties.append("title=\(Escaping.githubProperty("layoutpreview \(g.rule.rawValue)"))")
            out += "::\(level(g.rule)) \(properties.joined(separator: ","))::\(Escaping.githubData(g.message))\n"
        }
        for w in warnings { out += "::warning::\(Escaping.githubData(w))\n" }
        return out + summary + "\n"
    }

    /// Xcode's diagnostics (for a Run Script phase): `file:line:column: warning: message`.
    public func xcode() -> String {
        groups.map { g in
            let place = g.line > 0 ? "\(g.file.isEmpty ? g.scene : g.file):\(g.line):\(g.column)" : (g.file.isEmpty ? g.scene : g.file)
            return Escaping.line("\(place): \(level(g.rule)): \(g.message) [layoutpreview.\(g.rule.rawValue)]") + "\n"
        }.joined() + warnings.map { "warning: \(Escaping.line($0))\n" }.joined()
    }
}
