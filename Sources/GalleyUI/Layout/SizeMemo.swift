import Foundation

/// The sizes a layout node chose for the proposals it was asked about.
///
/// A node is asked a handful of proposals (a stack probes minimum, maximum and the
/// final offer), so the first answers sit inside the memo itself, searched from the
/// front: no allocation for most nodes, where an array allocated one for every node of
/// every picture. Further answers go to a short array, and a node asked unusually many
/// distinct proposals moves them into a dictionary.
struct SizeMemo {
    private typealias Entry = (proposal: ProposedViewSize, size: CGSize)

    private var first = InlineArray<4, Entry>(repeating: (.unspecified, .zero))
    private var firstCount = 0
    private var recent: [Entry] = []
    private var many: [ProposedViewSize: CGSize]?

    /// Past this many answers in the array, linear search would cost more than hashing.
    private static let linearLimit = 12

    subscript(proposal: ProposedViewSize) -> CGSize? {
        for index in 0..<firstCount where first[index].proposal == proposal { return first[index].size }
        if let many { return many[proposal] }
        for entry in recent where entry.proposal == proposal { return entry.size }
        return nil
    }

    mutating func remember(_ size: CGSize, for proposal: ProposedViewSize) {
        if firstCount < first.count {
            first[firstCount] = (proposal, size)
            firstCount += 1
        } else if many != nil {
            many?[proposal] = size
        } else if recent.count < Self.linearLimit {
            recent.append((proposal, size))
        } else {
            var table = Dictionary(recent.map { ($0.proposal, $0.size) }, uniquingKeysWith: { _, last in last })
            table[proposal] = size
            many = table
            recent = []
        }
    }
}
