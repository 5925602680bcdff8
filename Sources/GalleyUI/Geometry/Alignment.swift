import Foundation

/// Identifies a custom alignment guide, with its default value in a view.
public protocol AlignmentID: SendableMetatype {
    /// The guide's position in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The size of a view and its alignment guides, as seen by `alignmentGuide`.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    let horizontalGuide: (HorizontalAlignment) -> CGFloat
    let verticalGuide: (VerticalAlignment) -> CGFloat

    public subscript(guide: HorizontalAlignment) -> CGFloat { horizontalGuide(guide) }
    public subscript(guide: VerticalAlignment) -> CGFloat { verticalGuide(guide) }
    /// The explicit value of a guide (the default one here: explicit guides are computed).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { horizontalGuide(guide) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { verticalGuide(guide) }
}

/// A guide along the horizontal axis (x positions): leading, center, trailing.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A custom guide.
    public init(_ id: any AlignmentID.Type) { key = .custom(ObjectIdentifier(id), id) }
    init(key: AlignmentKey) { self.key = key }

    public static let leading = HorizontalAlignment(key: .leading)
    public static let center = HorizontalAlignment(key: .center)
    public static let trailing = HorizontalAlignment(key: .trailing)
    /// Where list row separators start; the leading edge outside lists.
    public static let listRowSeparatorLeading = HorizontalAlignment(key: .leading)
    public static let listRowSeparatorTrailing = HorizontalAlignment(key: .trailing)
}

/// A guide along the vertical axis (y positions): top, center, bottom, baselines.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A custom guide.
    public init(_ id: any AlignmentID.Type) { key = .custom(ObjectIdentifier(id), id) }
    init(key: AlignmentKey) { self.key = key }

    public static let top = VerticalAlignment(key: .leading)
    public static let center = VerticalAlignment(key: .center)
    public static let bottom = VerticalAlignment(key: .trailing)
    public static let firstTextBaseline = VerticalAlignment(key: .firstBaseline)
    public static let lastTextBaseline = VerticalAlignment(key: .lastBaseline)
}

/// The built-in guides and custom ones; vertical guides reuse leading/trailing for
/// top/bottom so that one stack algorithm serves both axes.
enum AlignmentKey: Hashable, Sendable {
    case leading, center, trailing, firstBaseline, lastBaseline
    case custom(ObjectIdentifier, any AlignmentID.Type)

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        switch (lhs, rhs) {
        case (.leading, .leading), (.center, .center), (.trailing, .trailing),
            (.firstBaseline, .firstBaseline), (.lastBaseline, .lastBaseline):
            true
        case (.custom(let a, _), .custom(let b, _)): a == b
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .leading: hasher.combine(0)
        case .center: hasher.combine(1)
        case .trailing: hasher.combine(2)
        case .firstBaseline: hasher.combine(3)
        case .lastBaseline: hasher.combine(4)
        case .custom(let id, _): hasher.combine(id)
        }
    }

    /// The position of this guide in a view of `length` along the guide's axis when
    /// the view does not define it: edges and center; baselines fall on the bottom.
    func defaultValue(length: CGFloat) -> CGFloat {
        switch self {
        case .leading: 0
        case .center: length / 2
        case .trailing, .firstBaseline, .lastBaseline: length
        case .custom: length / 2
        }
    }

    /// Where content shorter than its container goes (0 = leading, 1 = trailing);
    /// baselines have no place in an empty container, so they start at the top.
    var fraction: CGFloat {
        switch self {
        case .leading, .firstBaseline, .lastBaseline: 0
        case .trailing: 1
        case .center, .custom: 0.5
        }
    }
}

/// A two-dimensional alignment, such as `.topLeading`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(
        horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(
        horizontal: .leading, vertical: .firstTextBaseline)

    func key(_ axis: Axis) -> AlignmentKey {
        axis == .horizontal ? horizontal.key : vertical.key
    }
}
