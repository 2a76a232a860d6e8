import Geometry
import SwiftUILayout
import SwiftUISource

/// A Swift file's screens as scenes (SPEC "SwiftUI source files"): its previews in file order,
/// or, when it has none, its views that take no arguments (said in each scene's warnings).
public struct SwiftUIPreviews: Sendable {
    public let path: String
    public let file: SwiftFile
    /// The previews, each followed by what its views present, named "Preview › sheet" and
    /// "Preview › full-screen cover" (docs/sheets.md); `presented` is nil for a preview, and
    /// whether the view is a sheet for what is presented.
    public let entries: [(name: String, view: ViewNode, orientation: String?, presented: Bool?)]
    /// Said when the file has no previews and its views are shown instead.
    public let note: String?

    /// The device a preview is laid out on unless `--device` says: the newest iPhone, as
    /// Xcode's canvas shows a preview on the current run destination.
    public static let previewDevice = "iphone-17-pro"

    /// The screens of the Swift source `text`, read from `path`; an error at its line and column
    /// when it is not valid Swift, or has nothing to show.
    public init(text: String, path: String) throws(SceneError) {
        let file: SwiftFile
        do {
            file = try SwiftFile.read(text, file: path)
        } catch {
            throw SceneError(file: path, line: error.line, column: error.column, message: error.message)
        }
        var entries = file.previews.map { ($0.name, $0.view, $0.orientation) }
        var note: String?
        if entries.isEmpty {
            // No preview: the file's views, those that take no arguments first; what the others
            // take is the running app's, shown as placeholders.
            let views = file.views.filter { $0.body != nil && !$0.name.hasSuffix("_Previews") }
            let free = views.filter { $0.properties.allSatisfy { $0.initial != nil } }
            entries = (free + views.filter { v in !free.contains { $0.name == v.name } })
                .map { ($0.name, ViewNode(type: $0.name, position: $0.position), nil) }
            note =
                free.count == views.count
                ? "\(path) has no #Preview or PreviewProvider: showing its views that take no arguments"
                : "\(path) has no #Preview or PreviewProvider: showing its views, with what their arguments would be shown as the running app's"
        }
        guard !entries.isEmpty else {
            throw SceneError(file: path, line: 1, column: 1, message: "no #Preview, PreviewProvider or View; expected a SwiftUI file with a preview or a view")
        }
        self.path = path
        self.file = file
        // What each preview presents, found in this file's views (another file's preview shows
        // what its own views present), each view's body searched once.
        var bodies: [String: ViewNode] = [:]
        for view in file.views { if let body = view.body, bodies[view.name] == nil { bodies[view.name] = body } }
        var memo: [String: [ViewNode.Presentation]] = [:]
        self.entries = entries.flatMap { entry in
            let presented = entry.1.presentations(bodies: { bodies[$0] }, memo: &memo)
            let sheets = presented.filter(\.isSheet).count
            var (sheet, cover) = (0, 0)
            return [(entry.0, entry.1, entry.2, Bool?.none)]
                + presented.map { p in
                    let (word, count) = p.isSheet ? ("sheet", sheets) : ("full-screen cover", presented.count - sheets)
                    if p.isSheet { sheet += 1 } else { cover += 1 }
                    let number = p.isSheet ? sheet : cover
                    return ("\(entry.0) › \(word)\(count > 1 ? " \(number)" : "")", p.content, entry.2, p.isSheet)
                }
        }
        self.note = note
    }

    public var sceneNames: [String] { entries.map(\.name) }

    /// The entry `selector` names, by name or number (from 1), with did-you-mean; nil: the first.
    public func entry(_ selector: String?) throws(SceneError) -> Int {
        guard let selector else { return 0 }
        if let i = entries.firstIndex(where: { $0.name == selector }) { return i }
        if let n = Int(selector), n >= 1, n <= entries.count { return n - 1 }
        throw SceneError(
            file: path,
            message:
                "--scene: no preview named '\(Sanitized.short(selector))'\(Suggestion.hint(for: selector, in: sceneNames)); previews: \(sceneNames.joined(separator: ", ")) (or 1 to \(entries.count))"
        )
    }

    /// The scene of one entry, the app's views inlined from `project` (the other files of the
    /// project that define views it needs; this file's own come first).
    public func scene(_ selector: String?, project: [SwiftFile] = []) throws(SceneError) -> Scene {
        let position = try entry(selector)
        let entry = entries[position]
        let (view, warnings) = ViewIndex([file] + project).expand(entry.view)
        var scene = Scene(title: entry.name, device: .catalog(DeviceCatalog.device(id: Self.previewDevice) ?? Scene().device))
        let name = path.split(separator: "/").last.map(String.init) ?? path
        scene.notes = "\(entry.name), a preview of \(name)"
        scene.host(SwiftUIBody(source: ViewPrinter.source(of: view), hosted: HostedScreen(view)))
        if let orientation = entry.orientation.flatMap(Orientation.init(rawValue:)), scene.device.orientations.contains(orientation) {
            scene.orientation = orientation
        }
        var sheetWarnings: [String] = []
        switch entry.presented {
        case true?:
            let (detent, said) = Self.detent(of: view, scene: scene)
            scene.sheet = detent
            sheetWarnings = said
            scene.notes +=
                "\n\nA sheet this preview's views present, shown at "
                + (view.presentationDetents == nil ? "the large detent, a sheet's default" : "the smallest of its detents, \(detent)") + " (docs/sheets.md)."
        case false?:
            scene.notes += "\n\nA full-screen cover this preview's views present: the whole screen, as a controller presented .fullScreen."
        case nil:
            let presented = entries[(position + 1)...].prefix { $0.presented != nil }.map(\.name)
            if !presented.isEmpty {
                scene.notes += "\n\nWhat it presents are screens of their own: \(presented.joined(separator: ", ")) (--scene, or v on the screen)."
            }
        }
        scene.importWarnings = (note.map { [$0] } ?? []) + warnings + sheetWarnings
        return scene
    }

    /// The detent a sheet opens at: the smallest its `.presentationDetents` asks for (UIKit shows
    /// the smallest while none is selected), `large` without them; what cannot be read is said.
    static func detent(of view: ViewNode, scene: Scene) -> (SheetDetent, [String]) {
        guard let values = view.presentationDetents else { return (.large, []) }
        var said: [String] = []
        let detents: [SheetDetent] = values.compactMap { value in
            switch value {
            case .member("large"): return .large
            case .member("medium"): return .medium
            case .call("height", let a) where a.count == 1:
                if case .number(let h) = a[0].value, SheetDetent.heightRange.contains(h) { return .height(h) }
            case .call("fraction", let a) where a.count == 1:
                if case .number(let f) = a[0].value, SheetDetent.fractionRange.contains(f) { return .fraction(f) }
            default: break
            }
            said.append(
                "presentationDetents: \(Sanitized.short(ViewPrinter.value(value))) is not a detent this tool reads (large, medium, .height(points), .fraction(share)); left out"
            )
            return nil
        }
        let largest = scene.device.largestDetent(screen: scene.metrics)
        return (SheetDetent.smallest(detents, largest: largest) ?? .large, said)
    }
}
