/// The parts of a modal card a ``ModalCardStyle`` arranges.
public struct ModalCardStyleConfiguration {
    public typealias Content = StyleContent
    /// The title, as text.
    public let title: Content
    /// The message under the title, if any.
    public let message: Content?
    /// The action the card is about (Delete, Send ...).
    public let primaryAction: Content
    /// The alternative, usually Cancel, if any.
    public let secondaryAction: Content?
}

/// The look of modal cards.
public protocol ModalCardStyle {
    associatedtype Body: View
    typealias Configuration = ModalCardStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == ModalCardStyleConfiguration {
    init<S: ModalCardStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension ModalCardStyleConfiguration: StyleConfigurationDefaults {
    // Made per use: a style holds `@Environment` boxes that each rendering fills in.
    static var defaultStyle: AnyStyle<Self> { AnyStyle(DefaultModalCardStyle()) }
}

extension View {
    /// Sets the style of every ``ModalCard`` inside this view.
    public func modalCardStyle<S: ModalCardStyle>(_ style: S) -> some View {
        self.style(AnyStyle(style))
    }
}
