import SwiftSyntax

extension Interpreter {
    /// An integer literal's value. Swift rejects a literal no `Int` can hold when it
    /// compiles, so a snippet gets the compiler's error, whose value is in decimal.
    func integerLiteral(_ literal: IntegerLiteralExprSyntax, negated: Bool, at node: some SyntaxProtocol) throws
        -> Int
    {
        let text = withoutDigitSeparators(literal.literal.text)
        let (digits, radix) = Self.digits(of: text)
        if let magnitude = UInt(digits, radix: radix) {
            if !negated, let value = Int(exactly: magnitude) { return value }
            // Int.min's magnitude is one more than Int.max's: it fits only negated.
            if negated, magnitude <= Int.max.magnitude + 1 { return Int(bitPattern: 0 &- magnitude) }
        }
        let value = (negated ? "-" : "") + Self.decimal(digits, radix: radix)
        throw EvaluationError("integer literal '\(value)' overflows when stored into 'Int'", at: node)
    }

    /// A literal's digits without the `0x`, `0o` or `0b` that names its radix.
    private static func digits(of text: String) -> (digits: Substring, radix: Int) {
        // Most literals are decimal: no prefix to look for.
        guard text.utf8.count > 2, text.utf8.first == UInt8(ascii: "0") else { return (Substring(text), 10) }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            return (text.dropFirst(2), radix)
        }
        return (Substring(text), 10)
    }

    /// Digits of any length in `radix`, written in decimal: the value of a literal too
    /// large for any integer type.
    private static func decimal(_ digits: Substring, radix: Int) -> String {
        var decimals = [0]  // least significant first
        for digit in digits {
            var carry = digit.hexDigitValue ?? 0
            for index in decimals.indices {
                let value = decimals[index] * radix + carry
                decimals[index] = value % 10
                carry = value / 10
            }
            while carry > 0 {
                decimals.append(carry % 10)
                carry /= 10
            }
        }
        return String(decimals.reversed().map { Character(String($0)) })
    }
}

/// A number literal's text without its `_` digit separators (`1_000` -> `1000`).
func withoutDigitSeparators(_ text: String) -> String {
    // Byte by byte: through Foundation, the replacement cost more than the call it fed.
    text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text
}
