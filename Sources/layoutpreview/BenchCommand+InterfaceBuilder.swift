import ArgumentParser
import Foundation
import InterfaceBuilder
import Preview

extension Bench {
    /// `bench --interface-builder DIR`: per document and in total, how many trusted stored frames
    /// the layout reproduces on the document's design device (`FrameCheck` says which views are
    /// trusted), with the views left out by reason; `--verbose` lists each differing view and
    /// each view left out, with the reason.
    static func frameCheck(folder: String, verbose: Bool) throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { SceneSource.isInterfaceBuilder($0) }.sorted()
        } catch {
            throw SceneError(file: folder, message: "cannot list the folder: \(SceneFile.reason(errno)); expected a folder of .storyboard and .xib files")
        }
        var rows = [["document", "scenes", "compared", "matched", "%", "excluded"]]
        var total = FrameCheck.Result()
        var documents = 0
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let result: FrameCheck.Result
            var scenes = 0
            do {
                let document = try SceneSource.document(path)
                scenes = document.entries.count
                result = FrameCheck.run(document)
            } catch {
                var failed = FrameCheck.Result()
                failed.failures = ["\(error)"]
                result = failed
            }
            documents += 1
            total.add(result)
            let excluded = result.excluded.values.reduce(0, +)
            rows.append([
                Sanitized.short(name), String(scenes), String(result.compared), String(result.matched),
                percent(result.matched, result.compared), excluded == 0 ? "" : String(excluded),
            ])
            if verbose {
                for m in result.mismatches {
                    Output.write("\(name): \(m.scene) \(m.view) <\(m.element)> stored \(m.stored), computed \(m.computed.map { "\($0)" } ?? "none")\n")
                }
                for e in result.exclusions {
                    Output.write("\(name): \(e.scene) \(e.view) <\(e.element)> excluded: \(e.reason.rawValue)\n")
                }
            }
            for failure in result.failures { Output.write("\(name): error: \(failure)\n") }
        }
        let excluded: Int = total.excluded.values.reduce(0, +)
        rows.append([
            "total: \(documents) documents", "", String(total.compared), String(total.matched), percent(total.matched, total.compared),
            String(excluded),
        ])
        Output.write(TextTable.format(rows))
        let reasons: [String] = total.excluded.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key.rawValue)" }
        Output.write("excluded: " + reasons.joined(separator: ", ") + "\n")
        var byElement: [String: Int] = [:]
        for m in total.mismatches { byElement[m.element, default: 0] += 1 }
        // Most first; ties by name, so the line is the same on every run.
        let elements: [String] = byElement.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
        Output.write("differing views by element: " + elements.joined(separator: ", ") + "\n")
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : String(format: "%.1f", 100 * Double(part) / Double(whole))
    }
}

