import Foundation
import GalleyUI

extension Registry {
    /// Colours, shape styles and gradients.
    func registerPaint() {
        type("Color", Color.self)
        let colors: [String: Color] = [
            "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
            "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
            "gray": .gray, "black": .black, "white": .white, "clear": .clear, "primary": .primary,
            "secondary": .secondary, "accentColor": .accentColor,
        ]
        for (name, color) in colors { staticValue("Color", name, color) }
        registerUIColors()
        registerColorInitializers()
        registerShapeStyles(colors)
        registerGradients()
    }

    /// UIKit's colours, as `UIColor` and as `Color`.
    private func registerUIColors() {
        let uiColors: [String: UIColor] = [
            "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
            "quaternaryLabel": .quaternaryLabel, "systemBackground": .systemBackground,
            "secondarySystemBackground": .secondarySystemBackground,
            "tertiarySystemBackground": .tertiarySystemBackground,
            "systemGroupedBackground": .systemGroupedBackground,
            "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "separator": .separator,
            "opaqueSeparator": .opaqueSeparator, "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
            "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
            "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
            "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
            "systemBlue": .systemBlue, "systemRed": .systemRed, "systemGreen": .systemGreen,
            "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemPink": .systemPink,
            "systemPurple": .systemPurple, "systemIndigo": .systemIndigo, "systemTeal": .systemTeal,
        ]
        type("UIColor", UIColor.self)
        for (name, color) in uiColors { staticValue("UIColor", name, color) }

        for (name, color) in uiColors { staticValue("Color", name, Color(color)) }
    }

    /// `Color`'s initializers, `.opacity` and `.gradient`.
    private func registerColorInitializers() {
        initializer("Color(red:green:blue:opacity:)") {
            Color(red: try $0["red"], green: try $0["green"], blue: try $0["blue"], opacity: try $0["opacity"])
        }
        initializer("Color(_:red:green:blue:opacity:)") {
            Color(red: try $0["red"], green: try $0["green"], blue: try $0["blue"], opacity: try $0["opacity"])
        }
        initializer("Color(white:opacity:)") { Color(white: try $0["white"], opacity: try $0["opacity"]) }
        initializer("Color(hue:saturation:brightness:opacity:)") {
            Color(
                hue: try $0["hue"], saturation: try $0["saturation"], brightness: try $0["brightness"],
                opacity: try $0["opacity"])
        }
        initializer("Color(_: UIColor)") { Color(try $0["uiColor"] as UIColor) }
        initializer("Color(uiColor:)") { Color(try $0["uiColor"] as UIColor) }
        // `Color(.black)` names UIKit's colour of that name, the same as SwiftUI's.
        initializer("Color(_: Color)") { try $0["color"] as Color }
        initializer("Color(_: String)") { arguments in
            throw EvaluationError(
                "asset colours are not available in snippets: 'Color(\"\(try arguments["name"] as String)\")'",
                at: arguments.node,
                notes: [
                    "declare the colour instead: extension Color { static let brand = Color(red: 0.2, green: 0.4, blue: 0.9) }"
                ])
        }
        method(Color.self, "opacity(_:)") { $0.opacity(try $1["opacity"]) }
        property(Color.self, "gradient") { $0.gradient }
    }

