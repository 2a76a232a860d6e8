import Geometry

/// A scene as a YAML scene file that `SceneLoader` reads back to an equal `Scene` (the
/// interactive screen's `w`).
///
/// Every top-level setting is written, defaults included, so the file documents the whole
/// configuration; a view writes only what differs from UIKit's defaults. Strings are written
/// double-quoted with escapes, numbers in their shortest exact form.
///
///     SceneWriter.yaml(Scene(title: "Inbox"))
///     // title: "Inbox"
///     // notes: ""
///     // device: iphone-x
///     // ...
public enum SceneWriter {
    /// A file name's stem made of the characters a file name can always hold (ASCII letters,
    /// digits, `-`, `_`, `.`; anything else `_`), never hidden: a storyboard identifier may hold
    /// a space or a slash.
    public static func fileStem(_ raw: String) -> String {
        let safe = String(
            raw.unicodeScalars.map {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) ? Character($0) : "_"
            })
        return safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
    }

    public static func yaml(_ scene: Scene) -> String {
        var w = Writer()
        layoutKeys(scene, &w)
        bars(scene, &w)
        controller(scene.controller, &w)
        if let body = scene.swiftUI {
            // The source as written; its containers are the navigation and tabBar keys above,
            // which the scene's keys give precedence to when it is read back.
            text("swiftUI", body.source, &w)
        }
        if !scene.views.isEmpty {
            w.line("views:")
            views(scene.views, &w)
        }
        return w.text
    }

    /// A text key: a literal block for several lines, else one quoted line.
    private static func text(_ key: String, _ value: String, _ w: inout Writer) {
        if let block = literalBlock(value) {
            w.line("\(key): " + block.indicator)
            w.nest { w in for line in block.lines { w.line(line) } }
        } else {
            w.line("\(key): \(quoted(value))")
        }
    }

    /// What the scene is laid out as: its title and notes, device, orientation, window, sheet,
    /// iOS, design, source, direction and what its import said.
    private static func layoutKeys(_ scene: Scene, _ w: inout Writer) {
        w.line("title: \(quoted(scene.title))")
        text("notes", scene.notes, &w)
        if scene.deviceChoice.isCustom {
            w.line("device:")
            w.nest { w in customDevice(scene.device, &w) }
        } else {
            w.line("device: \(scene.device.id)")
        }
        w.line("orientation: \(scene.orientation.rawValue)")
        switch scene.window {
        case .full: break
        case .free(let size): w.line("window: {width: \(PointFormat.string(size.width)), height: \(PointFormat.string(size.height))}")
        default: w.line("window: \(scene.window)")
        }
        switch scene.sheet {
        case nil: break
        case .height(let h)?: w.line("sheet: {height: \(PointFormat.string(h))}")
        case .fraction(let f)?: w.line("sheet: {fraction: \(PointFormat.string(f))}")
        case let detent?: w.line("sheet: \(detent)")
        }
        if let ios = scene.requestedIOS { w.line("ios: \(ios)") }
        if let ios = scene.designIOS { w.line("designIOS: \(ios)") }
        if let design = scene.requestedDesign { w.line("design: \(design.rawValue)") }
        if scene.source != .storyboard { w.line("source: \(scene.source.rawValue)") }
        if scene.layoutDirection != .leftToRight { w.line("layoutDirection: \(scene.layoutDirection.rawValue)") }
        if !scene.importWarnings.isEmpty { w.line("importWarnings: [\(scene.importWarnings.map(quoted).joined(separator: ", "))]") }
    }

    /// The status bar, the tab bar controller and the navigation controller.
    private static func bars(_ scene: Scene, _ w: inout Writer) {
        w.line("statusBar: \(scene.statusBar.rawValue)")
        if let tab = scene.tabBar {
            w.line("tabBar:")
            w.nest { w in
                w.line("style: \(tab.style.rawValue)")
                w.line("items: [\(tab.items.map(quoted).joined(separator: ", "))]")
                if let behavior = tab.minimizeBehavior { w.line("tabBarMinimizeBehavior: \(behavior.rawValue)") }
            }
        }
        if let nav = scene.navigation {
            w.line("navigation:")
            w.nest { w in
                w.line("bar: \(nav.bar.rawValue)")
                w.line("title: \(quoted(nav.title))")
                w.line("prefersLargeTitles: \(nav.prefersLargeTitles)")
                w.line("toolbar: \(nav.toolbar.rawValue)")
                if nav.pushed { w.line("pushed: true") }
                if let m = nav.minimization {
                    w.line(
                        "navigationBarMinimization: {minimizationBehavior: \(m.minimizationBehavior.rawValue), safeAreaAdjustment: \(m.safeAreaAdjustment.rawValue)}"
                    )
                }
            }
        }
    }

    /// The content controller's properties, and its root view when that is a scroll view.
    private static func controller(_ c: ControllerConfiguration, _ w: inout Writer) {
        w.line("controller:")
        w.nest { w in
            w.line("edgesForExtendedLayout: \(edges(c.edgesForExtendedLayout))")
            w.line("extendedLayoutIncludesOpaqueBars: \(c.extendedLayoutIncludesOpaqueBars)")
            w.line("additionalSafeAreaInsets: \(insets(c.additionalSafeAreaInsets))")
            w.line("automaticallyAdjustsScrollViewInsets: \(c.automaticallyAdjustsScrollViewInsets)")
            w.line("viewRespectsSystemMinimumLayoutMargins: \(c.viewRespectsSystemMinimumLayoutMargins)")
            if let d = c.directionalLayoutMargins {
                w.line(
                    "directionalLayoutMargins: {top: \(number(d.top)), leading: \(number(d.leading)), bottom: \(number(d.bottom)), trailing: \(number(d.trailing))}"
                )
            }
            if let root = c.view {
                w.line("view:")
                w.nest { w in
                    w.line("kind: \(root.kind.rawValue)")
                    scroll(root, &w)
                }
            }
        }
    }

    private static func views(_ views: [ViewSpec], _ w: inout Writer) {
        for v in views {
            w.line("- name: \(quoted(v.name))")
            w.nest { w in
                w.line("kind: \(v.kind.rawValue)")
                if v.constraints.isEmpty {
                    w.line("frame: \(frame(v.frame))")
                } else {
                    w.line("constraints:")
                    w.nest { w in for c in v.constraints { w.line("- " + constraintText(c)) } }
                }
                if let size = v.intrinsicContentSize {
                    w.line("intrinsicContentSize: {width: \(number(size.width)), height: \(number(size.height))}")
                }
                if let p = v.contentHuggingPriority { w.line("contentHuggingPriority: {horizontal: \(p.horizontal), vertical: \(p.vertical)}") }
                if let p = v.compressionResistancePriority { w.line("compressionResistancePriority: {horizontal: \(p.horizontal), vertical: \(p.vertical)}") }
                if v.kind.isScrollView { scroll(v.scroll, &w) }
                if let text = v.text { w.line("text: \(quoted(text))") }
                if v.interactive { w.line("interactive: true") }
                if v.hidden { w.line("hidden: true") }
                if !v.insetsLayoutMarginsFromSafeArea { w.line("insetsLayoutMarginsFromSafeArea: false") }
                if v.preservesSuperviewLayoutMargins { w.line("preservesSuperviewLayoutMargins: true") }
                if let size = v.fontSize { w.line("fontSize: \(number(size))") }
                if v.alignmentRectInsets != .zero { w.line("alignmentRectInsets: \(insets(v.alignmentRectInsets))") }
                if let d = v.directionalLayoutMargins {
                    w.line(
                        "directionalLayoutMargins: {top: \(number(d.top)), leading: \(number(d.leading)), bottom: \(number(d.bottom)), trailing: \(number(d.trailing))}"
                    )
                }
                if !v.autoresizingMask.isEmpty {
                    w.line("autoresizingMask: [\(AutoresizingMask.allCases.filter(v.autoresizingMask.contains).map(\.rawValue).joined(separator: ", "))]")
                }
                if v.kind == .stack {
                    let st = v.stack
                    w.line("axis: \(st.axis.rawValue)")
                    w.line("distribution: \(st.distribution.rawValue)")
                    w.line("alignment: \(st.alignment.rawValue)")
                    w.line("spacing: \(number(st.spacing))")
                    if st.isLayoutMarginsRelativeArrangement { w.line("isLayoutMarginsRelativeArrangement: true") }
                }
                if v.background { w.line("background: true") }
                if !v.subviews.isEmpty {
                    w.line("subviews:")
                    self.views(v.subviews, &w)
                }
            }
        }
    }

    private static func scroll(_ s: ScrollSpec, _ w: inout Writer) {
        if let rows = s.rows {
            w.line("rows: \(rows)")
        } else if let size = s.contentSize {
            w.line("contentSize: {width: \(number(size.width)), height: \(number(size.height))}")
        }
        if s.rowHeight != 44 { w.line("rowHeight: \(number(s.rowHeight))") }
        if s.contentInset != .zero { w.line("contentInset: \(insets(s.contentInset))") }
        if s.contentInsetAdjustmentBehavior != .automatic { w.line("contentInsetAdjustmentBehavior: \(s.contentInsetAdjustmentBehavior.rawValue)") }
        if let bounce = s.alwaysBounceVertical { w.line("alwaysBounceVertical: \(bounce)") }
        if s.alwaysBounceHorizontal { w.line("alwaysBounceHorizontal: true") }
        if !s.isScrollEnabled { w.line("isScrollEnabled: false") }
        if let o = s.contentOffset { w.line("contentOffset: {x: \(number(o.x)), y: \(number(o.y))}") }
    }

    private static func customDevice(_ d: Device, _ w: inout Writer) {
        w.line("name: \(quoted(d.name))")
        w.line("idiom: \(d.idiom.rawValue)")
        w.line("width: \(number(d.portraitSize.width))")
        w.line("height: \(number(d.portraitSize.height))")
        w.line("scale: \(number(d.scale))")
        let era = d.eras[0]
        w.line("insets: {portrait: \(insets(era.portrait)), landscape: \(insets(era.landscape))}")
        w.line("statusBarHeight: \(number(era.statusBar.height))")
        w.line("housing: \(d.housing.rawValue)")
        w.line("cornerRadius: \(number(d.cornerRadius ?? 0))")
        w.line("homeIndicator: \(d.homeIndicator)")
        w.line("landscapeWidthClass: \(d.landscapeWidthClass.rawValue)")
    }

    private static func frame(_ f: FrameSpec) -> String {
        switch f {
        case .fill: return "fill"
        case .safeArea: return "safeArea"
        case .margins: return "margins"
        case .rect(let r):
            return "{x: \(number(r.minX)), y: \(number(r.minY)), width: \(number(r.width)), height: \(number(r.height))}"
        case .pins(let p):
            var parts: [String] = []
            for (key, pin) in [("top", p.top), ("bottom", p.bottom), ("leading", p.leading), ("trailing", p.trailing)] {
                guard let pin else { continue }
                parts.append(pin.constant == 0 ? "\(key): \(pin.anchor.rawValue)" : "\(key): {to: \(pin.anchor.rawValue), constant: \(number(pin.constant))}")
            }
            if let width = p.width { parts.append("width: \(number(width))") }
            if let height = p.height { parts.append("height: \(number(height))") }
            return "{" + parts.joined(separator: ", ") + "}"
        }
    }

    private static func edges(_ edges: Set<Edge>) -> String {
        let words = Edge.words(edges)
        return Edge.setWords.contains(words[0]) ? words[0] : "[" + words.joined(separator: ", ") + "]"
    }

    private static func insets(_ i: EdgeInsets) -> String {
        "{top: \(number(i.top)), left: \(number(i.left)), bottom: \(number(i.bottom)), right: \(number(i.right))}"
    }

    /// The shortest text that reads back as exactly this double. YAML 1.1 floats need a point
    /// before an exponent, so `1e-05` is written `1.0e-05`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let text = String(value)
        if let e = text.firstIndex(of: "e"), !text.contains(".") { return text[..<e] + ".0" + text[e...] }
        return text
    }

    /// Notes as a literal block (`|`, or `|-` without a final newline), the way a person writes
    /// them, when the text allows it; nil when only a quoted string round-trips exactly.
    static func literalBlock(_ s: String) -> (indicator: String, lines: [String])? {
        guard !s.isEmpty, s.first != " ", s.first != "\n", !s.hasSuffix("\n\n"),
            s.unicodeScalars.allSatisfy({ $0 == "\n" || !needsEscape($0) })
        else { return nil }
        let body = s.hasSuffix("\n") ? String(s.dropLast()) : s
        return (s.hasSuffix("\n") ? "|" : "|-", body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// What a literal block cannot hold: the control characters `JSONValue.quote` escapes
    /// (quotes and backslashes are plain text in a block).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\"" && scalar != "\\" && JSONValue.quote(String(scalar)).count > 3
    }

    /// A double-quoted YAML string: JSON's escaping, which YAML reads the same.

    /// A constraint as the scene format writes it: its text, or with size-class variations
    /// `{any: "…", wR hR: "…", wC hC: null}`.
    private static func constraintText(_ c: SceneConstraint) -> String {
        guard !c.variations.isEmpty else { return quoted(c.text) }
        let pairs = SizeClassPair.all.compactMap { pair in
            c.variations[pair].map { variation -> String in
                switch variation {
                case .installed(let text, _): return "\(pair): \(quoted(text))"
                case .notInstalled: return "\(pair): null"
                }
            }
        }
        return "{" + (["any: \(quoted(c.text))"] + pairs).joined(separator: ", ") + "}"
    }
    static func quoted(_ s: String) -> String { JSONValue.quote(s) }

    /// Lines with two-space indentation per level.
    private struct Writer {
        var text = ""
        var depth = 0

        /// An empty line stays empty (no trailing spaces in a block scalar).
        mutating func line(_ s: String) { text += (s.isEmpty ? "" : String(repeating: "  ", count: depth) + s) + "\n" }

        mutating func nest(_ body: (inout Writer) -> Void) {
            depth += 1
            body(&self)
            depth -= 1
        }
    }
}
