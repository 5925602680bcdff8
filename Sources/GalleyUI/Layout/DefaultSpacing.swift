import Foundation

/// The space a stack with default spacing leaves between two neighbours.
enum DefaultSpacing {
    /// The platform spacing when nothing more specific applies.
    static let standard: CGFloat = 8

    /// Texts stacked vertically are closer than other views: Galley leaves the leading
    /// of their fonts, the HIG line height minus the height of a line of Inter, rounded
    /// up to a pixel (1.5 pt for two `.body` texts), so that consecutive baselines sit
    /// one HIG line height apart. Side by side, texts are 8 apart like anything else.
    static func between(_ leading: SpacingKind, _ trailing: SpacingKind, along axis: Axis)
        -> CGFloat
    {
        switch (leading, trailing) {
        case (.spacer, _), (_, .spacer):
            return 0
        case (.text(let upper), .text(let lower)) where axis == .vertical:
            return (max(upper, lower) * 2).rounded(.up) / 2
        default:
            return standard
        }
    }
}
