/// The drawing of one preview: items in painting order (later items on top), in points,
/// origin top-left, y down. Colours are already resolved for one colour scheme.
public struct DisplayList: Hashable, Sendable {
    public var items: [DisplayItem]

    public init(_ items: [DisplayItem] = []) { self.items = items }

    /// Appends an item on top of the others.
    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Appends every item of `other`, on top.
    public mutating func append(contentsOf other: DisplayList) { items += other.items }

    public var isEmpty: Bool { items.isEmpty }
}

/// One drawing operation.
public indirect enum DisplayItem: Hashable, Sendable {
    /// A filled outline.
    case fill(FilledPath)
    /// A stroked outline.
    case stroke(StrokedPath)
    /// Text (or icons) drawn as glyph outlines.
    case glyphs(GlyphRun)
    /// Items drawn together, with a transform and effects.
    case group(DisplayGroup)
}

extension DisplayItem {
    /// A filled path.
    public static func fill(
        _ path: VectorPath, _ paint: Paint, rule: PathFillRule = .nonZero
    ) -> DisplayItem {
        .fill(FilledPath(path: path, paint: paint, rule: rule))
    }

    /// A stroked path.
    public static func stroke(
        _ path: VectorPath, _ paint: Paint, style: StrokeOptions = StrokeOptions()
    ) -> DisplayItem {
        .stroke(StrokedPath(path: path, paint: paint, style: style))
    }
}
