import GalleySnippets
import GalleyUI

/// Evaluates `source` as a preview block and lays its first preview out.
func renderSnippet(
    _ source: String, width: Double = 390, height: Double? = nil, colorScheme: ColorScheme = .light,
    session: SnippetSession = SnippetSession()
) throws -> Result<RenderResult, SnippetFailure> {
    let evaluation = session.evaluate(source, kind: .preview)
    guard !evaluation.hasErrors else { return .failure(SnippetFailure(diagnostics: evaluation.diagnostics)) }
    guard let preview = evaluation.previews.first else {
        return .failure(
            SnippetFailure(diagnostics: [SnippetDiagnostic(severity: .error, line: 1, column: 1, message: "no preview")]
            ))
    }
    return try session.render(preview, width: width, height: height, colorScheme: colorScheme)
}

/// The laid-out tree of a snippet that must render.
func layout(_ source: String, width: Double = 390, session: SnippetSession = SnippetSession()) throws -> LaidOutNode {
    switch try renderSnippet(source, width: width, session: session) {
    case .success(let result): return result.root
    case .failure(let failure):
        throw SnippetTestError(
            description: failure.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n"))
    }
}

/// The diagnostics of a snippet that must fail, as `line:column: message`.
func problems(_ source: String, session: SnippetSession = SnippetSession()) throws -> [String] {
    switch try renderSnippet(source, session: session) {
    case .success: return []
    case .failure(let failure): return failure.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
    }
}

struct SnippetTestError: Error, CustomStringConvertible {
    var description: String
}
