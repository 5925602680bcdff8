import Foundation

extension View {
    /// Draws the view moved by `offset`, without changing the layout.
    public func offset(_ offset: CGSize) -> some View {
        wrappingNodes { node, context in
            OffsetNode(offset: offset, environment: context.environment, child: node)
        }
    }

    /// Draws the view moved by `x` and `y`, without changing the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Centers the view at a point of the space it is offered, which it all takes.
    public func position(_ position: CGPoint) -> some View {
        wrappingNodes { node, context in
            PositionNode(position: position, environment: context.environment, child: node)
        }
    }

    /// Centers the view at `(x, y)` of the space it is offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Draws the view above (higher values) or below its siblings.
    public func zIndex(_ value: Double) -> some View {
        wrappingNodes { node, context in
            ZIndexNode(value: value, environment: context.environment, child: node)
        }
    }

    /// Moves one of the view's alignment guides.
    public func alignmentGuide(
        _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        wrappingNodes { node, context in
            AlignmentGuideNode(
                key: guide.key, axis: .horizontal, compute: computeValue,
                environment: context.environment, child: node)
        }
    }

    /// Moves one of the view's alignment guides.
    public func alignmentGuide(
        _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        wrappingNodes { node, context in
            AlignmentGuideNode(
                key: guide.key, axis: .vertical, compute: computeValue,
                environment: context.environment, child: node)
        }
    }
}

/// `.alignmentGuide(_:computeValue:)`: one guide computed from the view's dimensions.
final class AlignmentGuideNode: PassthroughNode {
    let key: AlignmentKey
    let axis: Axis
    let compute: (ViewDimensions) -> CGFloat

    init(
        key: AlignmentKey, axis: Axis, compute: @escaping (ViewDimensions) -> CGFloat,
        environment: EnvironmentValues, child: LayoutNode
    ) {
        self.key = key
        self.axis = axis
        self.compute = compute
        super.init(typeName: "alignmentGuide", environment: environment, child: child)
    }

    override func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        guard key == self.key, axis == self.axis else {
            return child.alignmentGuide(key, axis: axis, size: size)
        }
        let dimensions = ViewDimensions(
            width: size.width, height: size.height,
            horizontalGuide: { [child] in child.alignmentGuide($0.key, axis: .horizontal, size: size) },
            verticalGuide: { [child] in child.alignmentGuide($0.key, axis: .vertical, size: size) })
        return compute(dimensions)
    }
}
