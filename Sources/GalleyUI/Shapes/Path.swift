import Foundation
import GalleySVG

/// An outline of lines and curves, in the coordinates of the view that draws it.
/// A `Path` is itself a shape that draws exactly these points.
public struct Path: Hashable, Sendable {
    var storage: VectorPath

    /// An empty path.
    public init() { storage = VectorPath() }

    init(_ vector: VectorPath) { storage = vector }

    /// A path built by a closure.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) { storage = .rect(rect) }

    /// A rectangle with rounded corners.
    public init(
        roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
    ) {
        storage = .roundedRect(rect, cornerRadius: cornerRadius, style: style.svgStyle)
    }

    /// An ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) { storage = .ellipse(in: rect) }

    public var isEmpty: Bool { storage.isEmpty }

    /// The box around the path's points.
    public var boundingRect: CGRect { storage.controlPointBounds ?? .zero }

    public mutating func move(to point: CGPoint) { storage.move(to: point) }
    public mutating func addLine(to point: CGPoint) { storage.addLine(to: point) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        storage.addQuadCurve(to: point, control: control)
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: point, control1: control1, control2: control2)
    }
    public mutating func closeSubpath() { storage.closeSubpath() }
    public mutating func addRect(_ rect: CGRect) { storage.addPath(.rect(rect)) }
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
    ) {
        storage.addPath(.roundedRect(rect, cornerRadius: cornerSize.width, style: style.svgStyle))
    }
    public mutating func addEllipse(in rect: CGRect) { storage.addPath(.ellipse(in: rect)) }
    public mutating func addPath(_ path: Path) { storage.addPath(path.storage) }

    /// An arc of a circle, drawn with cubic Bézier segments of at most 90°. With y
    /// pointing down, `clockwise: false` turns clockwise on screen, as in SwiftUI.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        var start = startAngle.radians
        var end = endAngle.radians
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        if start == end { return }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        if storage.isEmpty { move(to: point(start)) } else { addLine(to: point(start)) }
        let segments = Int((abs(end - start) / (.pi / 2)).rounded(.up))
        let step = (end - start) / Double(segments)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        for _ in 0..<segments {
            let next = start + step
            let p0 = point(start)
            let p1 = point(next)
            addCurve(
                to: p1,
                control1: CGPoint(x: p0.x - handle * sin(start), y: p0.y + handle * cos(start)),
                control2: CGPoint(x: p1.x + handle * sin(next), y: p1.y - handle * cos(next)))
            start = next
        }
        _ = end
    }

    /// The path moved and scaled by a transform.
    func applying(_ transform: Transform2D) -> Path { Path(storage.applying(transform)) }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(.translation(x: Double(dx), y: Double(dy)))
    }
}

/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's smoother continuous curve.
    case continuous

    var svgStyle: CornerStyle { self == .circular ? .circular : .continuous }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }

    /// A path is drawn where its points are; it takes the space it is offered.
    public static var role: ShapeRole { .fill }
}
