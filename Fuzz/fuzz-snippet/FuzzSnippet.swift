import FuzzSupport
import GalleySnippets
import GalleyUI

/// libFuzzer target: the bytes as a Swift snippet, evaluated as a ` ```swift preview ` block
/// and as a plain ` ```swift ` block, every preview drawn light and dark, the source
/// highlighted. A snippet may fail with diagnostics; it must never crash or hang.
@main enum FuzzSnippet {
    static func main() {
        LibFuzzer.run(fuzz)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let lines = parserLines(of: source).count
    for kind in [SnippetKind.preview, .code] {
        let session = SnippetSession()
        let evaluation = session.evaluate(source, kind: kind)
        check(evaluation.diagnostics, lineCount: lines)
        for preview in evaluation.previews {
            for scheme in [ColorScheme.light, .dark] {
                let outcome: Result<RenderResult, SnippetFailure>
                do {
                    outcome = try session.render(preview, colorScheme: scheme)
                } catch {
                    fatalError("the fonts could not be loaded: \(error)")
                }
                switch outcome {
                case .success(let result):
                    _ = result.svg(transparent: true)
                    _ = result.accessibilityLabel
                case .failure(let failure):
                    check(failure.diagnostics, lineCount: lines)
                }
            }
        }
    }
    _ = SwiftHighlighter.html(for: source)
    return 0
}

/// A diagnostic must point into the snippet, or Galley would report it at a line of the
/// article that is not the snippet's.
private func check(_ diagnostics: [SnippetDiagnostic], lineCount lines: Int) {
    for diagnostic in diagnostics where diagnostic.file == nil {
        guard (1...lines).contains(diagnostic.line) && diagnostic.column >= 1 else {
            fatalError("diagnostic outside the snippet (\(lines) lines): \(diagnostic)")
        }
    }
}
