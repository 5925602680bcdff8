import Foundation

/// Writes display items as SVG elements and collects the `<defs>` they refer to.
///
/// Every definition is written once: glyph outlines by key, and gradients, clip paths,
/// masks and filters by their content, so identical ones share one id.
final class SVGRenderer {
    private let idPrefix: String
    /// Path data the picture's other writers may have written already.
    private let pathData: PathDataCache?
    /// Definitions in the order they were first needed.
    private(set) var definitions = SVGText()
    private var idsByContent: [SVGText: ID] = [:]
    /// A preview's texts use a few dozen glyphs: room for them from the start.
    private var glyphIDs = [String: ID](minimumCapacity: 64)
    /// The next number of each kind, by the kind's ASCII letter.
    private var counters = [Int](repeating: 0, count: 128)

    /// A definition's id: its kind's letter and a number counting up per kind, written
    /// after the prefix.
    struct ID: Hashable {
        let kind: UInt8
        let number: Int
    }

    init(idPrefix: String, sharingPathDataWith pathData: PathDataCache? = nil) {
        self.idPrefix = idPrefix
        self.pathData = pathData
    }

    func render(_ list: DisplayList) -> SVGText {
        var output = SVGText()
        render(list, into: &output)
        return output
    }

    func render(_ list: DisplayList, into output: inout SVGText) {
        for item in list.items { render(item, into: &output) }
    }

    private func render(_ item: DisplayItem, into output: inout SVGText) {
        switch item {
        case .fill(let fill):
            guard !fill.path.isEmpty else { return }
            output.append("<path d=\"")
            output.append(pathData: fill.path, sharing: pathData)
            output.append("\"")
            appendPaint(fill.paint, property: "fill", to: &output)
            if fill.rule == .evenOdd { output.append(" fill-rule=\"evenodd\"") }
            output.append("/>")
        case .stroke(let stroke):
            guard !stroke.path.isEmpty, stroke.style.lineWidth > 0 else { return }
            output.append("<path d=\"")
            output.append(pathData: stroke.path, sharing: pathData)
            output.append("\" fill=\"none\"")
            appendPaint(stroke.paint, property: "stroke", to: &output)
            Self.appendStroke(stroke.style, to: &output)
            output.append("/>")
        case .glyphs(let run):
            render(run, into: &output)
        case .group(let group):
            render(group, into: &output)
        }
    }

    // MARK: Glyphs

    private func render(_ run: GlyphRun, into output: inout SVGText) {
        // Blank glyphs (spaces) draw nothing; the text engine's runs have none, so the
        // glyphs are read in place rather than copied without them.
        let visible = run.glyphs.lazy.filter { !$0.definition.pathData.isEmpty }
        guard !visible.isEmpty, run.scale > 0 else { return }
        switch run.paint {
        case .solid(let color):
            // One transform for the run; positions in font units so the numbers stay short.
            output.append("<g")
            appendLabel(run.text, to: &output)
            Self.appendColor(color, property: "fill", to: &output)
            output.append(" transform=\"matrix(")
            appendRunScale(run.scale, to: &output)
            output.append(" ")
            output.append(number: run.origin.x)
            output.append(" ")
            output.append(number: run.origin.y)
            output.append(")\">")
            for glyph in visible {
                output.append("<use href=\"#")
                append(glyphID(glyph.definition), to: &output)
                output.append("\"")
                let x = glyph.position.x / run.scale
                let y = -glyph.position.y / run.scale
                if !Self.roundsToZero(x) {
                    output.append(attribute: "x", number: x, decimals: 1)
                }
                if !Self.roundsToZero(y) {
                    output.append(attribute: "y", number: y, decimals: 1)
                }
                output.append("/>")
            }
            output.append("</g>")
        case .linearGradient, .radialGradient:
            // A gradient on <use> would resolve in each glyph's font-unit space; instead the
            // glyphs clip a rectangle painted in the run's own space.
            guard let bounds = ItemBounds.of(run) else { return }
            var clip = SVGText()
            for glyph in visible {
                clip.append("<use href=\"#")
                append(glyphID(glyph.definition), to: &clip)
                clip.append("\" transform=\"matrix(")
                appendRunScale(run.scale, to: &clip)
                clip.append(" ")
                clip.append(number: run.origin.x + glyph.position.x)
                clip.append(" ")
                clip.append(number: run.origin.y + glyph.position.y)
                clip.append(")\"/>")
            }
            let clipID = define(kind: "c", tag: "clipPath", attributes: SVGText(), content: clip)
            output.append("<g")
            appendLabel(run.text, to: &output)
            output.append(" clip-path=\"url(#")
            append(clipID, to: &output)
            output.append(")\"><rect")
            Self.appendRect(bounds, to: &output)
            appendPaint(run.paint, property: "fill", to: &output)
            output.append("/></g>")
        }
    }

