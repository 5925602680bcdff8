/// The compact money input of a currency converter: a 44 pt box with 10 pt corners
/// holding the amount in headline digits and the currency,
/// only as wide as those two, so that two inputs fit side by side; the label
/// and information in smaller type.
public struct CompactMoneyInputStyle: MoneyInputStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            InputLabelLine(
                label: configuration.label, emphasis: configuration.emphasis,
                font: .footnote.weight(.medium))
            HStack(spacing: 6) {
                configuration.amountField
                    .font(.headline.monospacedDigit())
                    .frame(minWidth: 40, alignment: .leading)
                    .fixedSize()
                    .accessibilityIdentifier("MoneyInput.amount")
                configuration.currencySelect
                    .selectStyle(CurrencySelectStyle.compact)
                    .accessibilityIdentifier("MoneyInput.currency")
            }
            .padding(.horizontal, 10)
            .frame(height: 44)
            .modifier(BorderedBox(emphasis: configuration.emphasis, cornerRadius: 10))
            InputInformationLine(
                information: configuration.information, emphasis: configuration.emphasis,
                font: .caption)
        }
        .modifier(DisabledDimming())
    }
}

extension MoneyInputStyle where Self == CompactMoneyInputStyle {
    /// The compact money input.
    public static var compact: CompactMoneyInputStyle { CompactMoneyInputStyle() }
}
