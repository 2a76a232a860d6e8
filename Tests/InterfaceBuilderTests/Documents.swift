import Preview

@testable import InterfaceBuilder

/// Small Interface Builder documents written for the tests, in the shape Xcode saves them
/// (ib-format.md): the frames each test expects are worked out by hand in the test.
enum Documents {
    /// A document around `body` (the `<scenes>` of a storyboard, the `<objects>` of a xib);
    /// `device` nil writes no `<device>`, as documents before Xcode 8.
    static func document(
        _ body: String, storyboard: Bool = true, device: String? = "retina4_7", orientation: String = "portrait",
        tools: String = "22505", initial: String = "vc", safeAreas: Bool = true
    ) -> [UInt8] {
        let type = storyboard ? "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let start = storyboard ? " initialViewController=\"\(initial)\"" : ""
        return Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "")\(start)>
                \(device.map { "<device id=\"\($0)\" orientation=\"\(orientation)\" appearance=\"light\"/>" } ?? "")
                <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(tools)"/></dependencies>
                \(storyboard ? "<scenes>\(body)</scenes>" : "<objects>\(body)</objects>")
            </document>
            """.utf8)
    }

    /// One scene holding a view controller `id` whose root view (375×667) has `subviews` and
    /// `constraints`; `extra` goes inside the controller (navigation items, layout guides).
    static func controller(
        _ id: String = "vc", subviews: String, constraints: String = "", extra: String = "",
        attributes: String = "", size: (Double, Double) = (375, 667)
    ) -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" sceneMemberID="viewController"\(attributes)>
                \(extra)
                <view key="view" contentMode="scaleToFill" id="\(id)-root">
                    <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>\(subviews)</subviews>
                    <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                    <constraints>\(constraints)</constraints>
                </view>
            </viewController>
        </objects></scene>
        """
    }

    /// A scene holding a navigation controller whose root is `root`, with its bar stored at
    /// `barY` on a canvas `width` wide (96 tall when it prefers large titles).
    /// A scene holding a controller `home` (its root `size`, 393 × 852 by default) whose segue
    /// of `kind` leads to `destination`; `style` is any further attributes of the segue.
    static func presenter(to destination: String, kind: String = "presentation", style: String = "", size: (Double, Double) = (393, 852)) -> String {
        """
        <scene sceneID="s-home"><objects>
            <viewController id="home" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="home-root"><rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/></view>
                <connections><segue destination="\(destination)" kind="\(kind)"\(style) id="present"/></connections>
            </viewController>
        </objects></scene>
        """
    }

    static func navigationController(
        root: String = "vc", barY: Double, width: Double = 375, translucent: Bool = true, largeTitles: Bool = false
    ) -> String {
        let attributes = (translucent ? "" : " translucent=\"NO\"") + (largeTitles ? " largeTitles=\"YES\"" : "")
        return """
            <scene sceneID="sn"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill"\(attributes) id="bar"><rect key="frame" x="0.0" y="\(barY)" width="\(width)" height="\(largeTitles ? 96 : 44)"/></navigationBar>
                    <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="sg"/></connections>
                </navigationController>
            </objects></scene>
            """
    }

    /// A scene holding a tab bar controller `tab` whose tabs are `children`, in order, its bar
    /// stored on a canvas `width` wide.
    static func tabBarController(children: [String], width: Double = 375) -> String {
        let segues = children.enumerated().map { i, child in
            "<segue destination=\"\(child)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"tab-\(i)\"/>"
        }
        return """
            <scene sceneID="st"><objects>
                <tabBarController id="tab" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="49"/></tabBar>
                    <connections>\(segues.joined())</connections>
                </tabBarController>
            </objects></scene>
            """
    }

    /// A xib's freeform card `card` (a view no controller owns, or with `ownersView` the view its
    /// File's Owner shows), `size` points, with its safe area guide `card-safe`, `subviews` and
    /// `constraints`.
    static func card(size: (Double, Double), subviews: String, constraints: String, ownersView: Bool = false) -> String {
        let outlet = ownersView ? "<connections><outlet property=\"view\" destination=\"card\" id=\"owner-view\"/></connections>" : ""
        return """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">\(outlet)</placeholder>
            <view contentMode="scaleToFill" id="card">
                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                <subviews>\(subviews)</subviews>
                <viewLayoutGuide key="safeArea" id="card-safe"/>
                <constraints>\(constraints)</constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """
    }

    /// A view placed by constraints, with its stored frame.
    static func view(
        _ id: String, _ element: String = "view", frame: (Double, Double, Double, Double), attributes: String = "",
        inner: String = ""
    ) -> String {
        """
        <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\(attributes)>
            <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
            \(inner)
        </\(element)>
        """
    }

    static func constraint(
        _ id: String, _ first: String?, _ a1: String, _ relation: String? = nil, _ second: String? = nil, _ a2: String? = nil,
        constant: Double = 0, multiplier: String? = nil, priority: Int? = nil
    ) -> String {
        var s = "<constraint"
        if let first { s += " firstItem=\"\(first)\"" }
        s += " firstAttribute=\"\(a1)\""
        if let relation { s += " relation=\"\(relation)\"" }
        if let second, let a2 { s += " secondItem=\"\(second)\" secondAttribute=\"\(a2)\"" }
        if let multiplier { s += " multiplier=\"\(multiplier)\"" }
        if constant != 0 { s += " constant=\"\(constant)\"" }
        if let priority { s += " priority=\"\(priority)\"" }
        return s + " id=\"\(id)\"/>"
    }

    /// A 56-tall bar `top`, `width` wide, pinned to the safe area's top and the root's sides of
    /// controller `vc`: where it lands says where the canvas put the safe area's top.
    static func safeAreaTopBar(width: Double, controller vc: String = "vc") -> (view: String, constraints: String) {
        (
            view("top", frame: (0, 0, width, 56)),
            constraint("t", "top", "top", nil, "\(vc)-safe", "top") + constraint("l", "top", "leading", nil, "\(vc)-root", "leading")
                + constraint("r", "\(vc)-root", "trailing", nil, "top", "trailing") + constraint("h", "top", "height", constant: 56)
        )
    }

    /// Constraints pinning view `id` to every edge of the safe area of controller `vc`'s root.
    static func safeAreaEdges(_ id: String, controller vc: String = "vc") -> String {
        constraint("t", id, "top", nil, "\(vc)-safe", "top") + constraint("l", id, "leading", nil, "\(vc)-safe", "leading")
            + constraint("r", "\(vc)-safe", "trailing", nil, id, "trailing") + constraint("b", "\(vc)-safe", "bottom", nil, id, "bottom")
    }

    static func read(_ bytes: [UInt8], file: String = "t.storyboard") throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument.read(bytes: bytes, file: file)
    }

    static func layout(_ bytes: [UInt8], scene: String? = nil, file: String = "t.storyboard") throws -> Layout {
        LayoutEngine.layout(try read(bytes, file: file).scene(scene))
    }

    /// The document's first scene laid out on a catalog device (as `--device` and lint do),
    /// on `ios` when given.
    static func layout(_ bytes: [UInt8], on device: String, ios: Int? = nil) throws -> Layout {
        var overrides = SceneOverrides()
        overrides.device = device
        overrides.ios = ios
        return LayoutEngine.layout(try overrides.apply(to: try read(bytes).scene(nil)))
    }
}
