import Foundation
import Testing

/// Golden text snapshots in `__Snapshots__/TESTFILE/NAME.txt` beside the calling test file (a
/// folder per test file). A missing or different snapshot fails, naming the first line that
/// differs; `SNAPSHOT_RECORD=1 swift test` writes them anew (read each one before committing it).
/// Rows are framed with `|` so trailing spaces are kept and visible. The layoutpreviewTests
/// target compiles this same file (a symbolic link), so both keep goldens one way.
func assertSnapshot(_ text: String, named name: String, file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let framed = text.split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)|" }.joined(separator: "\n") + "\n"
    let caller = URL(fileURLWithPath: file)
    let url = caller.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(caller.deletingPathExtension().lastPathComponent).appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(framed.utf8).write(to: url)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("missing snapshot \(name).txt; record with SNAPSHOT_RECORD=1 and read it", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != framed {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = framed.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        Issue.record(
            "snapshot \(name) differs at line \(line + 1):\n- \(line < a.count ? a[line] : "")\n+ \(line < b.count ? b[line] : "")",
            sourceLocation: sourceLocation)
    }
}
