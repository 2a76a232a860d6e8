import Foundation
import Preview
import Testing

@testable import InterfaceBuilder

/// The frame check over the team's corpus (`../shared/ib-corpus/dev` and `dev2`, beside the
/// clone as CI lays it out): every document must reproduce at least as many of its trusted
/// stored frames as `CorpusFloors.json` records for it, and the total at least the recorded
/// total, so a change that breaks one document is caught even when others gain (the way Yoga
/// keeps its generated fixtures). Skipped, and saying so, where the corpus is not there. After a
/// change that improves documents, `CORPUS_FLOORS_RECORD=1 swift test --filter CorpusFloorTests`
/// writes the floors anew; read the diff (each line a document and its matched count) first.
@Suite struct CorpusFloorTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/ib-corpus").standardized
    static let floorsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("CorpusFloors.json")
    static var present: Bool { FileManager.default.fileExists(atPath: corpus.appendingPathComponent("dev").path) }

    /// Matched frames per document ("dev/NAME"), every document of both sets.
    static func measure() throws -> [String: Int] {
        var matched: [String: Int] = [:]
        for set in ["dev", "dev2"] {
            let folder = corpus.appendingPathComponent(set)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
            for name in names {
                let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
                let count = (try? InterfaceBuilderDocument.read(bytes: bytes, file: name)).map { FrameCheck.run($0).matched } ?? 0
                matched["\(set)/\(name)"] = count
            }
        }
        return matched
    }

    @Test(
        "No corpus document reproduces fewer stored frames than its recorded floor, nor the whole corpus fewer than its total",
        .enabled(if: present, "../shared/ib-corpus is not beside the clone: the corpus floors are not checked"))
    func floors() throws {
        let matched = try Self.measure()
        if ProcessInfo.processInfo.environment["CORPUS_FLOORS_RECORD"] == "1" {
            let lines = matched.keys.sorted().map { "  \(JSONValue.string($0).serialized()): \(matched[$0] ?? 0)" }
            try ("{\n" + lines.joined(separator: ",\n") + "\n}\n").write(to: Self.floorsFile, atomically: true, encoding: .utf8)
            return
        }
        let floors = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.floorsFile)) as? [String: Int] ?? [:]
        #expect(floors.count >= 224, "the floors cover dev (40) and dev2 (184)")
        for (document, floor) in floors.sorted(by: { $0.key < $1.key }) {
            let now = matched[document] ?? 0
            #expect(now >= floor, "\(document): \(now) frames reproduced, fewer than its floor of \(floor)")
        }
        let total = matched.values.reduce(0, +)
        let floor = floors.values.reduce(0, +)
        #expect(total >= floor, "\(total) frames reproduced over the corpus, fewer than the recorded \(floor)")
    }
}

/// The importer builds scenes as values and checks them as the loader checks files
/// (`SceneChecks`), without writing YAML: every scene of every corpus document must still write
/// as a scene file that loads and lays out to the same frames and insets, so `import`'s files
/// show what was previewed.
@Suite struct CorpusImportTests {
    @Test(
        "Every scene of the corpora writes as YAML that loads back and lays out the same",
        .enabled(if: CorpusFloorTests.present, "../shared/ib-corpus is not beside the clone"))
    func roundTrip() throws {
        var scenes = 0
        for set in ["dev", "dev2"] {
            let folder = CorpusFloorTests.corpus.appendingPathComponent(set)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".storyboard") || name.hasSuffix(".xib")
            {
                let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
                guard let document = try? InterfaceBuilderDocument.read(bytes: bytes, file: name) else { continue }
                for entry in document.entries {
                    guard let built = try? document.scene(entry) else { continue }
                    scenes += 1
                    let loaded = try SceneLoader.load(text: SceneWriter.yaml(built), file: name)
                    func numbers(_ scene: Scene) -> [String] {
                        LayoutEngine.layout(scene).views.map { "\($0.name) \($0.frame) \($0.safeAreaInsets) \($0.layoutMargins)" }
                    }
                    #expect(numbers(loaded) == numbers(built), "\(set)/\(name) \(entry.id)")
                }
            }
        }
        #expect(scenes > 500, "\(scenes) scenes")
    }
}
