/// The full-width money input: the label above, then a 64 pt box with 12 pt corners
/// holding the amount in large semibold digits and, after a divider, the currency;
/// the information below.
public struct RegularMoneyInputStyle: MoneyInputStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            InputLabelLine(label: configuration.label, emphasis: configuration.emphasis)
            HStack(spacing: 16) {
                configuration.amountField
                    .font(.title2.weight(.semibold).monospacedDigit())
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityIdentifier("MoneyInput.amount")
                Rectangle().fill(Color(.separator)).frame(width: 1, height: 32)
                configuration.currencySelect
                    .selectStyle(CurrencySelectStyle.regular)
                    .accessibilityIdentifier("MoneyInput.currency")
            }
            .padding(.horizontal, 16)
            .frame(height: 64)
            .modifier(BorderedBox(emphasis: configuration.emphasis))
            InputInformationLine(
                information: configuration.information, emphasis: configuration.emphasis)
        }
        .modifier(DisabledDimming())
    }
}

extension MoneyInputStyle where Self == RegularMoneyInputStyle {
    /// The full-width money input.
    public static var regular: RegularMoneyInputStyle { RegularMoneyInputStyle() }
}
