import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

@Suite struct MoneyInputTests {
    @Test func amountsAreFormattedTheSameEverywhere() {
        #expect(Currency.eur.format(1000) == "1,000.00")
        #expect(Currency.usd.format(1_234_567.891) == "1,234,567.89")
        #expect(Currency.gbp.format(-5) == "-5.00")
        #expect(Currency.gbp.format(0.999) == "1.00")
        #expect(Currency.gbp.format(-0.001) == "0.00")
        #expect(Currency.jpy.format(129_800) == "129,800")
        #expect(Currency.eur.format(999) == "999.00")
    }

    @Test func showsTheAmountOrAZeroPlaceholderAndTheCurrency() throws {
        for scheme in ColorScheme.allCases {
            let set = try render(MoneyInput(amount: .constant(1000), currency: .eur), colorScheme: scheme)
            #expect(textPaint("1,000.00", in: set.displayList) == solid(Color(.label), scheme))
            #expect(textPaint("EUR", in: set.displayList) == solid(Color(.label), scheme))
            #expect(textPaint("€", in: set.displayList) == solid(Color.blue, scheme))
            let empty = try render(MoneyInput(amount: .constant(nil), currency: .eur), colorScheme: scheme)
            #expect(textPaint("0.00", in: empty.displayList) == solid(Color(.secondaryLabel), scheme))
        }
    }

    @Test func labelInformationAndEmphasis() throws {
        let result = try render(
            MoneyInput(
                label: "You send", amount: .constant(5), currency: .usd, information: "Too much.",
                emphasis: .warning, optional: true))
        #expect(result.accessibilityText.first == "You send (Optional)")
        #expect(textPaint("You send (Optional)", in: result.displayList) == solid(Theme.standardWarning))
        #expect(textPaint("Too much.", in: result.displayList) == solid(Theme.standardWarning))
        #expect(strokePaints(in: result.displayList) == [solid(Theme.standardWarning)])
    }

    @Test func compactIsNarrowerAndShorterThanRegular() throws {
        let input = MoneyInput(
            label: "From", amount: .constant(100), currency: .eur, presentCurrencies: .constant(false))
        let regular = try layout(input.testID("m"))
        let compact = try layout(input.moneyInputStyle(.compact).testID("m"))
        #expect(frame(regular, "m").width == 390)
        #expect(frame(compact, "m").width < 200)
        #expect(frame(compact, "m").height < frame(regular, "m").height)
        // The currency sits at the trailing end of the regular box, right after the amount in the compact one.
        #expect(isClose(frame(regular, "MoneyInput.currency").maxX, 390 - 16))
        #expect(isClose(frame(compact, "MoneyInput.currency").minX - frame(compact, "MoneyInput.amount").maxX, 6))
    }

    @Test func twoCompactInputsFitSideBySideOnAPhone() throws {
        let root = try layout(
            HStack(spacing: 8) {
                MoneyInput(amount: .constant(100), currency: .eur, presentCurrencies: .constant(false)).testID("a")
                Image(systemName: "arrow.right")
                MoneyInput(amount: .constant(85.3), currency: .gbp, presentCurrencies: .constant(false)).testID("b")
            }
            .moneyInputStyle(.compact)
            .padding(16)
            .testID("row"))
        #expect(frame(root, "row").width <= 390)
        #expect(frame(root, "b").maxX <= 390 - 16)
    }

    @Test func theCurrencyIsAWholeSelectWithItsOwnStyle() throws {
        let root = try layout(
            MoneyInput(amount: .constant(1), currency: .eur, presentCurrencies: .constant(false))
                .selectStyle(.underlined))
        // The money input restyles its select, whatever the environment says.
        #expect(root.all(type: "Select").count == 1)
        #expect(root.all(type: "Image").count == 1)  // the chevron
        let fixed = try layout(MoneyInput(amount: .constant(1), currency: .eur))
        #expect(fixed.all(type: "Image").isEmpty)
    }
}
