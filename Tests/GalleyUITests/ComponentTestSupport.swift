import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

/// Every drawing item, with groups opened, in painting order.
func flattenedItems(_ list: DisplayList) -> [DisplayItem] {
    list.items.flatMap { item -> [DisplayItem] in
        if case .group(let group) = item { return flattenedItems(group.content) }
        return [item]
    }
}

/// The paint of the glyph run that draws `text`, or nil when nothing draws it.
func textPaint(_ text: String, in list: DisplayList) -> Paint? {
    for item in flattenedItems(list) {
        if case .glyphs(let run) = item, run.text == text { return run.paint }
    }
    return nil
}

/// The paints of every stroked outline.
func strokePaints(in list: DisplayList) -> [Paint] {
    flattenedItems(list).compactMap { item in
        if case .stroke(let stroke) = item { return stroke.paint }
        return nil
    }
}

/// The paints of every filled outline.
func fillPaints(in list: DisplayList) -> [Paint] {
    flattenedItems(list).compactMap { item in
        if case .fill(let fill) = item { return fill.paint }
        return nil
    }
}

/// `color` resolved in `scheme`, as a solid paint.
func solid(_ color: Color, _ scheme: ColorScheme = .light) -> Paint {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return .solid(color.resolveRGBA(in: environment))
}

/// Whether two lengths agree to within rounding noise (frames are pixel-rounded, and
/// `maxX` adds a rounded width to a rounded origin).
func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) < 0.001
}
