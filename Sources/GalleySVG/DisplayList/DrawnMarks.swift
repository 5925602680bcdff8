import Foundation

/// One mark a display list leaves on its picture: a filled or stroked outline or a run of
/// glyphs, with where it lands and a description of everything that decides its pixels.
///
/// Two drawings compared mark by mark say which regions of the picture changed without
/// rasterising either: a mark whose signature is in one drawing and not in the other was
/// added, removed, moved or restyled, and its bounds are the region to highlight; one whose
/// shape is in both only moved.
public struct DrawnMark: Hashable, Sendable {
    /// Where the mark can paint, in the list's coordinates: its outline (with stroke width,
    /// shadow and blur reach), cut by the clips and masks of its groups.
    public var bounds: CGRect
    /// A deterministic text naming the mark's geometry, paint, position and the effects of
    /// every group around it: equal signatures draw equal pixels at equal places.
    public var signature: String
    /// The signature without the mark's position (translations and origins left out):
    /// equal shapes draw equal pixels, perhaps at different places.
    public var shape: String

    public init(bounds: CGRect, signature: String, shape: String) {
        self.bounds = bounds
        self.signature = signature
        self.shape = shape
    }
}

extension DisplayList {
    /// Every mark of the drawing, in painting order; marks that draw nothing (an empty
    /// path, a space, content clipped away) are left out.
    public var drawnMarks: [DrawnMark] {
        let marks = DrawnMarks()
        return items.flatMap(marks.of)
    }
}

/// Flattens display items into marks.
final class DrawnMarks {
    /// Paints and stroke styles as the signatures spell them (Swift's own description,
    /// which reflection makes slow): a drawing uses few, each on many marks.
    private var paintTexts: [Paint: String] = [:]
    private var styleTexts: [StrokeOptions: String] = [:]

    private func text(of paint: Paint) -> String {
        if let text = paintTexts[paint] { return text }
        let text = "\(paint)"
        paintTexts[paint] = text
        return text
    }

    private func text(of style: StrokeOptions) -> String {
        if let text = styleTexts[style] { return text }
        let text = "\(style)"
        styleTexts[style] = text
        return text
    }

    func of(_ item: DisplayItem) -> [DrawnMark] {
        switch item {
        case .fill(let fill):
            let paint = text(of: fill.paint)
            let rule = fill.rule == .evenOdd ? "evenOdd" : "nonZero"
            return Self.mark(item, fill.path) { "fill \($0) \(paint) \(rule)" }
        case .stroke(let stroke):
            let paint = text(of: stroke.paint)
            let style = text(of: stroke.style)
            return Self.mark(item, stroke.path) { "stroke \($0) \(paint) \(style)" }
        case .glyphs(let run):
            // Glyph keys stand for their outlines: the outline of a key never changes.
            let glyphs = run.glyphs.map {
                "\($0.definition.key)@\(svgNumber($0.position.x)),\(svgNumber($0.position.y))"
            }
            let shape = "glyphs \(run.scale) \(text(of: run.paint)) \(glyphs.joined(separator: " "))"
            guard let bounds = ItemBounds.of(item) else { return [] }
            let origin = "\(svgNumber(run.origin.x)),\(svgNumber(run.origin.y)) "
            return [DrawnMark(bounds: bounds, signature: origin + shape, shape: shape)]
        case .group(let group):
            return of(group)
        }
    }

    /// A path's mark; its shape describes the path moved to the origin. `describe` is given
    /// the path's SVG data.
    private static func mark(_ item: DisplayItem, _ path: VectorPath, describe: (String) -> String)
        -> [DrawnMark]
    {
        guard let bounds = ItemBounds.of(item), let box = path.controlPointBounds else { return [] }
        let data = path.svgPathData
        // A path that starts at the origin is its own shape.
        let shapeData =
            box.minX == 0 && box.minY == 0
            ? data : path.applying(.translation(x: -box.minX, y: -box.minY)).svgPathData
        return [DrawnMark(bounds: bounds, signature: describe(data), shape: describe(shapeData))]
    }

    /// The group's marks in the parent's coordinates, each grown by the group's blur and
    /// shadow, cut by its clip and mask, and signed with its effects.
    private func of(_ group: DisplayGroup) -> [DrawnMark] {
        let effects = signature(of: group, withTranslation: true)
        let shapeEffects = signature(of: group, withTranslation: false)
        let clip = group.clipPath?.controlPointBounds
        // A mask that draws nothing hides all of the group.
        let maskBounds = group.mask.flatMap(ItemBounds.of)
        if group.mask != nil && maskBounds == nil { return [] }
        let blurReach = 3 * max(group.blurRadius, 0) / 2
        return group.content.items.flatMap(of).compactMap { inner in
            var bounds = inner.bounds.insetBy(dx: -blurReach, dy: -blurReach)
            if let shadow = group.shadow {
                let reach = 3 * max(shadow.radius, 0) / 2
                bounds = bounds.union(bounds.offsetBy(dx: shadow.x, dy: shadow.y).insetBy(dx: -reach, dy: -reach))
            }
            if let clip { bounds = bounds.intersection(clip) }
            if let maskBounds { bounds = bounds.intersection(maskBounds) }
            guard !bounds.isNull, !bounds.isEmpty else { return nil }
            return DrawnMark(
                bounds: group.transform.apply(to: bounds), signature: effects + inner.signature,
                shape: shapeEffects + inner.shape)
        }
    }

    /// The group's effects; its transform's translation only `withTranslation`, since
    /// moving a group moves its marks without changing their shape.
    private func signature(of group: DisplayGroup, withTranslation: Bool) -> String {
        var parts: [String] = []
        let t = group.transform
        let linear = [t.a, t.b, t.c, t.d]
        if linear != [1, 0, 0, 1] { parts.append("linear(\(linear.map { svgNumber($0) }.joined(separator: ",")))") }
        if withTranslation && (t.tx != 0 || t.ty != 0) {
            parts.append("translate(\(svgNumber(t.tx)),\(svgNumber(t.ty)))")
        }
        if group.opacity != 1 { parts.append("opacity \(group.opacity)") }
        if let clip = group.clipPath { parts.append("clip \(clip.svgPathData) \(group.clipRule)") }
        if let mask = group.mask {
            parts.append("mask [\(mask.drawnMarks.map(\.signature).joined(separator: "; "))]")
        }
        if let shadow = group.shadow { parts.append("shadow \(shadow)") }
        if group.blurRadius > 0 { parts.append("blur \(group.blurRadius)") }
        if group.blendMode != .normal { parts.append("blend \(group.blendMode.cssName)") }
        return "group(\(parts.joined(separator: " "))) "
    }
}