    /// `s 0 0 -s`: the run's scale, flipped vertically because outlines are y-up.
    private func appendRunScale(_ scale: Double, to output: inout SVGText) {
        output.append(number: scale, decimals: 8)
        output.append(" 0 0 -")
        output.append(number: scale, decimals: 8)
    }

    /// Whether a glyph offset is written as "0" at one decimal (and so left out).
    private static func roundsToZero(_ value: Double) -> Bool {
        !value.isFinite || (value * 10).rounded() == 0
    }

    private func appendLabel(_ text: String, to output: inout SVGText) {
        guard !text.isEmpty else { return }
        output.append(" aria-label=\"")
        output.append(escaped: text)
        output.append("\"")
    }

    private func glyphID(_ definition: GlyphDefinition) -> ID {
        if let id = glyphIDs[definition.key] { return id }
        let id = nextID("g")
        glyphIDs[definition.key] = id
        definitions.append("<path id=\"")
        append(id, to: &definitions)
        definitions.append("\" d=\"")
        if definition.pathDataIsXMLSafe {
            definitions.append(definition.pathData)
        } else {
            definitions.append(escaped: definition.pathData)
        }
        definitions.append("\"/>")
        return id
    }

    // MARK: Groups

    private func render(_ group: DisplayGroup, into output: inout SVGText) {
        var attributes = SVGText()
        if let label = group.accessibilityLabel { appendLabel(label, to: &attributes) }
        if !group.transform.isIdentity {
            attributes.append(" transform=\"")
            Self.appendTransform(group.transform, to: &attributes)
            attributes.append("\"")
        }
        if let filter = filterID(for: group) {
            attributes.append(" filter=\"url(#")
            append(filter, to: &attributes)
            attributes.append(")\"")
        }
        if let clip = group.clipPath {
            var clipElement = SVGText()
            clipElement.append("<path d=\"")
            clipElement.append(pathData: clip, sharing: pathData)
            clipElement.append("\"")
            if group.clipRule == .evenOdd { clipElement.append(" clip-rule=\"evenodd\"") }
            clipElement.append("/>")
            let id = define(kind: "c", tag: "clipPath", attributes: SVGText(), content: clipElement)
            attributes.append(" clip-path=\"url(#")
            append(id, to: &attributes)
            attributes.append(")\"")
        }
        if let mask = group.mask {
            attributes.append(" mask=\"url(#")
            append(maskID(for: mask), to: &attributes)
            attributes.append(")\"")
        }
        let opacity = min(max(group.opacity, 0), 1)
        if opacity < 1 {
            attributes.append(attribute: "opacity", number: opacity)
        }
        if group.blendMode != .normal {
            attributes.append(" style=\"mix-blend-mode:")
            attributes.append(group.blendMode.cssName)
            attributes.append("\"")
        }
        // Written in place: a text per group would copy a deep drawing once per level.
        if !attributes.isEmpty {
            output.append("<g")
            output.append(attributes)
            output.append(">")
        }
        render(group.content, into: &output)
        if !attributes.isEmpty { output.append("</g>") }
    }

    private func maskID(for mask: DisplayList) -> ID {
        let content = render(mask)
        // An empty mask hides everything, which a zero-sized mask region does.
        let region = ItemBounds.of(mask) ?? .zero
        // mask-type:alpha makes it SwiftUI's alpha mask instead of SVG's luminance mask.
        var attributes = SVGText()
        attributes.append(" maskUnits=\"userSpaceOnUse\"")
        Self.appendRect(region, to: &attributes)
        attributes.append(" style=\"mask-type:alpha\"")
        return define(kind: "m", tag: "mask", attributes: attributes, content: content)
    }

