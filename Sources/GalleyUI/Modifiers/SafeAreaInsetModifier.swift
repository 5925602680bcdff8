import Foundation

/// The horizontal edges a `safeAreaInset` can attach to.
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }
/// The vertical edges a `safeAreaInset` can attach to.
public enum VerticalEdge: Hashable, Sendable { case top, bottom }

extension View {
    /// Places `content` along the top or bottom edge and shrinks this view's space by
    /// it. Galley stacks the two (a still picture has nothing scrolled beneath a bar).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return wrappingNodes { node, context in
            let bar = context.resolveSingle(inset)
            return StackNode(
                axis: .vertical, alignment: alignment.key, spacing: spacing ?? 0, typeName: "safeAreaInset",
                environment: context.environment, children: edge == .top ? [bar, node] : [node, bar])
        }
    }

    /// Places `content` along the leading or trailing edge and shrinks this view's space.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return wrappingNodes { node, context in
            let bar = context.resolveSingle(inset)
            return StackNode(
                axis: .horizontal, alignment: alignment.key, spacing: spacing ?? 0,
                typeName: "safeAreaInset",
                environment: context.environment, children: edge == .leading ? [bar, node] : [node, bar])
        }
    }
}
