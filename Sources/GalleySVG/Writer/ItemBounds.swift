import Foundation

extension DisplayList {
    /// A box around everything the list draws, in its own coordinates: strokes with their
    /// width, joins and caps, shadows and blurs with their reach (three standard
    /// deviations), clipped where a clip or mask cuts them; nil when nothing is drawn.
    public var visualBounds: CGRect? { ItemBounds.of(self) }
}

/// Conservative bounding boxes of display items, in the coordinates they are drawn in.
/// Filter and mask regions need them: SVG's default regions (the box plus 10%) would cut
/// off wide shadows and blurs.
enum ItemBounds {
    static func of(_ list: DisplayList) -> CGRect? {
        var bounds: CGRect?
        for item in list.items { add(of(item), to: &bounds) }
        return bounds
    }

    static func of(_ item: DisplayItem) -> CGRect? {
        switch item {
        case .fill(let fill):
            return fill.path.controlPointBounds
        case .stroke(let stroke):
            let style = stroke.style
            let reach = style.lineWidth / 2 * StrokeReach.factor(of: stroke.path, style: style)
            return stroke.path.controlPointBounds?.insetBy(dx: -reach, dy: -reach)
        case .glyphs(let run):
            return of(run)
        case .group(let group):
            return of(group)
        }
    }

    static func of(_ run: GlyphRun) -> CGRect? {
        var bounds: CGRect?
        for glyph in run.glyphs where !glyph.definition.pathData.isEmpty {
            let box = glyph.definition.bounds
            // Font units are y-up: the top of the outline is maxY.
            add(
                CGRect(
                    x: run.origin.x + glyph.position.x + box.minX * run.scale,
                    y: run.origin.y + glyph.position.y - box.maxY * run.scale,
                    width: box.width * run.scale, height: box.height * run.scale),
                to: &bounds)
        }
        return bounds
    }

    static func of(_ group: DisplayGroup) -> CGRect? {
        guard var bounds = of(group.content) else { return nil }
        let blurReach = 3 * max(group.blurRadius, 0) / 2
        bounds = bounds.insetBy(dx: -blurReach, dy: -blurReach)
        if let shadow = group.shadow {
            let reach = 3 * max(shadow.radius, 0) / 2
            bounds = bounds.union(
                bounds.offsetBy(dx: shadow.x, dy: shadow.y).insetBy(dx: -reach, dy: -reach))
        }
        if let clip = group.clipPath?.controlPointBounds {
            bounds = bounds.intersection(clip)
            if bounds.isNull { return nil }
        }
        if let mask = group.mask {
            guard let maskBounds = of(mask) else { return nil }
            bounds = bounds.intersection(maskBounds)
            if bounds.isNull { return nil }
        }
        return group.transform.apply(to: bounds)
    }

    /// Grows `bounds` to hold `box`, in drawing order; boxes are folded as they come
    /// rather than collected (a picture's canvas is worked out from every glyph).
    private static func add(_ box: CGRect?, to bounds: inout CGRect?) {
        guard let box else { return }
        bounds = bounds?.union(box) ?? box
    }
}
