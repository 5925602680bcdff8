import Foundation

/// A two-dimensional layout: rows of cells in shared columns. Each column is as wide as
/// its widest cell and each row as tall as its tallest; a view placed in the grid outside
/// a ``GridRow`` (a `Divider`, a header) is a row of its own across every column.
///
/// Columns share the width offered as an `HStack`'s children do: the least flexible
/// first, each taking an equal share of what is left within what its cells accept.
/// Spacing is 8 points between columns and rows unless given.
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

/// One row of a ``Grid``: its views are the row's cells, left to right.
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension Grid: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            GridNode(
                alignment: alignment, horizontalSpacing: horizontalSpacing ?? DefaultSpacing.standard,
                verticalSpacing: verticalSpacing ?? DefaultSpacing.standard, environment: context.environment,
                children: context.resolve(content))
        ]
    }
}

extension GridRow: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [GridRowNode(alignment: alignment, environment: context.environment, children: context.resolve(content))]
    }
}

extension View {
    /// The cell spans `count` columns of its row.
    public func gridCellColumns(_ count: Int) -> some View {
        wrappingNodes { node, context in
            GridCellNode(environment: context.environment, child: node) { $0.columns = max(count, 1) }
        }
    }

    /// How the cells of this cell's column line up (the grid's alignment by default).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        wrappingNodes { node, context in
            GridCellNode(environment: context.environment, child: node) { $0.columnAlignment = guide }
        }
    }

    /// Where the cell sits in its cell's space, instead of the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        wrappingNodes { node, context in
            GridCellNode(environment: context.environment, child: node) { $0.anchor = anchor }
        }
    }

    /// Axes along which the cell does not size its column or row: a `Divider` that
    /// should take the width the other cells give, not ask for more.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        wrappingNodes { node, context in
            GridCellNode(environment: context.environment, child: node) { $0.unsizedAxes = axes }
        }
    }
}
