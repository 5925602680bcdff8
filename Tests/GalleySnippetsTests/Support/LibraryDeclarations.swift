import Foundation
import SwiftParser
import SwiftSyntax

/// GalleyUI's public declarations, read from its source with SwiftParser: what the
/// registry's signatures are checked against.
struct LibraryDeclarations {
    /// A public initializer or function: its parameters as declared.
    struct Function: CustomStringConvertible {
        struct Parameter {
            var label: String?
            var type: String
            var defaultValue: String?
        }
        var name: String
        var parameters: [Parameter]
        /// The generic parameters in scope (the function's and its type's): they stand for
        /// any type the call gives.
        var generics: Set<String>
        var file: String

        var description: String {
            "\(name)("
                + parameters.map { "\($0.label ?? "_"): \($0.type)" + ($0.defaultValue.map { " = \($0)" } ?? "") }
                .joined(separator: ", ") + ") in \(file)"
        }
    }

    /// Qualified names of public types (`ModalCard.Button`) and protocols.
    var types: Set<String> = []
    /// Each generic type's parameters, for members declared in its extensions.
    var typeGenerics: [String: Set<String>] = [:]
    var initializers: [String: [Function]] = [:]
    /// Methods of `View` (extensions of `View`): the modifiers.
    var modifiers: [String: [Function]] = [:]
    /// Instance methods of other types and protocols, by type then name.
    var methods: [String: [String: [Function]]] = [:]
    /// Static functions by type, then name.
    var staticFunctions: [String: [String: [Function]]] = [:]
    /// Static properties and enum cases by type.
    var staticValues: [String: Set<String>] = [:]

    /// Every `.swift` file under `directory`, parsed.
    static func read(_ directory: URL) throws -> LibraryDeclarations {
        var declarations = LibraryDeclarations()
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let source = try String(contentsOf: url, encoding: .utf8)
            let collector = Collector(file: url.lastPathComponent)
            collector.walk(Parser.parse(source: source))
            declarations.merge(collector.found)
        }
        return declarations
    }

    private mutating func merge(_ other: LibraryDeclarations) {
        types.formUnion(other.types)
        typeGenerics.merge(other.typeGenerics) { $0.union($1) }
        initializers.merge(other.initializers, uniquingKeysWith: +)
        modifiers.merge(other.modifiers, uniquingKeysWith: +)
        methods.merge(other.methods) { $0.merging($1, uniquingKeysWith: +) }
        staticFunctions.merge(other.staticFunctions) { $0.merging($1, uniquingKeysWith: +) }
        staticValues.merge(other.staticValues) { $0.union($1) }
    }

    /// Walks one file, keeping the enclosing type (and its generic parameters) on a stack.
    private final class Collector: SyntaxVisitor {
        let file: String
        var found = LibraryDeclarations()
        private var scopes: [(name: String, generics: Set<String>, isPublicScope: Bool)] = []

        init(file: String) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        private var currentType: String? { scopes.last?.name }
        private var genericsInScope: Set<String> { scopes.reduce(into: []) { $0.formUnion($1.generics) } }

        private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["public", "open"].contains($0.name.text) }
                || (scopes.last?.isPublicScope ?? false)
                    && !modifiers.contains {
                        $0.name.text == "private" || $0.name.text == "internal" || $0.name.text == "fileprivate"
                    }
        }

        private func enterType(
            _ name: String, _ modifiers: DeclModifierListSyntax, generics: GenericParameterClauseSyntax?
        )
            -> SyntaxVisitorContinueKind
        {
            let qualified = currentType.map { "\($0).\(name)" } ?? name
            let isPublicType = modifiers.contains { ["public", "open"].contains($0.name.text) }
            if isPublicType { found.types.insert(qualified) }
            let names = Set(generics?.parameters.map(\.name.text) ?? [])
            if !names.isEmpty { found.typeGenerics[qualified, default: []].formUnion(names) }
            scopes.append((qualified, names, false))
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text, node.modifiers, generics: node.genericParameterClause)
        }
        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text, node.modifiers, generics: node.genericParameterClause)
        }
        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text, node.modifiers, generics: node.genericParameterClause)
        }
        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let kind = enterType(node.name.text, node.modifiers, generics: nil)
            // A protocol's associated types stand for any type, as generic parameters do.
            let associated = node.memberBlock.members.compactMap {
                $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text
            }
            scopes[scopes.count - 1].generics.formUnion(associated + ["Self"])
            return kind
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            var extended = node.extendedType.trimmedDescription
            if let generic = extended.firstIndex(of: "<") { extended = String(extended[..<generic]) }
            // `extension View`'s members keep the protocol's placeholders.
            scopes.append(
                (extended, ["Self", "Content", "Label", "Body"], node.modifiers.contains { $0.name.text == "public" }))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

        private func function(
            _ name: String, _ clause: FunctionParameterClauseSyntax, generics: GenericParameterClauseSyntax?
        )
            -> Function
        {
            let parameters = clause.parameters.map { parameter in
                let label = parameter.firstName.text
                return Function.Parameter(
                    label: label == "_" ? nil : label, type: parameter.type.trimmedDescription,
                    defaultValue: parameter.defaultValue?.value.trimmedDescription)
            }
            let own = Set(generics?.parameters.map(\.name.text) ?? [])
            return Function(name: name, parameters: parameters, generics: own.union(genericsInScope), file: file)
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = currentType, isPublic(node.modifiers) else { return .skipChildren }
            found.initializers[type, default: []].append(
                function("init", node.signature.parameterClause, generics: node.genericParameterClause))
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = currentType, isPublic(node.modifiers) else { return .skipChildren }
            // `` `default` `` is declared with backticks; the registry names it `default`.
            let name = node.name.text.replacingOccurrences(of: "`", with: "")
            let declared = function(name, node.signature.parameterClause, generics: node.genericParameterClause)
            if node.modifiers.contains(where: { $0.name.text == "static" }) {
                found.staticFunctions[type, default: [:]][name, default: []].append(declared)
            } else if type == "View" {
                found.modifiers[name, default: []].append(declared)
            } else {
                found.methods[type, default: [:]][name, default: []].append(declared)
            }
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = currentType, isPublic(node.modifiers),
                node.modifiers.contains(where: { $0.name.text == "static" })
            else { return .skipChildren }
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    found.staticValues[type, default: []].insert(name)
                }
            }
            return .skipChildren
        }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = currentType else { return .skipChildren }
            for element in node.elements {
                if element.parameterClause == nil {
                    found.staticValues[type, default: []].insert(element.name.text)
                } else {
                    let parameters =
                        element.parameterClause?.parameters.map { parameter in
                            Function.Parameter(
                                label: parameter.firstName?.text, type: parameter.type.trimmedDescription,
                                defaultValue: parameter.defaultValue?.value.trimmedDescription)
                        } ?? []
                    found.staticFunctions[type, default: [:]][element.name.text, default: []].append(
                        Function(name: element.name.text, parameters: parameters, generics: genericsInScope, file: file)
                    )
                }
            }
            return .skipChildren
        }
    }
}
