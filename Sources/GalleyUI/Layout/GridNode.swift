import Foundation

/// How a cell takes part in its grid, set by the `gridCell…` modifiers.
struct GridCellTraits {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []
}

/// A cell with grid traits; stacked `gridCell…` modifiers add up.
final class GridCellNode: PassthroughNode {
    let traits: GridCellTraits

    init(environment: EnvironmentValues, child: LayoutNode, set: (inout GridCellTraits) -> Void) {
        var traits = (child as? GridCellNode)?.traits ?? GridCellTraits()
        set(&traits)
        self.traits = traits
        super.init(typeName: "gridCell", environment: environment, child: child)
    }

    /// The traits of a grid's child: those of the cell modifiers around it, seen through
    /// views that lay out as their content does.
    static func traits(of node: LayoutNode) -> GridCellTraits {
        node.throughPassthroughs(as: GridCellNode.self)?.traits ?? GridCellTraits()
    }
}

/// A `GridRow`: its grid lays its cells out. Alone, outside a grid, it is a row of its
/// cells 8 points apart.
final class GridRowNode: LayoutNode {
    let alignment: VerticalAlignment?
    /// Set by the grid that places this row's cells itself.
    var isPlacedByGrid = false

    init(alignment: VerticalAlignment?, environment: EnvironmentValues, children: [LayoutNode]) {
        self.alignment = alignment
        super.init(typeName: "GridRow", environment: environment, children: children)
    }

    /// The row a grid's child is, seen through views that lay out as their content does.
    static func row(in node: LayoutNode) -> GridRowNode? {
        node.throughPassthroughs(as: GridRowNode.self)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = children.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.reduce(0) { $0 + $1.width } + DefaultSpacing.standard * CGFloat(max(children.count - 1, 0))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        guard !isPlacedByGrid else { return }
        var x = bounds.minX
        for child in children {
            let size = child.sizeThatFits(.unspecified)
            child.place(
                at: CGPoint(x: x, y: bounds.minY + (bounds.height - size.height) / 2), size: size,
                proposal: .unspecified)
            x += size.width + DefaultSpacing.standard
        }
    }
}

/// Lays out a `Grid`: see ``Grid`` for the rules.
final class GridNode: LayoutNode {
    /// A cell: its node, its first column and how many it spans.
    private struct Cell {
        var node: LayoutNode
        var column: Int
        var span: Int
        var traits: GridCellTraits
    }

    /// A row of cells, or a view across every column.
    private struct Row {
        var cells: [Cell]
        var alignment: VerticalAlignment?
        var isFullWidth: Bool
    }

    private let alignment: Alignment
    private let horizontalSpacing: CGFloat
    private let verticalSpacing: CGFloat
    private let rows: [Row]
    private let columnCount: Int

    init(
        alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, environment: EnvironmentValues,
        children: [LayoutNode]
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        var rows: [Row] = []
        for child in children {
            guard let row = GridRowNode.row(in: child) else {
                rows.append(
                    Row(cells: [Cell(node: child, column: 0, span: 0, traits: GridCellTraits())], isFullWidth: true))
                continue
            }
            row.isPlacedByGrid = true
            var column = 0
            var cells: [Cell] = []
            for cell in row.children {
                let traits = GridCellNode.traits(of: cell)
                cells.append(Cell(node: cell, column: column, span: traits.columns, traits: traits))
                column += traits.columns
            }
            rows.append(Row(cells: cells, alignment: row.alignment, isFullWidth: false))
        }
        self.rows = rows
        columnCount = rows.filter { !$0.isFullWidth }.map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 0
        super.init(typeName: "Grid", environment: environment, children: children)
    }

    /// The sizes one axis asks for: least, ideal and most, per column or row.
    private struct Demand {
        var least: CGFloat = 0
        var ideal: CGFloat = 0
        var most: CGFloat = 0

        mutating func include(_ other: Demand) {
            least = max(least, other.least)
            ideal = max(ideal, other.ideal)
            most = max(most, other.most)
        }
    }

    /// Shares `available` among tracks as a stack does: the least flexible first, each an
    /// equal share of what is left, within its least and most.
    private func distribute(_ demands: [Demand], available: CGFloat?) -> [CGFloat] {
        guard let available, available.isFinite else { return demands.map(\.ideal) }
        var sizes = Array(repeating: CGFloat(0), count: demands.count)
        var remaining = available
        let order = demands.indices.sorted {
            (demands[$0].most - demands[$0].least, $0) < (demands[$1].most - demands[$1].least, $1)
        }
        for (position, index) in order.enumerated() {
            let share = remaining / CGFloat(demands.count - position)
            let size = min(max(share, demands[index].least), demands[index].most)
            sizes[index] = size
            remaining -= size
        }
        return sizes
    }

    private func demand(of node: LayoutNode, along axis: Axis, across: CGFloat?) -> Demand {
        func size(_ length: CGFloat?) -> CGFloat {
            let proposal =
                axis == .horizontal
                ? ProposedViewSize(width: length, height: across) : ProposedViewSize(width: across, height: length)
            return node.sizeThatFits(proposal)[axis]
        }
        let most = size(.infinity)
        return Demand(least: size(0), ideal: size(nil), most: most.isFinite ? most : .infinity)
    }

