import Foundation
import SwiftParser
import SwiftSyntax

/// A library's public declarations, read from its Swift source with SwiftParser.
public struct LibraryDeclarations: Sendable {
    /// Every public initializer and function, in file then source order.
    public var functions: [Declaration] = []
    /// Qualified names of public types (`ModalCard.Button`) and protocols.
    public var types: Set<String> = []
    /// Static properties and enum cases without associated values, by type.
    public var staticValues: [String: Set<String>] = [:]
    /// Public instance properties, by type (`View` for those of every view).
    public var properties: [String: Set<String>] = [:]

    public init() {}

    /// Every `.swift` (and `.swiftinterface`) file under each folder, parsed; files in path
    /// order so that the result does not depend on the file system's.
    public static func read(_ directories: [URL]) throws -> LibraryDeclarations {
        var sources: [(text: String, file: String)] = []
        for directory in directories {
            var files: [URL] = []
            let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if ["swift", "swiftinterface"].contains(url.pathExtension) { files.append(url) }
            }
            for url in files.sorted(by: { $0.path < $1.path }) {
                let relative = String(url.standardizedFileURL.path.dropFirst(directory.standardizedFileURL.path.count))
                sources.append((try String(contentsOf: url, encoding: .utf8), directory.lastPathComponent + relative))
            }
        }
        return read(sources)
    }

    /// The declarations of these sources (text and the file name messages give).
    public static func read(_ sources: [(text: String, file: String)]) -> LibraryDeclarations {
        let trees = sources.map { (tree: Parser.parse(source: $0.text), file: $0.file) }
        // First every type and its generic parameters: an extension in one file adds
        // members to a generic type declared in another.
        let typeScan = TypeCollector()
        for (tree, _) in trees { typeScan.walk(tree) }
        var declarations = LibraryDeclarations()
        for (tree, file) in trees {
            let collector = DeclarationCollector(
                file: file, converter: SourceLocationConverter(fileName: file, tree: tree),
                typeGenerics: typeScan.generics, knownTypes: typeScan.names)
            collector.walk(tree)
            declarations.functions += collector.found.functions
            declarations.types.formUnion(collector.found.types)
            declarations.staticValues.merge(collector.found.staticValues) { $0.union($1) }
            declarations.properties.merge(collector.found.properties) { $0.union($1) }
        }
        return declarations
    }
}

/// Every type's qualified name and generic parameters, public or not.
final class TypeCollector: SyntaxVisitor {
    var generics: [String: [String: [String]]] = [:]
    var names: Set<String> = []
    private var stack: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    private func enter(
        _ name: String, _ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?
    )
        -> SyntaxVisitorContinueKind
    {
        let qualified = (stack.last.map { $0 + "." } ?? "") + name
        names.insert(qualified)
        var found = DeclarationCollector.constraints(of: clause)
        DeclarationCollector.addRequirements(whereClause, to: &found)
        generics[qualified] = found
        stack.append(qualified)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.genericParameterClause, node.genericWhereClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.genericParameterClause, node.genericWhereClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.genericParameterClause, node.genericWhereClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, nil, nil)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert((stack.last.map { $0 + "." } ?? "") + node.name.text)
        return .skipChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        var extended = node.extendedType.trimmedDescription
        if let generic = extended.firstIndex(of: "<") { extended = String(extended[..<generic]) }
        stack.append(extended)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }
}

/// Walks one file, keeping the enclosing type, its generic parameters and whether its
/// members are public by default on a stack.
final class DeclarationCollector: SyntaxVisitor {
    struct Scope {
        var name: String
        var generics: [String: [String]]
        var isPublicScope: Bool
    }

    let file: String
    let converter: SourceLocationConverter
    /// Every type's generic parameters, from all the files read.
    let typeGenerics: [String: [String: [String]]]
    let knownTypes: Set<String>
    var found = LibraryDeclarations()
    private var scopes: [Scope] = []

    init(
        file: String, converter: SourceLocationConverter, typeGenerics: [String: [String: [String]]],
        knownTypes: Set<String>
    ) {
        self.file = file
        self.converter = converter
        self.typeGenerics = typeGenerics
        self.knownTypes = knownTypes
        super.init(viewMode: .sourceAccurate)
    }

    private var currentType: String? { scopes.last?.name }

    private var genericsInScope: [String: [String]] {
        scopes.reduce(into: [:]) { all, scope in all.merge(scope.generics) { $0 + $1 } }
    }

