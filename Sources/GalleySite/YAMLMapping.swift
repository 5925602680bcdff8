import GalleySnippets
import Yams

/// Reads a YAML mapping (site.yml or an article's front matter) key by key, reporting
/// problems at the key's or value's line and column inside the file that holds it.
struct YAMLMapping {
    let source: SourceText
    /// Added to YAML's 1-based line numbers to get the line in `source` (front matter
    /// starts after the opening `---`).
    let lineOffset: Int
    let entries: [(key: String, keyMark: Yams.Mark?, value: Node)]

    /// Parses `yaml`; a syntax error or a document that is not a mapping becomes a
    /// diagnostic and `nil`.
    static func parse(
        _ yaml: String, in source: SourceText, lineOffset: Int, diagnostics: inout [Diagnostic]
    ) -> YAMLMapping? {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            diagnostics.append(diagnostic(for: error, in: source, lineOffset: lineOffset))
            return nil
        } catch {
            diagnostics.append(source.diagnostic(.error, line: lineOffset + 1, column: 1, "invalid YAML: \(error)"))
            return nil
        }
        guard let node else {
            return YAMLMapping(source: source, lineOffset: lineOffset, entries: [])
        }
        guard let mapping = node.mapping else {
            let mark = node.mark
            diagnostics.append(
                source.diagnostic(
                    .error, line: lineOffset + (mark?.line ?? 1), column: mark?.column ?? 1,
                    "expected a mapping of keys to values"))
            return nil
        }
        var entries: [(String, Yams.Mark?, Node)] = []
        for (key, value) in mapping {
            entries.append((key.string ?? "\(key.any)", key.mark, value))
        }
        return YAMLMapping(source: source, lineOffset: lineOffset, entries: entries)
    }

    private static func diagnostic(for error: YamlError, in source: SourceText, lineOffset: Int) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = "invalid YAML: \(problem)"
            if let context { message += " (\(context.text))" }
            return source.diagnostic(.error, line: lineOffset + mark.line, column: mark.column, message)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return source.diagnostic(
                .error, line: lineOffset + context.mark.line, column: context.mark.column,
                "duplicate key '\(duplicates.joined(separator: "', '"))'")
        default:
            return source.diagnostic(.error, line: lineOffset + 1, column: 1, "invalid YAML: \(error)")
        }
    }

    /// The entry for `key`, if present.
    func entry(_ key: String) -> (key: String, keyMark: Yams.Mark?, value: Node)? {
        entries.first { $0.key == key }
    }

    /// A diagnostic at a node's position (or the start of the mapping when unknown).
    func diagnostic(_ severity: Diagnostic.Severity, at mark: Yams.Mark?, length: Int = 1, _ message: String)
        -> Diagnostic
    {
        source.diagnostic(
            severity, line: lineOffset + (mark?.line ?? 1), column: mark?.column ?? 1, length: length, message)
    }

    /// A string value, or a diagnostic when the value is not a scalar.
    func string(_ key: String, diagnostics: inout [Diagnostic]) -> String? {
        guard let entry = entry(key) else { return nil }
        guard let scalar = entry.value.scalar else {
            diagnostics.append(diagnostic(.error, at: entry.value.mark, "'\(key)' must be text"))
            return nil
        }
        return scalar.string
    }

    /// Keys not in `known` get a warning each (a typo such as `tittle` is easy to miss).
    func warnAboutUnknownKeys(known: Set<String>, diagnostics: inout [Diagnostic]) {
        for entry in entries where !known.contains(entry.key) {
            let suggestion = Suggestion.closest(to: entry.key, among: known).map { "; did you mean '\($0)'?" } ?? ""
            diagnostics.append(
                diagnostic(
                    .warning, at: entry.keyMark, length: entry.key.utf8.count, "unknown key '\(entry.key)'\(suggestion)"
                ))
        }
    }
}
