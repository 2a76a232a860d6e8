import Preview
import Testing

@testable import InterfaceBuilder

/// Bad documents end in one SceneError naming the file, the line and column, and what was
/// expected; none crashes, hangs or reads anything but the document.
@Suite struct ErrorTests {
    typealias D = Documents

    func error(_ text: String, file: String = "bad.storyboard") -> SceneError? {
        do {
            let document = try InterfaceBuilderDocument.read(bytes: Array(text.utf8), file: file)
            _ = try document.scene(nil)
            return nil
        } catch {
            return error
        }
    }

    @Test("Broken XML: the parser's line, and what was expected")
    func brokenXML() throws {
        let e = try #require(error("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>\n"))
        #expect(e.line != nil && e.line! >= 3)
        #expect(e.message.contains("not well-formed XML"))
        #expect(e.description.hasPrefix("bad.storyboard:"))
    }

    @Test("An entity bomb is refused at its DOCTYPE, before any expansion (line 2)")
    func entityBomb() throws {
        let lol = (1...9).map {
            "<!ENTITY l\($0) \"&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);\">"
        }.joined(separator: "\n")
        let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY l0 \"lol\">\n\(lol)\n]>\n<document>&l9;</document>\n"
        let e = try #require(error(bomb))
        #expect(e.line == 2 && e.column == 1)
        #expect(e.message.contains("document type declaration"))
    }

    @Test("An external entity (XXE) is refused: nothing outside the document is read")
    func externalEntity() throws {
        let xxe =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">&x;</document>\n"
        let e = try #require(error(xxe))
        #expect(e.line == 2)
        #expect(!e.description.contains("root:"))
    }

    @Test("Not an iOS Interface Builder document: the root element is named")
    func notIB() throws {
        let e = try #require(error("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"))
        #expect(e.line == 2 && e.message.contains("<plist> is not an iOS Interface Builder document"))
        // A macOS storyboard is named for what it is at its first line, before anything in it
        // (here a window 10,000,000 tall, out of the iOS format's range) is read.
        let mac = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="14460">
                <scenes><scene sceneID="s"><objects><window id="w"><rect key="contentRect" x="0" y="0" width="480" height="10000000"/></window></objects></scene></scenes>
            </document>
            """
        let macError = try #require(error(mac))
        #expect(macError.line == 2 && macError.message.contains("<document> is not an iOS Interface Builder document"), "\(macError.message)")
        // An iOS xib of Xcode 4 and before is an archive: said as such, with what converts it.
        let archive =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>\n"
        let archiveError = try #require(error(archive))
        #expect(archiveError.line == 2 && archiveError.message.contains("Interface Builder 3's archive format (Xcode 4 and before)"), "\(archiveError.message)")
    }

    @Test("A design device of no iPhone or iPad family is a canvas of its root view's size, nothing covering it, said with a suggestion; never a refusal")
    func unknownDevice() throws {
        let text = D.document(D.controller(subviews: ""), device: "retna4_7")
        let scene = try InterfaceBuilderDocument.read(bytes: text, file: "typo.storyboard").scene(nil)
        // The controller's root is stored 375 × 667 (`Documents.controller`); no status bar, no insets.
        #expect(scene.device.portraitSize == Size(width: 375, height: 667) && scene.device.idiom == .phone)
        #expect(LayoutEngine.layout(scene).view(named: "viewController.view")?.safeAreaInsets == .zero)
        #expect(scene.notes.contains("retna4_7 is not an iPhone or iPad canvas") && scene.notes.contains("did you mean 'retina4_7'"), "\(scene.notes)")
    }

    @Test("A constraint naming an id that is no view or guide of the scene is left out and said, never a refusal of the scene")
    func danglingReference() throws {
        let box = D.view("box", frame: (0, 0, 10, 10))
        let text = String(
            decoding: D.document(D.controller(subviews: box, constraints: "\n" + D.constraint("c", "box", "top", nil, "nope", "bottom"))), as: UTF8.self)
        #expect(error(text) == nil)
        let scene = try InterfaceBuilderDocument.read(bytes: Array(text.utf8), file: "bad.storyboard").scene(nil)
        #expect(scene.importWarnings.contains { $0.contains("to an element the import leaves out") }, "\(scene.importWarnings)")
    }

    @Test("--scene that names no scene lists the scenes there are")
    func unknownScene() throws {
        let document = try D.read(D.document(D.controller("login", subviews: "") + D.controller("home", subviews: ""), initial: "login"))
        #expect(throws: SceneError.self) { try document.scene("lgoin") }
        do {
            _ = try document.scene("lgoin")
        } catch {
            #expect(error.message.contains("did you mean 'login'") && error.message.contains("home"))
        }
    }

    @Test("Bytes that are not UTF-8 (Foundation's parser traps on such a name) and other encodings are refused first")
    func notUTF8() throws {
        var bytes = Array(
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><placeholder placeholderIdentifier=\"x\"/></objects></document>"
                .utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "I"))!] = 0xC9  // a lone lead byte in an attribute name (found by fuzz-scenes)
        #expect(throws: SceneError.self) { try InterfaceBuilderDocument.read(bytes: bytes, file: "x.xib") }
        let latin = try #require(error("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document/>"))
        #expect(latin.line == 1 && latin.message.contains("encoding 'ISO-8859-1'"))
    }

    @Test("Too deep: a budget of nesting, refused with the line")
    func tooDeep() throws {
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        let e = try #require(error("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\(deep)</document>"))
        #expect(e.message.contains("nested more than"))
    }
}
