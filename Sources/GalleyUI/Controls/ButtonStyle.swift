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
}

/// The look of buttons: `makeBody(configuration:)` returns the whole button.
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's other button style protocol; Galley draws both the same way.
public typealias PrimitiveButtonStyle = ButtonStyle

/// A button style in the environment, with its type erased.
/// Immutable (a closure over an immutable style), so it may be shared between threads.
struct AnyButtonStyle: @unchecked Sendable {
  /// Builds the button in an environment, which a style's `@Environment` reads.
  let makeBody: (ButtonStyleConfiguration, EnvironmentValues) -> AnyView

  init<S: ButtonStyle>(_ style: S) {
    makeBody = { configuration, environment in
      installEnvironment(environment, in: style)
      return EnvironmentValues.$current.withValue(environment) {
        AnyView(style.makeBody(configuration: configuration))
      }
    }
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static let defaultValue = AnyButtonStyle(AutomaticButtonStyle())
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
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// The style of buttons inside this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    transformingEnvironment { $0.buttonStyle = AnyButtonStyle(style) }
  }

  /// The shape of bordered buttons inside this view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    transformingEnvironment { $0.buttonBorderShape = shape }
  }
}
