import Foundation

/// A currency a ``MoneyInput`` is in: its ISO 4217 code, its symbol and how many
/// decimals its amounts show.
public struct Currency: Hashable, Sendable {
    /// The ISO 4217 code, such as `EUR`.
    public let code: String
    /// The symbol, such as `€`, drawn in the currency's badge.
    public let symbol: String
    /// Decimals in amounts: 2 for most currencies, 0 for the yen.
    public let fractionDigits: Int

    /// A currency.
    public init(code: String, symbol: String, fractionDigits: Int = 2) {
        self.code = code
        self.symbol = symbol
        self.fractionDigits = fractionDigits
    }

    public static let usd = Currency(code: "USD", symbol: "$")
    public static let eur = Currency(code: "EUR", symbol: "€")
    public static let gbp = Currency(code: "GBP", symbol: "£")
    public static let jpy = Currency(code: "JPY", symbol: "¥", fractionDigits: 0)
    public static let chf = Currency(code: "CHF", symbol: "Fr")
    public static let inr = Currency(code: "INR", symbol: "₹")

    /// `amount` with this currency's decimals and a comma between thousands, the same
    /// on every machine (a preview must not depend on the locale it was built in).
    public func format(_ amount: Double) -> String {
        let scale = pow(10, Double(fractionDigits))
        let scaled = (abs(amount) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled.truncatingRemainder(dividingBy: scale))
        var digits = String(whole)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        grouped = digits + grouped
        let sign = amount < 0 && scaled > 0 ? "-" : ""
        guard fractionDigits > 0 else { return sign + grouped }
        let padded = String(fraction)
        let decimals = String(repeating: "0", count: fractionDigits - padded.count) + padded
        return sign + grouped + "." + decimals
    }
}

/// A currency's symbol in a tinted circle: the thumbnail of a currency select. The
/// style around it sets its size and font.
struct CurrencyBadge: View {
    let currency: Currency
    @Environment(\.theme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Circle()
            // A faint tint reads on white; on black it needs more to be seen at all.
            .fill(theme.accent.opacity(colorScheme == .dark ? 0.26 : 0.14))
            .overlay(
                Text(verbatim: currency.symbol)
                    .fontWeight(.bold)
                    .lineLimit(1)
                    .foregroundStyle(theme.accent)
            )
            .accessibilityHidden(true)
    }
}
