/// A line-by-line diff of two texts, as a unified listing: every line of both, each
/// marked kept, removed or added, in reading order. Built on the standard library's
/// `difference(from:)` (Myers' algorithm).
public struct LineDiff: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case kept, removed, added
    }

    public struct Line: Equatable, Sendable {
        public var kind: Kind
        public var text: String
    }

    public var lines: [Line]

    public init(old: String, new: String) {
        let before = Self.lines(of: old)
        let after = Self.lines(of: new)
        var removed: Set<Int> = []
        var inserted: Set<Int> = []
        for change in after.difference(from: before) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // The kept lines are in the same order in both texts: walk both at once.
        var result: [Line] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < before.count || newIndex < after.count {
            if oldIndex < before.count, removed.contains(oldIndex) {
                result.append(Line(kind: .removed, text: before[oldIndex]))
                oldIndex += 1
            } else if newIndex < after.count, inserted.contains(newIndex) {
                result.append(Line(kind: .added, text: after[newIndex]))
                newIndex += 1
            } else {
                let text = newIndex < after.count ? after[newIndex] : before[oldIndex]
                result.append(Line(kind: .kept, text: text))
                oldIndex += 1
                newIndex += 1
            }
        }
        lines = result
    }

    /// Whether any line was removed or added.
    public var hasChanges: Bool { lines.contains { $0.kind != .kept } }

    private static func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