    private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        if modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) { return true }
        let restricted = modifiers.contains { ["private", "internal", "fileprivate"].contains($0.name.text) }
        return (scopes.last?.isPublicScope ?? false) && !restricted
    }

    private func isSPI(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi" }
    }

    // MARK: Types

    private func enterType(
        _ name: String, _ modifiers: DeclModifierListSyntax, generics: GenericParameterClauseSyntax?,
        whereClause: GenericWhereClauseSyntax?, inheritsPublicScope: Bool = false
    ) -> SyntaxVisitorContinueKind {
        let qualified = currentType.map { "\($0).\(name)" } ?? name
        let isPublicType = modifiers.contains { ["public", "open"].contains($0.name.text) }
        if isPublicType { found.types.insert(qualified) }
        var names = Self.constraints(of: generics)
        Self.addRequirements(whereClause, to: &names)
        scopes.append(Scope(name: qualified, generics: names, isPublicScope: inheritsPublicScope && isPublicType))
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.name.text, node.modifiers, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.name.text, node.modifiers, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.name.text, node.modifiers, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.name.text, node.modifiers, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // A protocol's requirements are public with it.
        let kind = enterType(
            node.name.text, node.modifiers, generics: nil, whereClause: node.genericWhereClause,
            inheritsPublicScope: true)
        // Its associated types stand for any type, as generic parameters do; `Self` is the protocol.
        for member in node.memberBlock.members {
            guard let associated = member.decl.as(AssociatedTypeDeclSyntax.self) else { continue }
            scopes[scopes.count - 1].generics[associated.name.text] = Self.inherited(associated.inheritanceClause)
        }
        scopes[scopes.count - 1].generics["Self"] = [node.name.text]
        return kind
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        var extended = node.extendedType.trimmedDescription
        if let generic = extended.firstIndex(of: "<") { extended = String(extended[..<generic]) }
        var generics = typeGenerics[extended] ?? [:]
        // `extension View`'s members keep the protocol's placeholders.
        if extended == "View" {
            generics = ["Self": ["View"], "Body": ["View"]]
        }
        Self.addRequirements(node.genericWhereClause, to: &generics)
        scopes.append(
            Scope(
                name: extended, generics: generics,
                isPublicScope: node.modifiers.contains { $0.name.text == "public" }))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    // MARK: Members

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [Declaration.Parameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.text
            let second = parameter.secondName?.text
            var type = parameter.type
            var isInOut = parameter.ellipsis != nil
            if let attributed = type.as(AttributedTypeSyntax.self) {
                isInOut = isInOut || attributed.specifiers.contains { $0.trimmedDescription == "inout" }
                let kept = attributed.attributes.filter {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "escaping"
                }
                type =
                    kept.isEmpty && attributed.specifiers.isEmpty
                    ? attributed.baseType : TypeSyntax(attributed.with(\.attributes, kept))
            }
            return Declaration.Parameter(
                label: label == "_" ? nil : label, name: second ?? (label == "_" ? nil : label),
                type: qualified(type), defaultValue: parameter.defaultValue?.value.trimmedDescription,
                isInOutOrVariadic: isInOut)
        }
    }

    private func add(
        _ kind: Declaration.Kind, owner: String, name: String, _ clause: FunctionParameterClauseSyntax,
        generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?, at node: some SyntaxProtocol
    ) {
        var inScope = genericsInScope
        inScope.merge(Self.constraints(of: generics)) { $1 }
        Self.addRequirements(whereClause, to: &inScope)
        let line = node.startLocation(converter: converter).line
        found.functions.append(
            Declaration(
                kind: kind, owner: owner, name: name, parameters: parameters(clause), generics: inScope, file: file,
                line: line, example: Self.previewExample(in: node.leadingTrivia)))
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = currentType, isPublic(node.modifiers), !isSPI(node.attributes) else { return .skipChildren }
        add(
            .initializer, owner: type, name: "init", node.signature.parameterClause,
            generics: node.genericParameterClause, whereClause: node.genericWhereClause, at: node)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isPublic(node.modifiers), !isSPI(node.attributes) else { return .skipChildren }
        // `` `default` `` is declared with backticks; snippets call it `default`.
        let name = node.name.text.replacingOccurrences(of: "`", with: "")
        let kind: Declaration.Kind
        let owner = currentType ?? ""
        if currentType == nil {
            kind = .function
        } else if node.modifiers.contains(where: { $0.name.text == "static" }) {
            kind = .staticFunction
        } else {
            kind = owner == "View" ? .modifier : .method
        }
        add(
            kind, owner: owner, name: name, node.signature.parameterClause, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause, at: node)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = currentType, isPublic(node.modifiers), !isSPI(node.attributes) else { return .skipChildren }
        let isStatic = node.modifiers.contains { $0.name.text == "static" }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let bare = name.replacingOccurrences(of: "`", with: "")
            if isStatic {
                found.staticValues[type, default: []].insert(bare)
            } else {
                found.properties[type, default: []].insert(bare)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = currentType else { return .skipChildren }
        for element in node.elements {
            guard let clause = element.parameterClause else {
                found.staticValues[type, default: []].insert(element.name.text.replacingOccurrences(of: "`", with: ""))
                continue
            }
            let parameters = clause.parameters.map { parameter in
                let label = parameter.firstName?.text
                return Declaration.Parameter(
                    label: label == "_" ? nil : label, name: parameter.secondName?.text ?? label,
                    type: parameter.type.trimmedDescription,
                    defaultValue: parameter.defaultValue?.value.trimmedDescription)
            }
            found.functions.append(
                Declaration(
                    kind: .staticFunction, owner: type, name: element.name.text, parameters: parameters,
                    generics: genericsInScope, file: file, line: element.startLocation(converter: converter).line))
        }
        return .skipChildren
    }

    /// A type with the nested types it names spelt in full, as a snippet outside the
    /// type must: `Button` inside `ModalCard` is `ModalCard.Button`.
    private func qualified(_ type: TypeSyntax) -> String {
        guard let owner = currentType else { return type.trimmedDescription }
        return NestedTypeQualifier(owner: owner, knownTypes: knownTypes).rewrite(type).trimmedDescription
    }

    /// The lines of the ```` ```swift preview ```` block in a doc comment, without the `/// `.
    static func previewExample(in trivia: Trivia) -> String? {
        var lines: [String] = []
        for piece in trivia {
            guard case .docLineComment(let text) = piece else { continue }
            var line = text.dropFirst(3)
            if line.hasPrefix(" ") { line = line.dropFirst() }
            lines.append(String(line))
        }
        guard let start = lines.firstIndex(of: "```swift preview"),
            let end = lines[(start + 1)...].firstIndex(of: "```")
        else { return nil }
        return lines[(start + 1)..<end].joined(separator: "\n")
    }

    // MARK: Generic requirements

    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.flatMap { protocols(in: $0.type) } ?? []
    }

    /// `View & Sendable` as its parts.
    private static func protocols(in type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { protocols(in: $0.type) }
        }
        return [type.trimmedDescription]
    }

    static func constraints(of clause: GenericParameterClauseSyntax?) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for parameter in clause?.parameters ?? [] {
            found[parameter.name.text] = parameter.inheritedType.map { protocols(in: $0) } ?? []
        }
        Self.addRequirements(clause?.genericWhereClause, to: &found)
        return found
    }

    static func addRequirements(_ clause: GenericWhereClauseSyntax?, to generics: inout [String: [String]]) {
        for requirement in clause?.requirements ?? [] {
            switch requirement.requirement {
            case .conformanceRequirement(let conformance):
                let name = conformance.leftType.trimmedDescription
                generics[name, default: []] += protocols(in: conformance.rightType)
            case .sameTypeRequirement(let sameType):
                // `Label == Text`: the placeholder is that one type.
                generics[sameType.leftType.trimmedDescription] = ["=" + sameType.rightType.trimmedDescription]
            default:
                continue
            }
        }
    }
}

/// Rewrites bare names of nested types (`Button`) to their qualified names
/// (`ModalCard.Button`), looking from the innermost enclosing type outwards.
final class NestedTypeQualifier: SyntaxRewriter {
    let owner: String
    let knownTypes: Set<String>

    init(owner: String, knownTypes: Set<String>) {
        self.owner = owner
        self.knownTypes = knownTypes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        let visited = super.visit(node)
        guard let identifier = visited.as(IdentifierTypeSyntax.self) else { return visited }
        var scope = owner
        while true {
            let candidate = scope + "." + identifier.name.text
            if knownTypes.contains(candidate) {
                return TypeSyntax(
                    identifier.with(
                        \.name,
                        .identifier(
                            candidate, leadingTrivia: identifier.name.leadingTrivia,
                            trailingTrivia: identifier.name.trailingTrivia)))
            }
            guard let dot = scope.lastIndex(of: ".") else { return visited }
            scope = String(scope[..<dot])
        }
    }
}
