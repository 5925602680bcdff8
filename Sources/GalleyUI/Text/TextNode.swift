import Foundation
import GalleySVG
import GalleyText

/// Lays out and draws a `Text` with GalleyText.
final class TextNode: LayoutNode {
    let content: String
    let font: ResolvedFont
    let spec: FontSpec
    private let textStyle: TextRunStyle
    private let engine: TextEngine
    private var placedProposal = ProposedViewSize.unspecified

    init(text: Text, environment: EnvironmentValues, engine: TextEngine) {
        self.engine = engine
        textStyle = text.style
        var font = (text.style.font ?? environment.font ?? .body).resolve(in: environment)
        if let weight = text.style.weight { font.weight = weight }
        if text.style.isItalic { font.isItalic = true }
        self.font = font
        spec = FontSpec(
            size: font.size, weight: FontWeight(closestTo: font.weight), italic: font.isItalic,
            tracking: text.style.kerning ?? environment.kerning + InterTracking.points(forSize: font.size)
        )
        switch environment.textCase {
        case .uppercase: content = text.string.uppercased()
        case .lowercase: content = text.string.lowercased()
        case nil: content = text.string
        }
        super.init(typeName: "Text", environment: environment)
    }

    private var metrics: FontMetrics { engine.metrics(for: spec) }

    /// SwiftUI sets lines at the font's own line height (ascender − descender + line
    /// gap), not at the HIG line height; the HIG height shows up as spacing instead.
    private var lineHeight: CGFloat { metrics.naturalLineHeight }

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

    private var layoutCache: [ProposedViewSize: TextLayout] = [:]

    /// The layout for a proposal: at full size if it fits, else shrunk down to the
    /// minimum scale factor, else truncated.
    func layout(for proposal: ProposedViewSize) -> TextLayout {
        if let cached = layoutCache[proposal] { return cached }
        var result = engine.layout(
            content, font: spec, options: options(for: proposal, lineHeight: lineHeight))
        if result.isTruncated, environment.allowsTightening {
            // Tightening takes up to 5 % of an em out of each letter's advance.
            var tight = spec
            tight.tracking = spec.tracking - spec.size * 0.05
            let tightened = engine.layout(
                content, font: tight, options: options(for: proposal, lineHeight: lineHeight))
            if !tightened.isTruncated { result = tightened }
        }
        let minimumScale = environment.minimumScaleFactor
        if result.isTruncated, minimumScale < 1 {
            var scale: CGFloat = 1
            while result.isTruncated, scale > minimumScale {
                scale = max(scale - 0.05, minimumScale)
                var shrunk = spec
                shrunk.size = spec.size * scale
                shrunk.tracking = spec.tracking * scale
                result = engine.layout(
                    content, font: shrunk, options: options(for: proposal, lineHeight: lineHeight * scale))
            }
        }
        layoutCache[proposal] = result
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !content.isEmpty else { return .zero }
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
        guard axis == .vertical, !content.isEmpty else {
            return key.defaultValue(length: size[axis])
        }
        switch key {
        case .firstBaseline: return layout(for: ProposedViewSize(size)).firstBaseline
        case .lastBaseline: return layout(for: ProposedViewSize(size)).lastBaseline
        default: return key.defaultValue(length: size[axis])
        }
    }

    override func draw(into list: inout DisplayList) {
        guard !content.isEmpty, frame.width > 0 else { return }
        let layout = layout(for: placedProposal)
        let paint =
            textStyle.color.map { resolvePaint($0.style, in: environment, bounds: frame) }
            ?? ForegroundStyle().paint(in: environment, bounds: frame)
        let origin = CGPoint(x: frame.minX, y: frame.minY - textStyle.baselineOffset)
        if !environment.redactionReasons.isEmpty {
            drawRedacted(layout, origin: origin, paint: paint, into: &list)
            return
        }
        for run in GlyphRunBuilder.runs(for: layout, engine: engine, origin: origin, paint: paint) {
            list.append(.glyphs(run))
        }
        if textStyle.isUnderlined || textStyle.isStruckThrough {
            drawDecorations(layout, origin: origin, paint: paint, into: &list)
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

    /// Underlines and strike-throughs: a bar of a twelfth of the size per line.
    private func drawDecorations(
        _ layout: TextLayout, origin: CGPoint, paint: Paint, into list: inout DisplayList
    ) {
        let thickness = max(layout.font.size / 17, 0.5)
        for line in layout.lines {
            var offsets: [CGFloat] = []
            if textStyle.isUnderlined { offsets.append(layout.font.size * 0.12) }
            if textStyle.isStruckThrough { offsets.append(-layout.metrics.xHeight / 2) }
            for offset in offsets {
                let rect = CGRect(
                    x: origin.x + line.x, y: origin.y + line.baseline + offset - thickness / 2,
                    width: line.width, height: thickness)
                list.append(.fill(.rect(rect), paint))
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