    private func filterID(for group: DisplayGroup) -> ID? {
        let blurSigma = max(group.blurRadius, 0) / 2
        let shadow = group.shadow
        // The content's bounds only for a group with a filter: measuring every group would
        // walk a deep drawing once per level.
        guard blurSigma > 0 || shadow != nil, let contentBounds = ItemBounds.of(group.content) else { return nil }
        var primitives = SVGText()
        var blurred = false
        var region = contentBounds.insetBy(dx: -3 * blurSigma, dy: -3 * blurSigma)
        if blurSigma > 0 {
            primitives.append("<feGaussianBlur stdDeviation=\"")
            primitives.append(number: blurSigma)
            primitives.append("\" result=\"b\"/>")
            blurred = true
        }
        if let shadow {
            let sigma = max(shadow.radius, 0) / 2
            let alphaSource: StaticString = blurred ? "b" : "SourceAlpha"
            if sigma > 0 {
                primitives.append("<feGaussianBlur in=\"")
                primitives.append(alphaSource)
                primitives.append("\" stdDeviation=\"")
                primitives.append(number: sigma)
                primitives.append("\"/><feOffset")
                primitives.append(attribute: "dx", number: shadow.x)
                primitives.append(attribute: "dy", number: shadow.y)
            } else {
                primitives.append("<feOffset in=\"")
                primitives.append(alphaSource)
                primitives.append("\"")
                primitives.append(attribute: "dx", number: shadow.x)
                primitives.append(attribute: "dy", number: shadow.y)
            }
            primitives.append(" result=\"o\"/><feFlood flood-color=\"")
            primitives.append(hex: shadow.color)
            primitives.append("\"")
            if shadow.color.clampedAlpha < 1 {
                primitives.append(attribute: "flood-opacity", number: shadow.color.clampedAlpha)
            }
            primitives.append("/><feComposite in2=\"o\" operator=\"in\"/><feMerge><feMergeNode/><feMergeNode in=\"")
            primitives.append(blurred ? "b" : "SourceGraphic")
            primitives.append("\"/></feMerge>")
            let shadowBounds = region.offsetBy(dx: shadow.x, dy: shadow.y)
                .insetBy(dx: -3 * sigma, dy: -3 * sigma)
            region = region.union(shadowBounds)
        }
        var attributes = SVGText()
        attributes.append(" filterUnits=\"userSpaceOnUse\"")
        Self.appendRect(region, to: &attributes)
        attributes.append(" color-interpolation-filters=\"sRGB\"")
        return define(kind: "f", tag: "filter", attributes: attributes, content: primitives)
    }

    // MARK: Paint

    private func appendPaint(_ paint: Paint, property: StaticString, to output: inout SVGText) {
        let id: ID
        switch paint {
        case .solid(let color):
            Self.appendColor(color, property: property, to: &output)
            return
        case .linearGradient(let gradient):
            var attributes = SVGText()
            attributes.append(attribute: "x1", number: gradient.start.x)
            attributes.append(attribute: "y1", number: gradient.start.y)
            attributes.append(attribute: "x2", number: gradient.end.x)
            attributes.append(attribute: "y2", number: gradient.end.y)
            attributes.append(" gradientUnits=\"userSpaceOnUse\"")
            id = define(
                kind: "p", tag: "linearGradient", attributes: attributes, content: Self.stopElements(gradient.stops))
        case .radialGradient(let gradient):
            let stops = gradient.stops.sorted { $0.location < $1.location }
            guard gradient.endRadius > 0 else {
                Self.appendColor(stops.last?.color ?? .clear, property: property, to: &output)
                return
            }
            // SVG's gradient starts at the centre; SwiftUI's at startRadius: move the stops.
            let span = gradient.endRadius - gradient.startRadius
            let moved = stops.map {
                GradientStop(
                    color: $0.color,
                    location: (gradient.startRadius + $0.location * span) / gradient.endRadius)
            }
            var attributes = SVGText()
            attributes.append(attribute: "cx", number: gradient.center.x)
            attributes.append(attribute: "cy", number: gradient.center.y)
            attributes.append(attribute: "r", number: gradient.endRadius)
            attributes.append(" gradientUnits=\"userSpaceOnUse\"")
            id = define(kind: "p", tag: "radialGradient", attributes: attributes, content: Self.stopElements(moved))
        }
        output.append(" ")
        output.append(property)
        output.append("=\"url(#")
        append(id, to: &output)
        output.append(")\"")
    }

