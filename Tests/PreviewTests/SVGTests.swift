import Foundation
import Preview
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `render --format svg`: valid XML with the device outline, each bar and each labelled view.
@Suite struct SVGTests {
    /// The ids of every element, after parsing the document with Foundation's XML parser.
    final class IDs: NSObject, XMLParserDelegate {
        var ids: [String: [String: String]] = [:]
        var texts: [String] = []
        var inText = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if let id = attributes["id"] { ids[id] = attributes }
            if name == "text" {
                inText = true
                texts.append("")
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" { inText = false }
        }

        /// The parser hands over text in pieces (an entity is one): they join into the element's.
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { texts[texts.count - 1] += string }
        }
    }

    func parse(_ svg: String) throws -> IDs {
        let parser = XMLParser(data: Data(svg.utf8))
        let ids = IDs()
        parser.delegate = ids
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return ids
    }

    @Test("Every bundled scene's SVG parses, and has the device outline, each bar and each labelled view")
    func bundledScenes() throws {
        for file in BundledScenes.files {
            let layout = LayoutEngine.layout(try SceneLoader.load(text: file.text, file: file.name))
            let found = try parse(SVGExport.string(layout))
            let device = try #require(found.ids["device"], "\(file.name)")
            // The outline is the screen in points with the catalog's corner radius.
            #expect(
                device["width"] == PointFormat.string(layout.screen.width) && device["rx"] == PointFormat.string(layout.scene.device.drawnCornerRadius),
                "\(file.name)")
            for bar in layout.views where [.statusBar, .navigationBar, .tabBar, .toolbar].contains(bar.role) {
                #expect(found.ids[bar.role.rawValue] != nil, "\(file.name): \(bar.role)")
            }
            for view in layout.views where view.role == .subview && !view.hidden && view.windowFrame.width > 0 && view.windowFrame.height > 0 {
                #expect(found.ids[SVGExport.elementID(forView: view.name)] != nil, "\(file.name): \(view.name)")
            }
            #expect(found.ids["housing"] != nil || layout.housingRect == nil, "\(file.name)")
        }
    }

    @Test("Scene text is escaped: a title and a label with < & > \" ' come back whole")
    func escaped() throws {
        let layout = LayoutEngine.layout(
            try SceneLoader.load(
                text: """
                    title: "A <b> & 'c' \\"d\\""
                    navigation: {title: "x < y"}
                    views: [{name: l, kind: label, text: "1 & 2 > 0", frame: {x: 10, y: 100, width: 200, height: 20}}]
                    """, file: "t.yaml"))
        let found = try parse(SVGExport.string(layout))
        #expect(found.texts.contains("1 & 2 > 0") && found.texts.contains("x < y"), "\(found.texts)")
    }

    @Test("compare --format svg: two devices side by side, each with its own ids")
    func sideBySide() throws {
        let a = LayoutEngine.layout(try #require(try BundledScenes.scene(named: "default")))
        var scene = try #require(try BundledScenes.scene(named: "default"))
        scene.deviceChoice = .catalog(try #require(DeviceCatalog.device(id: "iphone-17")))
        let found = try parse(SVGExport.sideBySide(a, LayoutEngine.layout(scene)))
        #expect(found.ids["device"] != nil && found.ids["device-2"] != nil)
        #expect(found.ids["navigationBar"] != nil && found.ids["navigationBar-2"] != nil)
    }
}
