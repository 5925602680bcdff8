import Foundation
import GalleySVG
import GalleyText

/// Lays out and draws a `Text` with GalleyText: its runs (parts of a concatenation,
/// inline symbols) each in its own font and colour, broken into lines as one text.
final class TextNode: LayoutNode {
    /// What a reader hears: the characters, a symbol as its name.
    let content: String
    /// The first run's font: the text's own, which sets its spacing in a stack.
    let font: ResolvedFont
    /// The runs as GalleyText lays them out, at full size.
    private let runs: [TextRun]
    private let runStyles: [TextRunStyle]
    private let engine: TextEngine
    private var placedProposal = ProposedViewSize.unspecified

    init(text: Text, environment: EnvironmentValues, engine: TextEngine) {
        self.engine = engine
        var runs: [TextRun] = []
        var spoken: [String] = []
        var fonts: [ResolvedFont] = []
        for run in text.runs {
            var font = (run.style.font ?? environment.font ?? .body).resolve(in: environment)
            if let weight = run.style.weight { font.weight = weight }
            if run.style.isItalic { font.isItalic = true }
            let spec = FontSpec(
                size: font.size, weight: FontWeight(closestTo: font.weight), italic: font.isItalic,
                tracking: run.style.kerning ?? environment.kerning + InterTracking.points(forSize: font.size),
                monospacedDigits: font.usesMonospacedDigits)
            switch run.content {
            case .string(let string):
                let cased: String =
                    switch environment.textCase {
                    case .uppercase: string.uppercased()
                    case .lowercase: string.lowercased()
                    case nil: string
                    }
                runs.append(.text(cased, font: spec))
                spoken.append(cased)
            case .symbol(let name):
                // A name Galley has no icon for shows as a question mark, as it is read.
                if let glyph = engine.iconGlyph(systemName: environment.symbolVariants.name(of: name)) {
                    runs.append(TextRun(.symbol(glyph: glyph), font: spec))
                } else {
                    runs.append(.text("?", font: spec))
                }
                spoken.append(SymbolAccessibility.label(forSystemName: name))
            }
            fonts.append(font)
        }
        self.runs = runs
        runStyles = text.runs.map(\.style)
        content = spoken.joined()
        font = fonts.first ?? (environment.font ?? .body).resolve(in: environment)
        super.init(typeName: "Text", environment: environment)
    }

    private static func isSymbol(_ run: TextRun) -> Bool {
        if case .symbol = run.content { return true }
        return false
    }

    /// Whether there is nothing to show.
    private var isEmpty: Bool {
        runs.allSatisfy { if case .text(let text) = $0.content { text.isEmpty } else { false } }
    }

    /// SwiftUI sets lines at the font's own line height (ascender − descender + line
    /// gap), not at the HIG line height; the HIG height shows up as spacing instead. A
    /// text in several fonts takes the tallest. Worked out once: every layout and every
    /// stack gap asks for it, and each answer takes the engine's lock per run.
    private lazy var lineHeight: CGFloat = {
        var tallest: CGFloat?
        for run in runs {
            let height = engine.metrics(for: run.font).naturalLineHeight
            tallest = max(tallest ?? height, height)
        }
        return tallest ?? engine.metrics(for: FontSpec(size: font.size)).naturalLineHeight
    }()

    override var spacingKind: SpacingKind {
        .text(leading: max(font.styleLineHeight - lineHeight, 0))
    }

    private func options(for proposal: ProposedViewSize, lineHeight: CGFloat) -> TextLayoutOptions {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        // Heights come back rounded up to a pixel; a little tolerance keeps a text that
        // is offered its own height from dropping a line.
        let maxHeight = proposal.height.flatMap { $0.isFinite ? $0 + 0.01 : nil }
        let alignment: LineAlignment =
            switch environment.multilineTextAlignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        let truncation: TruncationPosition =
            switch environment.truncationMode {
            case .head: .head
            case .middle: .middle
            case .tail: .tail
            }
        return TextLayoutOptions(
            width: width.map { Double($0) }, maxHeight: maxHeight.map { Double($0) },
            lineLimit: environment.lineLimit,
            truncation: truncation, alignment: alignment, lineHeight: lineHeight,
            lineSpacing: environment.lineSpacing)
    }

    /// Layouts by proposal. A text is asked a handful of proposals (its minimum, its
    /// ideal, its share, its final size): a list searched in order costs less than a
    /// dictionary, which hashed the proposal and allocated a table for every text.
    private var layoutCache: [(proposal: ProposedViewSize, layout: TextLayout)] = []

    /// The layout for a proposal: at full size if it fits, else shrunk down to the
    /// minimum scale factor, else truncated.
    func layout(for proposal: ProposedViewSize) -> TextLayout {
        if let cached = layoutCache.first(where: { $0.proposal == proposal }) { return cached.layout }
        var result = engine.layout(runs: runs, options: options(for: proposal, lineHeight: lineHeight))
        if result.isTruncated, environment.allowsTightening {
            // Tightening takes up to 5 % of an em out of each letter's advance.
            let tight = runs.map { run in
                var run = run
                run.font.tracking = run.font.tracking - run.font.size * 0.05
                return run
            }
            let tightened = engine.layout(runs: tight, options: options(for: proposal, lineHeight: lineHeight))
            if !tightened.isTruncated { result = tightened }
        }
        let minimumScale = environment.minimumScaleFactor
        if result.isTruncated, minimumScale < 1 {
            var scale: CGFloat = 1
            while result.isTruncated, scale > minimumScale {
                scale = max(scale - 0.05, minimumScale)
                let shrunk = runs.map { run in
                    var run = run
                    run.font.size = run.font.size * scale
                    run.font.tracking = run.font.tracking * scale
                    return run
                }
                result = engine.layout(runs: shrunk, options: options(for: proposal, lineHeight: lineHeight * scale))
            }
        }
        if layoutCache.isEmpty { layoutCache.reserveCapacity(4) }
        layoutCache.append((proposal, result))
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !isEmpty else { return .zero }
        if let width = proposal.width, width <= 0 {
            // Offered no width at all, a text shows nothing but keeps a line's height.
            return CGSize(width: 0, height: ceilToPixel(lineHeight))
        }
        let layout = layout(for: proposal)
        var height = layout.size.height
        if environment.lineLimitReservesSpace, let limit = environment.lineLimit {
            let reserved = CGFloat(limit) * lineHeight + CGFloat(limit - 1) * environment.lineSpacing
            height = max(height, reserved)
        }
        return CGSize(width: ceilToPixel(layout.size.width), height: ceilToPixel(height))
    }

