import ArgumentParser
import Foundation
import InterfaceBuilder
import Preview

extension Bench {
    /// `bench --interface-builder DIR`: per document and in total, how many trusted stored frames
    /// the layout reproduces on the document's design device (`FrameCheck` says which views are
    /// trusted), with the views left out by reason.
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
            rows.append([Sanitized.short(name), String(scenes), String(result.compared), String(result.matched),
                         percent(result.matched, result.compared), excluded == 0 ? "" : String(excluded)])
            if verbose {
                for m in result.mismatches {
                    Output.write("\(name): \(m.scene) \(m.view) <\(m.element)> stored \(m.stored), computed \(m.computed.map { "\($0)" } ?? "none")\n")
                }
            }
            for failure in result.failures { Output.write("\(name): error: \(failure)\n") }
        }
        let excluded: Int = total.excluded.values.reduce(0, +)
        rows.append(["total: \(documents) documents", "", String(total.compared), String(total.matched), percent(total.matched, total.compared),
                     String(excluded)])
        Output.write(TextTable.format(rows))
        let reasons: [String] = total.excluded.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        Output.write("excluded: " + reasons.joined(separator: ", ") + "\n")
        var byElement: [String: Int] = [:]
        for m in total.mismatches { byElement[m.element, default: 0] += 1 }
        let elements: [String] = byElement.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }
        Output.write("differing views by element: " + elements.joined(separator: ", ") + "\n")
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : String(format: "%.1f", 100 * Double(part) / Double(whole))
    }
}
