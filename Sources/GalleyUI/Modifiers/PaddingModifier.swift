import Foundation

/// The padding of `padding()` with no length: 16 on iOS.
let defaultPadding: CGFloat = 16

extension View {
    /// Adds space around the view: `length` (16 by default) on each of `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? defaultPadding))
    }

    /// Adds `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds different space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrappingNodes { node, context in
            PaddingNode(insets: insets, environment: context.environment, child: node)
        }
    }
}
