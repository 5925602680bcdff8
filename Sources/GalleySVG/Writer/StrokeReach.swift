import Foundation

/// How far a stroke's outline can reach beyond its path, as a multiple of half the line
/// width: 1 for round joins and caps, √2 for square caps, and for miter joins the
/// sharpest corner's miter length (SVG bevels a corner whose miter exceeds the limit).
enum StrokeReach {
    static func factor(of path: VectorPath, style: StrokeOptions) -> Double {
        var factor = 1.0
        var hasOpenSubpath = false
        for subpath in Subpath.split(path) {
            hasOpenSubpath = hasOpenSubpath || !subpath.isClosed
            guard style.join == .miter else { continue }
            for corner in subpath.corners {
                factor = max(
                    factor, miterRatio(incoming: corner.incoming, outgoing: corner.outgoing, limit: style.miterLimit))
            }
        }
        if hasOpenSubpath, style.cap == .square { factor = max(factor, 2.0.squareRoot()) }
        return factor
    }

    /// The miter length over the line width at a corner, or 1 where SVG bevels it.
    private static func miterRatio(incoming: Direction, outgoing: Direction, limit: Double) -> Double {
        let a = hypot(incoming.dx, incoming.dy)
        let b = hypot(outgoing.dx, outgoing.dy)
        guard a > 0, b > 0 else { return 1 }
        // The angle between the two directions of travel; the corner's inner angle θ is
        // π minus it, and the miter is 1 / sin(θ / 2) line widths long.
        let cosine = max(-1, min(1, (incoming.dx * outgoing.dx + incoming.dy * outgoing.dy) / (a * b)))
        let turn = acos(cosine)
        let halfInner = (Double.pi - turn) / 2
        guard halfInner > 1e-9 else { return 1 }
        let ratio = 1 / sin(halfInner)
        return ratio > limit ? 1 : ratio
    }
}

/// One subpath's segments, reduced to the directions a stroke's joins depend on.
private struct Subpath {
    /// The direction of travel where a segment starts and where it ends.
    struct Segment {
        var start: Direction
        var end: Direction
    }
    struct Corner {
        var incoming: Direction
        var outgoing: Direction
    }

    var segments: [Segment] = []
    var isClosed = false

    var corners: [Corner] {
        var corners = zip(segments, segments.dropFirst()).map { Corner(incoming: $0.end, outgoing: $1.start) }
        if isClosed, let last = segments.last, let first = segments.first, segments.count > 1 {
            corners.append(Corner(incoming: last.end, outgoing: first.start))
        }
        return corners
    }

    static func split(_ path: VectorPath) -> [Subpath] {
        var subpaths: [Subpath] = []
        var current = Subpath()
        var start = CGPoint.zero
        var point = CGPoint.zero
        func finish() {
            if !current.segments.isEmpty { subpaths.append(current) }
            current = Subpath()
        }
        func add(from p0: CGPoint, controls: [CGPoint], to p: CGPoint) {
            let points = [p0] + controls + [p]
            // The first and last control points that differ from the ends give the
            // tangents; a degenerate segment (all points equal) turns nothing.
            guard let out = points.dropFirst().first(where: { $0 != p0 }),
                let into = points.dropLast().last(where: { $0 != p })
            else { return }
            current.segments.append(
                Segment(
                    start: Direction(dx: out.x - p0.x, dy: out.y - p0.y),
                    end: Direction(dx: p.x - into.x, dy: p.y - into.y)))
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                start = p
                point = p
            case .line(let p):
                add(from: point, controls: [], to: p)
                point = p
            case .quadCurve(let p, let c):
                add(from: point, controls: [c], to: p)
                point = p
            case .curve(let p, let c1, let c2):
                add(from: point, controls: [c1, c2], to: p)
                point = p
            case .closeSubpath:
                if point != start { add(from: point, controls: [], to: start) }
                current.isClosed = true
                finish()
                point = start
            }
        }
        finish()
        return subpaths
    }
}

/// A direction of travel along a path (not normalised).
private struct Direction {
    var dx: Double
    var dy: Double
}