    /// `ShapeStyle` and its values (the `colors` too), materials and `Color.Resolved`.
    private func registerShapeStyles(_ colors: [String: Color]) {
        type("some ShapeStyle", (any ShapeStyle).self, implicitHost: "ShapeStyle")
        type("ShapeStyle", (any ShapeStyle).self)
        initializer("AnyShapeStyle(_:)") { a in
            let style: any ShapeStyle = try a["style"]
            return AnyShapeStyle(style)
        }
        initializer("ForegroundStyle()") { _ in ForegroundStyle() }
        initializer("TintShapeStyle()") { _ in TintShapeStyle() }
        initializer("BackgroundStyle()") { _ in BackgroundStyle() }
        method((any ShapeStyle).self, "opacity(_:)") { style, a in style.openedOpacity(try a["opacity"]) }
        for (name, color) in colors { staticValue("ShapeStyle", name, color) }
        staticValues(
            "ShapeStyle",
            [
                "primary": { HierarchicalShapeStyle.primary }, "secondary": { HierarchicalShapeStyle.secondary },
                "tertiary": { HierarchicalShapeStyle.tertiary }, "quaternary": { HierarchicalShapeStyle.quaternary },
                "tint": { TintShapeStyle() }, "foreground": { ForegroundStyle() }, "background": { BackgroundStyle() },
                "ultraThinMaterial": { Material.ultraThin }, "thinMaterial": { Material.thin },
                "regularMaterial": { Material.regular }, "thickMaterial": { Material.thick },
                "ultraThickMaterial": { Material.ultraThick }, "bar": { Material.bar },
            ])
        type("Material", Material.self)
        staticValues(
            "Material",
            [
                "ultraThin": { Material.ultraThin }, "thin": { Material.thin }, "regular": { Material.regular },
                "thick": { Material.thick }, "ultraThick": { Material.ultraThick }, "bar": { Material.bar },
            ])
        // `color.resolve(in: environment)`: the components a colour has in an appearance.
        method(Color.self, "resolve(in:)") { color, a in
            color.resolve(in: try a["environment"])
        }
        type("EnvironmentValues", EnvironmentValues.self)
        type("Color.Resolved", Color.Resolved.self)
        property(Color.Resolved.self, "red") { $0.red }
        property(Color.Resolved.self, "green") { $0.green }
        property(Color.Resolved.self, "blue") { $0.blue }
        property(Color.Resolved.self, "opacity") { $0.opacity }
        staticFunction("ShapeStyle", "linearGradient(colors:startPoint:endPoint:)") {
            LinearGradient(colors: try $0["colors"], startPoint: try $0["startPoint"], endPoint: try $0["endPoint"])
        }
        staticFunction("ShapeStyle", "linearGradient(_:startPoint:endPoint:)") {
            LinearGradient(gradient: try $0["gradient"], startPoint: try $0["startPoint"], endPoint: try $0["endPoint"])
        }
        method(HierarchicalShapeStyle.self, "opacity(_:)") { $0.opacity(try $1["opacity"]) }
    }

    /// `Gradient`, its stops, and the linear and radial gradient views.
    private func registerGradients() {
        type("Gradient", Gradient.self)
        initializer("Gradient(colors:)") { Gradient(colors: try $0["colors"]) }
        initializer("Gradient(stops:)") { Gradient(stops: try $0["stops"]) }
        type("Gradient.Stop", Gradient.Stop.self)
        initializer("Gradient.Stop(color:location:)") {
            Gradient.Stop(color: try $0["color"], location: try $0["location"])
        }
        converters["[Color]"] = arrayConverter("Color")
        converters["[Gradient.Stop]"] = arrayConverter("Gradient.Stop")
        converters["[CGPoint]"] = arrayConverter("CGPoint")

        view(
            "LinearGradient(colors:startPoint:endPoint:)",
            example: #"""
                LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
                    .frame(height: 60)
                """#
        ) {
            LinearGradient(colors: try $0["colors"], startPoint: try $0["startPoint"], endPoint: try $0["endPoint"])
        }
        view("LinearGradient(gradient:startPoint:endPoint:)") {
            LinearGradient(gradient: try $0["gradient"], startPoint: try $0["startPoint"], endPoint: try $0["endPoint"])
        }
        view("LinearGradient(stops:startPoint:endPoint:)") {
            LinearGradient(stops: try $0["stops"], startPoint: try $0["startPoint"], endPoint: try $0["endPoint"])
        }
        view(
            "RadialGradient(colors:center:startRadius:endRadius:)",
            example: #"""
                RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60)
                    .frame(width: 120, height: 120)
                """#
        ) {
            RadialGradient(
                colors: try $0["colors"], center: try $0["center"], startRadius: try $0["startRadius"],
                endRadius: try $0["endRadius"])
        }
        view("RadialGradient(stops:center:startRadius:endRadius:)") {
            RadialGradient(
                stops: try $0["stops"], center: try $0["center"], startRadius: try $0["startRadius"],
                endRadius: try $0["endRadius"])
        }
        view("RadialGradient(gradient:center:startRadius:endRadius:)") {
            RadialGradient(
                gradient: try $0["gradient"], center: try $0["center"], startRadius: try $0["startRadius"],
                endRadius: try $0["endRadius"])
        }
        type("LinearGradient", LinearGradient.self)
        type("RadialGradient", RadialGradient.self)
    }

    /// `[Color]`, `[GridItem]`: an array whose every element converts.
    func arrayConverter(_ element: String) -> Converter {
        { value, interpreter, node in
            guard case .array(let items) = value else { return nil }
            var result: [Any] = []
            for item in items {
                guard let converted = try? interpreter.convert(item, to: element, at: node) else { return nil }
                result.append(converted)
            }
            switch element {
            case "Color": return result as? [Color]
            case "Gradient.Stop": return result as? [Gradient.Stop]
            case "GridItem": return result as? [GridItem]
            case "CGPoint": return result as? [CGPoint]
            default: return result
            }
        }
    }
}
