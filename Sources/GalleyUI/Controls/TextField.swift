import Foundation

/// An editable line of text; Galley shows its current text, or its placeholder in
/// the placeholder colour when empty. It takes the width offered and one line.
public struct TextField<Label: View>: View {
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    let prompt: Text?
    let isSecure: Bool
    /// Set on the field a custom style receives, so that it is drawn undecorated.
    var isStyleConfiguration = false

    init(title: String, text: Binding<String>, prompt: Text?, isSecure: Bool) {
        self.title = title
        self.text = text
        self.prompt = prompt
        self.isSecure = isSecure
    }
}

extension TextField where Label == Text {
    public init(_ title: String, text: Binding<String>) {
        self.init(title: title, text: text, prompt: nil, isSecure: false)
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title: title, text: text, prompt: prompt, isSecure: false)
    }

    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(title: title, text: text, prompt: nil, isSecure: false)
    }

    public init(
        _ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title: title, text: text, prompt: nil, isSecure: false)
    }
}

/// A text field that shows bullets instead of its text.
public struct SecureField<Label: View>: View {
    public typealias Body = Never
    let field: TextField<Label>
}

extension SecureField where Label == Text {
    public init(_ title: String, text: Binding<String>) {
        field = TextField(title: title, text: text, prompt: nil, isSecure: true)
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        field = TextField(title: title, text: text, prompt: prompt, isSecure: true)
    }
}

extension SecureField: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] { field.makeNodes(in: context) }
}

/// The label type of the field a `TextFieldStyle` receives.
public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
}

extension _TextFieldStyleLabel: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] { [] }
}

/// The look of text fields. Custom styles implement `_body(configuration:)` as in
/// SwiftUI, decorating the undecorated field they receive.
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

/// No decoration: iOS's default.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

public typealias DefaultTextFieldStyle = PlainTextFieldStyle

/// UIKit's rounded rectangle border: 7 pt side and 6.5 pt vertical padding (34 pt
/// tall with body text), 5 pt corners, a half-point grey border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .padding(.horizontal, 7)
            .padding(.vertical, 6.5)
            .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 5))
            .overlay(
                RoundedRectangle(cornerRadius: 5).strokeBorder(Color(.opaqueSeparator), lineWidth: 0.5))
    }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
    public static var automatic: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

typealias AnyTextFieldStyle = AnyStyle<TextField<_TextFieldStyleLabel>>

extension AnyStyle where Configuration == TextField<_TextFieldStyleLabel> {
    init<S: TextFieldStyle>(_ style: S) {
        self.init(style) { $0._body(configuration: $1) }
    }
}

extension TextField: StyleConfigurationDefaults where Label == _TextFieldStyleLabel {
    // Computed: a generic type cannot store a static property.
    static var defaultStyle: AnyStyle<Self> { AnyTextFieldStyle(PlainTextFieldStyle()) }
}

extension EnvironmentValues {
    var textFieldStyle: AnyTextFieldStyle {
        get { self[style: TextField<_TextFieldStyleLabel>.self] }
        set { self[style: TextField<_TextFieldStyleLabel>.self] = newValue }
    }
}

extension View {
    /// The style of text fields inside this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.textFieldStyle = AnyTextFieldStyle(style) }
    }
}

extension TextField: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        if isStyleConfiguration {
            return context.resolve(undecorated)
        }
        var configuration = TextField<_TextFieldStyleLabel>(
            title: title, text: text, prompt: prompt, isSecure: isSecure)
        configuration.isStyleConfiguration = true
        return context.resolveStyled(configuration).map {
            PassthroughNode(
                typeName: isSecure ? "SecureField" : "TextField", environment: context.environment,
                child: $0
            )
            .describedAsControl(isSecure ? "secure text field" : "text field")
        }
    }

    /// The field's text (or placeholder) on one line across the width offered.
    private var undecorated: some View {
        let value = text.wrappedValue
        let shown: Text
        if value.isEmpty {
            shown = (prompt ?? Text(verbatim: title)).foregroundColor(Color(.tertiaryLabel))
        } else {
            shown = Text(verbatim: isSecure ? String(repeating: "•", count: value.count) : value)
        }
        return shown.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
    }
}
