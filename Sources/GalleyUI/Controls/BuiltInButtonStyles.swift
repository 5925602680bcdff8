import Foundation

/// The default button look: the label in the tint colour (dimmed when disabled).
public struct AutomaticButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label)
    }
}

/// A button without a border: the label in the tint colour.
public typealias BorderlessButtonStyle = AutomaticButtonStyle

/// SwiftUI's name for the default button style.
public typealias DefaultButtonStyle = AutomaticButtonStyle

/// A button that draws only its label, in the current foreground style.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// Tints the label unless disabled, in which case it takes the tertiary colour.
private struct TintedLabel: View {
    let label: ButtonStyleConfiguration.Label
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if isEnabled {
            label.foregroundStyle(.tint)
        } else {
            label.foregroundStyle(.tertiary)
        }
    }
}

/// Bordered buttons: a tinted fill behind the label.
///
/// Apple publishes no metrics; Galley's are measured from iOS 17 screenshots and kept
/// consistent: regular buttons have 12 pt side and 7 pt vertical padding (34 pt tall
/// with body text) and 8 pt corners; small ones 10/4 and 6 pt corners with
/// subheadline text; large ones 20/14 and 12 pt corners. `.bordered` fills with the
/// tint at 15 %; `.borderedProminent` with the tint, the label in white.
public struct BorderedButtonStyle: ButtonStyle {
    let isProminent: Bool

    public init() { isProminent = false }
    init(prominent: Bool) { isProminent = prominent }

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(label: configuration.label, isProminent: isProminent)
    }
}

/// The filled, prominent bordered style.
public typealias BorderedProminentButtonStyle = BorderedButtonStyle

private struct BorderedButton: View {
    let label: ButtonStyleConfiguration.Label
    let isProminent: Bool
    @Environment(\.controlSize) private var controlSize
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonBorderShape) private var borderShape

    private var metrics: (horizontal: CGFloat, vertical: CGFloat, radius: CGFloat, font: Font) {
        switch controlSize {
        case .mini: (8, 3, 5, .caption)
        case .small: (10, 4, 6, .subheadline)
        case .regular: (12, 7, 8, .body)
        case .large, .extraLarge: (20, 14, 12, .body)
        }
    }

    private var shape: AnyButtonShape {
        switch borderShape.kind {
        case .capsule: AnyButtonShape(Capsule())
        case .circle: AnyButtonShape(Circle())
        case .roundedRectangle(let radius?): AnyButtonShape(RoundedRectangle(cornerRadius: radius))
        case .roundedRectangle(nil), .automatic:
            AnyButtonShape(RoundedRectangle(cornerRadius: metrics.radius))
        }
    }

    var body: some View {
        let fill: AnyShapeStyle =
            !isEnabled
            ? AnyShapeStyle(Color(.tertiarySystemFill))
            : isProminent
                ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(TintShapeStyle().opacity(0.15))
        let text: AnyShapeStyle =
            !isEnabled
            ? AnyShapeStyle(HierarchicalShapeStyle.tertiary)
            : isProminent ? AnyShapeStyle(Color.white) : AnyShapeStyle(TintShapeStyle())
        label
            .font(metrics.font)
            .foregroundStyle(text)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background(fill, in: shape)
    }
}

/// A shape chosen at run time.
struct AnyButtonShape: Shape {
    let outline: (CGRect) -> Path
    init<S: Shape>(_ shape: S) { outline = shape.path(in:) }
    func path(in rect: CGRect) -> Path { outline(rect) }
}

extension ButtonStyle where Self == AutomaticButtonStyle {
    public static var automatic: AutomaticButtonStyle { AutomaticButtonStyle() }
    public static var borderless: AutomaticButtonStyle { AutomaticButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle(prominent: false) }
    public static var borderedProminent: BorderedButtonStyle { BorderedButtonStyle(prominent: true) }
}
