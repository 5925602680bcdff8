import Foundation

/// How far a stroke's outline can reach beyond its path, as a multiple of half the line
/// width: 1 for round joins and caps, √2 for square caps, and for miter joins the
/// sharpest corner's miter length (SVG bevels a corner whose miter exceeds the limit).
enum StrokeReach {
    static func factor(of path: VectorPath, style: StrokeOptions) -> Double {
        // Round and bevel joins reach no further than the line's half width; only square
        // caps (on open subpaths) and miter joins need the path walked.
        guard style.join == .miter || style.cap == .square else { return 1 }
        var walk = CornerWalk(measuresJoins: style.join == .miter, miterLimit: style.miterLimit)
        var start = CGPoint.zero
        var point = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                walk.finishSubpath(closed: false)
                start = p
                point = p
            case .line(let p):
                walk.addSegment(from: point, nil, nil, to: p)
                point = p
            case .quadCurve(let p, let c):
                walk.addSegment(from: point, c, nil, to: p)
                point = p
            case .curve(let p, let c1, let c2):
                walk.addSegment(from: point, c1, c2, to: p)
                point = p
            case .closeSubpath:
                if point != start { walk.addSegment(from: point, nil, nil, to: start) }
                walk.finishSubpath(closed: true)
                point = start
            }
        }
        walk.finishSubpath(closed: false)
        if walk.hasOpenSubpath, style.cap == .square { walk.factor = max(walk.factor, 2.0.squareRoot()) }
        return walk.factor
    }

    /// The miter length over the line width at a corner, or 1 where SVG bevels it.
    fileprivate static func miterRatio(incoming: Direction, outgoing: Direction, limit: Double) -> Double {
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

/// Walks a path's segments as they come, reduced to the directions a stroke's joins
/// depend on: each corner between two segments of a subpath (and, in a closed one, the
/// corner where it closes) is measured once, without collecting the segments (every
/// stroke of every picture is walked for the canvas's bounds).
private struct CornerWalk {
    let measuresJoins: Bool
    let miterLimit: Double
    /// The largest reach found so far, as a multiple of half the line width.
    var factor = 1.0
    /// Whether a subpath with segments was left open.
    var hasOpenSubpath = false
    /// The current subpath's first direction, and the direction its last segment ended in.
    private var firstDirection: Direction?
    private var lastDirection: Direction?
    private var segmentCount = 0

    init(measuresJoins: Bool, miterLimit: Double) {
        self.measuresJoins = measuresJoins
        self.miterLimit = miterLimit
    }

    /// A segment from `p0` to `p` with up to two control points, in order.
    mutating func addSegment(from p0: CGPoint, _ c1: CGPoint?, _ c2: CGPoint?, to p: CGPoint) {
        // The first and last control points that differ from the ends give the tangents;
        // a degenerate segment (all points equal) turns nothing.
        guard let out = Self.firstPoint(c1, c2, p, differingFrom: p0),
            let into = Self.firstPoint(c2, c1, p0, differingFrom: p)
        else { return }
        let start = Direction(dx: out.x - p0.x, dy: out.y - p0.y)
        if let lastDirection { measureCorner(incoming: lastDirection, outgoing: start) } else { firstDirection = start }
        lastDirection = Direction(dx: p.x - into.x, dy: p.y - into.y)
        segmentCount += 1
    }

    /// The first of the points, in order, that is not `reference` (absent ones skipped).
    private static func firstPoint(_ a: CGPoint?, _ b: CGPoint?, _ c: CGPoint, differingFrom reference: CGPoint)
        -> CGPoint?
    {
        if let a, a != reference { return a }
        if let b, b != reference { return b }
        return c != reference ? c : nil
    }

    /// Ends the current subpath; a closed one with more than one segment has a corner
    /// where its last segment meets its first.
    mutating func finishSubpath(closed: Bool) {
        if segmentCount > 0 {
            if !closed { hasOpenSubpath = true }
            if closed, segmentCount > 1, let lastDirection, let firstDirection {
                measureCorner(incoming: lastDirection, outgoing: firstDirection)
            }
        }
        firstDirection = nil
        lastDirection = nil
        segmentCount = 0
    }

    private mutating func measureCorner(incoming: Direction, outgoing: Direction) {
        guard measuresJoins else { return }
        factor = max(factor, StrokeReach.miterRatio(incoming: incoming, outgoing: outgoing, limit: miterLimit))
    }
}

/// A direction of travel along a path (not normalised).
private struct Direction {
    var dx: Double
    var dy: Double
}
