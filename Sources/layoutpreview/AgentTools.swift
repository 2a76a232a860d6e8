import Preview

/// The commands `layoutpreview mcp` offers, each with the arguments of its command line.
enum AgentTools {
    typealias P = AgentTool.Parameter

    /// The scene and the SPEC overrides, as every command that lays a scene out takes them.
    static func scene() -> [P] {
        let presence = { (styles: [String]) in styles + ["none"] }
        return [
            P(
                "scene", .path, nil,
                "A scene file (YAML or JSON), a .storyboard or .xib, a SwiftUI .swift file, or a bundled scene's name (see the resources); default: the built-in default scene."
            ),
            P(
                "viewController", .string, "--scene",
                "Storyboards and xibs: the view controller (storyboard identifier, title or IB id); SwiftUI files: the preview (title or number)."),
            P("device", .string, "--device", "Catalog device id (the devices tool lists them)."),
            P("orientation", .choice(Orientation.allCases.map(\.rawValue)), "--orientation", "Interface orientation."),
            P("window", .string, "--window", "iPad: full, two-thirds, half, third, slide-over, or WxH in points."),
            P("sheet", .string, "--sheet", "iPhone: a page sheet at this detent: large, medium, a height in points (300), a share in percent (40%), or none."),
            P("ios", .integer(7...27), "--ios", "iOS version: 7-18, 26 or 27; default: the newest the device runs."),
            P("design", .choice(Design.allCases.map(\.rawValue)), "--design", "iOS 26 and later: liquidGlass or compatibility."),
            P("layoutDirection", .choice(LayoutDirection.allCases.map(\.rawValue)), "--layout-direction", "leftToRight or rightToLeft."),
            P("statusBar", .choice(StatusBarVisibility.allCases.map(\.rawValue)), "--status-bar", "Status bar visibility."),
            P("navBar", .choice(presence(NavigationBarStyle.allCases.map(\.rawValue))), "--nav-bar", "Navigation bar style, or none."),
            P("largeTitles", .boolean(off: "--no-large-titles"), "--large-titles", "prefersLargeTitles."),
            P("toolbar", .choice(ToolbarStyle.allCases.map(\.rawValue)), "--toolbar", "Toolbar style."),
            P("tabBar", .choice(presence(TabBarStyle.allCases.map(\.rawValue))), "--tab-bar", "Tab bar style, or none."),
            P("edges", .string, "--edges", "edgesForExtendedLayout: all, none, or edges such as top,bottom."),
            P("extendedLayoutIncludesOpaqueBars", .boolean(off: nil), "--extended-layout-includes-opaque-bars", "extendedLayoutIncludesOpaqueBars."),
            P("additionalSafeArea", .string, "--additional-safe-area", "additionalSafeAreaInsets as T,L,B,R."),
            P(
                "behavior", .choice(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)), "--behavior",
                "contentInsetAdjustmentBehavior of every scroll view."),
            P("contentInset", .string, "--content-inset", "contentInset of every scroll view as T,L,B,R."),
        ]
    }

    static let all: [AgentTool] = [
        AgentTool(
            name: "render",
            description:
                "Lay a screen out on an iOS device and print it: JSON (every view's frame, safe area insets, layout margins and scroll insets in points, as UIKit would log them, with why), a text mock, Markdown or SVG.",
            command: ["render"],
            parameters: scene() + [
                P("format", .choice(["json", "text", "markdown", "svg"]), "--format", "Output format.", default: "json"),
                P("width", .integer(1...400), "--width", "Text and Markdown: width in columns.", default: 100),
                P("height", .integer(1...150), "--height", "Text and Markdown: height in rows.", default: 50),
                P("select", .string, "--select", "The view the picture highlights."),
                P(
                    "matrix", .choice(Matrix.Axis.allCases.map(\.rawValue)), "--matrix",
                    "Text: one scene across devices, orientations or behaviors, or every scene of a document, as small mocks."),
            ]),
        AgentTool(
            name: "explain", description: "Explain every frame and inset of a laid-out screen (or one view's) rule by rule, with each rule's confidence.",
            command: ["explain"],
            parameters: scene() + [
                P("view", .string, "--view", "Only this view: window, navigationBar, viewController.view, or a view's name."),
                P("format", .choice(["json", "text"]), "--format", "Output format.", default: "json"),
            ]),
        AgentTool(
            name: "lint",
            description:
                "Check labels, buttons and interactive views against the housing (notch, Dynamic Island), rounded corners, home indicator, status bar, safe area and screen edges, and scroll views' first and last rows, on every device and orientation. Exit status 1 (findings) is a result, not an error.",
            command: ["lint"],
            parameters: [
                P("paths", .paths, nil, "Scene files, storyboards, xibs, SwiftUI files, folders, or bundled scene names."),
                P(
                    "devices", .string, "--devices",
                    "Device groups (\(DeviceGroup.allCases.map(\.rawValue).joined(separator: ", "))) and catalog ids, separated by commas; + intersects."),
                P("orientations", .string, "--orientations", "all, or orientations separated by commas."),
                P("windows", .string, "--windows", "iPads: all, or windows separated by commas (full, two-thirds, half, third, slide-over, WxH)."),
                P("infoPlist", .path, "--info-plist", "An app's Info.plist: its supported orientations per idiom."),
                P("config", .path, "--config", "A lint configuration (default: .layoutpreview.yml in the server's folder or above)."),
                P("format", .choice(Lint.Format.allCases.map(\.rawValue)), "--format", "Output format.", default: "json"),
            ] + scene().filter { !["scene", "device", "window"].contains($0.name) }),
        AgentTool(
            name: "compare", description: "Compare two screens, or one screen under two sets of overrides: every number that differs.",
            command: ["compare"],
            parameters: [
                P("left", .side(scene()), nil, "The left side: a scene and its overrides."),
                P("right", .side(scene()), nil, "The right side: a scene (default: the left's) and its overrides."),
                P("format", .choice(["json", "text", "markdown", "svg"]), "--format", "Output format.", default: "json"),
                P("width", .integer(20...400), "--width", "Text and Markdown: width in columns.", default: 100),
            ], required: ["left", "right"]),
        AgentTool(
            name: "devices",
            description:
                "The device catalog: every iPhone and iPad with its screen, safe area insets per iOS version and orientation, housing, corner radius, sources and confidence.",
            command: ["devices"],
            parameters: [P("format", .choice(["json", "text"]), "--format", "Output format.", default: "json")]),
        AgentTool(
            name: "rules", description: "The safe-area and layout rules that explanations cite (R1, R19, S14, …), with their confidence and sources.",
            command: ["rules"],
            parameters: [P("id", .string, nil, "A rule, such as R19 (default: every rule).")]),
        AgentTool(
            name: "import",
            description:
                "Write an Interface Builder document's scenes, or a SwiftUI file's previews, as YAML scene files into a folder (never overwriting without force).",
            command: ["import"],
            parameters: [
                P("file", .path, nil, "A .storyboard, .xib or SwiftUI .swift file."),
                P("output", .path, "--output", "The folder to write into, created if missing."),
                P("viewController", .string, "--scene", "Only this view controller or preview."),
                P("force", .boolean(off: nil), "--force", "Replace scene files that already exist."),
            ], required: ["file", "output"]),
    ]
}
