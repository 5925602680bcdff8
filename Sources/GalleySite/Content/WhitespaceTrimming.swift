import Foundation

extension String {
    /// `trimmingCharacters(in: .whitespaces)`, scalar by scalar from each end, without
    /// Foundation's bridging: the search index trims every part of every article, and
    /// Foundation's version cost 7% of a warm build. The whitespace characters are all in
    /// the Basic Multilingual Plane, so trimming scalars trims the same UTF-16 units.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, Self.isWhitespace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, Self.isWhitespace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        if start == scalars.startIndex, end == scalars.endIndex { return self }
        return String(scalars[start..<end])
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII first: a letter or a full stop ends nearly every text.
        if scalar.value < 0x80 { return scalar == " " || scalar == "\t" }
        return CharacterSet.whitespaces.contains(scalar)
    }
}
