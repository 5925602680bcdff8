import Foundation
import GalleySVG

/// A colour, gradient or hierarchical style that fills or strokes shapes and text.
public protocol ShapeStyle {}

/// Built-in styles resolve to a paint for a region once the environment and the
/// region's bounds (for gradients) are known.
protocol PaintResolvable {
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint
}

func resolvePaint(_ style: any ShapeStyle, in environment: EnvironmentValues, bounds: CGRect)
    -> Paint
{
    if let resolvable = style as? PaintResolvable {
        return resolvable.paint(in: environment, bounds: bounds)
    }
    // A style GalleyUI does not know draws like the foreground, the neutral choice.
    return ForegroundStyle().paint(in: environment, bounds: bounds)
}

extension Color: ShapeStyle, PaintResolvable {
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .solid(resolveRGBA(in: environment))
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, PaintResolvable {
    let style: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        self.style = (style as? AnyShapeStyle)?.style ?? style
    }

    init(erasing style: any ShapeStyle) {
        self.style = (style as? AnyShapeStyle)?.style ?? style
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        resolvePaint(style, in: environment, bounds: bounds)
    }
}

/// The environment's foreground style (`.foreground`): primary text colour by default.
public struct ForegroundStyle: ShapeStyle, PaintResolvable {
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        HierarchicalShapeStyle.primary.paint(in: environment, bounds: bounds)
    }
}

/// The environment's tint (`.tint`): the accent colour, blue by default.
public struct TintShapeStyle: ShapeStyle, PaintResolvable {
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .solid(Color.accentColor.resolveRGBA(in: environment))
    }
}

/// The background of the current context (`.background`): the system background.
public struct BackgroundStyle: ShapeStyle, PaintResolvable {
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .solid(Color(.systemBackground).resolveRGBA(in: environment))
    }
}

/// Levels of the foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
///
/// With the default foreground these are the iOS label colours; with a custom
/// foreground they are that style at 100 %, 60 %, 30 % and 18 % opacity, the label
/// colours' own opacities (Galley's choice; Apple does not publish one).
public struct HierarchicalShapeStyle: ShapeStyle, PaintResolvable, Sendable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    private static let defaultColors: [Color] = [
        Color(.label), Color(.secondaryLabel), Color(.tertiaryLabel), Color(.quaternaryLabel),
    ]
    private static let opacities: [Double] = [1, 0.6, 0.3, 0.18]

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        let level = min(max(self.level, 0), 3)
        guard let foreground = environment.foregroundStyle else {
            return .solid(Self.defaultColors[level].resolveRGBA(in: environment))
        }
        // A colour reads nothing of the foreground, and a level of the default foreground is
        // a label colour: neither needs the copy of the environment made below (every text
        // drawn under a `.foregroundStyle(.secondary)` made one).
        let plainColor =
            foreground.style as? Color
            ?? (foreground.style as? HierarchicalShapeStyle).map { Self.defaultColors[min(max($0.level, 0), 3)] }
        if let plainColor {
            return .solid(plainColor.resolveRGBA(in: environment)).multiplyingOpacity(by: Self.opacities[level])
        }
        var inner = environment
        inner.foregroundStyle = nil  // a foreground of `.secondary` means the default one
        return resolvePaint(foreground.style, in: inner, bounds: bounds)
            .multiplyingOpacity(by: Self.opacities[level])
    }
}

/// A shape style drawn at reduced opacity.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable {
    let base: Base
    let opacity: Double

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        resolvePaint(base, in: environment, bounds: bounds).multiplyingOpacity(by: opacity)
    }
}

extension ShapeStyle {
    /// This style at `opacity` times its opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension Paint {
    func multiplyingOpacity(by factor: Double) -> Paint {
        guard factor != 1 else { return self }
        switch self {
        case .solid(let color):
            return .solid(color.multiplyingAlpha(by: factor))
        case .linearGradient(var gradient):
            gradient.stops = gradient.stops.map {
                GradientStop(color: $0.color.multiplyingAlpha(by: factor), location: $0.location)
            }
            return .linearGradient(gradient)
        case .radialGradient(var gradient):
            gradient.stops = gradient.stops.map {
                GradientStop(color: $0.color.multiplyingAlpha(by: factor), location: $0.location)
            }
            return .radialGradient(gradient)
        }
    }
}
