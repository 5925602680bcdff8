import Foundation

/// Compositing modes for a group against what is behind it (CSS `mix-blend-mode`).
public enum DisplayBlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, plusLighter

    /// The CSS keyword.
    public var cssName: String {
        switch self {
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .plusLighter: return "plus-lighter"
        default: return rawValue
        }
    }
}

/// A drop shadow of a group's content, as SwiftUI's `.shadow(color:radius:x:y:)`.
///
/// The blur is a Gaussian with standard deviation `radius / 2`, the usual reading of
/// SwiftUI's radius (Apple does not publish the kernel).
public struct DisplayShadow: Hashable, Sendable {
    public var color: RGBAColor
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(
        color: RGBAColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33), radius: Double,
        x: Double = 0, y: Double = 0
    ) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// Items drawn together with a transform and effects.
///
/// The effects of one group apply in SVG's order: blur, then shadow (both filters, on the
/// content), then the clip, then the mask, then opacity and the blend mode, and the
/// transform places it all. For another order, nest groups: e.g. a shadow around a
/// clipped shape is a group with the shadow around a group with the clip.
public struct DisplayGroup: Hashable, Sendable {
    public var content: DisplayList
    /// Maps the content's coordinates into the parent's.
    public var transform: Transform2D
    public var opacity: Double
    /// A clip outline in the content's coordinates.
    public var clipPath: VectorPath?
    public var clipRule: PathFillRule
    /// Content shows where the mask's drawing is opaque (alpha mask, as SwiftUI's `.mask`).
    public var mask: DisplayList?
    public var shadow: DisplayShadow?
    /// Gaussian blur radius in points (σ = radius / 2); 0 for none.
    public var blurRadius: Double
    public var blendMode: DisplayBlendMode
    /// A label for assistive technology, such as `.accessibilityLabel`.
    public var accessibilityLabel: String?

    public init(
        content: DisplayList, transform: Transform2D = .identity, opacity: Double = 1,
        clipPath: VectorPath? = nil, clipRule: PathFillRule = .nonZero, mask: DisplayList? = nil,
        shadow: DisplayShadow? = nil, blurRadius: Double = 0, blendMode: DisplayBlendMode = .normal,
        accessibilityLabel: String? = nil
    ) {
        self.content = content
        self.transform = transform
        self.opacity = opacity
        self.clipPath = clipPath
        self.clipRule = clipRule
        self.mask = mask
        self.shadow = shadow
        self.blurRadius = blurRadius
        self.blendMode = blendMode
        self.accessibilityLabel = accessibilityLabel
    }
}
