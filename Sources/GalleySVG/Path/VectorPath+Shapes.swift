import Foundation

/// The corner shape of a rounded rectangle.
public enum CornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous ("squircle") corners, which start 1.528665·r from the corner.
    case continuous
}

/// The radius of each corner, as SwiftUI's `RectangleCornerRadii`.
public struct CornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(
        topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0,
        topTrailing: Double = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The same radius on all four corners.
    public static func all(_ radius: Double) -> CornerRadii {
        CornerRadii(
            topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
    }
}

extension VectorPath {
    /// A rectangle, drawn clockwise from its top-left corner.
    public static func rect(_ rect: CGRect) -> VectorPath {
        VectorPath(elements: [
            .move(to: CGPoint(x: rect.minX, y: rect.minY)),
            .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
            .line(to: CGPoint(x: rect.maxX, y: rect.maxY)),
            .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
            .closeSubpath,
        ])
    }

    /// A rectangle with the same radius on every corner.
    public static func roundedRect(
        _ rect: CGRect, cornerRadius: Double, style: CornerStyle = .circular
    ) -> VectorPath {
        roundedRect(rect, cornerRadii: .all(cornerRadius), style: style)
    }

    /// A rectangle with its own radius on each corner. Radii are clamped so that corners
    /// never overlap: a circular corner reaches r along each edge, a continuous one 1.528665·r,
    /// and that reach is limited to half the shorter side.
    public static func roundedRect(
        _ rect: CGRect, cornerRadii: CornerRadii, style: CornerStyle = .circular
    ) -> VectorPath {
        let rect = rect.standardized
        let curve = style == .circular ? CornerCurve.circular : CornerCurve.continuous
        let limit = min(rect.width, rect.height) / 2 / curve.reach
        func clamp(_ radius: Double) -> Double { max(0, min(radius, limit)) }
        // Clockwise on screen from the top-left corner; each corner is described by the
        // direction of the edge arriving at it and of the edge leaving it.
        let corners = [
            RectCorner(
                x: rect.maxX, y: rect.minY, inX: 1, inY: 0, outX: 0, outY: 1,
                radius: clamp(cornerRadii.topTrailing)),
            RectCorner(
                x: rect.maxX, y: rect.maxY, inX: 0, inY: 1, outX: -1, outY: 0,
                radius: clamp(cornerRadii.bottomTrailing)),
            RectCorner(
                x: rect.minX, y: rect.maxY, inX: -1, inY: 0, outX: 0, outY: -1,
                radius: clamp(cornerRadii.bottomLeading)),
            RectCorner(
                x: rect.minX, y: rect.minY, inX: 0, inY: -1, outX: 1, outY: 0,
                radius: clamp(cornerRadii.topLeading)),
        ]
        var path = VectorPath()
        // A move, a line and the curve's segments per corner, and the close: one allocation.
        path.reserveCapacity(2 + corners.count * (1 + curve.segments.count))
        let topLeadingReach = clamp(cornerRadii.topLeading) * curve.reach
        path.move(to: CGPoint(x: rect.minX + topLeadingReach, y: rect.minY))
        for corner in corners {
            guard corner.radius > 0 else {
                path.addLine(to: CGPoint(x: corner.x, y: corner.y))
                continue
            }
            path.addLine(to: corner.point(u: curve.reach, v: 0))
            for segment in curve.segments {
                switch segment {
                case .line(let u, let v): path.addLine(to: corner.point(u: u, v: v))
                case .curve(let c1, let c2, let end):
                    path.addCurve(
                        to: corner.point(u: end.u, v: end.v), control1: corner.point(u: c1.u, v: c1.v),
                        control2: corner.point(u: c2.u, v: c2.v))
                }
            }
        }
        path.closeSubpath()
        return path
    }

    /// An ellipse filling `rect`, four cubic quarter arcs clockwise from the top.
    public static func ellipse(in rect: CGRect) -> VectorPath {
        let rect = rect.standardized
        let k = CornerCurve.circleKappa
        let rx = rect.width / 2
        let ry = rect.height / 2
        let cx = rect.midX
        let cy = rect.midY
        return VectorPath(elements: [
            .move(to: CGPoint(x: cx, y: rect.minY)),
            .curve(
                to: CGPoint(x: rect.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: rect.minY),
                control2: CGPoint(x: rect.maxX, y: cy - k * ry)),
            .curve(
                to: CGPoint(x: cx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: cy + k * ry),
                control2: CGPoint(x: cx + k * rx, y: rect.maxY)),
            .curve(
                to: CGPoint(x: rect.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: rect.maxY),
                control2: CGPoint(x: rect.minX, y: cy + k * ry)),
            .curve(
                to: CGPoint(x: cx, y: rect.minY), control1: CGPoint(x: rect.minX, y: cy - k * ry),
                control2: CGPoint(x: cx - k * rx, y: rect.minY)),
            .closeSubpath,
        ])
    }

    /// A capsule: the shorter side fully rounded.
    public static func capsule(in rect: CGRect, style: CornerStyle = .circular) -> VectorPath {
        let radius = min(abs(rect.width), abs(rect.height)) / 2
        return roundedRect(rect, cornerRadius: radius, style: style)
    }
}

/// One corner's outline in units of the radius, from where it leaves the incoming edge.
struct CornerCurve {
    struct UV {
        var u: Double
        var v: Double
    }
    enum Segment {
        case line(Double, Double)
        case curve(UV, UV, UV)
    }

    /// How far from the corner the curve leaves each edge, in units of r.
    let reach: Double
    let segments: [Segment]

    /// The control distance that makes a cubic Bézier closest to a quarter circle.
    static let circleKappa = 0.5522847498307936

    static let circular = CornerCurve(
        reach: 1,
        segments: [.curve(UV(u: 1 - circleKappa, v: 0), UV(u: 0, v: 1 - circleKappa), UV(u: 0, v: 1))])

    /// UIKit's continuous corner, from the fact sheet (reverse-engineered by others).
    static let continuous = CornerCurve(
        reach: 1.52866483,
        segments: [
            .curve(UV(u: 1.08849323, v: 0), UV(u: 0.86840689, v: 0), UV(u: 0.66993427, v: 0.065496)),
            .line(0.63149399, 0.074911),
            .curve(
                UV(u: 0.37282392, v: 0.16905899), UV(u: 0.16905899, v: 0.37282392),
                UV(u: 0.074911, v: 0.63149399)),
            .line(0.065496, 0.66993427),
            .curve(UV(u: 0, v: 0.86840689), UV(u: 0, v: 1.08849323), UV(u: 0, v: 1.52866483)),
        ])
}

/// A rectangle's corner: its position, the directions of the edges meeting there, and
/// its radius.
struct RectCorner {
    var x: Double
    var y: Double
    var inX: Double
    var inY: Double
    var outX: Double
    var outY: Double
    var radius: Double

    /// The point u·r back along the incoming edge and v·r along the outgoing one.
    func point(u: Double, v: Double) -> CGPoint {
        CGPoint(
            x: x - u * radius * inX + v * radius * outX,
            y: y - u * radius * inY + v * radius * outY)
    }
}
