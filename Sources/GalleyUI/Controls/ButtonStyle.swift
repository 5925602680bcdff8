import Foundation

/// What a button is for; a destructive button is drawn in red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// The properties of a button a style draws from.
public struct ButtonStyleConfiguration {
    /// The button's label.
    public typealias Label = StyleContent
    public let label: Label
    /// Always false: a still picture shows buttons at rest.
    public let isPressed: Bool
    public let role: ButtonRole?
    let action: () -> Void

    /// Performs the button's action, as a `PrimitiveButtonStyle` does on a tap.
    public func trigger() { action() }
}

/// The look of buttons: `makeBody(configuration:)` returns the whole button.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's other button style protocol, for styles that decide when the action runs.
/// A still picture has no interaction, so Galley draws both kinds the same way: a
/// primitive style is a ``ButtonStyle`` whose configuration also offers `trigger()`.
public typealias PrimitiveButtonStyle = ButtonStyle

/// The configuration of a ``PrimitiveButtonStyle``.
public typealias PrimitiveButtonStyleConfiguration = ButtonStyleConfiguration

/// A button style in the environment, with its type erased.
typealias AnyButtonStyle = AnyStyle<ButtonStyleConfiguration>

extension AnyStyle where Configuration == ButtonStyleConfiguration {
    init<S: ButtonStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension ButtonStyleConfiguration: StyleConfigurationDefaults {
    // Made per use: a style holds `@Environment` boxes that each rendering fills in.
    static var defaultStyle: AnyStyle<Self> { AnyButtonStyle(AutomaticButtonStyle()) }
}

/// The shape of bordered buttons.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }
    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[style: ButtonStyleConfiguration.self] }
        set { self[style: ButtonStyleConfiguration.self] = newValue }
    }

    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The style of buttons inside this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        self.style(AnyButtonStyle(style))
    }

    /// The shape of bordered buttons inside this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        transformingEnvironment { $0.buttonBorderShape = shape }
    }
}
