import SwiftSyntax

/// What a preview cannot run, and the advice every such diagnostic gives: UIKit and AppKit
/// views, platform APIs, other packages. Galley draws SwiftUI and GalleyUI without a
/// compiler, on any system; the rest of an article's code can still be shown, highlighted
/// and syntax-checked in a block without `preview`.
enum Unpreviewable {
    /// The advice, as a diagnostic note.
    static let advice = "show this code in a ```swift block (without `preview`): it is highlighted and checked, not run"

    /// Modules a snippet may import: the ones whose views and types previews provide, and
    /// those whose import is harmless in a snippet that does not use them.
    static let availableModules: Set<String> = [
        "SwiftUI", "GalleyUI", "Foundation", "Combine", "Observation", "CoreGraphics", "UIKit", "AppKit",
    ]

    /// Protocols that wrap platform views, which previews cannot draw.
    static let platformWrappers: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable",
    ]

    /// The wrapper protocol a declared type conforms to, if any.
    static func platformWrapper(of type: DeclaredType) -> String? {
        type.conformances.intersection(platformWrappers).sorted().first
    }

    /// `UIScreen`, `UIApplication`, `NSColor`: platform API by its prefix.
    static func isPlatformName(_ name: String) -> Bool {
        let characters = Array(name)
        guard characters.count > 2, name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
        return characters[2].isUppercase
    }

    static func wrapperError(_ type: DeclaredType, protocolName: String, at node: some SyntaxProtocol)
        -> EvaluationError
    {
        EvaluationError(
            "'\(type.name)' wraps a platform view (\(protocolName)), which previews cannot draw: they render SwiftUI views only",
            at: node, notes: [advice])
    }

    static func importError(_ module: String, at node: some SyntaxProtocol) -> EvaluationError {
        EvaluationError(
            "module '\(module)' is not available in previews: they provide SwiftUI and GalleyUI only", at: node,
            notes: [advice])
    }
}
