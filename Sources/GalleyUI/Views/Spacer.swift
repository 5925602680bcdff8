import Foundation

/// Flexible space that pushes its neighbours apart along its stack's axis.
public struct Spacer: View {
    public typealias Body = Never
    /// The least length the spacer takes; 8 when nil.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [SpacerNode(minLength: minLength, environment: context.environment)]
    }
}
