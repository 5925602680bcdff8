import Foundation
import GalleySVG

/// Colours at locations along a gradient.
public struct Gradient: Hashable, Sendable {
    /// One colour and where it sits, 0...1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
        }
    }

    func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolveRGBA(in: environment), location: $0.location) }
    }
}

/// A gradient along a line between two unit points of the filled region.
public struct LinearGradient: ShapeStyle, PaintResolvable, View {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .linearGradient(
            LinearGradientPaint(
                stops: gradient.resolvedStops(in: environment),
                start: startPoint.point(in: bounds), end: endPoint.point(in: bounds)))
    }
}

/// A gradient in circles around a unit point, radii in points.
public struct RadialGradient: ShapeStyle, PaintResolvable, View {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
            endRadius: endRadius)
    }

    public init(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
            endRadius: endRadius)
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .radialGradient(
            RadialGradientPaint(
                stops: gradient.resolvedStops(in: environment), center: center.point(in: bounds),
                startRadius: startRadius, endRadius: endRadius))
    }
}

extension Color {
    /// A gentle top-to-bottom gradient from a lighter shade to this colour, as iOS 16's
    /// `Color.gradient` (Galley mixes 18 % white in at the top).
    public var gradient: LinearGradient {
        LinearGradient(
            colors: [Color(provider: .mixedWithWhite(provider, 0.18)), self], startPoint: .top,
            endPoint: .bottom)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient between `colors`, as a shape style: `.fill(.linearGradient(…))`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient along `gradient`'s stops, as a shape style.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}
