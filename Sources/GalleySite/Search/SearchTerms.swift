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
        // Nearly all text is ASCII, where bytes give the same terms as scalars at a fraction
        // of the cost (Unicode properties are looked up per scalar).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiTerms(in: text) }
        return scalarTerms(in: text)
    }

    /// `terms(in:)` for any text, scalar by scalar.
    static func scalarTerms(in text: String) -> [String] {
        var terms: [String] = []
        var word = String.UnicodeScalarView()
        var hasInnerCapital = false
        func endWord() {
            guard !word.isEmpty else { return }
            let text = String(word)
            add(fold(text), to: &terms)
            if hasInnerCapital {
                let parts = camelCaseParts(Substring(text))
                if parts.count > 1 { for part in parts { add(fold(part), to: &terms) } }
            }
            word = String.UnicodeScalarView()
            hasInnerCapital = false
        }
        // Scalar by scalar: splitting into Characters costs several times as much, and the
        // index of a large site reads every word of it.
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                if !word.isEmpty, scalar.properties.isUppercase { hasInnerCapital = true }
                word.append(scalar)
            } else {
                endWord()
            }
        }
        endWord()
        return terms
    }

    /// `terms(in:)` for ASCII text, by bytes.
    static func asciiTerms(in text: String) -> [String] {
        var terms: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var start = -1
            var hasInnerCapital = false
            for index in 0...bytes.count {
                if index < bytes.count, isASCIILetterOrDigit(bytes[index]) {
                    if start < 0 {
                        start = index
                    } else if isASCIIUppercase(bytes[index]) {
                        hasInnerCapital = true
                    }
                    continue
                }
                guard start >= 0 else { continue }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                add(lowercasedASCII(word), to: &terms)
                if hasInnerCapital {
                    let parts = asciiCamelCaseParts(word)
                    if parts.count > 1 { for part in parts { add(lowercasedASCII(part), to: &terms) } }
                }
                start = -1
                hasInnerCapital = false
            }
        }
        return terms
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isASCIIUppercase(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isASCIILowercase(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }

    private static func lowercasedASCII(_ word: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: word.count) { buffer in
            for (index, byte) in word.enumerated() { buffer[index] = isASCIIUppercase(byte) ? byte + 32 : byte }
            return word.count
        }
    }

    /// `camelCaseParts(_:)` for an ASCII word.
    private static func asciiCamelCaseParts(_ word: UnsafeBufferPointer<UInt8>) -> [UnsafeBufferPointer<UInt8>] {
        var parts: [UnsafeBufferPointer<UInt8>] = []
        var start = 0
        for index in word.indices {
            let startsWord =
                isASCIIUppercase(word[index]) && index > start
                && (isASCIILowercase(word[index - 1])
                    || (index + 1 < word.count && isASCIILowercase(word[index + 1])))
            if startsWord {
                parts.append(UnsafeBufferPointer(rebasing: word[start..<index]))
                start = index
            }
        }
        if start < word.count { parts.append(UnsafeBufferPointer(rebasing: word[start...])) }
        return parts
    }

    private static func add(_ term: String, to terms: inout [String]) {
        if term.utf8.count >= 2, !stopWords.contains(term) { terms.append(term) }
    }

    /// Letters, digits and the marks that combine with them (a decomposed accent).
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
            default: return false
            }
        }
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    static func fold(_ word: some StringProtocol) -> String {
        // Most words are ASCII, where folding is lowercasing.
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return word.lowercased() }
        return word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
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
