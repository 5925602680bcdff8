import Foundation

/// Where a coordinate space is, for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(_ name: String)
}

/// The size and position of a `GeometryReader`, handed to its content.
public struct GeometryProxy {
    /// The size the reader was given.
    public let size: CGSize
    let globalFrame: CGRect

    /// The reader's frame: in its own coordinates (`.local`) or the canvas's.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: globalFrame
        }
    }

    /// The safe area insets: a preview canvas has none.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A view that takes all the space it is offered and builds its content from that size.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let content = self.content
        return [
            GeometryReaderNode(environment: context.environment) { proxy in
                context.resolve(content(proxy))
            }
        ]
    }
}
