/// "Did you mean …?": the known name nearest to a misspelt one. One implementation, and
/// one wording, for every diagnostic Galley prints: snippet names and modifiers,
/// environment keys, front matter and site.yml keys, links, anchors and symbols.
public enum Suggestion {
    /// The end of a diagnostic that suggests the candidate nearest to `name`
    /// ("; did you mean 'padding'?"), or "" when nothing is close. `prefix` is written
    /// before the name, as a link's "#" before an anchor.
    public static func didYouMean(
        _ name: String, among candidates: some Sequence<String>, prefix: String = ""
    ) -> String {
        guard let match = closest(to: name, among: candidates) else { return "" }
        return "; did you mean '\(prefix)\(match)'?"
    }

    /// The candidate within a small edit distance of `name` (about a third of its
    /// length), the nearest first and, among equals, the first in alphabetical order;
    /// nil when nothing is close.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        closest(to: name, among: candidates, count: 1).first
    }

    /// Up to `count` candidates within a small edit distance of `name` (a third of its
    /// length, and at least `leastTolerance` edits), nearest first, equals in alphabetical
    /// order.
    public static func closest(
        to name: String, among candidates: some Sequence<String>, count: Int, leastTolerance: Int = 1
    ) -> [String] {
        let tolerance = max(leastTolerance, name.count / 3)
        let lowered = name.lowercased()
        return Set(candidates).filter { $0 != name }
            .map { (name: $0, distance: editDistance(lowered, $0.lowercased())) }
            .filter { $0.distance <= tolerance }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(count)
            .map(\.name)
    }

    /// Insertions, deletions, substitutions and swaps of two neighbours, each one edit.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Optimal string alignment: a swap of two neighbours ("titel") is one edit, as
        // typing errors usually are.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
