/// The generated table of declarations by kind, owner and name, for finding the one a
/// registration's selector names.
struct DeclarationIndex: Sendable {
    private var byName: [String: [(index: Int, entry: DeclaredSignature, signature: Signature?)]] = [:]

    init(_ all: [DeclaredSignature]) {
        for (index, entry) in all.enumerated() {
            // Parsed once, here, for comparing labels and types and for the registration
            // that names it; every entry parses (`RegistryLibraryAgreementTests`).
            let signature = try? Signature(name: entry.name, parameters: entry.parameters)
            byName[Self.key(entry.kind, entry.owner, entry.name), default: []].append((index, entry, signature))
        }
    }

    private static func key(_ kind: DeclaredSignature.Kind, _ owner: String, _ name: String) -> String {
        "\(kind.rawValue) \(owner) \(name)"
    }

    /// Every declaration of that kind, owner and name, for a message.
    func all(_ kind: DeclaredSignature.Kind, _ owner: String, named name: String) -> [(
        index: Int, entry: DeclaredSignature
    )] {
        (byName[Self.key(kind, owner, name)] ?? []).map { ($0.index, $0.entry) }
    }

    /// The declarations whose labels are the selector's and whose parameter types are
    /// those the selector gives.
    func candidates(_ kind: DeclaredSignature.Kind, _ owner: String, _ selector: DeclarationSelector)
        -> [(index: Int, entry: DeclaredSignature, signature: Signature)]
    {
        let all = byName[Self.key(kind, owner, selector.name)] ?? []
        return all.compactMap { candidate in
            guard let signature = candidate.signature,
                signature.parameters.map(\.label) == selector.labels,
                selector.types.allSatisfy({ signature.parameters[$0.key].type == $0.value })
            else { return nil }
            return (candidate.index, candidate.entry, signature)
        }
    }
}