    private func ceilToPixel(_ value: CGFloat) -> CGFloat {
        let scale = environment.displayScale
        // Measurements carry float noise; do not round 20.0000001 up a whole pixel.
        return ((value * scale) - 0.001).rounded(.up) / scale
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        placedProposal = proposal
    }

    override func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        guard axis == .vertical, !isEmpty else {
            return key.defaultValue(length: size[axis])
        }
        switch key {
        case .firstBaseline: return layout(for: ProposedViewSize(size)).firstBaseline
        case .lastBaseline: return layout(for: ProposedViewSize(size)).lastBaseline
        default: return key.defaultValue(length: size[axis])
        }
    }

    override func draw(into list: inout DisplayList) {
        guard !isEmpty, frame.width > 0 else { return }
        let layout = layout(for: placedProposal)
        let defaultPaint = ForegroundStyle().paint(in: environment, bounds: frame)
        let paints = runStyles.map { style in
            style.color.map { resolvePaint($0.style, in: environment, bounds: frame) } ?? defaultPaint
        }
        func paint(_ run: Int) -> Paint { paints.indices.contains(run) ? paints[run] : defaultPaint }
        func baselineOffset(_ run: Int) -> CGFloat {
            runStyles.indices.contains(run) ? runStyles[run].baselineOffset ?? 0 : 0
        }
        let origin = CGPoint(x: frame.minX, y: frame.minY)
        if !environment.redactionReasons.isEmpty {
            let shifted = CGPoint(x: origin.x, y: origin.y - baselineOffset(0))
            drawRedacted(layout, origin: shifted, paint: paint(0), into: &list)
            return
        }
        // Readers get the symbols' names rather than the placeholder character they take.
        let spoken = runs.contains(where: Self.isSymbol) ? content : nil
        for run in GlyphRunBuilder.runs(
            for: layout, engine: engine, origin: origin, text: spoken, baselineOffset: baselineOffset, paint: paint)
        {
            list.append(.glyphs(run))
        }
        if runStyles.contains(where: { $0.isUnderlined || $0.isStruckThrough }) {
            drawDecorations(layout, origin: origin, paint: paint, baselineOffset: baselineOffset, into: &list)
        }
    }

    /// Redacted text: a rounded bar of the text colour at 16 % over each line's glyphs.
    private func drawRedacted(
        _ layout: TextLayout, origin: CGPoint, paint: Paint, into list: inout DisplayList
    ) {
        let height = layout.font.size * 0.9
        for line in layout.lines {
            let rect = CGRect(
                x: origin.x + line.x, y: origin.y + line.baseline - layout.font.size * 0.75,
                width: line.width, height: height)
            list.append(
                .fill(
                    .roundedRect(rect, cornerRadius: height * 0.25),
                    paint.multiplyingOpacity(by: 0.16)))
        }
    }

    /// Underlines and strike-throughs of the runs that ask for them: a bar of a
    /// seventeenth of the size under (or through) each of their stretches on a line.
    private func drawDecorations(
        _ layout: TextLayout, origin: CGPoint, paint: (Int) -> Paint, baselineOffset: (Int) -> CGFloat,
        into list: inout DisplayList
    ) {
        let thickness = max(layout.font.size / 17, 0.5)
        for line in layout.lines {
            for span in line.spans where runStyles.indices.contains(span.run) {
                let style = runStyles[span.run]
                var offsets: [CGFloat] = []
                if style.isUnderlined { offsets.append(layout.font.size * 0.12) }
                if style.isStruckThrough { offsets.append(-layout.metrics.xHeight / 2) }
                for offset in offsets {
                    let rect = CGRect(
                        x: origin.x + span.x,
                        y: origin.y - baselineOffset(span.run) + line.baseline + offset - thickness / 2,
                        width: span.width, height: thickness)
                    list.append(.fill(.rect(rect), paint(span.run)))
                }
            }
        }
    }

    override func appendOwnAccessibilityText(into texts: inout [String]) {
        texts.append(content)
    }
}

/// Inter's recommended tracking by size ("dynamic metrics": −0.0223 + 0.185·e^(−0.1745·size)
/// em), which tightens large text as SF Pro's own tracking table does: about 0 at 12 pt,
/// −0.2 pt at 17 pt, −0.6 pt at 28 pt.
enum InterTracking {
    static func points(forSize size: CGFloat) -> CGFloat {
        let em = -0.0223 + 0.185 * exp(-0.1745 * size)
        return em * size
    }
}

extension FontWeight {
    /// The nearest of Inter's weights to a SwiftUI weight.
    init(closestTo weight: Font.Weight) {
        self =
            FontWeight.allCases.min {
                abs($0.rawValue - weight.rawValue) < abs($1.rawValue - weight.rawValue)
            }
            ?? .regular
    }
}
