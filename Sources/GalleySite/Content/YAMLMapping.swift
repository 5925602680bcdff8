import GalleySnippets
import GalleySpelling
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
            diagnostics.append(
                diagnostic(
                    .error, at: node.mark, in: source, lineOffset: lineOffset, "expected a mapping of keys to values"))
            return nil
        }
        var entries: [(String, Yams.Mark?, Node)] = []
        for (key, value) in mapping {
            // A key that is a list or a mapping names nothing Galley reads. It is not turned
            // into text through `Node.any`: Yams traps on a mapping whose key is a mapping.
            guard let name = key.string else {
                diagnostics.append(
                    diagnostic(
                        .warning, at: key.mark, in: source, lineOffset: lineOffset,
                        "unknown key: a key is a name such as 'title', not a list or a mapping"))
                continue
            }
            entries.append((name, key.mark, value))
        }
        return YAMLMapping(source: source, lineOffset: lineOffset, entries: entries)
    }

    private static func diagnostic(for error: YamlError, in source: SourceText, lineOffset: Int) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = "invalid YAML: \(problem)"
            if let context { message += " (\(context.text))" }
            return diagnostic(.error, at: mark, in: source, lineOffset: lineOffset, message)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return diagnostic(
                .error, at: context.mark, in: source, lineOffset: lineOffset,
                "duplicate key '\(duplicates.joined(separator: "', '"))'")
        default:
            return source.diagnostic(.error, line: lineOffset + 1, column: 1, "invalid YAML: \(error)")
        }
    }

    /// A diagnostic at `mark` (the start of the YAML when unknown). libyaml marks what it
    /// finds at the end of the text (an error, an empty value) on the line after the last,
    /// which is the closing `---` in front matter but does not exist in a file that does
    /// not end with a line break: there, the diagnostic is at the end of the last line.
    private static func diagnostic(
        _ severity: Diagnostic.Severity, at mark: Yams.Mark?, in source: SourceText, lineOffset: Int,
        length: Int = 1, _ message: String
    ) -> Diagnostic {
        var line = lineOffset + (mark?.line ?? 1)
        var column = mark?.column ?? 1
        if line > source.lineCount {
            line = source.lineCount
            column = source.line(line).utf8.count + 1
        }
        return source.diagnostic(severity, line: line, column: column, length: length, message)
    }

    /// The entry for `key`, if present.
    func entry(_ key: String) -> (key: String, keyMark: Yams.Mark?, value: Node)? {
        entries.first { $0.key == key }
    }

    /// A diagnostic at a node's position (or the start of the mapping when unknown).
    func diagnostic(_ severity: Diagnostic.Severity, at mark: Yams.Mark?, length: Int = 1, _ message: String)
        -> Diagnostic
    {
        Self.diagnostic(severity, at: mark, in: source, lineOffset: lineOffset, length: length, message)
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
            let suggestion = Suggestion.didYouMean(entry.key, among: known)
            diagnostics.append(
                diagnostic(
                    .warning, at: entry.keyMark, length: entry.key.utf8.count, "unknown key '\(entry.key)'\(suggestion)"
                ))
        }
    }
}
