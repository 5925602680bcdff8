import GalleyMarkdown

/// The filter applied to an article: every raw HTML node, each change a warning at its
/// line and column in the file.
extension RawHTMLFilter {
    /// Part of the first pass: it depends on the article and site.yml alone. Raw HTML is
    /// filtered as GitHub filters it unless the site keeps it as written.
    static func clean(_ page: ParsedArticle, keepingUnsafeHTML: Bool, diagnostics: inout [Diagnostic]) {
        guard !keepingUnsafeHTML else { return }
        for node in page.document.allNodes() where node.kind == .htmlBlock || node.kind == .htmlInline {
            let literal = node.literal ?? ""
            let (cleaned, changes) = filter(literal)
            guard !changes.isEmpty || cleaned != literal else { continue }
            node.literal = cleaned
            let start = page.filePosition(node.start)
            for change in changes {
                let position = filePosition(ofByte: change.offset, in: literal, startingAt: start)
                diagnostics.append(
                    page.article.source.diagnostic(
                        .warning, line: position.line, column: position.column, length: change.length,
                        change.message))
            }
        }
    }

    /// Where byte `offset` of a raw HTML node's text is in the file. Lines after the first
    /// are taken to be indented as the first is (as inside a list item).
    static func filePosition(ofByte offset: Int, in literal: String, startingAt start: SourcePosition)
        -> SourcePosition
    {
        let before = literal.utf8.prefix(offset)
        let lineBreaks = before.filter { $0 == UInt8(ascii: "\n") }.count
        guard lineBreaks > 0, let lastBreak = before.lastIndex(of: UInt8(ascii: "\n")) else {
            return SourcePosition(line: start.line, column: start.column + offset)
        }
        let column = before.distance(from: lastBreak, to: before.endIndex)
        return SourcePosition(line: start.line + lineBreaks, column: start.column - 1 + column)
    }
}
