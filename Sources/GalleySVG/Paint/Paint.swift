import Foundation

/// How a shape or a glyph run is filled or stroked.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(RGBAColor)
    /// A linear gradient in the painted item's coordinate space.
    case linearGradient(LinearGradientPaint)
    /// A radial gradient in the painted item's coordinate space.
    case radialGradient(RadialGradientPaint)
}

/// A colour at a position along a gradient, `location` in 0...1.
public struct GradientStop: Hashable, Sendable {
    public var color: RGBAColor
    public var location: Double

    public init(color: RGBAColor, location: Double) {
        self.color = color
        self.location = location
    }

    /// Evenly spaced stops, as SwiftUI's `Gradient(colors:)` makes them.
    public static func evenlySpaced(_ colors: [RGBAColor]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(color: $0, location: 0) } }
        return colors.enumerated().map {
            GradientStop(color: $0.element, location: Double($0.offset) / Double(colors.count - 1))
        }
    }
}

/// A linear gradient between two points, in points in the painted item's user space.
///
/// Points rather than unit points because a glyph run or a group has no single bounding
/// box SVG could resolve unit points against; use ``init(stops:startPoint:endPoint:in:)``
/// to resolve SwiftUI's `UnitPoint`s against a frame.
public struct LinearGradientPaint: Hashable, Sendable {
    public var stops: [GradientStop]
    public var start: CGPoint
    public var end: CGPoint

    public init(stops: [GradientStop], start: CGPoint, end: CGPoint) {
        self.stops = stops
        self.start = start
        self.end = end
    }

    /// A gradient from unit points (0...1 on each axis) resolved against `rect`.
    public init(stops: [GradientStop], startPoint: CGPoint, endPoint: CGPoint, in rect: CGRect) {
        self.init(
            stops: stops,
            start: CGPoint(
                x: rect.minX + startPoint.x * rect.width, y: rect.minY + startPoint.y * rect.height),
            end: CGPoint(x: rect.minX + endPoint.x * rect.width, y: rect.minY + endPoint.y * rect.height))
    }
}

/// A radial gradient: the first stop at `startRadius` from `center`, the last at `endRadius`,
/// as SwiftUI's `RadialGradient` (radii in points).
public struct RadialGradientPaint: Hashable, Sendable {
    public var stops: [GradientStop]
    public var center: CGPoint
    public var startRadius: Double
    public var endRadius: Double

    public init(stops: [GradientStop], center: CGPoint, startRadius: Double, endRadius: Double) {
        self.stops = stops
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
}
