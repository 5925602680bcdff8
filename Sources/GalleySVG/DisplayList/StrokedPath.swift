/// How a path's outline is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeOptions: Hashable, Sendable {
    /// The shape at the open ends of lines.
    public enum Cap: String, Hashable, Sendable {
        case butt, round, square
    }
    /// The shape where segments meet.
    public enum Join: String, Hashable, Sendable {
        case miter, round, bevel
    }

    public var lineWidth: Double
    public var cap: Cap
    public var join: Join
    public var miterLimit: Double
    /// Lengths of alternating dashes and gaps, in points; empty for a solid line.
    public var dash: [Double]
    public var dashPhase: Double

    public init(
        lineWidth: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A path's outline drawn with a paint.
public struct StrokedPath: Hashable, Sendable {
    public var path: VectorPath
    public var paint: Paint
    public var style: StrokeOptions

    public init(path: VectorPath, paint: Paint, style: StrokeOptions = StrokeOptions()) {
        self.path = path
        self.paint = paint
        self.style = style
    }
}
