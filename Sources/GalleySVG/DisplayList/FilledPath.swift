/// Which regions of a self-intersecting path count as inside.
public enum PathFillRule: Hashable, Sendable {
    case nonZero
    case evenOdd
}

/// A path filled with a paint.
public struct FilledPath: Hashable, Sendable {
    public var path: VectorPath
    public var paint: Paint
    public var rule: PathFillRule

    public init(path: VectorPath, paint: Paint, rule: PathFillRule = .nonZero) {
        self.path = path
        self.paint = paint
        self.rule = rule
    }
}
