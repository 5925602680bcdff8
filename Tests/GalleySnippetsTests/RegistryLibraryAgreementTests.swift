import Foundation
import Testing

@testable import GalleySnippets

/// The registry and GalleyUI cannot drift apart: every registered initializer, modifier,
/// method and static member of a type GalleyUI declares must be callable, as registered,
/// against one of GalleyUI's public declarations of it (read from the source with
/// SwiftParser): the same argument labels in the same order, parameters the registry
/// leaves out defaulted in the library, compatible types and the same default values.
/// What the registry accepts, a compiled Swift file calling GalleyUI accepts too.
@Suite struct RegistryLibraryAgreementTests {
    static let library: LibraryDeclarations = {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/GalleyUI")
        do {
            return try LibraryDeclarations.read(sources)
        } catch {
            fatalError("cannot read GalleyUI's sources at \(sources.path): \(error)")
        }
    }()

    /// SwiftUI forms the interpreter reads itself, with no GalleyUI declaration to call:
    /// each says why. Anything else the registry accepts, GalleyUI declares.
    static let interpreterOnly: [String: String] = [
        "Color.init(_:red:green:blue:opacity:)": "the colour space is set aside: every colour is sRGB",
        "Color.init(_:)":
            "UIColor names (`Color(.systemBlue)`) resolve to colours, and asset names to the accent colour",
        "Text.init(_:format:)": "format styles are read by the interpreter, which formats the number or date",
        "Text.init(_:style:)": "date styles are read by the interpreter, at the preview's clock",
        "NavigationLink.init(_:destination:isActive:)":
            "SwiftUI's deprecated form; a still picture shows the link inactive",
        "NavigationLink.init(destination:isActive:label:)":
            "SwiftUI's deprecated form; a still picture shows the link inactive",
        "NavigationLink.init(_:destination:tag:selection:)":
            "SwiftUI's deprecated form; a still picture shows the link, not its destination",
        "NavigationLink.init(destination:tag:selection:label:)":
            "SwiftUI's deprecated form; a still picture shows the link, not its destination",
    ]

    /// Every registration checked, and the ones no GalleyUI declaration accepts.
    struct Outcome {
        var checked = 0
        var mismatches: [String] = []
    }

    static func check() -> Outcome {
        let registry = Registry.standard
        let library = library
        var outcome = Outcome()
        func compare(
            _ what: String, _ registered: [Overload], against declared: [LibraryDeclarations.Function],
            of type: String? = nil
        ) {
            let typeGenerics = type.flatMap { library.typeGenerics[$0] } ?? []
            for overload in registered {
                outcome.checked += 1
                let key = "\(what)\(overload.signature.selector.drop { $0 != "(" })"
                if interpreterOnly[key] != nil { continue }
                if !declared.contains(where: {
                    SignatureAgreement.accepts($0, overload.signature, typeGenerics: typeGenerics)
                }) {
                    outcome.mismatches.append(
                        "\(what): registered \(overload.signature.declaration); GalleyUI declares "
                            + (declared.isEmpty ? "none" : declared.map(\.description).joined(separator: " | ")))
                }
            }
        }
        for (type, registered) in registry.types.sorted(by: { $0.key < $1.key }) {
            guard library.types.contains(type) else { continue }
            compare("\(type).init", registered.initializers, against: library.initializers[type] ?? [], of: type)
            for (name, overloads) in registered.staticFunctions.sorted(by: { $0.key < $1.key }) {
                let declared = library.staticFunctions[type]?[name] ?? []
                if declared.isEmpty, library.staticValues[type]?.contains(name) == true { continue }
                compare("\(type).\(name)", overloads, against: declared, of: type)
            }
        }
        for (name, overloads) in registry.modifiers.sorted(by: { $0.key < $1.key }) {
            guard let declared = library.modifiers[name] else { continue }
            compare(".\(name)", overloads, against: declared)
        }
        for (type, byName) in registry.methods.sorted(by: { $0.key < $1.key }) {
            guard library.types.contains(type) else { continue }
            for (name, overloads) in byName.sorted(by: { $0.key < $1.key }) {
                guard let declared = library.methods[type]?[name] else { continue }
                compare("\(type).\(name)", overloads, against: declared)
            }
        }
        return outcome
    }

    @Test func everyRegisteredSignatureIsOneGalleyUIDeclares() {
        let outcome = Self.check()
        // Not vacuous: most of the registry describes GalleyUI's own API.
        #expect(outcome.checked > 300, "only \(outcome.checked) registrations checked")
        let report = outcome.mismatches.joined(separator: "\n")
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.count) of \(outcome.checked):\n\(report)")
    }

    @Test func everyRegisteredViewIsAGalleyUIType() {
        let missing = Registry.standard.viewNames.filter { !Self.library.types.contains($0) }.sorted()
        #expect(missing.isEmpty, "registered views GalleyUI does not declare: \(missing)")
    }
}