    private static func stopElements(_ stops: [GradientStop]) -> SVGText {
        var elements = SVGText()
        for stop in stops.sorted(by: { $0.location < $1.location }) {
            elements.append("<stop offset=\"")
            elements.append(number: min(max(stop.location, 0), 1))
            elements.append("\" stop-color=\"")
            elements.append(hex: stop.color)
            elements.append("\"")
            if stop.color.clampedAlpha < 1 {
                elements.append(attribute: "stop-opacity", number: stop.color.clampedAlpha)
            }
            elements.append("/>")
        }
        return elements
    }

    /// ` fill="#rrggbb"`, with ` fill-opacity` when the colour is translucent.
    static func appendColor(_ color: RGBAColor, property: StaticString, to output: inout SVGText) {
        output.append(" ")
        output.append(property)
        output.append("=\"")
        output.append(hex: color)
        output.append("\"")
        if color.clampedAlpha < 1 {
            output.append(" ")
            output.append(property)
            output.append("-opacity=\"")
            output.append(number: color.clampedAlpha)
            output.append("\"")
        }
    }

    private static func appendStroke(_ style: StrokeOptions, to output: inout SVGText) {
        if style.lineWidth != 1 {
            output.append(attribute: "stroke-width", number: style.lineWidth)
        }
        if style.cap != .butt {
            output.append(attribute: "stroke-linecap", style.cap.rawValue)
        }
        if style.join != .miter {
            output.append(attribute: "stroke-linejoin", style.join.rawValue)
        }
        if style.join == .miter && style.miterLimit != 4 {
            output.append(attribute: "stroke-miterlimit", number: max(style.miterLimit, 1))
        }
        let dash = style.dash.filter { $0 >= 0 }
        if !dash.isEmpty && dash.contains(where: { $0 > 0 }) {
            output.append(" stroke-dasharray=\"")
            for (index, length) in dash.enumerated() {
                if index > 0 { output.append(" ") }
                output.append(number: length)
            }
            output.append("\"")
            if style.dashPhase != 0 {
                output.append(attribute: "stroke-dashoffset", number: style.dashPhase)
            }
        }
    }

    // MARK: Helpers

    private static func appendTransform(_ t: Transform2D, to output: inout SVGText) {
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
            output.append("translate(")
            output.append(number: t.tx)
            output.append(" ")
            output.append(number: t.ty)
            output.append(")")
            return
        }
        output.append("matrix(")
        for entry in [t.a, t.b, t.c, t.d] {
            output.append(number: entry, decimals: 6)
            output.append(" ")
        }
        output.append(number: t.tx)
        output.append(" ")
        output.append(number: t.ty)
        output.append(")")
    }

    /// ` x="…" y="…" width="…" height="…"`.
    static func appendRect(_ rect: CGRect, to output: inout SVGText) {
        output.append(attribute: "x", number: rect.minX)
        output.append(attribute: "y", number: rect.minY)
        output.append(attribute: "width", number: rect.width)
        output.append(attribute: "height", number: rect.height)
    }

    /// The id of a definition with this content, writing it the first time.
    private func define(kind: Unicode.Scalar, tag: StaticString, attributes: SVGText, content: SVGText) -> ID {
        var key = SVGText()
        key.append(tag)
        key.append(attributes)
        key.append(">")
        key.append(content)
        if let id = idsByContent[key] { return id }
        let id = nextID(kind)
        idsByContent[key] = id
        definitions.append("<")
        definitions.append(tag)
        definitions.append(" id=\"")
        append(id, to: &definitions)
        definitions.append("\"")
        definitions.append(attributes)
        definitions.append(">")
        definitions.append(content)
        definitions.append("</")
        definitions.append(tag)
        definitions.append(">")
        return id
    }

    private func nextID(_ kind: Unicode.Scalar) -> ID {
        let letter = UInt8(ascii: kind)
        let number = counters[Int(letter)]
        counters[Int(letter)] = number + 1
        return ID(kind: letter, number: number)
    }

    /// `<prefix><kind><number>`, as every reference to the definition spells it.
    private func append(_ id: ID, to output: inout SVGText) {
        output.append(idPrefix)
        output.append(idKind: id.kind, number: id.number)
    }
}
