import Foundation

/// The sizes a layout node chose for the proposals it was asked about.
///
/// A node is asked a handful of proposals (a stack probes minimum, maximum and the
/// final offer), so the answers sit in a short array searched from the front: cheaper
/// than hashing into a dictionary, which every node allocated for its first answer.
/// A node asked unusually many distinct proposals moves them into a dictionary.
struct SizeMemo {
    private var recent: [(proposal: ProposedViewSize, size: CGSize)] = []
    private var many: [ProposedViewSize: CGSize]?

    /// Past this many answers, linear search would cost more than hashing.
    private static let linearLimit = 16

    subscript(proposal: ProposedViewSize) -> CGSize? {
        if let many { return many[proposal] }
        for entry in recent where entry.proposal == proposal { return entry.size }
        return nil
    }

    mutating func remember(_ size: CGSize, for proposal: ProposedViewSize) {
        if many != nil {
            many?[proposal] = size
        } else if recent.count < Self.linearLimit {
            if recent.isEmpty { recent.reserveCapacity(4) }
            recent.append((proposal, size))
        } else {
            var table = Dictionary(recent.map { ($0.proposal, $0.size) }, uniquingKeysWith: { _, last in last })
            table[proposal] = size
            many = table
            recent = []
        }
    }
}
