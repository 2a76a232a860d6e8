import Geometry
import SwiftUILayout

/// A SwiftUI view the scene's controller hosts (a `UIHostingController`, S41) instead of UIKit
/// views: its source as the scene writes it, and the containers it starts with read off.
public struct SwiftUIBody: Equatable, Sendable {
    /// The view expression, as written (`swiftUI:` in the scene).
    public var source: String
    public var hosted: HostedScreen
    /// Where the source's first line stands in the scene file, and how far its lines are
    /// indented there: a node's place in the source is a place in the file.
    var firstLine: Int
    var indent: Int

    public init(source: String, hosted: HostedScreen, firstLine: Int = 1, indent: Int = 0) {
        self.source = source
        self.hosted = hosted
        self.firstLine = firstLine
        self.indent = indent
    }

    /// A place in the source as a place in the scene file.
    func place(_ p: SourcePlace) -> SourcePlace {
        p.line == 0 ? p : SourcePlace(line: firstLine + p.line - 1, column: indent + p.column)
    }

    public static func == (a: SwiftUIBody, b: SwiftUIBody) -> Bool {
        a.source == b.source && a.hosted == b.hosted
    }
}

extension Scene {
    /// Hosts `body` in the controller; its `TabView` and `NavigationStack` become the scene's tab
    /// bar and navigation controllers unless the scene already has them (its keys take
    /// precedence, S37).
    public mutating func host(_ body: SwiftUIBody) {
        swiftUI = body
        if tabBar == nil, let items = body.hosted.tabItems { tabBar = TabBarConfiguration(items: items) }
        if navigation == nil, let nav = body.hosted.navigation {
            navigation = NavigationConfiguration(
                bar: nav.barHidden ? .hidden : .translucent, title: nav.title,
                prefersLargeTitles: nav.largeTitle, toolbar: nav.toolbar ? .translucent : .hidden)
        }
    }
}
