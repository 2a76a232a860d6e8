import Foundation
import Testing

/// Files that could block or that cannot be named (issue 22, item 6): a FIFO reached through a
/// document's name never hangs a command, and a document whose name is not UTF-8 is reported
/// with its bytes shown, not skipped without a word.
struct FileKindTests {
    static func checkout() -> URL { Binary.packageRoot.appendingPathComponent("Scenes/legacy-checkout-xib.xib") }

    @Test("A FIFO held open by no writer, named or reached through a link in a folder: refused at once, the rest still linted")
    func fifo() throws {
        try Binary.withTemporaryDirectory { dir in
            let fifo = dir.appendingPathComponent("pipe.yaml").path
            #expect(mkfifo(fifo, 0o644) == 0)
            let app = dir.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("Pipe.xib").path, withDestinationPath: fifo)
            try FileManager.default.copyItem(at: Self.checkout(), to: app.appendingPathComponent("Cell.xib"))
            let named = try Spawn.run(Binary.url.path, ["render", fifo], environment: [:], timeout: 10)
            #expect(named.status == 2 && named.stderr.contains("pipe.yaml: error: is a FIFO"), "\(named.stderr)")
            let folder = try Spawn.run(
                Binary.url.path, ["lint", app.path, "--devices", "iphone-x", "--orientations", "portrait"], environment: [:], timeout: 10)
            #expect(folder.status == 2 && folder.stderr.contains("Pipe.xib: error: is a FIFO") && folder.stdout.contains("Cell.xib"), "\(folder.stderr)")
            // Standard input may still be a pipe.
            let piped = try Binary.run(["render", "-"])  // /dev/null: an empty scene file
            #expect(piped.status == 2 && piped.stderr.contains("<stdin>"), "\(piped.stderr)")
        }
    }

    @Test("A document and a folder whose names are not UTF-8: each said with its bytes as \\xNN, the run exits 2")
    func notUTF8Names() throws {
        try Binary.withTemporaryDirectory { dir in
            let contents = try Data(contentsOf: Self.checkout())
            let file = Array(dir.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".xib".utf8)
            let made = (file + [0]).withUnsafeBufferPointer { p in
                p.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o644) }
            }
            #expect(made >= 0)
            _ = contents.withUnsafeBytes { write(made, $0.baseAddress, $0.count) }
            close(made)
            let folder = Array(dir.path.utf8) + Array("/d".utf8) + [0xFF]
            _ = (folder + [0]).withUnsafeBufferPointer { p in p.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } }
            try FileManager.default.copyItem(at: Self.checkout(), to: dir.appendingPathComponent("Good.xib"))
            let r = try Binary.run(["lint", dir.path, "--devices", "iphone-x", "--orientations", "portrait"])
            #expect(r.status == 2, "\(r.stderr)")
            #expect(r.stderr.contains("/caf\\xE9.xib: error: the file's name is not UTF-8"), "\(r.stderr)")
            #expect(r.stderr.contains("/d\\xFF: error: the folder's name is not UTF-8"), "\(r.stderr)")
            #expect(r.stdout.contains("Good.xib"))
        }
    }
}