extension Bench {
    /// A storyboard of `count` checkout-like scenes, each in its own navigation controller: a
    /// header, a stack of three buttons and a Pay button, all placed by constraints.
    static func syntheticStoryboard(scenes count: Int) -> String {
        var scenes = ""
        for i in 0..<count {
            scenes += """
                <scene sceneID="n\(i)"><objects><navigationController id="nav\(i)" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar\(i)"><rect key="frame" x="0.0" y="44" width="375" height="44"/></navigationBar>
                <connections><segue destination="vc\(i)" kind="relationship" relationship="rootViewController" id="sg\(i)"/></connections>
                </navigationController></objects></scene>
                <scene sceneID="s\(i)"><objects><viewController id="vc\(i)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root\(i)"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                <subviews>
                <label text="Header \(i)" translatesAutoresizingMaskIntoConstraints="NO" id="h\(i)"><rect key="frame" x="16" y="96" width="343" height="21"/></label>
                <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st\(i)"><rect key="frame" x="16" y="133" width="343" height="118"/>
                <subviews>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="a\(i)"><rect key="frame" x="0" y="0" width="343" height="34"/><state key="normal" title="One"/></button>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="b\(i)"><rect key="frame" x="0" y="42" width="343" height="34"/><state key="normal" title="Two"/></button>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="c\(i)"><rect key="frame" x="0" y="84" width="343" height="34"/><state key="normal" title="Three"/></button>
                </subviews></stackView>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="p\(i)"><rect key="frame" x="16" y="720" width="343" height="50"/><state key="normal" title="Pay"/></button>
                </subviews>
                <constraints>
                <constraint firstItem="h\(i)" firstAttribute="top" secondItem="safe\(i)" secondAttribute="top" constant="8" id="c1-\(i)"/>
                <constraint firstItem="h\(i)" firstAttribute="leading" secondItem="safe\(i)" secondAttribute="leading" constant="16" id="c2-\(i)"/>
                <constraint firstItem="safe\(i)" firstAttribute="trailing" secondItem="h\(i)" secondAttribute="trailing" constant="16" id="c3-\(i)"/>
                <constraint firstItem="st\(i)" firstAttribute="top" secondItem="h\(i)" secondAttribute="bottom" constant="16" id="c4-\(i)"/>
                <constraint firstItem="st\(i)" firstAttribute="leading" secondItem="h\(i)" secondAttribute="leading" id="c5-\(i)"/>
                <constraint firstItem="st\(i)" firstAttribute="trailing" secondItem="h\(i)" secondAttribute="trailing" id="c6-\(i)"/>
                <constraint firstItem="p\(i)" firstAttribute="leading" secondItem="h\(i)" secondAttribute="leading" id="c7-\(i)"/>
                <constraint firstItem="p\(i)" firstAttribute="trailing" secondItem="h\(i)" secondAttribute="trailing" id="c8-\(i)"/>
                <constraint firstItem="safe\(i)" firstAttribute="bottom" secondItem="p\(i)" secondAttribute="bottom" constant="8" id="c9-\(i)"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe\(i)"/></view>
                <navigationItem key="navigationItem" title="Screen \(i)" id="item\(i)"/>
                </viewController></objects></scene>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav0">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
            \(scenes)</scenes>
            </document>
            """
    }

    /// Reading and laying out storyboards of 25, 50 and 100 scenes, and linting them on every
    /// device and orientation, on every core and on one: time per scene should not grow with the
    /// scene count, and every core should divide the lint time by nearly their number.
    static func interfaceBuilderFigures(iterations: Int) -> String {
        var rows = [["storyboard scenes", "read + lay out ms", "µs per scene", "lint all devices ms", "µs per scene-layout", "one core ms", "speed-up"]]
        for count in [25, 50, 100] {
            let bytes = Array(syntheticStoryboard(scenes: count).utf8)
            var scenes: [Scene] = []
            let load = measure(max(1, iterations)) {
                guard let document = try? InterfaceBuilderDocument.read(bytes: bytes, file: "bench.storyboard") else { return }
                scenes = document.entries.compactMap { try? document.scene($0) }
                for scene in scenes { _ = LayoutEngine.layout(scene, explaining: .none) }
            }
            let named = scenes.enumerated().map { (name: "bench#\($0.offset)", file: "", scene: $0.element) }
            var checked = 0
            let orientations = SupportedOrientations(Orientation.allCases)
            let lint = measure(1) {
                checked = LintReport.run(named, devices: DeviceCatalog.devices, orientations: orientations).checked
            }
            let oneCore = measure(1) {
                _ = LintReport.run(named, devices: DeviceCatalog.devices, orientations: orientations, concurrently: false)
            }
            rows.append([
                String(scenes.count), String(format: "%.1f", load * 1e3), micro(load / Double(max(1, count))),
                String(format: "%.0f", lint * 1e3), micro(lint / Double(max(1, checked))),
                String(format: "%.0f", oneCore * 1e3), String(format: "%.2f×", oneCore / max(lint, 1e-9)),
            ])
        }
        return TextTable.format(rows) + "\n(\(ProcessInfo.processInfo.activeProcessorCount) cores)"
    }
}
