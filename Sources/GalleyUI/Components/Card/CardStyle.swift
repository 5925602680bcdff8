/// The properties of a card a ``CardStyle`` draws from.
public struct CardStyleConfiguration {
    /// The card's content, type-erased.
    public typealias Label = StyleContent
    /// The content the card was made with.
    public let label: Label
}

/// The look of cards: `makeBody(configuration:)` returns the whole card around
/// `configuration.label`.
///
/// Write a style as a struct and apply it with ``View/cardStyle(_:)``:
///
/// ```swift
/// struct OutlinedCardStyle: CardStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().border(.blue)
///     }
/// }
/// ```
public protocol CardStyle {
    associatedtype Body: View
    typealias Configuration = CardStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == CardStyleConfiguration {
    init<S: CardStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension CardStyleConfiguration: StyleConfigurationDefaults {
    // Made per use: a style holds `@Environment` boxes that each rendering fills in.
    static var defaultStyle: AnyStyle<Self> { AnyStyle(DefaultCardStyle()) }
}

/// A card style of any type, as the environment holds it.
///
/// Most code never names it: ``View/cardStyle(_:)`` erases the style. It exists for
/// code that reads or writes `\.cardStyle` in the environment directly.
public struct AnyCardStyle: CardStyle {
    let erased: AnyStyle<CardStyleConfiguration>

    /// Erases `style`.
    public init<S: CardStyle>(style: S) {
        erased = (style as? AnyCardStyle)?.erased ?? AnyStyle(style)
    }

    /// Erases `style`.
    public init<S: CardStyle>(_ style: S) {
        self.init(style: style)
    }

    init(erased: AnyStyle<CardStyleConfiguration>) {
        self.erased = erased
    }

    public func makeBody(configuration: Configuration) -> some View {
        StyledBody(configuration: configuration, style: erased)
    }
}

extension EnvironmentValues {
    /// The style of cards at this place in the hierarchy.
    public var cardStyle: AnyCardStyle {
        get { AnyCardStyle(erased: self[style: CardStyleConfiguration.self]) }
        set { self[style: CardStyleConfiguration.self] = newValue.erased }
    }
}

extension View {
    /// Sets the style of every ``Card`` inside this view.
    public func cardStyle<S: CardStyle>(_ style: S) -> some View {
        self.style(AnyCardStyle(style: style).erased)
    }
}
