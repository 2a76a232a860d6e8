import Testing
@testable import InterfaceBuilder
import Preview

/// Small documents written for these tests, each frame worked out by hand.
@Suite struct DocumentTests {
    /// A storyboard around one controller's root view.
    static func storyboard(_ subviews: String, constraints: String = "", device: String = "retina4_7", tools: String = "22505",
                           controllerAttributes: String = "", extra: String = "") -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(tools)"/></dependencies>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController"\(controllerAttributes)>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                        \(extra)
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)
    }

    static func layout(_ bytes: [UInt8]) throws -> Layout {
        LayoutEngine.layout(try InterfaceBuilderDocument.read(bytes: bytes, file: "t.storyboard").scene(nil))
    }

    @Test("Multipliers in IB's three spellings: 16:9 = 1.777…, 1/3, 0.5; absent = 1")
    func multipliers() {
        #expect(ConstraintImporter.multiplier("16:9") == 16.0 / 9.0)
        #expect(ConstraintImporter.multiplier("1/3") == 1.0 / 3.0)
        #expect(ConstraintImporter.multiplier("0.5") == 0.5)
        #expect(ConstraintImporter.multiplier(nil) == 1)
        #expect(ConstraintImporter.multiplier("1:0") == nil)
        #expect(ConstraintImporter.multiplier("abc") == nil)
    }

    @Test("A button pinned 20 above the safe area's bottom on an iPhone 8 (iOS 17: bottom inset 0): y = 667 − 20 − 44 = 603")
    func safeAreaBottom() throws {
        let button = """
        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
            <rect key="frame" x="16" y="603" width="343" height="44"/>
            <state key="normal" title="Go"/>
        </button>
        """
        // IB writes the guide first: safe.bottom == btn.bottom + 20, so the importer turns it around.
        let constraints = """
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="btn" secondAttribute="bottom" constant="20" id="c1"/>
        <constraint firstItem="btn" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="btn" secondAttribute="trailing" constant="16" id="c3"/>
        """
        let layout = try Self.layout(Self.storyboard(button, constraints: constraints))
        #expect(layout.view(named: "btn")?.frame == Rect(x: 16, y: 603, width: 343, height: 44))
    }
}
