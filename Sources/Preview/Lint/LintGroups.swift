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
        /// Each device it happens on, in the order found, with the orientations (and on an
        /// iPad the windows) it happens in.
        public var failing: [(device: String, places: [Place])]
        /// The deepest overlap on a high-confidence device when there is one (a low-confidence
        /// row's numbers are estimates: devices.md), else the deepest of all.
        public var worst: LintFinding
        /// The devices the run checked, which `whereWords` names runs of devices against.
        var linted: [String]

        /// `file:line:column`, or the scene's name where it has no file.
        public var place: String {
            let name = file.isEmpty ? scene : file
            return line > 0 ? "\(name):\(line):\(column)" : name
        }

        /// Which devices fail in which orientation, one clause per orientation (orientations
        /// that fail on the same devices share one, and each window of an iPad has its own):
        /// "portrait on iphone-duo-cover; landscape on 36 Face ID iPhones; landscape in a third on
        /// 15 iPads".
        public var whereWords: String {
            let windows = failing.flatMap { $0.places.map(\.window) }.reduce(into: [WindowChoice]()) { if !$0.contains($1) { $0.append($1) } }
            var clauses: [(orientations: [Orientation], window: WindowChoice, devices: [String])] = []
            for window in windows {
                for orientation in Orientation.allCases {
                    let devices = failing.filter { $0.places.contains(Place(orientation: orientation, window: window)) }.map(\.device)
                    guard !devices.isEmpty else { continue }
                    if let i = clauses.firstIndex(where: { $0.devices == devices && $0.window == window }) {
                        clauses[i].orientations.append(orientation)
                    } else {
                        clauses.append(([orientation], window, devices))
                    }
                }
            }
            return clauses.map { Group.orientationWords($0.orientations) + Group.windowWords($0.window) + " on " + Group.deviceWords($0.devices, of: linted) }
                .joined(separator: "; ")
        }

        /// "", " in a third", " in Slide Over", " in a 700x900 window".
        static func windowWords(_ window: WindowChoice) -> String {
            switch window {
            case .full: ""
            case .third: " in a third"
            case .half: " in half"
            case .twoThirds: " in two-thirds"
            case .slideOver: " in Slide Over"
            case .free: " in a \(window) window"
            }
        }

        /// "portrait, landscape" (both landscape orientations are "landscape"; all four "every
        /// orientation").
        static func orientationWords(_ list: [Orientation]) -> String {
            if Set(list) == Set(Orientation.allCases) { return "every orientation" }
            var words = list.map(\.rawValue)
            if list.contains(.landscapeLeft), list.contains(.landscapeRight) {
                words.removeAll { $0 == Orientation.landscapeRight.rawValue }
                words = words.map { $0 == Orientation.landscapeLeft.rawValue ? "landscape" : $0 }
            }
            return words.joined(separator: ", ")
        }

        /// "every device checked" (or "… but ipad-9" when up to three of more than six are not
        /// among them), "36 Face ID iPhones and iphone-duo-cover" when whole kinds of
        /// the devices checked are among them ("36 of the 37 Face ID iPhones (not iphone-17e)"
        /// when all but up to three are), else up to three ids or "28 devices (a, b, …)".
        static func deviceWords(_ ids: [String], of linted: [String]) -> String {
            let set = Set(ids)
            if linted.count > 1, set == Set(linted) { return "every device checked" }
            let absent = linted.filter { !set.contains($0) }
            if linted.count > 6, absent.count <= 3 { return "every device checked but \(absent.joined(separator: ", "))" }
            var words: [String] = []
            var rest = set
            let catalog = linted.compactMap(DeviceCatalog.device(id:))
            for (name, contains) in DeviceGroup.kinds {
                let members = catalog.filter(contains).map(\.id)
                let hit = members.filter(set.contains)
                let missing = members.filter { !set.contains($0) }
                guard hit.count > 1, missing.count <= 3, missing.count < hit.count else { continue }
                rest.subtract(hit)
                words.append(missing.isEmpty ? "\(hit.count) \(name)" : "\(hit.count) of the \(members.count) \(name) (not \(missing.joined(separator: ", ")))")
            }
            let leftover = ids.filter(rest.contains)
            if leftover.count <= 3 { return (words + leftover).joined(separator: " and ") }
            let others = "\(leftover.count) \(words.isEmpty ? "devices" : "other devices") (\(leftover[0]), \(leftover[1]), …)"
            return (words + [others]).joined(separator: " and ")
        }

        public var message: String {
            "\(view): \(rule.rawValue) by up to \(PointFormat.string(worst.overlap)) pt: \(whereWords) (the worst: \(worst.device) \(worst.orientation.rawValue)\(Group.windowWords(worst.window)), \(worst.detail))"
        }
    }

    /// Where a finding happens: an orientation, and on an iPad a window.
    public struct Place: Hashable, Sendable {
        public var orientation: Orientation
        public var window: WindowChoice
    }

    /// In order of first appearance.
    public var groups: [Group] {
        var order: [String] = []
        var byKey: [String: Group] = [:]
        func confident(_ f: LintFinding) -> Int { DeviceCatalog.device(id: f.device)?.confidence == .high ? 1 : 0 }
        for f in findings {
            let key = "\(f.file)\u{0}\(f.scene)\u{0}\(f.view)\u{0}\(f.rule.rawValue)"
            let place = Place(orientation: f.orientation, window: f.window)
            if var g = byKey[key] {
                if let i = g.failing.lastIndex(where: { $0.device == f.device }) {
                    if !g.failing[i].places.contains(place) { g.failing[i].places.append(place) }
                } else {
                    g.failing.append((f.device, [place]))
                }
                if (confident(f), f.overlap) > (confident(g.worst), g.worst.overlap) { g.worst = f }
                byKey[key] = g
            } else {
                order.append(key)
                byKey[key] = Group(
                    file: f.file, line: f.line, column: f.column, scene: f.scene, view: f.view, rule: f.rule,
                    failing: [(f.device, [place])], worst: f, linted: deviceIDs)
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
