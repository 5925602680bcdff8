import Foundation

/// How text becomes search terms, the same way in the build and in the browser
/// (`termsOf` in `templates/assets/galley.js`): letters and digits folded to lowercase
/// without accents, split at everything else; a word in camel case (`CardStyle`) is also
/// found by its parts (`card`, `style`).
enum SearchTerms {
    /// Words too common to find anything with; leaving them out keeps the index small.
    static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "its", "of", "on", "or",
        "that", "the", "this", "to", "with",
    ]

    static func terms(in text: String) -> [String] {
        var terms: [String] = []
        for word in words(in: text) {
            let folded = fold(word)
            if folded.count >= 2, !stopWords.contains(folded) { terms.append(folded) }
            let parts = camelCaseParts(word)
            if parts.count > 1 {
                terms += parts.map(fold).filter { $0.count >= 2 && !stopWords.contains($0) }
            }
        }
        return terms
    }

    static func fold(_ word: some StringProtocol) -> String {
        word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    private static func words(in text: String) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber) }
    }

    /// "CardStyle" -> ["Card", "Style"]; "URLSession" -> ["URL", "Session"].
    static func camelCaseParts(_ word: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        let characters = Array(word)
        for (index, character) in characters.enumerated() {
            let startsWord =
                character.isUppercase && !current.isEmpty
                && (characters[index - 1].isLowercase
                    || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
