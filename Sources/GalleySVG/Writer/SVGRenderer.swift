import Foundation

/// Writes display items as SVG elements and collects the `<defs>` they refer to.
///
/// Every definition is written once: glyph outlines by key, and gradients, clip paths,
/// masks and filters by their content, so identical ones share one id.
final class SVGRenderer {
    private let idPrefix: String
    /// Definitions in the order they were first needed.
    private(set) var definitions: [String] = []
    private var idsByContent: [String: String] = [:]
    private var glyphIDs: [String: String] = [:]
    private var counters: [String: Int] = [:]

    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    func render(_ list: DisplayList) -> String {
        var output = ""
        for item in list.items { render(item, into: &output) }
        return output
    }

    private func render(_ item: DisplayItem, into output: inout String) {
        switch item {
        case .fill(let fill):
            guard !fill.path.isEmpty else { return }
            output += "<path d=\"\(fill.path.svgPathData)\""
            output += paintAttributes(fill.paint, property: "fill")
            if fill.rule == .evenOdd { output += " fill-rule=\"evenodd\"" }
            output += "/>"
        case .stroke(let stroke):
            guard !stroke.path.isEmpty, stroke.style.lineWidth > 0 else { return }
            output += "<path d=\"\(stroke.path.svgPathData)\" fill=\"none\""
            output += paintAttributes(stroke.paint, property: "stroke")
            output += strokeAttributes(stroke.style)
            output += "/>"
        case .glyphs(let run):
            render(run, into: &output)
        case .group(let group):
            render(group, into: &output)
        }
    }

    // MARK: Glyphs

    private func render(_ run: GlyphRun, into output: inout String) {
        let visible = run.glyphs.filter { !$0.definition.pathData.isEmpty }
        guard !visible.isEmpty, run.scale > 0 else { return }
        let scale = svgNumber(run.scale, decimals: 8)
        let label = run.text.isEmpty ? "" : " aria-label=\"\(xmlEscaped(run.text))\""
        switch run.paint {
        case .solid(let color):
            // One transform for the run; positions in font units so the numbers stay short.
            output += "<g\(label)\(Self.colorAttributes(color, property: "fill"))"
            output +=
                " transform=\"matrix(\(scale) 0 0 -\(scale) \(svgNumber(run.origin.x)) \(svgNumber(run.origin.y)))\">"
            for glyph in visible {
                let id = glyphID(glyph.definition)
                let x = svgNumber(glyph.position.x / run.scale, decimals: 1)
                let y = svgNumber(-glyph.position.y / run.scale, decimals: 1)
                output += "<use href=\"#\(id)\""
                if x != "0" { output += " x=\"\(x)\"" }
                if y != "0" { output += " y=\"\(y)\"" }
                output += "/>"
            }
            output += "</g>"
        case .linearGradient, .radialGradient:
            // A gradient on <use> would resolve in each glyph's font-unit space; instead the
            // glyphs clip a rectangle painted in the run's own space.
            guard let bounds = ItemBounds.of(run) else { return }
            var clip = ""
            for glyph in visible {
                let x = svgNumber(run.origin.x + glyph.position.x)
                let y = svgNumber(run.origin.y + glyph.position.y)
                clip += "<use href=\"#\(glyphID(glyph.definition))\""
                clip += " transform=\"matrix(\(scale) 0 0 -\(scale) \(x) \(y))\"/>"
            }
            let clipID = define(kind: "c", tag: "clipPath", attributes: "", content: clip)
            output += "<g\(label) clip-path=\"url(#\(clipID))\"><rect\(rectAttributes(bounds))"
            output += paintAttributes(run.paint, property: "fill") + "/></g>"
        }
    }

    private func glyphID(_ definition: GlyphDefinition) -> String {
        if let id = glyphIDs[definition.key] { return id }
        let id = nextID("g")
        glyphIDs[definition.key] = id
        definitions.append("<path id=\"\(id)\" d=\"\(xmlEscaped(definition.pathData))\"/>")
        return id
    }

    // MARK: Groups

