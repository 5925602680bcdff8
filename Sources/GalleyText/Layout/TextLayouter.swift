import Foundation

/// Lays out a whole text: splits paragraphs at newlines, breaks them into lines, applies
/// the line limit with truncation, and places lines and glyphs.
struct TextLayouter {
    static let ellipsis = "\u{2026}"

    /// The runs, resolved to faces.
    let shaping: [ShapingRun]
    let runs: [TextRun]
    let options: TextLayoutOptions

    /// The first run's face and font: the text's own, for the layout's description.
    private var primary: ShapingRun { shaping[0] }

    init(runs: [TextRun], shaping: [ShapingRun], options: TextLayoutOptions) {
        self.runs = runs
        self.shaping = shaping
        self.options = options
    }

    /// A line before placement.
    private struct PendingLine {
        var text: String
        var width: Double
        var glyphs: [ShapedParagraph.Glyph]
        var spans: [TextLine.Span]
        var isTruncated: Bool
    }

    func layout() -> TextLayout {
        let metrics = lineMetrics
        let font = primary.font
        // By default, the line height of the largest font among the runs.
        let largest = shaping.map(\.font.size).max() ?? font.size
        let lineHeight = max(0, options.lineHeight ?? FontMetrics.defaultLineHeight(forSize: largest))
        let paragraphs = paragraphs().map {
            ShapedParagraph(characters: $0.characters, runs: $0.runs, shaping: shaping)
        }
        let pending = lines(of: paragraphs, maxLines: maxLines(lineHeight: lineHeight))

        let width = pending.map(\.width).max() ?? 0
        // Half the leading above the glyphs' ascent, half below the descent, as in CSS.
        let halfLeading = (lineHeight - (metrics.ascender - metrics.descender)) / 2
        var lines: [TextLine] = []
        for (index, line) in pending.enumerated() {
            let top = Double(index) * (lineHeight + options.lineSpacing)
            let baseline = top + halfLeading + metrics.ascender
            let x = (width - line.width) * options.alignment.factor
            lines.append(
                TextLine(
                    text: line.text, width: line.width, x: x, top: top, baseline: baseline,
                    glyphs: line.glyphs.map {
                        PositionedGlyph(
                            glyph: $0.id, x: x + $0.x, y: baseline + $0.y, face: $0.face, run: $0.run)
                    },
                    isTruncated: line.isTruncated,
                    spans: line.spans.map { TextLine.Span(run: $0.run, x: x + $0.x, width: $0.width) }))
        }
        let height =
            lines.isEmpty
            ? 0 : Double(lines.count) * lineHeight + Double(lines.count - 1) * options.lineSpacing
        return TextLayout(
            lines: lines, size: CGSize(width: width, height: height), font: font, face: primary.face.id,
            glyphScale: primary.face.scale(forSize: font.size), lineHeight: lineHeight, metrics: metrics,
            runs: runs)
    }

    /// The vertical metrics lines are set with: the first run's, grown to the tallest
    /// ascender and deepest descender of the runs of characters, so that a larger run
    /// fits (a symbol is sized to its run's font and fits in it).
    private var lineMetrics: FontMetrics {
        var metrics = primary.face.metrics(size: primary.font.size)
        for run in shaping.dropFirst() {
            let other = run.face.metrics(size: run.font.size)
            metrics.ascender = max(metrics.ascender, other.ascender)
            metrics.descender = min(metrics.descender, other.descender)
        }
        return metrics
    }

    /// The text's characters split into paragraphs at newlines, each character with its
    /// run; an empty text has none.
    private func paragraphs() -> [AttributedCharacters] {
        var paragraphs: [AttributedCharacters] = []
        var current = AttributedCharacters()
        var isEmpty = true
        for (index, run) in runs.enumerated() {
            for character in run.characters {
                isEmpty = false
                if Self.isNewline(character) {
                    paragraphs.append(current)
                    current = AttributedCharacters()
                } else {
                    current.append(character, run: index)
                }
            }
        }
        if isEmpty { return [] }
        paragraphs.append(current)
        return paragraphs
    }

