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
        initializer("Color", "(red: Double, green: Double, blue: Double, opacity: Double = 1)") {
            Color(red: try $0[0], green: try $0[1], blue: try $0[2], opacity: try $0[3])
        }
        initializer("Color", "(_ colorSpace: Any, red: Double, green: Double, blue: Double, opacity: Double = 1)") {
            Color(red: try $0[1], green: try $0[2], blue: try $0[3], opacity: try $0[4])
        }
        initializer("Color", "(white: Double, opacity: Double = 1)") { Color(white: try $0[0], opacity: try $0[1]) }
        initializer("Color", "(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)") {
            Color(hue: try $0[0], saturation: try $0[1], brightness: try $0[2], opacity: try $0[3])
        }
        initializer("Color", "(_ uiColor: UIColor)") { Color(try $0[0] as UIColor) }
        initializer("Color", "(uiColor: UIColor)") { Color(try $0[0] as UIColor) }
        // `Color(.black)` names UIKit's colour of that name, the same as SwiftUI's.
        initializer("Color", "(_ color: Color)") { try $0[0] as Color }
        initializer("Color", "(_ name: String)") { arguments in
            throw EvaluationError(
                "asset colours are not available in snippets: 'Color(\"\(try arguments[0] as String)\")'",
                at: arguments.node,
                notes: [
                    "declare the colour instead: extension Color { static let brand = Color(red: 0.2, green: 0.4, blue: 0.9) }"
                ])
        }
        method(Color.self, "opacity", "(_ opacity: Double)") { $0.opacity(try $1[0]) }
        property(Color.self, "gradient") { $0.gradient }

        type("some ShapeStyle", (any ShapeStyle).self, implicitHost: "ShapeStyle")
        type("ShapeStyle", (any ShapeStyle).self)
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
        method(Color.self, "resolve", "(in environment: EnvironmentValues)") { color, a in
            color.resolve(in: try a[0])
        }
        type("EnvironmentValues", EnvironmentValues.self)
        type("Color.Resolved", Color.Resolved.self)
        property(Color.Resolved.self, "red") { $0.red }
        property(Color.Resolved.self, "green") { $0.green }
        property(Color.Resolved.self, "blue") { $0.blue }
        property(Color.Resolved.self, "opacity") { $0.opacity }
        staticFunction("ShapeStyle", "linearGradient", "(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)")
        {
            LinearGradient(colors: try $0[0], startPoint: try $0[1], endPoint: try $0[2])
        }
        staticFunction(
            "ShapeStyle", "linearGradient", "(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)"
        ) {
            LinearGradient(gradient: try $0[0], startPoint: try $0[1], endPoint: try $0[2])
        }
        method(HierarchicalShapeStyle.self, "opacity", "(_ opacity: Double)") { $0.opacity(try $1[0]) }

        type("Gradient", Gradient.self)
        initializer("Gradient", "(colors: [Color])") { Gradient(colors: try $0[0]) }
        initializer("Gradient", "(stops: [Gradient.Stop])") { Gradient(stops: try $0[0]) }
        type("Gradient.Stop", Gradient.Stop.self)
        initializer("Gradient.Stop", "(color: Color, location: CGFloat)") {
            Gradient.Stop(color: try $0[0], location: try $0[1])
        }
        converters["[Color]"] = arrayConverter("Color")
        converters["[Gradient.Stop]"] = arrayConverter("Gradient.Stop")
        converters["[CGPoint]"] = arrayConverter("CGPoint")

        view("LinearGradient", "(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)") {
            LinearGradient(colors: try $0[0], startPoint: try $0[1], endPoint: try $0[2])
        }
        view("LinearGradient", "(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)") {
            LinearGradient(gradient: try $0[0], startPoint: try $0[1], endPoint: try $0[2])
        }
        view("LinearGradient", "(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)") {
            LinearGradient(stops: try $0[0], startPoint: try $0[1], endPoint: try $0[2])
        }
        view("RadialGradient", "(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)") {
            RadialGradient(colors: try $0[0], center: try $0[1], startRadius: try $0[2], endRadius: try $0[3])
        }
        view("RadialGradient", "(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)") {
            RadialGradient(gradient: try $0[0], center: try $0[1], startRadius: try $0[2], endRadius: try $0[3])
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
