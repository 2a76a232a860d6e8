import Foundation
import Preview
import Testing

@testable import InterfaceBuilder

/// The lessons kept as Interface Builder documents (Scenes/legacy-checkout.storyboard and its
/// xib): embedded as on disk, and teaching what their notes say.
@Suite struct LessonTests {
    func scene(_ name: String) throws -> Scene {
        let lesson = try #require(BundledScenes.documents.first { $0.name == name })
        return try InterfaceBuilderDocument.read(bytes: Array(lesson.text.utf8), file: lesson.file).scene(nil)
    }

    @Test("Every bundled document and its notes match their files in Scenes/")
    func embedded() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenes").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        #expect(BundledScenes.documents.map(\.file) == names, "run Scripts/embed-scenes.py")
        for lesson in BundledScenes.documents {
            let text = try String(contentsOf: folder.appendingPathComponent(lesson.file), encoding: .utf8)
            let notes = try String(contentsOf: folder.appendingPathComponent(lesson.name + ".md"), encoding: .utf8)
            #expect(text == lesson.text && notes == lesson.notes, "\(lesson.name): run Scripts/embed-scenes.py")
        }
    }

    @Test("legacy-checkout: right on its iPhone 8; on an iPhone X the Pay button ends at 812, 34 into the home indicator's band")
    func checkout() throws {
        var scene = try scene("legacy-checkout")
        let design = LayoutEngine.layout(scene)
        // The bars: 20 + 44 = 64; the header 8 below; the button on the screen's bottom edge.
        #expect(design.view(named: "header")?.windowFrame == Rect(x: 16, y: 72, width: 343, height: 21))
        #expect(design.view(named: "pay")?.windowFrame == Rect(x: 0, y: 617, width: 375, height: 50))
        scene.deviceChoice = .catalog(try #require(DeviceCatalog.device(id: "iphone-x")))
        let x = LayoutEngine.layout(scene)
        #expect(x.view(named: "pay")?.windowFrame == Rect(x: 0, y: 762, width: 375, height: 50))
        #expect(x.view(named: "viewController.view")?.safeAreaInsets.bottom == 34)
        let findings = Linter.findings(x, scene: "legacy-checkout")
        #expect(findings.contains { $0.view == "pay" && $0.rule == .homeIndicator })
    }

    @Test("On iOS 10 (R45): the storyboard's header stays at 64 + 8 = 72, the xib's goes to its bounds' top + 8 = 8")
    func backDeployedGuide() throws {
        var storyboard = try scene("legacy-checkout")
        var xib = try scene("legacy-checkout-xib")
        #expect(xib.source == .xib && xib.navigation != nil)
        storyboard.ios = 10
        xib.ios = 10
        #expect(LayoutEngine.layout(storyboard).view(named: "header")?.frame.minY == 72)
        #expect(LayoutEngine.layout(xib).view(named: "header")?.frame.minY == 8)
    }
}
