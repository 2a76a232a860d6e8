import Preview
import Testing

/// `w`'s file must load back to the same scene.
struct SceneWriterTests {
    @Test("Every bundled scene survives write → load unchanged")
    func bundled() throws {
        for file in BundledScenes.files {
            let scene = try #require(try BundledScenes.scene(named: file.name))
            let again = try SceneLoader.load(text: SceneWriter.yaml(scene), file: "\(file.name)-edited.yaml")
            #expect(again == scene, "\(file.name)")
        }
        let text = SceneWriter.yaml(try #require(try BundledScenes.scene(named: "default")))
        #expect(text.contains("notes: |\n  The default screen of most apps."), "notes stay readable: a literal block")
    }

    @Test("Custom devices, pins, rects, root scroll views, odd strings and thirds of a point survive")
    func everything() throws {
        let yaml = """
            title: "Quotes \\" and \\\\ and a tab\\t and é"
            notes: "line 1\\nline 2: with a colon # and hash"
            device: {name: "Concept: X", idiom: phone, width: 400, height: 870, scale: 3,
                     insets: {portrait: {top: 60, left: 0, bottom: 34, right: 0}, landscape: {top: 0, left: 60, bottom: 21, right: 60}},
                     statusBarHeight: 53.666666666666664, housing: dynamicIsland, cornerRadius: 55, landscapeWidthClass: regular}
            orientation: landscapeRight
            ios: 15
            statusBar: hidden
            tabBar: {style: opaque, items: ["yes", "No", "1"]}
            navigation: {bar: backgroundImage, title: "null", prefersLargeTitles: true, toolbar: translucent}
            controller:
              edgesForExtendedLayout: [top, left]
              extendedLayoutIncludesOpaqueBars: true
              additionalSafeAreaInsets: {top: 0.00001, left: -4.5, bottom: 0, right: 1}
              automaticallyAdjustsScrollViewInsets: false
              viewRespectsSystemMinimumLayoutMargins: false
              directionalLayoutMargins: {top: 1, leading: 2, bottom: 3, trailing: 4}
              view: {kind: scroll, contentSize: {width: 400, height: 3000}, alwaysBounceVertical: false, isScrollEnabled: false}
            views:
              - name: header
                kind: label
                text: "~"
                frame: {top: {to: safeArea, constant: 8}, leading: margins, trailing: margins, height: 44}
                interactive: true
                preservesSuperviewLayoutMargins: true
              - name: table_2
                kind: table
                frame: {x: -10, y: 20.5, width: 300, height: 400}
                rows: 12
                rowHeight: 60
                contentInset: {top: 100, left: 0, bottom: -34, right: 10}
                contentInsetAdjustmentBehavior: always
                alwaysBounceHorizontal: true
                background: true
                subviews: [{name: inner, frame: safeArea}]
            """
        let scene = try SceneLoader.load(text: yaml, file: "all.yaml")
        let written = SceneWriter.yaml(scene)
        let again = try SceneLoader.load(text: written, file: "written.yaml")
        #expect(again == scene, "\(written)")
    }

    @Test("A file stem keeps ASCII letters, digits, - _ and . and turns anything else into _, never starting hidden")
    func fileStem() {
        // By hand: the space, the slash and the one-scalar é each become _.
        #expect(SceneWriter.fileStem("Main-log in/\u{E9}") == "Main-log_in__")
        #expect(SceneWriter.fileStem(".hidden") == "_hidden")
        #expect(SceneWriter.fileStem("a..b_c-9") == "a..b_c-9")
    }
}
