/// The parts of a money input a ``MoneyInputStyle`` lays out.
///
/// Shared building blocks rather than the other inputs' configurations: a money
/// input has one label and one information line, which a text input's and a
/// select's configurations would both claim.
public struct MoneyInputStyleConfiguration {
    /// The label, " (Optional)" included.
    public let label: InputLabel
    /// The information line, possibly empty.
    public let information: InputInformation
    /// The amount, or the placeholder in the secondary colour.
    public let amountField: InputField
    /// The currency, a whole select; styles give it a currency select style.
    public let currencySelect: Select
    public let emphasis: InputEmphasis
    public let isOptional: Bool
}

/// The look of money inputs; the built-in styles are `.regular` and `.compact`.
public protocol MoneyInputStyle {
    associatedtype Body: View
    typealias Configuration = MoneyInputStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == MoneyInputStyleConfiguration {
    init<S: MoneyInputStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension MoneyInputStyleConfiguration: StyleConfigurationDefaults {
    // Made per use: a style holds `@Environment` boxes that each rendering fills in.
    static var defaultStyle: AnyStyle<Self> { AnyStyle(RegularMoneyInputStyle()) }
}

extension View {
    /// Sets the style of every ``MoneyInput`` inside this view.
    public func moneyInputStyle<S: MoneyInputStyle>(_ style: S) -> some View {
        self.style(AnyStyle(style))
    }
}