    private func render(_ group: DisplayGroup, into output: inout String) {
        var attributes = ""
        if let label = group.accessibilityLabel, !label.isEmpty {
            attributes += " aria-label=\"\(xmlEscaped(label))\""
        }
        if !group.transform.isIdentity {
            attributes += " transform=\"\(transformValue(group.transform))\""
        }
        if let filter = filterID(for: group) {
            attributes += " filter=\"url(#\(filter))\""
        }
        if let clip = group.clipPath {
            var clipElement = "<path d=\"\(clip.svgPathData)\""
            if group.clipRule == .evenOdd { clipElement += " clip-rule=\"evenodd\"" }
            clipElement += "/>"
            let id = define(kind: "c", tag: "clipPath", attributes: "", content: clipElement)
            attributes += " clip-path=\"url(#\(id))\""
        }
        if let mask = group.mask {
            attributes += " mask=\"url(#\(maskID(for: mask)))\""
        }
        let opacity = min(max(group.opacity, 0), 1)
        if opacity < 1 { attributes += " opacity=\"\(svgNumber(opacity))\"" }
        if group.blendMode != .normal {
            attributes += " style=\"mix-blend-mode:\(group.blendMode.cssName)\""
        }
        // Written in place: a string per group would copy a deep drawing once per level.
        if !attributes.isEmpty { output += "<g\(attributes)>" }
        for item in group.content.items { render(item, into: &output) }
        if !attributes.isEmpty { output += "</g>" }
    }

    private func maskID(for mask: DisplayList) -> String {
        let content = render(mask)
        // An empty mask hides everything, which a zero-sized mask region does.
        let region = ItemBounds.of(mask) ?? .zero
        // mask-type:alpha makes it SwiftUI's alpha mask instead of SVG's luminance mask.
        let attributes =
            " maskUnits=\"userSpaceOnUse\"\(rectAttributes(region)) style=\"mask-type:alpha\""
        return define(kind: "m", tag: "mask", attributes: attributes, content: content)
    }

    private func filterID(for group: DisplayGroup) -> String? {
        let blurSigma = max(group.blurRadius, 0) / 2
        let shadow = group.shadow
        // The content's bounds only for a group with a filter: measuring every group would
        // walk a deep drawing once per level.
        guard blurSigma > 0 || shadow != nil, let contentBounds = ItemBounds.of(group.content) else { return nil }
        var primitives = ""
        var source = "SourceGraphic"
        var region = contentBounds.insetBy(dx: -3 * blurSigma, dy: -3 * blurSigma)
        if blurSigma > 0 {
            primitives += "<feGaussianBlur stdDeviation=\"\(svgNumber(blurSigma))\" result=\"b\"/>"
            source = "b"
        }
        if let shadow {
            let sigma = max(shadow.radius, 0) / 2
            let alphaSource = source == "b" ? "b" : "SourceAlpha"
            if sigma > 0 {
                primitives +=
                    "<feGaussianBlur in=\"\(alphaSource)\" stdDeviation=\"\(svgNumber(sigma))\"/>"
                primitives += "<feOffset dx=\"\(svgNumber(shadow.x))\" dy=\"\(svgNumber(shadow.y))\""
            } else {
                primitives += "<feOffset in=\"\(alphaSource)\" dx=\"\(svgNumber(shadow.x))\""
                primitives += " dy=\"\(svgNumber(shadow.y))\""
            }
            primitives += " result=\"o\"/>"
            primitives += "<feFlood flood-color=\"\(shadow.color.hexString)\""
            if shadow.color.clampedAlpha < 1 {
                primitives += " flood-opacity=\"\(svgNumber(shadow.color.clampedAlpha))\""
            }
            primitives += "/><feComposite in2=\"o\" operator=\"in\"/>"
            primitives += "<feMerge><feMergeNode/><feMergeNode in=\"\(source)\"/></feMerge>"
            let shadowBounds = region.offsetBy(dx: shadow.x, dy: shadow.y)
                .insetBy(dx: -3 * sigma, dy: -3 * sigma)
            region = region.union(shadowBounds)
        }
        let attributes =
            " filterUnits=\"userSpaceOnUse\"\(rectAttributes(region))"
            + " color-interpolation-filters=\"sRGB\""
        return define(kind: "f", tag: "filter", attributes: attributes, content: primitives)
    }

    // MARK: Paint

