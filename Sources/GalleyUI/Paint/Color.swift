import Foundation
import GalleySVG

/// A colour that may depend on the environment (light or dark appearance), usable as
/// a view (it fills the space it is offered) and as a shape style.
public struct Color: Hashable, Sendable {
    indirect enum Provider: Hashable, Sendable {
        case fixed(RGBAColor)
        /// One colour in the light appearance, another in the dark one.
        case adaptive(light: RGBAColor, dark: RGBAColor)
        case opacity(Provider, Double)
        /// The colour blended toward white by a fraction (for `Color.gradient`).
        case mixedWithWhite(Provider, Double)
        /// The accent colour: the environment's tint, blue by default.
        case accent
    }

    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    init(light: RGBAColor, dark: RGBAColor) {
        self.init(provider: light == dark ? .fixed(light) : .adaptive(light: light, dark: dark))
    }

    /// A colour from sRGB components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(provider: .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: opacity)))
    }

    /// A grey: 0 is black, 1 is white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each in 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = hsbToRGB(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(provider: .opacity(provider, opacity))
    }

    /// The colour's components in an environment.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(rgba: resolveRGBA(in: environment))
    }

    func resolveRGBA(in environment: EnvironmentValues) -> RGBAColor {
        provider.resolve(in: environment)
    }

    /// A colour's components for one appearance.
    public struct Resolved: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double

        init(rgba: RGBAColor) {
            red = rgba.red
            green = rgba.green
            blue = rgba.blue
            opacity = rgba.alpha
        }
    }
}

extension Color.Provider {
    func resolve(in environment: EnvironmentValues) -> RGBAColor {
        switch self {
        case .fixed(let color): color
        case .adaptive(let light, let dark): environment.colorScheme == .dark ? dark : light
        case .opacity(let base, let factor): base.resolve(in: environment).multiplyingAlpha(by: factor)
        case .mixedWithWhite(let base, let fraction):
            {
                let color = base.resolve(in: environment)
                func mix(_ component: Double) -> Double { component + (1 - component) * fraction }
                return RGBAColor(
                    red: mix(color.red), green: mix(color.green), blue: mix(color.blue), alpha: color.alpha)
            }()
        case .accent:
            if let tint = environment.tint, tint.provider != .accent {
                tint.resolveRGBA(in: environment)
            } else {
                Color.blue.resolveRGBA(in: environment)
            }
        }
    }
}

/// HSB to RGB (the hexcone model SwiftUI and UIKit use).
func hsbToRGB(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    let h = (hue - floor(hue)) * 6
    let sector = Int(h) % 6
    let fraction = h - floor(h)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch sector {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
}
