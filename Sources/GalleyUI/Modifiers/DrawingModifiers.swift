import Foundation
import GalleySVG

/// How a layer combines with what is behind it.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
    case hardLight, difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// Modes SVG cannot express fall back to the closest one it can.
    var displayMode: DisplayBlendMode {
        switch self {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: .normal
        case .multiply, .plusDarker: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue, .saturation, .color, .luminosity: .normal
        case .plusLighter: .plusLighter
        }
    }
}

extension View {
    private func effect(_ name: String, _ effect: EffectNode.Effect) -> some View {
        wrappingNodes { node, context in
            EffectNode(typeName: name, effect: effect, environment: context.environment, child: node)
        }
    }

    /// Draws the view at `opacity` (0 transparent, 1 opaque).
    public func opacity(_ opacity: Double) -> some View {
        effect("opacity", .opacity(opacity))
    }

    /// Clips the view to a shape in its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        effect("clipShape", .clip({ shape.path(in: $0) }, evenOdd: style.isEOFilled))
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        effect("clipped", .clip({ Path($0) }, evenOdd: false))
    }

    /// Clips the view to a rounded rectangle with circular corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        effect(
            "cornerRadius",
            .clip({ Path(roundedRect: $0, cornerRadius: radius, style: .circular) }, evenOdd: false))
    }

    /// Draws a shadow of the view's content: black at 33 % unless told otherwise.
    /// The radius is the blur's extent; Galley blurs with σ = radius / 2.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        effect("shadow", .shadow(color: color, radius: radius, x: x, y: y))
    }

    /// Rotates the drawing around `anchor` (the center by default); layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect("rotationEffect", .transform(anchor: anchor) { _ in .rotation(radians: angle.radians) })
    }

    /// Scales the drawing around `anchor`; layout is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the drawing around `anchor` by different factors; layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
        -> some View
    {
        effect("scaleEffect", .transform(anchor: anchor) { _ in .scale(x: x, y: y) })
    }

    /// Scales the drawing by a size's width and height.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Blurs the drawing (Gaussian, σ = radius / 2).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect("blur", .blur(radius: radius))
    }

    /// Combines the drawing with what is behind it by a blend mode.
    public func blendMode(_ mode: BlendMode) -> some View {
        effect("blendMode", .blendMode(mode.displayMode))
    }

    /// Draws the view as one layer, so that opacity or blending apply to it as a whole.
    public func compositingGroup() -> some View {
        effect("compositingGroup", .compositingGroup)
    }

    /// Hides the view; it keeps its place in the layout.
    public func hidden() -> some View {
        effect("hidden", .hidden)
    }

    /// Draws a border inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Masks the view by the opacity of another view laid out over it.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> some View
    {
        self.mask(mask(), alignment: alignment)
    }

    /// Masks the view by the opacity of another view laid out over it.
    public func mask<Mask: View>(_ mask: Mask, alignment: Alignment = .center) -> some View {
        wrappingNodes { node, context in
            MaskNode(
                alignment: alignment, environment: context.environment, primary: node,
                mask: context.resolveSingle(mask))
        }
    }
}
