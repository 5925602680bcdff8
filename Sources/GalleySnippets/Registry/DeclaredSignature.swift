/// A declaration a snippet may call, as the generated table
/// (`Generated/DeclaredSignatures.swift`) lists it: read from GalleyUI's public
/// declarations, or from the snippet-only ones in `Declarations/`, by
/// `swift run registry-signatures`. A registration names one by its selector and supplies
/// only the implementation.
struct DeclaredSignature: Sendable {
    /// How a snippet reaches the declaration.
    enum Kind: String, Sendable {
        case initializer, modifier, method, staticFunction, function
    }

    var kind: Kind
    /// The type it belongs to (`View` for modifiers), or "" for a global function.
    var owner: String
    /// `init` for initializers.
    var name: String
    /// The parameter list, spelt as the interpreter reads it.
    var parameters: String
    /// Where it is declared: `GalleyUI/Modifiers/PaddingModifier.swift:8`.
    var location: String
    /// The live example its doc comment gives (a ```` ```swift preview ```` block), if any.
    var example: String?

    init(
        _ kind: Kind, _ owner: String, _ name: String, _ parameters: String, at location: String,
        example: String? = nil
    ) {
        self.kind = kind
        self.owner = owner
        self.name = name
        self.parameters = parameters
        self.location = location
        self.example = example
    }

    /// Where the still modifiers are declared: accepted by snippets, drawing nothing.
    static let stillModifiersFile = "Declarations/StillModifiers.swiftinterface"

    /// Whether the declaration comes from GalleyUI (rather than a snippet-only form).
    var isGalleyUI: Bool { location.hasPrefix("GalleyUI/") }
}

/// A registration's name for a declaration: `padding(_:_:)`, or with the type of the
/// parameter that tells overloads apart, `searchable(text:placement:prompt: Text)`.
struct DeclarationSelector: Sendable, CustomStringConvertible {
    var name: String
    var labels: [String?]
    /// The interpreter's spelling of a parameter's type, by position, where the selector gives one.
    var types: [Int: String]
    let description: String

    /// Parses `name(label:label: Type)`; nil when the text is not a selector.
    init?(_ text: String) {
        description = text
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        name = String(text[..<open])
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        labels = []
        types = [:]
        // `a:b: Some Type c:` — each label ends at a colon outside brackets; the text after
        // a colon up to the next label's start is that parameter's type.
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in inner {
            defer { previous = character }
            if "([<".contains(character) { depth += 1 }
            // The `>` of an arrow closes nothing.
            if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            if character == ":" && depth == 0 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard current.allSatisfy({ $0 == " " }) || !pieces.isEmpty else { return nil }
        var pendingType = ""
        for (index, piece) in (pieces + [current]).enumerated() {
            // A piece is "[type ]label": the last word is the next label (none after the last colon).
            let isLast = index == pieces.count
            var words = piece.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            let label = isLast ? nil : words.popLast()
            pendingType = words.joined(separator: " ")
            if !pendingType.isEmpty, !labels.isEmpty { types[labels.count - 1] = pendingType }
            if let label { labels.append(label == "_" ? nil : label) }
        }
    }
}
