import Foundation

/// One mark a display list leaves on its picture: a filled or stroked outline or a run of
/// glyphs, with where it lands and a description of everything that decides its pixels.
///
/// Two drawings compared mark by mark say which regions of the picture changed without
/// rasterising either: a mark whose signature is in one drawing and not in the other was
/// added, removed, moved or restyled, and its bounds are the region to highlight.
public struct DrawnMark: Hashable, Sendable {
    /// Where the mark can paint, in the list's coordinates: its outline (with stroke width,
    /// shadow and blur reach), cut by the clips and masks of its groups.
    public var bounds: CGRect
    /// A deterministic text naming the mark's geometry, paint, position and the effects of
    /// every group around it: equal signatures draw equal pixels at equal places.
    public var signature: String

    public init(bounds: CGRect, signature: String) {
        self.bounds = bounds
        self.signature = signature
    }
}

extension DisplayList {
    /// Every mark of the drawing, in painting order; marks that draw nothing (an empty
    /// path, a space, content clipped away) are left out.
    public var drawnMarks: [DrawnMark] {
        items.flatMap(DrawnMarks.of)
    }
}

/// Flattens display items into marks.
enum DrawnMarks {
    static func of(_ item: DisplayItem) -> [DrawnMark] {
        switch item {
        case .fill(let fill):
            return mark(
                item, signature: "fill \(fill.path.svgPathData) \(fill.paint) \(fill.rule)")
        case .stroke(let stroke):
            return mark(
                item, signature: "stroke \(stroke.path.svgPathData) \(stroke.paint) \(stroke.style)")
        case .glyphs(let run):
            // Glyph keys stand for their outlines: the outline of a key never changes.
            let glyphs = run.glyphs.map {
                "\($0.definition.key)@\(svgNumber($0.position.x)),\(svgNumber($0.position.y))"
            }
            return mark(
                item,
                signature: "glyphs \(svgNumber(run.origin.x)),\(svgNumber(run.origin.y)) "
                    + "\(run.scale) \(run.paint) \(glyphs.joined(separator: " "))")
        case .group(let group):
            return of(group)
        }
    }

    private static func mark(_ item: DisplayItem, signature: String) -> [DrawnMark] {
        guard let bounds = ItemBounds.of(item) else { return [] }
        return [DrawnMark(bounds: bounds, signature: signature)]
    }

    /// The group's marks in the parent's coordinates, each grown by the group's blur and
    /// shadow, cut by its clip and mask, and signed with its effects.
    private static func of(_ group: DisplayGroup) -> [DrawnMark] {
        let effects = signature(of: group)
        let clip = group.clipPath?.controlPointBounds
        // A mask that draws nothing hides all of the group.
        let maskBounds = group.mask.flatMap(ItemBounds.of)
        if group.mask != nil && maskBounds == nil { return [] }
        let blurReach = 3 * max(group.blurRadius, 0) / 2
        return group.content.drawnMarks.compactMap { inner in
            var bounds = inner.bounds.insetBy(dx: -blurReach, dy: -blurReach)
            if let shadow = group.shadow {
                let reach = 3 * max(shadow.radius, 0) / 2
                bounds = bounds.union(bounds.offsetBy(dx: shadow.x, dy: shadow.y).insetBy(dx: -reach, dy: -reach))
            }
            if let clip { bounds = bounds.intersection(clip) }
            if let maskBounds { bounds = bounds.intersection(maskBounds) }
            guard !bounds.isNull, !bounds.isEmpty else { return nil }
            return DrawnMark(bounds: group.transform.apply(to: bounds), signature: effects + inner.signature)
        }
    }

    private static func signature(of group: DisplayGroup) -> String {
        var parts: [String] = []
        if !group.transform.isIdentity {
            let t = group.transform
            parts.append("matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { svgNumber($0) }.joined(separator: ",")))")
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