    private func columnWidths(_ proposedWidth: CGFloat?) -> [CGFloat] {
        var demands = Array(repeating: Demand(), count: columnCount)
        for row in rows where !row.isFullWidth {
            for cell in row.cells where cell.span == 1 && !cell.traits.unsizedAxes.contains(.horizontal) {
                demands[cell.column].include(demand(of: cell.node, along: .horizontal, across: nil))
            }
        }
        // A cell across several columns widens them evenly when they are too narrow for it.
        for row in rows where !row.isFullWidth {
            for cell in row.cells where cell.span > 1 && !cell.traits.unsizedAxes.contains(.horizontal) {
                let span = cell.column..<min(cell.column + cell.span, columnCount)
                let wanted = demand(of: cell.node, along: .horizontal, across: nil)
                let gaps = horizontalSpacing * CGFloat(span.count - 1)
                let have = span.reduce(0) { $0 + demands[$1].ideal } + gaps
                if wanted.ideal > have {
                    for column in span { demands[column].ideal += (wanted.ideal - have) / CGFloat(span.count) }
                }
                for column in span { demands[column].most = max(demands[column].most, demands[column].ideal) }
            }
        }
        let gaps = horizontalSpacing * CGFloat(max(columnCount - 1, 0))
        return distribute(demands, available: proposedWidth.map { $0 - gaps })
    }

    private func cellWidth(_ cell: Cell, widths: [CGFloat]) -> CGFloat {
        let span = cell.column..<min(cell.column + cell.span, widths.count)
        return span.reduce(0) { $0 + widths[$1] } + horizontalSpacing * CGFloat(max(span.count - 1, 0))
    }

    /// Column widths, row heights and the grid's width, for a proposal.
    private func tracks(_ proposal: ProposedViewSize) -> (columns: [CGFloat], rows: [CGFloat], width: CGFloat) {
        let columns = columnWidths(proposal.width)
        var width = columns.reduce(0, +) + horizontalSpacing * CGFloat(max(columnCount - 1, 0))
        if columnCount == 0 {
            // Only full-width views: as wide as the widest, or as offered.
            width = rows.map { demand(of: $0.cells[0].node, along: .horizontal, across: nil).ideal }.max() ?? 0
            if let offered = proposal.width, offered.isFinite { width = min(max(width, 0), offered) }
        }
        let demands = rows.map { row -> Demand in
            var rowDemand = Demand()
            for cell in row.cells where !cell.traits.unsizedAxes.contains(.vertical) {
                let across = row.isFullWidth ? width : cellWidth(cell, widths: columns)
                rowDemand.include(demand(of: cell.node, along: .vertical, across: across))
            }
            return rowDemand
        }
        let gaps = verticalSpacing * CGFloat(max(rows.count - 1, 0))
        let heights = distribute(demands, available: proposal.height.map { $0 - gaps })
        return (columns, heights, width)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let layout = tracks(proposal)
        let height = layout.rows.reduce(0, +) + verticalSpacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: layout.width, height: height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let layout = tracks(proposal)
        var columnStarts: [CGFloat] = []
        var x = bounds.minX
        for width in layout.columns {
            columnStarts.append(x)
            x += width + horizontalSpacing
        }
        // `gridColumnAlignment` on any cell of a column aligns the whole column.
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for row in rows where !row.isFullWidth {
            for cell in row.cells {
                if let guide = cell.traits.columnAlignment { columnAlignments[cell.column] = guide }
            }
        }
        var y = bounds.minY
        for (index, (row, height)) in zip(rows, layout.rows).enumerated() {
            if !row.isFullWidth {
                // The row (and any view around it) spans the grid; its cells are placed below.
                let rowSize = CGSize(width: layout.width, height: height)
                children[index].place(
                    at: CGPoint(x: bounds.minX, y: y), size: rowSize,
                    proposal: ProposedViewSize(width: rowSize.width, height: rowSize.height))
            }
            for cell in row.cells {
                let frame: CGRect
                var cellAlignment = alignment
                if row.isFullWidth {
                    frame = CGRect(x: bounds.minX, y: y, width: layout.width, height: height)
                } else {
                    frame = CGRect(
                        x: columnStarts[cell.column], y: y, width: cellWidth(cell, widths: layout.columns),
                        height: height)
                    if let guide = columnAlignments[cell.column] { cellAlignment.horizontal = guide }
                    if let rowAlignment = row.alignment { cellAlignment.vertical = rowAlignment }
                }
                let cellProposal = ProposedViewSize(width: frame.width, height: height)
                if let anchor = cell.traits.anchor {
                    let size = cell.node.sizeThatFits(cellProposal)
                    cell.node.place(
                        at: CGPoint(
                            x: frame.minX + (frame.width - size.width) * anchor.x,
                            y: frame.minY + (frame.height - size.height) * anchor.y),
                        size: size, proposal: cellProposal)
                } else {
                    placeAligned(cell.node, proposal: cellProposal, in: frame, alignment: cellAlignment)
                }
            }
            y += height + verticalSpacing
        }
    }
}
