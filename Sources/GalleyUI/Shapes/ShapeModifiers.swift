import Foundation
import GalleySVG

/// A shape drawn only between two fractions of its outline's length: progress rings
/// and gauges are trimmed circles.
public struct TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let from: CGFloat
    let to: CGFloat

    public func path(in rect: CGRect) -> Path {
        Path(shape.path(in: rect).storage.trimmed(from: Double(from), to: Double(to)))
    }
}

/// A shape turned about a point of its frame, within the same frame (the layout does
/// not change, as with `rotationEffect`).
public struct RotatedShape<Content: Shape>: Shape {
    let shape: Content
    let angle: Angle
    let anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let transform = Transform2D.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(.rotation(radians: angle.radians))
            .concatenating(.translation(x: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(transform)
    }
}

/// A shape moved within its frame.
public struct OffsetShape<Content: Shape>: Shape {
    let shape: Content
    let offset: CGSize

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape scaled about a point of its frame.
public struct ScaledShape<Content: Shape>: Shape {
    let shape: Content
    let scale: CGSize
    let anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let transform = Transform2D.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(.scale(x: scale.width, y: scale.height))
            .concatenating(.translation(x: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(transform)
    }
}

extension Shape {
    /// The part of the outline between `from` and `to`, fractions of its length.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, from: from, to: to)
    }

    /// The outline turned by `angle` about `anchor` (the centre by default).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The outline moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The outline moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The outline scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The outline scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}
