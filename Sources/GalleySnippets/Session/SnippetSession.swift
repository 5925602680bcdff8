import Foundation
import GalleyUI
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// What a snippet is: a ` ```swift preview ` block renders its view expressions;
/// any other Swift block renders only its `#Preview`s and `PreviewProvider`s.
public enum SnippetKind: Sendable {
    case preview
    case code
}

/// A view a snippet asks to see, ready to render.
public struct SnippetPreview {
    /// The name given in `#Preview("name")`, if any.
    public let name: String?
    /// The evaluated view.
    public let view: AnyView
}

/// The result of evaluating one snippet.
public struct SnippetEvaluation {
    public var previews: [SnippetPreview] = []
    /// Syntax and evaluation errors, and warnings (a symbol with no icon), positioned in
    /// the snippet (or a loaded `.swift` file).
    public var diagnostics: [SnippetDiagnostic] = []

    /// Whether any diagnostic is an error: the snippet's previews cannot be drawn.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The snippets of one article, evaluated in order as in a playground: what one
/// declares, the next can use. Not thread-safe: one article, one thread.
public final class SnippetSession {
    private let interpreter: Interpreter
    /// Each evaluated tree, with the file it came from (nil: the snippet being evaluated).
    private var units: [EvaluatedUnit] = []
    /// How many snippets `evaluate` has been given; the current one is `snippetCount - 1`.
    private var snippetCount = 0

    public init(registry: Registry = .standard) {
        interpreter = Interpreter(registry: registry)
    }

    /// Declares the types, extensions and functions of a site-wide `.swift` file.
    /// Diagnostics name `file`.
    public func loadDeclarations(_ source: String, file: String) -> [SnippetDiagnostic] {
        let parsed: SourceFileSyntax
        switch SnippetParsing.parse(source) {
        case .parsed(let tree): parsed = tree
        case .refused(var refusal):
            refusal.file = file
            return [refusal]
        }
        var diagnostics = SwiftSyntaxCheck.diagnostics(for: parsed).map { diagnostic -> SnippetDiagnostic in
            var diagnostic = diagnostic
            diagnostic.file = file
            return diagnostic
        }
        guard diagnostics.isEmpty, let tree = prepare(parsed, file: file) else { return diagnostics }
        diagnostics += symbolWarnings(in: tree, source: source)
        for item in tree.statements {
            guard case .decl(let decl) = item.item else { continue }
            do {
                try interpreter.declare(decl, in: interpreter.globals)
            } catch let error as EvaluationError {
                diagnostics.append(diagnostic(for: error))
            } catch {
                continue
            }
        }
        return diagnostics
    }

    /// Evaluates a snippet: its declarations join the session; its previews are returned.
    public func evaluate(_ source: String, kind: SnippetKind) -> SnippetEvaluation {
        evaluate(ParsedSnippet(source), kind: kind)
    }

    /// Evaluates a snippet already parsed (and syntax-checked) by ``ParsedSnippet``.
    public func evaluate(_ snippet: ParsedSnippet, kind: SnippetKind) -> SnippetEvaluation {
        snippetCount += 1
        guard snippet.syntaxDiagnostics.isEmpty, case .parsed(let parsed) = snippet.outcome else {
            return SnippetEvaluation(previews: [], diagnostics: snippet.syntaxDiagnostics)
        }
        guard let tree = prepare(parsed, file: nil) else { return SnippetEvaluation() }
        interpreter.budget = Budget()
        interpreter.deferredError = nil
        var evaluation = SnippetEvaluation()
        evaluation.diagnostics = symbolWarnings(in: tree, source: snippet.source)
        do {
            evaluation.previews = try PreviewCollector(interpreter: interpreter).previews(in: tree, kind: kind)
            // A view built while the snippet ran (a `TimelineView`'s content) keeps its
            // error as layout-time work does: it is this snippet's.
            if let error = interpreter.deferredError {
                interpreter.deferredError = nil
                throw error
            }
        } catch let error as EvaluationError {
            evaluation.diagnostics.append(diagnostic(for: error))
        } catch let mismatch as TypeMismatch {
            evaluation.diagnostics.append(diagnostic(for: EvaluationError(mismatch.message, at: mismatch.node)))
        } catch {
            evaluation.diagnostics.append(SnippetDiagnostic(severity: .error, line: 1, column: 1, message: "\(error)"))
        }
        return evaluation
    }

