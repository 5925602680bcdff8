import Foundation

/// `.number`, `.percent` and `.currency(code:)` with their `notation`, `precision` and
/// `grouping`, formatted as Foundation's `FormatStyle` does in United States English:
/// `12,400`, `12K`, `45%`, `$12.50`.
struct NumberFormat: SnippetFormatStyle {
    enum Kind: Sendable {
        case number, percent
        case currency(code: String)
    }
    enum Notation: Sendable { case automatic, compactName, scientific }
    enum Precision: Sendable {
        case fractionLength(ClosedRange<Int>)
        case significantDigits(ClosedRange<Int>)
    }
    enum Grouping: Sendable { case automatic, never }

    var kind: Kind
    var notation: Notation = .automatic
    var precision: Precision?
    var grouping: Grouping = .automatic

    func format(_ value: Value) -> String? {
        let number: Double
        switch value {
        case .int(let integer): number = Double(integer)
        case .double(let double): number = double
        default: return nil
        }
        switch kind {
        case .number: return formatted(number)
        case .percent: return formatted(number * (value.isInteger ? 1 : 100)) + "%"
        case .currency(let code): return currency(number, code: code)
        }
    }

    private func formatted(_ number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
        switch notation {
        case .automatic: return plain(number, defaultFraction: 0...6)
        case .compactName: return compact(number)
        case .scientific: return scientific(number)
        }
    }

    /// `12K`, `1.2M`: two significant digits below 100 of the unit, as ICU's short
    /// compact notation rounds, unless a precision says otherwise.
    private func compact(_ number: Double) -> String {
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        for (scale, suffix) in units where abs(number) >= scale {
            let scaled = number / scale
            if precision != nil { return plain(scaled, defaultFraction: 0...0) + suffix }
            let digits = abs(scaled) < 100 ? 2 : 0
            let rounded = digits == 0 ? scaled.rounded() : Self.round(scaled, significant: digits)
            return Self.digits(rounded, fraction: 0...6, grouping: false) + suffix
        }
        if precision != nil { return plain(number, defaultFraction: 0...0) }
        return Self.digits(
            abs(number) < 100 ? Self.round(number, significant: 2) : number.rounded(), fraction: 0...6, grouping: false)
    }

    private func scientific(_ number: Double) -> String {
        guard number != 0 else { return "0E0" }
        let exponent = Int(log10(abs(number)).rounded(.down))
        let mantissa = number / pow(10, Double(exponent))
        return plain(mantissa, defaultFraction: 0...6) + "E\(exponent)"
    }

    private func plain(_ number: Double, defaultFraction: ClosedRange<Int>) -> String {
        switch precision {
        case .fractionLength(let range)?:
            return Self.digits(number, fraction: range, grouping: grouping == .automatic)
        case .significantDigits(let range)?:
            let rounded = Self.round(number, significant: range.upperBound)
            let magnitude = rounded == 0 ? 0 : Int(log10(abs(rounded)).rounded(.down))
            let minimumFraction = max(range.lowerBound - magnitude - 1, 0)
            let maximumFraction = max(range.upperBound - magnitude - 1, minimumFraction)
            return Self.digits(rounded, fraction: minimumFraction...maximumFraction, grouping: grouping == .automatic)
        case nil:
            return Self.digits(number, fraction: defaultFraction, grouping: grouping == .automatic)
        }
    }

    private func currency(_ number: Double, code: String) -> String {
        let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "INR": "₹"]
        let fraction = code == "JPY" ? 0...0 : 2...2
        let body: String
        if notation == .compactName {
            body = compact(abs(number))
        } else if case .fractionLength(let range)? = precision {
            body = Self.digits(abs(number), fraction: range, grouping: grouping == .automatic)
        } else {
            body = Self.digits(abs(number), fraction: fraction, grouping: grouping == .automatic)
        }
        let symbol = symbols[code.uppercased()] ?? code.uppercased() + "\u{A0}"
        return (number < 0 ? "-" : "") + symbol + body
    }

    /// `number` rounded to `significant` significant digits.
    static func round(_ number: Double, significant: Int) -> Double {
        guard number != 0, significant > 0 else { return number }
        let magnitude = Int(log10(abs(number)).rounded(.down))
        let factor = pow(10, Double(significant - 1 - magnitude))
        return (number * factor).rounded() / factor
    }

    /// Decimal digits with between `fraction.lowerBound` and `fraction.upperBound`
    /// fraction digits (trailing zeros beyond the minimum dropped), grouped by thousands.
    static func digits(_ number: Double, fraction: ClosedRange<Int>, grouping: Bool) -> String {
        let maximum = min(max(fraction.upperBound, 0), 15)
        let parts = String(format: "%.\(maximum)f", abs(number)).split(separator: ".", maxSplits: 1)
        var integer = parts.first.map(String.init) ?? "0"
        var decimals = parts.count > 1 ? String(parts[1]) : ""
        while decimals.count > max(fraction.lowerBound, 0), decimals.last == "0" { decimals.removeLast() }
        let isZero = !(integer + decimals).contains { $0 != "0" }
        if grouping {
            var grouped = ""
            while integer.count > 3 {
                grouped = "," + integer.suffix(3) + grouped
                integer.removeLast(3)
            }
            integer += grouped
        }
        let body = decimals.isEmpty ? integer : integer + "." + decimals
        return (number < 0 && !isZero ? "-" : "") + body
    }
}

extension Value {
    var isInteger: Bool { if case .int = self { true } else { false } }
}
