/// An amount of money with its currency: an amount field and a currency ``Select``,
/// drawn by the environment's ``MoneyInputStyle``.
///
/// ```swift
/// MoneyInput(
///     label: "You send",
///     amount: $amount,
///     currency: .eur,
///     presentCurrencies: $showsCurrencies,
///     information: "You have 1,250.00 EUR in your balance."
/// )
/// .moneyInputStyle(.compact)
/// ```
///
/// It is put together from the same building blocks as the other inputs
/// (``InputLabel``, ``InputInformation``, ``InputField``) and a whole ``Select`` for
/// the currency, never from their configurations: each component keeps its own.
public struct MoneyInput: View {
    let label: String?
    let amount: Binding<Double?>
    let placeholder: String?
    let currency: Currency
    let presentCurrencies: Binding<Bool>?
    let information: String?
    let emphasis: InputEmphasis
    let isOptional: Bool

    /// A money input.
    ///
    /// - Parameters:
    ///   - label: Above the field; " (Optional)" is appended when `optional`.
    ///   - amount: The amount; nil shows the placeholder.
    ///   - placeholder: Shown while there is no amount; zero in the currency's format
    ///     by default.
    ///   - currency: The currency of the amount.
    ///   - presentCurrencies: Set to true when the user taps the currency; without
    ///     it the currency cannot be changed and shows no chevron.
    ///   - information: A hint or a message under the field.
    ///   - emphasis: The status the label, outline and information show.
    ///   - optional: Whether the amount may be left out.
    public init(
        label: String? = nil, amount: Binding<Double?>, placeholder: String? = nil,
        currency: Currency, presentCurrencies: Binding<Bool>? = nil, information: String? = nil,
        emphasis: InputEmphasis = .neutral, optional: Bool = false
    ) {
        self.label = label
        self.amount = amount
        self.placeholder = placeholder
        self.currency = currency
        self.presentCurrencies = presentCurrencies
        self.information = information
        self.emphasis = emphasis
        self.isOptional = optional
    }

    public var body: some View {
        StyledBody(
            configuration: MoneyInputStyleConfiguration(
                label: InputLabel(label, optional: isOptional),
                information: InputInformation(information),
                amountField: InputField(
                    value: amount.wrappedValue.map(currency.format),
                    placeholder: placeholder ?? currency.format(0)),
                currencySelect: Select(
                    label: nil, placeholder: nil, value: currency.code,
                    thumbnailView: AnyView(CurrencyBadge(currency: currency)),
                    information: nil, emphasis: .neutral, optional: false,
                    presentValues: presentCurrencies),
                emphasis: emphasis,
                isOptional: isOptional))
    }
}