    private static func isNewline(_ character: Character) -> Bool {
        // "\r\n" is one Character in Swift, so comparing Characters handles it too.
        character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2028}"
            || character == "\u{2029}"
    }

    /// The most lines allowed by the line limit and the height, at least one.
    private func maxLines(lineHeight: Double) -> Int {
        var limit = max(1, options.lineLimit ?? Int.max)
        if let maxHeight = options.maxHeight, lineHeight > 0 {
            let step = lineHeight + options.lineSpacing
            let fitting = Int(
                ((maxHeight + options.lineSpacing) / step + LineBreaker.epsilon).rounded(.down))
            limit = min(limit, max(1, fitting))
        }
        return limit
    }

    private func lines(of paragraphs: [ShapedParagraph], maxLines: Int) -> [PendingLine] {
        var result: [PendingLine] = []
        for (paragraphIndex, paragraph) in paragraphs.enumerated() {
            let ranges =
                options.width.map { LineBreaker(paragraph: paragraph, width: $0).lineRanges() }
                ?? [0..<paragraph.characters.count]
            for (rangeIndex, range) in ranges.enumerated() {
                let isLastOfText = paragraphIndex == paragraphs.count - 1 && rangeIndex == ranges.count - 1
                if result.count == maxLines - 1 && !isLastOfText {
                    let rest = paragraphs[(paragraphIndex + 1)...].map {
                        AttributedCharacters(characters: $0.characters, runs: $0.runOfCharacter)
                    }
                    result.append(
                        truncatedLine(paragraph: paragraph, from: range.lowerBound, laterParagraphs: rest))
                    return result
                }
                let end = paragraph.trimmedEnd(of: range)
                result.append(
                    PendingLine(
                        text: String(paragraph.characters[range.lowerBound..<end]),
                        width: paragraph.width(of: range), glyphs: paragraph.glyphs(in: range),
                        spans: paragraph.spans(in: range), isTruncated: false))
            }
        }
        return result
    }

    /// The last line that fits when more text follows: as much of the remaining text as
    /// fits with an ellipsis, cut at the truncation position. The ellipsis is set in the
    /// run of the text it follows (or, at the head, precedes).
    private func truncatedLine(
        paragraph: ShapedParagraph, from start: Int, laterParagraphs: [AttributedCharacters]
    ) -> PendingLine {
        let whole = AttributedCharacters(characters: paragraph.characters, runs: paragraph.runOfCharacter)
        let restOfParagraph = whole.slice(start..<whole.count)
        let fallbackRun = restOfParagraph.runs.first ?? 0
        func ellipsis(run: Int?) -> AttributedCharacters {
            AttributedCharacters(characters: Array(Self.ellipsis), runs: [run ?? fallbackRun])
        }
        switch options.truncation {
        case .tail:
            // Later paragraphs are not shown; the ellipsis says there is more.
            return bestFit(count: restOfParagraph.count) { kept in
                var line = restOfParagraph.prefix(kept).trimmingTrailingWhitespace()
                line.append(ellipsis(run: line.runs.last))
                return line
            }
        case .head, .middle:
            var all = restOfParagraph
            for later in laterParagraphs {
                all.append(" ", run: all.runs.last ?? later.runs.first ?? fallbackRun)
                all.append(later)
            }
            let isHead = options.truncation == .head
            return bestFit(count: all.count) { kept in
                if isHead {
                    let tail = all.suffix(kept).trimmingLeadingWhitespace()
                    var line = ellipsis(run: tail.runs.first)
                    line.append(tail)
                    return line
                }
                let headCount = (kept + 1) / 2
                let tailCount = kept - headCount
                var line = all.prefix(headCount).trimmingTrailingWhitespace()
                line.append(ellipsis(run: line.runs.last))
                line.append(all.suffix(tailCount).trimmingLeadingWhitespace())
                return line
            }
        }
    }

    /// The candidate keeping the most characters (at most `count`) whose width fits, found
    /// by binary search over shaped candidates; with no width, the one keeping them all.
    private func bestFit(count: Int, candidate: (Int) -> AttributedCharacters) -> PendingLine {
        func shaped(_ kept: Int) -> PendingLine {
            let line = candidate(kept)
            let paragraph = ShapedParagraph(characters: line.characters, runs: line.runs, shaping: shaping)
            let range = 0..<paragraph.characters.count
            return PendingLine(
                text: String(line.characters), width: paragraph.width(of: range),
                glyphs: paragraph.glyphs(in: range), spans: paragraph.spans(in: range), isTruncated: true)
        }
        guard let width = options.width else { return shaped(count) }
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high + 1) / 2
            if shaped(middle).width <= width + LineBreaker.epsilon {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return shaped(low)
    }
}
