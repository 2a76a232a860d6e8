import Foundation
import Preview
import Testing

@testable import InterfaceBuilder

/// Documents that crashed every command reading them, and sizes the byte limit did not bound:
/// each now ends in one SceneError at its line and column, before the parser or the importer
/// spends anything on it (issue 22).
@Suite struct HostileDocumentTests {
    typealias D = Documents

    func error(_ bytes: [UInt8], file: String = "bad.storyboard") -> SceneError? {
        do {
            let document = try InterfaceBuilderDocument.read(bytes: bytes, file: file)
            for entry in document.entries { _ = try document.scene(entry) }
            return nil
        } catch {
            return error
        }
    }

    func error(_ text: String) -> SceneError? { error(Array(text.utf8)) }

    @Test("A processing instruction without data (libxml2 hands Foundation a NULL: SIGSEGV) is refused at its place")
    func processingInstruction() throws {
        let bare = try #require(error("<?xml?><a/>"))
        #expect(bare.line == 1 && bare.column == 1 && bare.message.contains("processing instruction"))
        let later = try #require(error("<?xml version=\"1.0\"?>\n<document>\n  <?x?>\n</document>"))
        #expect(later.line == 3 && later.column == 3)
        // In a comment or CDATA it is text, and the declaration itself is no instruction.
        let text = D.document(D.controller(subviews: "<!-- <?x?> -->"))
        #expect(error(text) == nil)
    }

    @Test("Every <! declaration is refused, not only DOCTYPE and ENTITY (<!ELEMENT, <!ATTLIST)")
    func declarations() throws {
        for declaration in ["<!ELEMENT a ANY>", "<!ATTLIST a b CDATA #IMPLIED>", "<!doctype a>"] {
            let e = try #require(error("<?xml version=\"1.0\"?>\n\(declaration)\n<a/>"))
            #expect(e.line == 2 && e.column == 1, "\(declaration)")
        }
    }

    @Test("A constant or multiplier of 1e16 and more (a conversion trap) is refused at its constraint")
    func hugeNumbers() throws {
        let subviews = D.view("a", frame: (0, 0, 10, 10))
        for (constant, multiplier) in [("1e16", "1"), ("1e300", "1"), ("inf", "1"), ("4", "1e18"), ("4", "1:1e-30"), ("-1e17", "1")] {
            let constraint =
                "<constraint firstItem=\"a\" firstAttribute=\"top\" secondItem=\"vc-root\" secondAttribute=\"top\" multiplier=\"\(multiplier)\" constant=\"\(constant)\" id=\"c\"/>"
            let e = try #require(error(D.document(D.controller(subviews: subviews, constraints: constraint))), "\(constant) \(multiplier)")
            #expect(e.line != nil && (e.message.contains("out of range") || e.message.contains("from -100000 to 100000")), "\(e)")
        }
    }

    @Test("A tiny multiplier that would be huge turned around is left out and said, not converted")
    func tinyMultiplierTurnedAround() throws {
        // `root.width == a.width × 1e-7`: listed under `a`, it reads a.width == root.width × 1e7.
        let subviews = D.view("a", frame: (0, 0, 10, 10))
        let constraint = D.constraint("c", "vc-root", "width", nil, "a", "width", multiplier: "0.0000001")
        let document = try D.read(D.document(D.controller(subviews: subviews, constraints: constraint)))
        let scene = try document.scene(nil)
        #expect(scene.importWarnings.contains { $0.contains("±100000") })
    }

    @Test("A controller's root view without an id (a force-unwrap) is named at its line")
    func rootWithoutID() throws {
        let text = String(decoding: D.document(D.controller(subviews: "")), as: UTF8.self)
            .replacingOccurrences(of: " id=\"vc-root\"", with: "")
        let e = try #require(error(text))
        #expect(e.line == 8 && e.message.contains("<view> has no id"))  // the document's 8th line holds <view key="view">
    }

    @Test("Elements, attributes on one element, constraints and nesting are counted before parsing")
    func sizes() throws {
        let many = String(repeating: "<view/>", count: XMLPreScan.maximumElements)
        let elements = try #require(error("<?xml version=\"1.0\"?>\n<document>\(many)</document>"))
        #expect(elements.message.contains("more than \(XMLPreScan.maximumElements) elements") && elements.line == 2)
        let attributes = (0...XMLPreScan.maximumAttributes).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let wide = try #require(error("<?xml version=\"1.0\"?>\n<document>\n<view \(attributes)/></document>"))
        #expect(wide.line == 3 && wide.column == 1 && wide.message.contains("attributes on one element"))
        let constraints = String(repeating: "<constraint firstAttribute=\"top\"/>", count: XMLPreScan.maximumConstraints + 1)
        let constrained = try #require(error("<?xml version=\"1.0\"?>\n<document>\(constraints)</document>"))
        #expect(constrained.message.contains("more than \(XMLPreScan.maximumConstraints) constraints"))
        // Quoted '=' and '>' are not attributes or ends.
        let quoted = D.document(D.controller(subviews: D.view("a", "label", frame: (0, 0, 10, 10), attributes: " text=\"a=b>c\" userLabel='x=y'")))
        #expect(error(quoted) == nil)
    }

    @Test("The importer has no force-unwrap, try! or as! (document content must never trap)")
    func noForcedUnwraps() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/InterfaceBuilder").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 8)
        let forced = try Regex(#"[A-Za-z0-9_\)\]]!(?!=)|\btry!|\bas!"#)
        for file in files {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let withoutStrings = code.replacing(try Regex(#""([^"\\]|\\.)*""#), with: "\"\"")
                #expect(withoutStrings.firstMatch(of: forced) == nil, "\(file):\(i + 1): \(line)")
            }
        }
    }
}
