/// The variant of a symbol to draw: filled, enclosed in a circle or square, slashed.
///
/// `.symbolVariant(.fill)` turns `Image(systemName: "heart")` into `heart.fill`, as SF
/// Symbols names its variants: the name, then `slash`, then the enclosing shape, then
/// `fill`. When the variant has no icon, the symbol as written is drawn.
public struct SymbolVariants: Hashable, Sendable {
    var isFilled = false
    var isSlashed = false
    /// `circle`, `square` or `rectangle`.
    var enclosure: String?

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)
    public static let circle = SymbolVariants(enclosure: "circle")
    public static let square = SymbolVariants(enclosure: "square")
    public static let rectangle = SymbolVariants(enclosure: "rectangle")

    /// This variant, filled: `.circle.fill`.
    public var fill: SymbolVariants {
        var variants = self
        variants.isFilled = true
        return variants
    }

    /// This variant, slashed.
    public var slash: SymbolVariants {
        var variants = self
        variants.isSlashed = true
        return variants
    }

    /// This variant in a circle.
    public var circle: SymbolVariants {
        var variants = self
        variants.enclosure = "circle"
        return variants
    }

    /// This variant in a square.
    public var square: SymbolVariants {
        var variants = self
        variants.enclosure = "square"
        return variants
    }

    /// The name of `systemName` in this variant, when it has an icon; else `systemName`.
    func name(of systemName: String) -> String {
        guard self != .none else { return systemName }
        var parts = systemName.split(separator: ".").map(String.init)
        if isSlashed, !parts.contains("slash") { parts.append("slash") }
        if let enclosure, !parts.contains(enclosure) {
            if let fill = parts.firstIndex(of: "fill") {
                parts.insert(enclosure, at: fill)
            } else {
                parts.append(enclosure)
            }
        }
        if isFilled, !parts.contains("fill") { parts.append("fill") }
        let variant = parts.joined(separator: ".")
        return Image.hasIcon(systemName: variant) ? variant : systemName
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The variant symbol images inside this view are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbol images inside this view in `variant` (`.fill`, `.circle.fill`).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformingEnvironment { environment in
            var combined = environment.symbolVariants
            if variant.isFilled { combined.isFilled = true }
            if variant.isSlashed { combined.isSlashed = true }
            if let enclosure = variant.enclosure { combined.enclosure = enclosure }
            if variant == .none { combined = .none }
            environment.symbolVariants = combined
        }
    }
}
