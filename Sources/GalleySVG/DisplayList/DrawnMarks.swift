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
    public var drawnMarks: [DrawnMark] { drawnMarks(sharingPathDataWith: nil) }

    /// ``drawnMarks``, sharing the path data written already with the picture's other
    /// writers (see ``PathDataCache``).
    public func drawnMarks(sharingPathDataWith pathData: PathDataCache?) -> [DrawnMark] {
        let marks = DrawnMarks(pathData: pathData)
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

    private let pathData: PathDataCache?

    init(pathData: PathDataCache?) { self.pathData = pathData }

    private func text(of paint: Paint) -> String { Self.paintTexts.text(of: paint) }
    private func text(of shadow: DisplayShadow) -> String { Self.shadowTexts.text(of: shadow) }
    private func text(of style: StrokeOptions) -> String { Self.styleTexts.text(of: style) }

    /// What the groups around a mark add to the front of its signature and shape: built
    /// once per group and handed down, so that a deep drawing does not copy each mark's
    /// text once per level. Texts are built as UTF-8 bytes, a String made once per mark:
    /// built by interpolation, the marks of a picture cost more than writing its SVG.
    struct Prefix {
        var signature: [UInt8]
        var shape: [UInt8]

        static let none = Prefix(signature: [], shape: [])
    }

    /// Appends the marks of `item` to `marks`, their texts led by `prefix`.
    func collect(_ item: DisplayItem, signedBy prefix: Prefix, into marks: inout [DrawnMark]) {
        switch item {
        case .fill(let fill):
            let tail = " " + text(of: fill.paint) + (fill.rule == .evenOdd ? " evenOdd" : " nonZero")
            mark(item, fill.path, prefix, kind: "fill ", tail: tail, into: &marks)
        case .stroke(let stroke):
            let tail = " " + text(of: stroke.paint) + " " + text(of: stroke.style)
            mark(item, stroke.path, prefix, kind: "stroke ", tail: tail, into: &marks)
        case .glyphs(let run):
            guard let bounds = ItemBounds.of(item) else { return }
            // Glyph keys stand for their outlines: the outline of a key never changes.
            var shape = prefix.shape
            let ownStart = shape.count
            shape.append(contentsOf: "glyphs \(run.scale) \(text(of: run.paint)) ".utf8)
            for (index, glyph) in run.glyphs.enumerated() {
                if index > 0 { shape.append(UInt8(ascii: " ")) }
                shape.append(contentsOf: glyph.definition.key.utf8)
                shape.append(UInt8(ascii: "@"))
                appendSVGNumber(glyph.position.x, decimals: 3, to: &shape)
                shape.append(UInt8(ascii: ","))
                appendSVGNumber(glyph.position.y, decimals: 3, to: &shape)
            }
            var signature = prefix.signature
            appendSVGNumber(run.origin.x, decimals: 3, to: &signature)
            signature.append(UInt8(ascii: ","))
            appendSVGNumber(run.origin.y, decimals: 3, to: &signature)
            signature.append(UInt8(ascii: " "))
            signature.append(contentsOf: shape[ownStart...])
            marks.append(
                DrawnMark(
                    bounds: bounds, signature: String(decoding: signature, as: UTF8.self),
                    shape: String(decoding: shape, as: UTF8.self)))
        case .group(let group):
            collect(group, signedBy: prefix, into: &marks)
        }
    }

    /// A path's mark: `kind`, the path's SVG data, then `tail`; its shape describes the
    /// path moved to the origin.
    private func mark(
        _ item: DisplayItem, _ path: VectorPath, _ prefix: Prefix, kind: String, tail: String,
        into marks: inout [DrawnMark]
    ) {
        guard let bounds = ItemBounds.of(item), let box = path.controlPointBounds else { return }
        var signature = prefix.signature
        signature.append(contentsOf: kind.utf8)
        let dataStart = signature.count
        pathData.append(path, to: &signature)
        var shape = prefix.shape
        shape.append(contentsOf: kind.utf8)
        // A path that starts at the origin is its own shape.
        if box.minX == 0 && box.minY == 0 {
            shape.append(contentsOf: signature[dataStart...])
        } else {
            pathData.append(path.applying(.translation(x: -box.minX, y: -box.minY)), to: &shape)
        }
        signature.append(contentsOf: tail.utf8)
        shape.append(contentsOf: tail.utf8)
        marks.append(
            DrawnMark(
                bounds: bounds, signature: String(decoding: signature, as: UTF8.self),
                shape: String(decoding: shape, as: UTF8.self)))
    }

    /// The group's marks in the parent's coordinates, each grown by the group's blur and
    /// shadow, cut by its clip and mask, and signed with its effects.
    private func collect(_ group: DisplayGroup, signedBy prefix: Prefix, into marks: inout [DrawnMark]) {
        // A mask that draws nothing hides all of the group.
        let maskBounds = group.mask.flatMap(ItemBounds.of)
        if group.mask != nil && maskBounds == nil { return }
        let inner = Prefix(
            signature: prefix.signature + signature(of: group, withTranslation: true).utf8,
            shape: prefix.shape + signature(of: group, withTranslation: false).utf8)
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
