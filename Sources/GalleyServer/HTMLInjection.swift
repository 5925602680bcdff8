import Foundation

/// Adds markup (the live-reload script, the diagnostics overlay) to a served page.
public enum HTMLInjection {
    /// `page` with `markup` inserted just before its last `</body>` (in any letter case),
    /// or at its end when it has none, which browsers render the same.
    public static func inject(_ markup: String, into page: Data) -> Data {
        guard !markup.isEmpty else { return page }
        let closingTag = Array("</body".utf8)
        var index = page.count - closingTag.count
        while index >= 0 {
            if matchesIgnoringCase(page, at: index, closingTag) {
                var result = Data(page.prefix(index))
                result.append(contentsOf: markup.utf8)
                result.append(page.suffix(from: page.startIndex + index))
                return result
            }
            index -= 1
        }
        var result = page
        result.append(contentsOf: markup.utf8)
        return result
    }

    private static func matchesIgnoringCase(_ data: Data, at offset: Int, _ pattern: [UInt8]) -> Bool {
        let start = data.startIndex + offset
        for (position, expected) in pattern.enumerated() {
            var byte = data[start + position]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != expected { return false }
        }
        return true
    }
}
