import Foundation

/// Builds the decoration of `.background`/`.overlay`: several views form a ZStack.
private func decorationNode(_ view: any View, alignment: Alignment, in context: ResolveContext)
    -> LayoutNode
{
    let nodes = context.resolve(view)
    if nodes.count == 1 { return nodes[0] }
    return ZStackNode(alignment: alignment, environment: context.environment, children: nodes)
}

extension View {
    /// Draws `content` behind the view, proposed the view's size and aligned on it.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        background(content(), alignment: alignment)
    }

    /// Draws a view behind this one, proposed this view's size.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> some View
    {
        wrappingNodes { node, context in
            DecorationNode(
                placement: .background, alignment: alignment, environment: context.environment,
                primary: node, decoration: decorationNode(background, alignment: alignment, in: context))
        }
    }

    /// Fills the view's bounds with a style behind it.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        background(Rectangle().fill(style))
    }

    /// Fills a shape with a style behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        background(shape.fill(style))
    }

    /// Fills a shape with the background style behind the view.
    public func background<T: Shape>(in shape: T) -> some View {
        background(shape.fill(BackgroundStyle()))
    }

    /// Draws `content` over the view, proposed the view's size and aligned on it.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> some View {
        overlay(content(), alignment: alignment)
    }

    /// Draws a view over this one, proposed this view's size.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
        -> some View
    {
        wrappingNodes { node, context in
            DecorationNode(
                placement: .overlay, alignment: alignment, environment: context.environment,
                primary: node, decoration: decorationNode(overlay, alignment: alignment, in: context))
        }
    }

    /// Fills the view's bounds with a style over it.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        overlay(Rectangle().fill(style))
    }

    /// Fills a shape with a style over the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        overlay(shape.fill(style))
    }
}
