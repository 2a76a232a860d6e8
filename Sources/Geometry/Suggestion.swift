/// "Did you mean" for names typed by hand: the closest candidate within a small edit distance.
public enum Suggestion {
    /// The candidate closest to `word`, if it is near enough to be a typo (case is ignored). A
    /// tie goes to the earlier candidate, so candidates come in a fixed order (a set sorted):
    /// the same input always gets the same suggestion.
    ///
    ///     Suggestion.closest(to: "opaq", in: ["translucent", "opaque"]) // "opaque"
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(Array(lowered), Array(candidate.lowercased()))
            let limit = max(2, candidate.count / 3)
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// " (did you mean 'x'?)" or "" (also when `word` is a candidate: nothing to correct).
    public static func hint(for word: String, in candidates: [String]) -> String {
        guard let best = closest(to: word, in: candidates), best != word else { return "" }
        return " (did you mean '\(best)'?)"
    }

    /// A list for messages: "a, b or c".
    public static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " or " + last
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
