import Foundation

extension View {
    /// Gives the view a fixed width and/or height; the content is aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        wrappingNodes { node, context in
            FixedFrameNode(
                width: width, height: height, alignment: alignment, environment: context.environment,
                child: node)
        }
    }

    /// Bounds the view's size; `maxWidth: .infinity` makes it fill the width offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        wrappingNodes { node, context in
            FlexibleFrameNode(
                horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                alignment: alignment, environment: context.environment, child: node)
        }
    }

    /// Fixes the view at its ideal size on the given axes.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return wrappingNodes { node, context in
            FixedSizeNode(axes: axes, environment: context.environment, child: node)
        }
    }

    /// Fixes the view at its ideal size on both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Raises or lowers the view's claim to space in a stack (0 by default).
    public func layoutPriority(_ value: Double) -> some View {
        wrappingNodes { node, context in
            LayoutPriorityNode(priority: value, environment: context.environment, child: node)
        }
    }

    /// Constrains the view to a width/height ratio; nil keeps the content's own ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrappingNodes { node, context in
            AspectRatioNode(
                ratio: aspectRatio, contentMode: contentMode, environment: context.environment,
                child: node)
        }
    }

    /// Constrains the view to the ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// `.aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// `.aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
