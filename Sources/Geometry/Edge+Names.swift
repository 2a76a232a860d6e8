/// UIKit's words for a set of edges (`UIRectEdge`), as scenes and the command line write them:
/// `all`, `none`, or the edges themselves.
extension Edge {
    /// The words that name a whole set.
    public static let setWords = ["all", "none"]

    /// The set `word` names alone (`all`, `none`, or one edge), or nil.
    public static func set(named word: String) -> Set<Edge>? {
        switch word {
        case "all": Set(allCases)
        case "none": []
        default: Edge(rawValue: word).map { [$0] }
        }
    }

    /// How a set is written: `all`, `none`, or its edges in UIKit's order.
    public static func words(_ edges: Set<Edge>) -> [String] {
        if edges == Set(allCases) { return ["all"] }
        if edges.isEmpty { return ["none"] }
        return allCases.filter(edges.contains).map(\.rawValue)
    }
}
