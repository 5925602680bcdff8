import Foundation

/// The properties of a toggle a style draws from.
public struct ToggleStyleConfiguration {
    public typealias Label = StyleContent
    public let label: Label
    /// Whether the toggle is on; `$isOn` is the binding.
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The look of toggles.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

typealias AnyToggleStyle = AnyStyle<ToggleStyleConfiguration>

extension AnyStyle where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension ToggleStyleConfiguration: StyleConfigurationDefaults {
    // Made per use: a style holds `@Environment` boxes that each rendering fills in.
    static var defaultStyle: AnyStyle<Self> { AnyToggleStyle(SwitchToggleStyle()) }
}

/// iOS's switch: the label, then a 51 × 31 capsule, green when on (or the tint if one
/// was set), grey when off, with a white knob.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            SwitchTrack(isOn: configuration.isOn, tint: tint)
        }
    }
}

private struct SwitchTrack: View {
    let isOn: Bool
    let tint: Color?
    @Environment(\.tint) private var environmentTint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? (tint ?? environmentTint ?? .green) : Color(.systemFill))
            Circle()
                .fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 2)
                .padding(2)
        }
        .frame(width: 51, height: 31)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[style: ToggleStyleConfiguration.self] }
        set { self[style: ToggleStyleConfiguration.self] = newValue }
    }
}

extension View {
    /// The style of toggles inside this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.toggleStyle = AnyToggleStyle(style) }
    }
}

/// A control that switches between on and off.
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let configuration = ToggleStyleConfiguration(
            label: StyleContent(label), isOn: isOn)
        return context.resolveStyled(configuration).map {
            PassthroughNode(typeName: "Toggle", environment: context.environment, child: $0)
                .describedAsControl("switch", value: isOn.wrappedValue ? "on" : "off")
        }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style configuration describes, drawn by the next toggle style out.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
