import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`).
public struct GridItem: Hashable, Sendable {
    /// How the column is sized.
    public enum Size: Hashable, Sendable {
        /// Exactly this wide.
        case fixed(_ size: CGFloat)
        /// A share of the space left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this column; nil for the default (8).
    public var spacing: CGFloat?
    /// How cells align inside the column.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that fills rows of columns, left to right then top to bottom.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Which headers and footers stay pinned while scrolling; a still picture pins none.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension LazyVGrid: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            VerticalGridNode(
                columns: columns, alignment: alignment.key, spacing: spacing,
                environment: context.environment, children: context.resolve(content))
        ]
    }
}

/// Column widths come from the width offered: fixed columns first, then adaptive
/// columns as many as fit, then flexible ones share the rest within their bounds.
/// Each row is as tall as its tallest cell; cells are centred in their cells.
final class VerticalGridNode: LayoutNode {
    let columns: [GridItem]
    let alignment: AlignmentKey
    let rowSpacing: CGFloat

    init(
        columns: [GridItem], alignment: AlignmentKey, spacing: CGFloat?,
        environment: EnvironmentValues, children: [LayoutNode]
    ) {
        self.columns = columns
        self.alignment = alignment
        self.rowSpacing = spacing ?? DefaultSpacing.standard
        super.init(typeName: "LazyVGrid", environment: environment, children: children)
    }

    /// The resolved columns: widths and the gap after each.
    private func columnLayout(width proposedWidth: CGFloat?) -> [(
        width: CGFloat, gap: CGFloat, item: GridItem
    )] {
        let available = proposedWidth ?? idealWidth()
        var resolved: [(width: CGFloat?, gap: CGFloat, item: GridItem)] = []
        for item in columns {
            let gap = item.spacing ?? DefaultSpacing.standard
            switch item.size {
            case .fixed(let width):
                resolved.append((width, gap, item))
            case .flexible:
                resolved.append((nil, gap, item))
            case .adaptive(let minimum, _):
                let count = max(Int(((available + gap) / (max(minimum, 1) + gap)).rounded(.down)), 1)
                for _ in 0..<count { resolved.append((nil, gap, item)) }
            }
        }
        let gaps = resolved.dropLast().reduce(CGFloat(0)) { $0 + $1.gap }
        let fixed = resolved.compactMap(\.width).reduce(0, +)
        var remaining = available - gaps - fixed
        var open = resolved.indices.filter { resolved[$0].width == nil }
        // Columns that hit a bound take it; the others share what is left evenly.
        while !open.isEmpty {
            let share = remaining / CGFloat(open.count)
            var settled = false
            for index in open {
                let (minimum, maximum) = bounds(resolved[index].item)
                let clamped = min(max(share, minimum), maximum)
                if clamped != share {
                    resolved[index].width = clamped
                    remaining -= clamped
                    open.removeAll { $0 == index }
                    settled = true
                    break
                }
            }
            if !settled {
                for index in open { resolved[index].width = share }
                open = []
            }
        }
        return resolved.map { ($0.width ?? 0, $0.gap, $0.item) }
    }

    private func bounds(_ item: GridItem) -> (CGFloat, CGFloat) {
        switch item.size {
        case .fixed(let width): (width, width)
        case .flexible(let minimum, let maximum): (minimum, maximum)
        case .adaptive(let minimum, let maximum): (minimum, maximum)
        }
    }

    /// Without a width, flexible columns are as wide as their widest ideal cell.
    private func idealWidth() -> CGFloat {
        let count = max(columns.count, 1)
        var widths = Array(repeating: CGFloat(0), count: count)
        for (index, child) in children.enumerated() {
            widths[index % count] = max(widths[index % count], child.sizeThatFits(.unspecified).width)
        }
        let gaps = columns.dropLast().reduce(CGFloat(0)) {
            $0 + ($1.spacing ?? DefaultSpacing.standard)
        }
        return widths.reduce(0, +) + gaps
    }

    private struct Cell {
        var frame: CGRect
        var proposal: ProposedViewSize
        var size: CGSize
        var alignment: Alignment
    }

    private func cells(width: CGFloat?) -> (cells: [Cell], size: CGSize) {
        let columns = columnLayout(width: width)
        guard !columns.isEmpty else { return ([], .zero) }
        var cells: [Cell] = []
        var y: CGFloat = 0
        var rowStart = 0
        while rowStart < children.count {
            let rowEnd = min(rowStart + columns.count, children.count)
            var x: CGFloat = 0
            var rowCells: [Cell] = []
            for (column, index) in (rowStart..<rowEnd).enumerated() {
                let proposal = ProposedViewSize(width: columns[column].width, height: nil)
                let size = children[index].sizeThatFits(proposal)
                rowCells.append(
                    Cell(
                        frame: CGRect(x: x, y: y, width: columns[column].width, height: 0), proposal: proposal,
                        size: size,
                        alignment: columns[column].item.alignment ?? .center))
                x += columns[column].width + columns[column].gap
            }
            let height = rowCells.map(\.size.height).max() ?? 0
            for var cell in rowCells {
                cell.frame.size.height = height
                cells.append(cell)
            }
            y += height + rowSpacing
            rowStart = rowEnd
        }
        let width =
            columns.reduce(CGFloat(0)) { $0 + $1.width } + columns.dropLast().reduce(0) { $0 + $1.gap }
        return (cells, CGSize(width: width, height: max(y - rowSpacing, 0)))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        cells(width: proposal.width).size
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let layout = cells(width: proposal.width)
        let gridOffset = (bounds.width - layout.size.width) * alignment.fraction
        for (index, cell) in layout.cells.enumerated() {
            let cellBounds = cell.frame.offsetBy(dx: bounds.minX + gridOffset, dy: bounds.minY)
            placeAligned(
                children[index], proposal: cell.proposal, in: cellBounds, alignment: cell.alignment)
        }
    }
}
