/// Vertical metrics of a face at a size, in points. The descender is negative (below the
/// baseline), as `UIFont.descender`.
public struct FontMetrics: Hashable, Sendable {
    public var size: Double
    public var unitsPerEm: Int
    public var ascender: Double
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double
    public var xHeight: Double

    public init(
        size: Double, unitsPerEm: Int, ascender: Double, descender: Double, lineGap: Double,
        capHeight: Double, xHeight: Double
    ) {
        self.size = size
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The font's own line height: ascender − descender + line gap (what a browser uses
    /// for `line-height: normal`).
    public var naturalLineHeight: Double { ascender - descender + lineGap }

    /// The line height Galley uses by default for this size: iOS's text-style table
    /// (see ``defaultLineHeight(forSize:)``).
    public var lineHeight: Double { Self.defaultLineHeight(forSize: size) }

    /// The default line height for a font size, from the HIG's text styles at the Large
    /// Dynamic Type size (11/13, 12/16, 13/18, 15/20, 16/21, 17/22, 20/25, 22/28, 28/34,
    /// 34/41).
    ///
    /// Rule for other sizes: linear interpolation between the two neighbouring table
    /// entries; below 11 pt the 11 pt ratio (13/11) scales the size; above 34 pt the
    /// 34 pt ratio (41/34). Sizes of 0 or less give 0.
    public static func defaultLineHeight(forSize size: Double) -> Double {
        guard size > 0 else { return 0 }
        let table = lineHeightTable
        if size <= table[0].size { return size * table[0].lineHeight / table[0].size }
        let last = table[table.count - 1]
        if size >= last.size { return size * last.lineHeight / last.size }
        for (lower, upper) in zip(table, table.dropFirst()) where size <= upper.size {
            let fraction = (size - lower.size) / (upper.size - lower.size)
            return lower.lineHeight + fraction * (upper.lineHeight - lower.lineHeight)
        }
        return size * last.lineHeight / last.size
    }

    static let lineHeightTable: [(size: Double, lineHeight: Double)] = [
        (11, 13), (12, 16), (13, 18), (15, 20), (16, 21), (17, 22), (20, 25), (22, 28), (28, 34),
        (34, 41),
    ]
}
