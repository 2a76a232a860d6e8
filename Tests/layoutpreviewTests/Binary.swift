import Foundation

/// Runs the built `layoutpreview` binary, as a user would, and captures what it prints.
enum Binary {
    static var url: URL {
        // The test bundle sits in the build products folder, next to the executable.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [products, products.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("layoutpreview")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.build/debug/layoutpreview").standardized
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    }

    /// A new empty directory for `body`, removed afterwards.
    static func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        return try body(dir)
    }

    /// Writes `cjk.yaml` into `dir`: a scene whose title, notes, nav title and label are Chinese
    /// (wide characters), for the tests of columns and of `--ascii`.
    static func writeChineseScene(in dir: URL) throws -> String {
        let path = dir.appendingPathComponent("cjk.yaml").path
        try """
        title: 收件箱
        notes: 导航栏是半透明的。
        navigation: {title: 收件箱}
        views:
          - {name: list, kind: table, rows: 30}
          - {name: hello, kind: label, text: 你好世界, frame: {x: 20, y: 250, width: 200, height: 40}}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A storyboard whose one label is centred in the safe area: clean on every device.
    static let cleanStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews><label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hello"><rect key="frame" x="176" y="415" width="41" height="21"/></label></subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="hello" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="c1"/>
                        <constraint firstItem="hello" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="c2"/>
                    </constraints>
                </view>
            </viewController></objects></scene></scenes>
        </document>
        """

    /// Runs with stdin from /dev/null (so never a terminal) in the package root.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Spawn.Result {
        let env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return try Spawn.run(url.path, arguments, environment: env, directory: packageRoot.path)
    }
}
