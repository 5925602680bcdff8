import Foundation

/// Lays out a whole text: splits paragraphs at newlines, breaks them into lines, applies
/// the line limit with truncation, and places lines and glyphs.
struct TextLayouter {
    static let ellipsis = "\u{2026}"

    let face: LoadedFace
    let font: FontSpec
    let options: TextLayoutOptions

    /// A line before placement.
    private struct PendingLine {
        var text: String
        var width: Double
        var glyphs: [ShapedParagraph.Glyph]
        var isTruncated: Bool
    }

    func layout(_ text: String) -> TextLayout {
        let metrics = face.metrics(size: font.size)
        let lineHeight = max(0, options.lineHeight ?? FontMetrics.defaultLineHeight(forSize: font.size))
        let paragraphs = Self.paragraphs(of: text).map {
            ShapedParagraph(text: $0, face: face, font: font)
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
                        PositionedGlyph(glyph: $0.id, x: x + $0.x, y: baseline + $0.y, face: face.id)
                    },
                    isTruncated: line.isTruncated))
        }
        let height =
            lines.isEmpty
            ? 0 : Double(lines.count) * lineHeight + Double(lines.count - 1) * options.lineSpacing
        return TextLayout(
            lines: lines, size: CGSize(width: width, height: height), font: font, face: face.id,
            glyphScale: face.scale(forSize: font.size), lineHeight: lineHeight, metrics: metrics)
    }

    /// Paragraphs separated by any newline convention; an empty text has none.
    static func paragraphs(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        // "\r\n" is one Character in Swift, so a split on Character handles it too.
        return text.split(
            omittingEmptySubsequences: false,
            whereSeparator: {
                $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}"
            }
        ).map(String.init)
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
                    let rest = paragraphs[(paragraphIndex + 1)...].map { String($0.characters) }
                    result.append(
                        truncatedLine(paragraph: paragraph, from: range.lowerBound, laterParagraphs: rest))
                    return result
                }
                let end = paragraph.trimmedEnd(of: range)
                result.append(
                    PendingLine(
                        text: String(paragraph.characters[range.lowerBound..<end]),
                        width: paragraph.width(of: range), glyphs: paragraph.glyphs(in: range),
                        isTruncated: false))
            }
        }
        return result
    }

    /// The last line that fits when more text follows: as much of the remaining text as
    /// fits with an ellipsis, cut at the truncation position.
    private func truncatedLine(
        paragraph: ShapedParagraph, from start: Int, laterParagraphs: [String]
    ) -> PendingLine {
        let restOfParagraph = Array(paragraph.characters[start...])
        switch options.truncation {
        case .tail:
            // Later paragraphs are not shown; the ellipsis says there is more.
            return bestFit(count: restOfParagraph.count) { kept in
                Self.trimmingTrailingWhitespace(restOfParagraph[..<kept]) + Self.ellipsis
            }
        case .head, .middle:
            let all = Array(([String(restOfParagraph)] + laterParagraphs).joined(separator: " "))
            let isHead = options.truncation == .head
            return bestFit(count: all.count) { kept in
                if isHead {
                    return Self.ellipsis + String(all[(all.count - kept)...]).trimmingLeadingWhitespace()
                }
                let headCount = (kept + 1) / 2
                let tailCount = kept - headCount
                return Self.trimmingTrailingWhitespace(all[..<headCount]) + Self.ellipsis
                    + String(all[(all.count - tailCount)...]).trimmingLeadingWhitespace()
            }
        }
    }

    /// The candidate keeping the most characters (at most `count`) whose width fits, found
    /// by binary search over shaped candidates; with no width, the one keeping them all.
    private func bestFit(count: Int, candidate: (Int) -> String) -> PendingLine {
        func shaped(_ kept: Int) -> PendingLine {
            let text = candidate(kept)
            let paragraph = ShapedParagraph(text: text, face: face, font: font)
            let range = 0..<paragraph.characters.count
            return PendingLine(
                text: text, width: paragraph.width(of: range), glyphs: paragraph.glyphs(in: range),
                isTruncated: true)
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

    private static func trimmingTrailingWhitespace(_ characters: ArraySlice<Character>) -> String {
        var slice = characters
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}

extension String {
    fileprivate func trimmingLeadingWhitespace() -> String {
        String(drop(while: { $0.isWhitespace }))
    }
}
