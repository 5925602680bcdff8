import Foundation
import LibraryDeclarations
import Testing

@testable import GalleySnippets

/// The registry and the declarations it is made from cannot drift apart, in either
/// direction. Every registration names one declaration of the generated table (checked as
/// the registry is made: `RegistrySafetyTests` expects no registration mistakes); the table
/// is what GalleyUI's sources and `Registry/Declarations/` give now; every GalleyUI
/// initializer and function a snippet could call is registered or listed below with the
/// reason it is not; and every snippet-only declaration is registered.
@Suite struct RegistryLibraryAgreementTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// GalleyUI declarations snippets do not call, by owner (`Owner.*`), by name (`*.name`)
    /// or both (`Owner.name`), each with the reason. Names and owners that start with `_`
    /// (GalleyUI's plumbing) and operators (evaluated by the interpreter) are left out too.
    static let notForSnippets: [String: String] = [
        // Requirements of protocols a snippet conforms to: the component or the layout
        // engine calls them on the snippet's own type.
        "*.makeBody": "a style's requirement", "*.path": "a shape's requirement",
        "*.sizeThatFits": "a layout's or a shape's requirement", "*.placeSubviews": "a layout's requirement",
        "*.makeCache": "a layout's requirement", "*.updateCache": "a layout's requirement",
        "*.body": "a view modifier's requirement", "*.inset": "an insettable shape's requirement",
        "*.reduce": "a preference key's requirement", "AlignmentID.defaultValue": "an alignment's requirement",
        "Layout.*": "a layout's requirements", "LayoutSubview.*": "read through the interpreter's own proxy",
        // Plumbing that compiled Swift needs and snippets never spell.
        "ViewBuilder.*": "result builder: the interpreter builds views itself",
        "LocalizedStringKey.*": "made by the interpreter from a string literal",
        "LocalizedStringKey.StringInterpolation.*": "made by the interpreter from a string literal",
        "*.init(rawValue:)": "an option set, made from its static members",
        "AnyView.init(erasing:)": "type erasure of compiled Swift", "TupleView.*": "made by a view builder",
        "ModifiedContent.*": "made by `.modifier(_:)`", "EnvironmentValues.*": "made by the renderer",
        "Binding.init(projectedValue:)": "`$binding` is read by the interpreter",
        "State.*": "property wrapper: the interpreter keeps a snippet's state",
        "Published.*": "property wrapper: the interpreter keeps a snippet's state",
        "StateObject.*": "property wrapper: the interpreter keeps a snippet's state",
        "ObservedObject.*": "property wrapper: the interpreter keeps a snippet's state",
        "EnvironmentObject.*": "property wrapper: the interpreter keeps a snippet's state",
        "AppStorage.*": "property wrapper: the interpreter keeps a snippet's state",
        "Environment.*": "property wrapper: `@Environment(\\.key)` is read by the interpreter",
        "HorizontalAlignment.init(_:)": "custom alignments are read from the snippet's AlignmentID type",
        "VerticalAlignment.init(_:)": "custom alignments are read from the snippet's AlignmentID type",
        "OpenURLAction.callAsFunction": "an action, never run in a still picture",
        "ButtonStyleConfiguration.trigger": "an action, never run in a still picture",
        "Image.hasIcon": "the renderer's question, not SwiftUI's",
        // GalleyUI's rendering entry points and internals, public for the other modules.
        ".render": "compiled Swift's entry point", ".renderKeepingLayout": "compiled Swift's entry point",
        ".svg": "compiled Swift's entry point", ".displayName": "the renderer's type names",
        "RenderResult.*": "the renderer's result", "LaidOutNode.*": "the renderer's result",
        "KeptLayout.*": "the renderer's result", "EffectNode.Effect.*": "the layout engine's",
        "SpacingKind.*": "the layout engine's", "ViewResolution.*": "the layout engine's",
        "AppearanceReading.*": "the renderer's", "DynamicPropertyLayout.Plan.*": "the renderer's",
        "Color.Provider.*": "a colour's storage", "Font.Base.*": "a font's storage",
        "Text.Run.Content.*": "a text's storage", "Image.Source.*": "an image's storage",
        "AlignmentKey.*": "the layout engine's", "ButtonBorderShape.Kind.*": "a shape's storage",
        "TabViewPresentation.*": "a tab view's storage",
        "AutomaticButtonStyle.init": "snippets name it `.automatic`, `.borderless` or `DefaultButtonStyle()`",
    ]

    static func isListed(_ entry: DeclaredSignature) -> Bool {
        guard let first = entry.name.first, first.isLetter || first == "_" else { return true }
        if entry.name.hasPrefix("_") || entry.owner.hasPrefix("_") { return true }
        let selector = (try? Signature(name: entry.name, parameters: entry.parameters))?.selector ?? entry.name
        let keys = [
            "\(entry.owner).*", "*.\(entry.name)", "\(entry.owner).\(entry.name)", "*.\(selector)",
            "\(entry.owner).\(selector)",
        ]
        return keys.contains { notForSnippets[$0] != nil }
    }

    @Test func theSignatureTableIsWhatTheSourcesDeclare() throws {
        let current = try String(
            contentsOf: Self.packageRoot.appendingPathComponent(SignatureTable.outputPath), encoding: .utf8)
        let fresh = try SignatureTable.generate(packageRoot: Self.packageRoot)
        #expect(current == fresh, "the signature table is out of date: run `swift run registry-signatures`")
    }

    @Test func everyEntryOfTheTableParsesAsTheInterpretersSignature() {
        let unparsable = DeclaredSignature.all.filter {
            (try? Signature(name: $0.name, parameters: $0.parameters)) == nil
        }
        .map { "\($0.location): \($0.name)\($0.parameters)" }
        #expect(unparsable.isEmpty, "\(unparsable)")
    }

    @Test func everyGalleyUIDeclarationIsRegisteredOrListed() {
        let used = Registry.standard.usedDeclarations
        // A GalleyUI declaration that snippet-only forms of the same name stand in for
        // (the interpreter reads those calls itself) counts as registered.
        let standIns = Set(
            used.map { DeclaredSignature.all[$0] }.filter { !$0.isGalleyUI }.map { "\($0.kind) \($0.owner).\($0.name)" }
        )
        let missing = DeclaredSignature.all.indices.filter { index in
            let entry = DeclaredSignature.all[index]
            return entry.isGalleyUI && !used.contains(index) && !Self.isListed(entry)
                && !standIns.contains("\(entry.kind) \(entry.owner).\(entry.name)")
        }
        .map { DeclaredSignature.all[$0] }
        .map { "\($0.location): \($0.kind.rawValue) \($0.owner).\($0.name)\($0.parameters)" }
        // Not vacuous: most of the table is GalleyUI's and registered.
        #expect(used.count > 400, "only \(used.count) declarations registered")
        #expect(
            missing.isEmpty, "GalleyUI declarations neither registered nor listed:\n\(missing.joined(separator: "\n"))")
    }

    @Test func everySnippetOnlyDeclarationIsRegistered() {
        let used = Registry.standard.usedDeclarations
        let unused = DeclaredSignature.all.indices.filter {
            !DeclaredSignature.all[$0].isGalleyUI && !used.contains($0)
        }
        .map { DeclaredSignature.all[$0] }.map { "\($0.location): \($0.owner).\($0.name)\($0.parameters)" }
        #expect(unused.isEmpty, "declared for snippets but never registered:\n\(unused.joined(separator: "\n"))")
    }

    @Test func everyRegisteredViewIsAGalleyUIType() throws {
        let library = try LibraryDeclarations.read([Self.packageRoot.appendingPathComponent("Sources/GalleyUI")])
        let missing = Registry.standard.viewNames.filter { !library.types.contains($0) }.sorted()
        #expect(missing.isEmpty, "registered views GalleyUI does not declare: \(missing)")
    }
}
