/// Horizontal alignment of lines within a multi-line text (SwiftUI's
/// `multilineTextAlignment`), relative to the widest line.
public enum LineAlignment: Hashable, Sendable {
    case leading, center, trailing

    var factor: Double {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}

/// Where text is cut when it does not fit (SwiftUI's `Text.TruncationMode`).
public enum TruncationPosition: Hashable, Sendable {
    case head, middle, tail
}

/// How a text is laid out: the space it gets and how lines are arranged.
public struct TextLayoutOptions: Hashable, Sendable {
    /// The width lines wrap at; nil lays every paragraph out on one line (the ideal size).
    public var width: Double?
    /// The height available: only as many lines as fit are shown (at least one), the last
    /// one truncated. Nil for no limit.
    public var maxHeight: Double?
    /// At most this many lines; nil for no limit.
    public var lineLimit: Int?
    public var truncation: TruncationPosition
    public var alignment: LineAlignment
    /// Distance between baselines; nil for ``FontMetrics/defaultLineHeight(forSize:)``.
    public var lineHeight: Double?
    /// Extra space between lines (SwiftUI's `lineSpacing`).
    public var lineSpacing: Double

    public init(
        width: Double? = nil, maxHeight: Double? = nil, lineLimit: Int? = nil,
        truncation: TruncationPosition = .tail, alignment: LineAlignment = .leading,
        lineHeight: Double? = nil, lineSpacing: Double = 0
    ) {
        self.width = width
        self.maxHeight = maxHeight
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.lineSpacing = lineSpacing
    }
}
