/// Characters of a paragraph, each with the index of the run it belongs to: what a line
/// is cut from and what a truncated line is put together from.
struct AttributedCharacters {
    var characters: [Character] = []
    var runs: [Int] = []

    var count: Int { characters.count }

    mutating func append(_ character: Character, run: Int) {
        characters.append(character)
        runs.append(run)
    }

    mutating func append(_ other: AttributedCharacters) {
        characters += other.characters
        runs += other.runs
    }

    /// The characters of `range`.
    func slice(_ range: Range<Int>) -> AttributedCharacters {
        AttributedCharacters(characters: Array(characters[range]), runs: Array(runs[range]))
    }

    func prefix(_ count: Int) -> AttributedCharacters { slice(0..<count) }
    func suffix(_ count: Int) -> AttributedCharacters { slice((characters.count - count)..<characters.count) }

    func trimmingTrailingWhitespace() -> AttributedCharacters {
        var end = characters.count
        while end > 0 && characters[end - 1].isWhitespace { end -= 1 }
        return slice(0..<end)
    }

    func trimmingLeadingWhitespace() -> AttributedCharacters {
        var start = 0
        while start < characters.count && characters[start].isWhitespace { start += 1 }
        return slice(start..<characters.count)
    }
}
