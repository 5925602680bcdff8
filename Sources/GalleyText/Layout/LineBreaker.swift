/// Greedy line breaking of one shaped paragraph at a width.
///
/// Lines break after white space and after a hyphen between letters; a word wider than
/// the width breaks between characters. Trailing white space does not count towards a
/// line's width (it hangs past the edge, as in Core Text).
struct LineBreaker {
    /// A tolerance for widths that equal the available width up to rounding.
    static let epsilon = 1e-6

    let paragraph: ShapedParagraph
    let width: Double

    /// The character ranges of each line; one empty range for an empty paragraph.
    func lineRanges() -> [Range<Int>] {
        let count = paragraph.characters.count
        guard count > 0 else { return [0..<0] }
        var ranges: [Range<Int>] = []
        var start = 0
        while start < count {
            let end = lineEnd(from: start)
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }

    private func fits(_ range: Range<Int>) -> Bool {
        paragraph.width(of: range) <= width + Self.epsilon
    }

    /// Where the line starting at `start` ends: the last break opportunity that fits,
    /// or, if even the first word is too wide, as many of its characters as fit (at least one).
    private func lineEnd(from start: Int) -> Int {
        let count = paragraph.characters.count
        var best: Int?
        var index = start + 1
        while index <= count {
            if index == count || isBreak(after: index - 1) {
                if fits(start..<index) {
                    best = index
                } else {
                    break
                }
            }
            index += 1
        }
        if let best { return best }
        var end = start + 1
        while end < count && fits(start..<(end + 1)) { end += 1 }
        return end
    }

    /// Whether a line may end after character `index`.
    private func isBreak(after index: Int) -> Bool {
        let characters = paragraph.characters
        guard index + 1 < characters.count else { return true }
        let current = characters[index]
        let next = characters[index + 1]
        if current.isWhitespace { return !next.isWhitespace }
        if Self.hyphens.contains(current), index > 0, characters[index - 1].isLetter,
            next.isLetter || next.isNumber
        {
            return true
        }
        return false
    }

    static let hyphens: Set<Character> = ["-", "\u{2010}"]
}
