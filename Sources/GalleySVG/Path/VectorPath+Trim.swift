import Foundation

extension VectorPath {
    /// The part of the outline between two fractions of its length, as SwiftUI's
    /// `Shape.trim(from:to:)` draws it: `0...1` is the whole path, `0...0.25` its first
    /// quarter, measured along every subpath in drawing order (a closing segment counts).
    /// Curves are measured by flattening and cut exactly (de Casteljau), so a trimmed
    /// circle is still made of curves.
    public func trimmed(from start: Double, to end: Double) -> VectorPath {
        let from = min(max(start, 0), 1)
        let to = min(max(end, 0), 1)
        guard to > from else { return VectorPath() }
        let segments = Self.segments(of: elements)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return from == 0 && to == 1 ? self : VectorPath() }
        let lower = from * total
        let upper = to * total
        var result = VectorPath()
        var travelled = 0.0
        var lastEnd: CGPoint?
        for segment in segments {
            defer { travelled += segment.length }
            let segmentStart = travelled
            let segmentEnd = travelled + segment.length
            guard segmentEnd > lower, segmentStart < upper, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: max(lower - segmentStart, 0))
            let t1 = segment.parameter(atLength: min(upper - segmentStart, segment.length))
            // A line is cut by interpolation: exact where a cubic split would round.
            let piece =
                segment.isLine
                ? Cubic(line: segment.cubic.pointOnLine(at: t0), segment.cubic.pointOnLine(at: t1))
                : segment.cubic.slice(from: t0, to: t1)
            // A new subpath starts wherever the kept pieces do not meet.
            if lastEnd == nil || segment.startsSubpath || lastEnd != piece.p0 {
                result.move(to: piece.p0)
            }
            if segment.isLine {
                result.addLine(to: piece.p3)
            } else {
                result.addCurve(to: piece.p3, control1: piece.p1, control2: piece.p2)
            }
            lastEnd = piece.p3
        }
        return result
    }

    /// One drawn segment: a cubic (lines and quadratics are exact cubics) with its
    /// length and a table from length to curve parameter.
    struct MeasuredSegment {
        let cubic: Cubic
        let isLine: Bool
        let startsSubpath: Bool
        /// Cumulative lengths at evenly spaced parameters (`samples + 1` entries).
        let lengths: [Double]
        var length: Double { lengths.last ?? 0 }
        static let samples = 32

        init(_ cubic: Cubic, isLine: Bool, startsSubpath: Bool) {
            self.cubic = cubic
            self.isLine = isLine
            self.startsSubpath = startsSubpath
            var lengths = [0.0]
            var previous = cubic.p0
            let count = isLine ? 1 : Self.samples
            for step in 1...count {
                let point = cubic.point(at: Double(step) / Double(count))
                lengths.append(lengths[lengths.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
                previous = point
            }
            self.lengths = lengths
        }

        /// The curve parameter at which `distance` along the segment is reached.
        func parameter(atLength distance: Double) -> Double {
            guard length > 0 else { return 0 }
            if distance >= length { return 1 }
            let steps = lengths.count - 1
            var index = 1
            while index < lengths.count - 1 && lengths[index] < distance { index += 1 }
            let below = lengths[index - 1]
            let span = lengths[index] - below
            let within = span > 0 ? (distance - below) / span : 0
            return (Double(index - 1) + within) / Double(steps)
        }
    }

    private static func segments(of elements: [Element]) -> [MeasuredSegment] {
        var segments: [MeasuredSegment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var atSubpathStart = true
        func add(_ cubic: Cubic, isLine: Bool) {
            segments.append(MeasuredSegment(cubic, isLine: isLine, startsSubpath: atSubpathStart))
            atSubpathStart = false
            current = cubic.p3
        }
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                atSubpathStart = true
            case .line(let point):
                add(Cubic(line: current, point), isLine: true)
            case .quadCurve(let point, let control):
                add(Cubic(quad: current, control, point), isLine: false)
            case .curve(let point, let control1, let control2):
                add(Cubic(p0: current, p1: control1, p2: control2, p3: point), isLine: false)
            case .closeSubpath:
                if current != subpathStart { add(Cubic(line: current, subpathStart), isLine: true) }
                current = subpathStart
                atSubpathStart = true
            }
        }
        return segments
    }
}

/// A cubic Bézier curve by its four points.
struct Cubic {
    var p0, p1, p2, p3: CGPoint

    init(p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    /// A straight line as a cubic, its controls a third of the way along.
    init(line from: CGPoint, _ to: CGPoint) {
        self.init(p0: from, p1: Self.mix(from, to, 1.0 / 3), p2: Self.mix(from, to, 2.0 / 3), p3: to)
    }

    /// A quadratic curve raised to the cubic that draws it exactly.
    init(quad from: CGPoint, _ control: CGPoint, _ to: CGPoint) {
        self.init(p0: from, p1: Self.mix(from, control, 2.0 / 3), p2: Self.mix(to, control, 2.0 / 3), p3: to)
    }

    /// For a cubic made from a line: the point a fraction `t` along it.
    func pointOnLine(at t: Double) -> CGPoint { Self.mix(p0, p3, t) }

    func point(at t: Double) -> CGPoint {
        let u = 1 - t
        let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
        let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
        return CGPoint(x: x, y: y)
    }

    /// The part of the curve between two parameters.
    func slice(from t0: Double, to t1: Double) -> Cubic {
        if t0 <= 0 && t1 >= 1 { return self }
        let head = t1 >= 1 ? self : split(at: t1).0
        guard t0 > 0, t1 > 0 else { return head }
        return head.split(at: t0 / t1).1
    }

    /// De Casteljau's split at `t`: the curve before and after it.
    func split(at t: Double) -> (Cubic, Cubic) {
        let a = Self.mix(p0, p1, t)
        let b = Self.mix(p1, p2, t)
        let c = Self.mix(p2, p3, t)
        let d = Self.mix(a, b, t)
        let e = Self.mix(b, c, t)
        let f = Self.mix(d, e, t)
        return (Cubic(p0: p0, p1: a, p2: d, p3: f), Cubic(p0: f, p1: e, p2: c, p3: p3))
    }

    static func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
