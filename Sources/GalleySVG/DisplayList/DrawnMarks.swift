import Foundation
import GalleyLocking

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
        var found: [DrawnMark] = []
        for item in items { marks.collect(item, signedBy: .none, into: &found) }
        return found
    }
}

/// Flattens display items into marks.
final class DrawnMarks {
    /// Paints, stroke styles and shadows as the signatures spell them (Swift's own
    /// description, which reflection makes slow). Kept for the whole process: a site's
    /// previews share a few hundred, and describing them again for each drawing was a
    /// twentieth of a cold build.
    private static let paintTexts = DescriptionCache<Paint>()
    private static let styleTexts = DescriptionCache<StrokeOptions>()
    private static let shadowTexts = DescriptionCache<DisplayShadow>()

    private func text(of paint: Paint) -> String { Self.paintTexts.text(of: paint) }
    private func text(of shadow: DisplayShadow) -> String { Self.shadowTexts.text(of: shadow) }
    private func text(of style: StrokeOptions) -> String { Self.styleTexts.text(of: style) }

    /// What the groups around a mark add to the front of its signature and shape: built
    /// once per group and handed down, so that a deep drawing does not copy each mark's
    /// text once per level.
    struct Prefix {
        var signature: String
        var shape: String

        static let none = Prefix(signature: "", shape: "")
    }

    /// Appends the marks of `item` to `marks`, their texts led by `prefix`.
    func collect(_ item: DisplayItem, signedBy prefix: Prefix, into marks: inout [DrawnMark]) {
        switch item {
        case .fill(let fill):
            let paint = text(of: fill.paint)
            let rule = fill.rule == .evenOdd ? "evenOdd" : "nonZero"
            Self.mark(item, fill.path, prefix, into: &marks) { "fill \($0) \(paint) \(rule)" }
        case .stroke(let stroke):
            let paint = text(of: stroke.paint)
            let style = text(of: stroke.style)
            Self.mark(item, stroke.path, prefix, into: &marks) { "stroke \($0) \(paint) \(style)" }
        case .glyphs(let run):
            guard let bounds = ItemBounds.of(item) else { return }
            // Glyph keys stand for their outlines: the outline of a key never changes.
            var shape = "glyphs \(run.scale) \(text(of: run.paint)) "
            for (index, glyph) in run.glyphs.enumerated() {
                if index > 0 { shape += " " }
                shape += "\(glyph.definition.key)@\(svgNumber(glyph.position.x)),\(svgNumber(glyph.position.y))"
            }
            let origin = "\(svgNumber(run.origin.x)),\(svgNumber(run.origin.y)) "
            marks.append(
                DrawnMark(
                    bounds: bounds, signature: prefix.signature + origin + shape, shape: prefix.shape + shape))
        case .group(let group):
            collect(group, signedBy: prefix, into: &marks)
        }
    }

    /// A path's mark; its shape describes the path moved to the origin. `describe` is given
    /// the path's SVG data.
    private static func mark(
        _ item: DisplayItem, _ path: VectorPath, _ prefix: Prefix, into marks: inout [DrawnMark],
        describe: (String) -> String
    ) {
        guard let bounds = ItemBounds.of(item), let box = path.controlPointBounds else { return }
        let data = path.svgPathData
        // A path that starts at the origin is its own shape.
        let shapeData =
            box.minX == 0 && box.minY == 0
            ? data : path.applying(.translation(x: -box.minX, y: -box.minY)).svgPathData
        marks.append(
            DrawnMark(
                bounds: bounds, signature: prefix.signature + describe(data),
                shape: prefix.shape + describe(shapeData)))
    }

    /// The group's marks in the parent's coordinates, each grown by the group's blur and
    /// shadow, cut by its clip and mask, and signed with its effects.
    private func collect(_ group: DisplayGroup, signedBy prefix: Prefix, into marks: inout [DrawnMark]) {
        // A mask that draws nothing hides all of the group.
        let maskBounds = group.mask.flatMap(ItemBounds.of)
        if group.mask != nil && maskBounds == nil { return }
        let inner = Prefix(
            signature: prefix.signature + signature(of: group, withTranslation: true),
            shape: prefix.shape + signature(of: group, withTranslation: false))
        let clip = group.clipPath?.controlPointBounds
        let blurReach = 3 * max(group.blurRadius, 0) / 2
        let first = marks.count
        for item in group.content.items { collect(item, signedBy: inner, into: &marks) }
        // The group's own marks, now at the end, are moved into the parent's coordinates.
        var kept = first
        for index in first..<marks.count {
            var bounds = marks[index].bounds.insetBy(dx: -blurReach, dy: -blurReach)
            if let shadow = group.shadow {
                let reach = 3 * max(shadow.radius, 0) / 2
                bounds = bounds.union(bounds.offsetBy(dx: shadow.x, dy: shadow.y).insetBy(dx: -reach, dy: -reach))
            }
            if let clip { bounds = bounds.intersection(clip) }
            if let maskBounds { bounds = bounds.intersection(maskBounds) }
            guard !bounds.isNull, !bounds.isEmpty else { continue }
            var mark = marks[index]
            mark.bounds = group.transform.apply(to: bounds)
            marks[kept] = mark
            kept += 1
        }
        marks.removeSubrange(kept...)
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
        if let shadow = group.shadow { parts.append("shadow \(text(of: shadow))") }
        if group.blurRadius > 0 { parts.append("blur \(group.blurRadius)") }
        if group.blendMode != .normal { parts.append("blend \(group.blendMode.cssName)") }
        return "group(\(parts.joined(separator: " "))) "
    }
}