    private func paintAttributes(_ paint: Paint, property: String) -> String {
        switch paint {
        case .solid(let color):
            return Self.colorAttributes(color, property: property)
        case .linearGradient(let gradient):
            let attributes =
                " x1=\"\(svgNumber(gradient.start.x))\" y1=\"\(svgNumber(gradient.start.y))\""
                + " x2=\"\(svgNumber(gradient.end.x))\" y2=\"\(svgNumber(gradient.end.y))\""
                + " gradientUnits=\"userSpaceOnUse\""
            let id = define(
                kind: "p", tag: "linearGradient", attributes: attributes,
                content: stopElements(gradient.stops))
            return " \(property)=\"url(#\(id))\""
        case .radialGradient(let gradient):
            let stops = gradient.stops.sorted { $0.location < $1.location }
            guard gradient.endRadius > 0 else {
                return Self.colorAttributes(stops.last?.color ?? .clear, property: property)
            }
            // SVG's gradient starts at the centre; SwiftUI's at startRadius: move the stops.
            let span = gradient.endRadius - gradient.startRadius
            let moved = stops.map {
                GradientStop(
                    color: $0.color,
                    location: (gradient.startRadius + $0.location * span) / gradient.endRadius)
            }
            let attributes =
                " cx=\"\(svgNumber(gradient.center.x))\" cy=\"\(svgNumber(gradient.center.y))\""
                + " r=\"\(svgNumber(gradient.endRadius))\" gradientUnits=\"userSpaceOnUse\""
            let id = define(
                kind: "p", tag: "radialGradient", attributes: attributes, content: stopElements(moved))
            return " \(property)=\"url(#\(id))\""
        }
    }

    private func stopElements(_ stops: [GradientStop]) -> String {
        stops.sorted { $0.location < $1.location }.map { stop in
            var element = "<stop offset=\"\(svgNumber(min(max(stop.location, 0), 1)))\""
            element += " stop-color=\"\(stop.color.hexString)\""
            if stop.color.clampedAlpha < 1 {
                element += " stop-opacity=\"\(svgNumber(stop.color.clampedAlpha))\""
            }
            return element + "/>"
        }.joined()
    }

    static func colorAttributes(_ color: RGBAColor, property: String) -> String {
        var result = " \(property)=\"\(color.hexString)\""
        if color.clampedAlpha < 1 {
            result += " \(property)-opacity=\"\(svgNumber(color.clampedAlpha))\""
        }
        return result
    }

    private func strokeAttributes(_ style: StrokeOptions) -> String {
        var result = ""
        if style.lineWidth != 1 { result += " stroke-width=\"\(svgNumber(style.lineWidth))\"" }
        if style.cap != .butt { result += " stroke-linecap=\"\(style.cap.rawValue)\"" }
        if style.join != .miter { result += " stroke-linejoin=\"\(style.join.rawValue)\"" }
        if style.join == .miter && style.miterLimit != 4 {
            result += " stroke-miterlimit=\"\(svgNumber(max(style.miterLimit, 1)))\""
        }
        let dash = style.dash.filter { $0 >= 0 }
        if !dash.isEmpty && dash.contains(where: { $0 > 0 }) {
            result += " stroke-dasharray=\"\(dash.map { svgNumber($0) }.joined(separator: " "))\""
            if style.dashPhase != 0 { result += " stroke-dashoffset=\"\(svgNumber(style.dashPhase))\"" }
        }
        return result
    }

    // MARK: Helpers

    private func transformValue(_ t: Transform2D) -> String {
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
            return "translate(\(svgNumber(t.tx)) \(svgNumber(t.ty)))"
        }
        let entries =
            [t.a, t.b, t.c, t.d].map { svgNumber($0, decimals: 6) }
            + [t.tx, t.ty].map { svgNumber($0) }
        return "matrix(\(entries.joined(separator: " ")))"
    }

    private func rectAttributes(_ rect: CGRect) -> String {
        " x=\"\(svgNumber(rect.minX))\" y=\"\(svgNumber(rect.minY))\""
            + " width=\"\(svgNumber(rect.width))\" height=\"\(svgNumber(rect.height))\""
    }

    /// The id of a definition with this content, writing it the first time.
    private func define(kind: String, tag: String, attributes: String, content: String) -> String {
        let key = "\(tag)\(attributes)>\(content)"
        if let id = idsByContent[key] { return id }
        let id = nextID(kind)
        idsByContent[key] = id
        definitions.append("<\(tag) id=\"\(id)\"\(attributes)>\(content)</\(tag)>")
        return id
    }

    private func nextID(_ kind: String) -> String {
        let number = counters[kind, default: 0]
        counters[kind] = number + 1
        return "\(idPrefix)\(kind)\(number)"
    }
}
