import ArgumentParser
import Foundation
import GalleySite
import GalleySnippets
import GalleyUI

/// `galley render`: one snippet to an SVG, or to its laid-out view tree as JSON. This is
/// how layout is tested and debugged without building a site.
struct RenderCommand: ParsableCommand {
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case svg, json
    }

    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render one Swift snippet to SVG (or its laid-out tree to JSON).")

    @Argument(help: "The snippet file; '-' or nothing reads standard input.")
    var file: String?

    @Option(name: .long, help: "Where to write the result (default: standard output).")
    var output: String?

    @Option(name: .long, help: "The width proposed to the view, in points.")
    var width: Double = 390

    @Option(name: .long, help: "The height proposed to the view, in points (default: its ideal height).")
    var height: Double?

    @Option(name: .long, help: "The colour scheme: light or dark.")
    var scheme: String = "light"

    @Option(name: .long, help: "What to write: svg or json.")
    var format: OutputFormat = .svg

    func validate() throws {
        guard ["light", "dark"].contains(scheme) else {
            throw ValidationError("--scheme must be 'light' or 'dark', not '\(scheme)'")
        }
        guard width > 0, height.map({ $0 > 0 }) ?? true else {
            throw ValidationError("--width and --height must be positive")
        }
    }

    func run() throws {
        let (source, name) = try readSource()
        let session = SnippetSession()
        let evaluation = session.evaluate(source, kind: .preview)
        guard !evaluation.hasErrors else {
            return try fail(evaluation.diagnostics, source: source, name: name)
        }
        // Warnings (a symbol with no icon) are printed; the picture is still written.
        if !evaluation.diagnostics.isEmpty {
            Terminal.standardError(
                DiagnosticFormat.text.render(diagnostics(evaluation.diagnostics, source: source, name: name)))
        }
        guard let preview = evaluation.previews.first else {
            let diagnostic = SnippetDiagnostic(
                severity: .error, line: 1, column: 1,
                message: "the snippet shows no view: write a view expression, a #Preview or a View struct")
            return try fail([diagnostic], source: source, name: name)
        }
        let outcome: Result<RenderResult, SnippetFailure>
        do {
            outcome = try session.render(
                preview, width: width, height: height, colorScheme: scheme == "dark" ? .dark : .light)
        } catch {
            // Only the fonts can fail here: an environment problem.
            throw EnvironmentError("\(error)")
        }
        let rendered: RenderResult
        switch outcome {
        case .success(let result): rendered = result
        case .failure(let failure): return try fail(failure.diagnostics, source: source, name: name)
        }
        let data: Data
        switch format {
        case .svg: data = Data(rendered.svg().utf8)
        case .json: data = try rendered.root.jsonData() + Data("\n".utf8)
        }
        if let output {
            do {
                try data.write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw EnvironmentError("cannot write \(output): \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(data)
        }
    }

    private func readSource() throws -> (String, String) {
        guard let file, file != "-" else {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return (String(decoding: data, as: UTF8.self), "<stdin>")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw EnvironmentError("cannot read \(file)")
        }
        return (String(decoding: data, as: UTF8.self), file)
    }

    /// Prints the snippet's diagnostics, compiler style, and exits 1.
    private func fail(_ problems: [SnippetDiagnostic], source: String, name: String) throws {
        Terminal.standardError(DiagnosticFormat.text.render(diagnostics(problems, source: source, name: name)))
        throw ExitCode(1)
    }

    /// The snippet's problems as diagnostics of the file (or standard input) it came from.
    private func diagnostics(_ problems: [SnippetDiagnostic], source: String, name: String) -> [Diagnostic] {
        let lines = source.components(separatedBy: "\n")
        return problems.map { problem -> Diagnostic in
            let excerpt =
                problem.file == nil && lines.indices.contains(problem.line - 1)
                ? Array(lines[max(0, problem.line - 2)...(problem.line - 1)]) : []
            return Diagnostic(
                file: problem.file ?? name, line: problem.line, column: problem.column, length: problem.length,
                severity: Diagnostic.Severity(rawValue: problem.severity.rawValue) ?? .error, message: problem.message,
                notes: problem.notes, excerpt: excerpt)
        }
    }
}
