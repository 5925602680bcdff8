import Foundation
import GalleyUI
import SwiftSyntax

/// Finds what a snippet asks to see: view expressions at the top of a preview block,
/// `#Preview` macros, `PreviewProvider`s, or else the last view it declares.
struct PreviewCollector {
    let interpreter: Interpreter

    func previews(in tree: SourceFileSyntax, kind: SnippetKind) throws -> [SnippetPreview] {
        let hasPreviewMacro = tree.statements.contains { Self.previewMacro($0.item) != nil }
        let declaresProvider = tree.statements.contains { item in
            guard case .decl(let decl) = item.item, let structDecl = decl.as(StructDeclSyntax.self) else {
                return false
            }
            return DeclaredTypeNames.inherits(structDecl.inheritanceClause, "PreviewProvider")
        }
        // A plain code block is only read when it asks for a preview: otherwise it may be
        // a fragment that was never meant to run.
        if kind == .code && !hasPreviewMacro && !declaresProvider { return [] }

        var previews: [SnippetPreview] = []
        var topLevelViews: [any View] = []
        var declaredViews: [String] = []
        let globals = interpreter.globals
        for item in tree.statements {
            if let macro = Self.previewMacro(item.item) {
                previews.append(try preview(macro))
                continue
            }
            switch item.item {
            case .decl(let decl):
                try interpreter.declare(decl, in: globals)
                if let structDecl = decl.as(StructDeclSyntax.self),
                    DeclaredTypeNames.inherits(structDecl.inheritanceClause, "View")
                {
                    declaredViews.append(structDecl.name.text)
                }
            case .expr(let expr) where kind == .preview:
                let value = try interpreter.evaluate(expr, in: globals)
                if interpreter.isView(value) { topLevelViews.append(try interpreter.view(from: value, at: expr)) }
            case .stmt where kind == .preview:
                // A top-level `if` or `switch` shows the views of the branch taken.
                let value = try interpreter.run([item], in: globals, builder: true, lenient: true)
                if interpreter.isView(value) { topLevelViews.append(try interpreter.view(from: value, at: item)) }
            default:
                continue
            }
        }
        for item in tree.statements {
            guard case .decl(let decl) = item.item, let structDecl = decl.as(StructDeclSyntax.self),
                DeclaredTypeNames.inherits(structDecl.inheritanceClause, "PreviewProvider"),
                let type = interpreter.types[structDecl.name.text]
            else { continue }
            let value = try interpreter.staticMember("previews", of: .declared(type), at: structDecl.name)
            previews.append(
                SnippetPreview(
                    name: type.name, view: AnyView(erasing: try interpreter.view(from: value, at: structDecl.name))))
        }
        if !topLevelViews.isEmpty {
            previews.insert(
                SnippetPreview(name: nil, view: AnyView(erasing: interpreter.combine(topLevelViews))), at: 0)
        }
        if kind == .preview, previews.isEmpty, let last = try lastConstructibleView(declaredViews, in: tree) {
            previews.append(last)
        }
        return previews
    }

    /// A block of declarations only: the last declared view that needs no arguments.
    private func lastConstructibleView(_ names: [String], in tree: SourceFileSyntax) throws -> SnippetPreview? {
        for name in names.reversed() {
            guard let type = interpreter.types[name] else { continue }
            let needsArguments =
                type.initializers.isEmpty
                ? type.memberwiseParameters.contains { $0.initialValue == nil && !($0.type?.hasSuffix("?") ?? false) }
                : !type.initializers.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } }
            if needsArguments { continue }
            let value = try interpreter.construct(type, [], at: type.node)
            return SnippetPreview(name: name, view: AnyView(erasing: try interpreter.view(from: value, at: type.node)))
        }
        return nil
    }

    private func preview(_ macro: (name: String?, closure: ClosureExprSyntax?, node: Syntax)) throws -> SnippetPreview {
        guard let closure = macro.closure else {
            throw EvaluationError("#Preview needs a closure with the view to show", at: macro.node)
        }
        let value = try interpreter.callClosure(closure, in: interpreter.globals, [], builder: true, at: closure)
        return SnippetPreview(name: macro.name, view: AnyView(erasing: try interpreter.view(from: value, at: closure)))
    }

    /// `#Preview("name") { … }` as a declaration or an expression.
    static func previewMacro(_ item: CodeBlockItemSyntax.Item) -> (
        name: String?, closure: ClosureExprSyntax?, node: Syntax
    )? {
        let name: String
        let arguments: LabeledExprListSyntax
        let closure: ClosureExprSyntax?
        let node: Syntax
        switch item {
        case .decl(let decl):
            guard let macro = decl.as(MacroExpansionDeclSyntax.self) else { return nil }
            (name, arguments, closure, node) = (
                macro.macroName.text, macro.arguments, macro.trailingClosure, Syntax(macro)
            )
        case .expr(let expr):
            guard let macro = expr.as(MacroExpansionExprSyntax.self) else { return nil }
            (name, arguments, closure, node) = (
                macro.macroName.text, macro.arguments, macro.trailingClosure, Syntax(macro)
            )
        default:
            return nil
        }
        guard name == "Preview" else { return nil }
        let title = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?
            .representedLiteralValue
        let body = closure ?? arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
        return (title, body, node)
    }
}

/// Reading conformance lists.
enum DeclaredTypeNames {
    static func inherits(_ clause: InheritanceClauseSyntax?, _ name: String) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription == name } ?? false
    }
}