    /// Lays out and draws a preview. Errors in a body that runs during layout are
    /// returned as diagnostics.
    /// - Throws: GalleyUI's font errors.
    public func render(
        _ preview: SnippetPreview, width: Double = 390, height: Double? = nil, colorScheme: ColorScheme = .light
    ) throws -> Result<RenderResult, SnippetFailure> {
        // One appearance asked for gives one picture.
        try render(preview, width: width, height: height, colorSchemes: [colorScheme]).map { $0[0] }
    }

    /// Lays out and draws a preview in each of `colorSchemes`, in order: laid out once
    /// when its layout does not depend on the appearance (GalleyUI's `KeptLayout`), again
    /// for each appearance when it does. Errors in a body that runs during layout are
    /// returned as diagnostics.
    /// - Throws: GalleyUI's font errors.
    public func render(
        _ preview: SnippetPreview, width: Double = 390, height: Double? = nil, colorSchemes: [ColorScheme]
    ) throws -> Result<[RenderResult], SnippetFailure> {
        let proposal = ProposedViewSize(width: CGFloat(width), height: height.map { CGFloat($0) })
        var results: [RenderResult] = []
        var kept: KeptLayout?
        for scheme in colorSchemes {
            interpreter.deferredError = nil
            interpreter.budget = Budget()
            if let redrawn = kept?.redrawn(in: scheme) {
                results.append(redrawn)
            } else {
                let layout = try GalleyUI.renderKeepingLayout(preview.view, proposal: proposal, colorScheme: scheme)
                kept = kept ?? layout
                results.append(layout.result)
            }
            if let error = interpreter.deferredError {
                interpreter.deferredError = nil
                return .failure(SnippetFailure(diagnostics: [diagnostic(for: error)]))
            }
        }
        return .success(results)
    }

    /// Parses and folds operators, remembering the tree for positions.
    private func prepare(_ parsed: SourceFileSyntax, file: String?) -> SourceFileSyntax? {
        let tree: SourceFileSyntax
        if parsed.containsOperatorSequences {
            guard
                let folded = OperatorTable.standardOperators.foldAll(parsed, errorHandler: { _ in })
                    .as(SourceFileSyntax.self)
            else { return nil }
            tree = folded
        } else {
            tree = parsed
        }
        units.append(EvaluatedUnit(tree: tree, file: file, snippet: file == nil ? snippetCount - 1 : nil))
        return tree
    }

    /// Warnings for symbol names with no icon in the tree `prepare` just remembered, parsed
    /// from `source`.
    private func symbolWarnings(in tree: SourceFileSyntax, source: String) -> [SnippetDiagnostic] {
        let offsets = SymbolNameCheck.labelOffsets(in: source)
        guard !offsets.isEmpty, let unit = units.last else { return [] }
        return SymbolNameCheck.warnings(
            in: tree, atLabelOffsets: offsets, converter: { unit.converter }, file: unit.file)
    }

    private func diagnostic(for error: EvaluationError) -> SnippetDiagnostic {
        let rootID = error.node.root.id
        guard let unit = units.last(where: { $0.root == rootID }) else {
            return SnippetDiagnostic(severity: .error, line: 1, column: 1, message: error.message, notes: error.notes)
        }
        var node = error.node
        var length = node.trimmedLength.utf8Length
        if let token = node.as(TokenSyntax.self), token.tokenKind == .period,
            let next = token.nextToken(viewMode: .sourceAccurate)
        {
            length = 1 + next.trimmedLength.utf8Length
        }
        let start = unit.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let end = unit.converter.location(for: node.positionAfterSkippingLeadingTrivia.advanced(by: length))
        if end.line != start.line { length = 1 }
        node = Syntax(node)
        let earlier = unit.snippet.flatMap { $0 == snippetCount - 1 ? nil : $0 }
        return SnippetDiagnostic(
            severity: .error, line: start.line, column: start.column, length: length, message: error.message,
            notes: error.notes, file: unit.file, earlierSnippet: earlier)
    }
}

/// Problems found while a preview was laid out.
public struct SnippetFailure: Error {
    public var diagnostics: [SnippetDiagnostic]

    public init(diagnostics: [SnippetDiagnostic]) {
        self.diagnostics = diagnostics
    }
}
