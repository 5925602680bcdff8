import Foundation
import GalleySVG

/// SwiftUI's materials (`.thinMaterial`, `.regularMaterial` …): a translucent layer that
/// blurs what lies behind it. A still SVG picture cannot blur its backdrop, so a material
/// draws as iOS's material tint alone: a light veil in light appearance, a dark one in
/// dark, more opaque the thicker the material. What shows through stays legible, which is
/// what an article shows a material for.
public struct Material: ShapeStyle, PaintResolvable, Sendable {
    /// How much of the tint covers what is behind, in light and in dark appearance.
    let lightOpacity: Double
    let darkOpacity: Double

    public static let ultraThin = Material(lightOpacity: 0.45, darkOpacity: 0.45)
    public static let thin = Material(lightOpacity: 0.6, darkOpacity: 0.6)
    public static let regular = Material(lightOpacity: 0.72, darkOpacity: 0.72)
    public static let thick = Material(lightOpacity: 0.85, darkOpacity: 0.85)
    public static let ultraThick = Material(lightOpacity: 0.93, darkOpacity: 0.93)
    /// The material of bars (navigation, tab and tool bars).
    public static let bar = Material(lightOpacity: 0.8, darkOpacity: 0.8)

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        environment.colorScheme == .dark
            ? .solid(RGBAColor(red255: 37, green: 37, blue: 37, alpha: darkOpacity))
            : .solid(RGBAColor(red255: 250, green: 250, blue: 250, alpha: lightOpacity))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
