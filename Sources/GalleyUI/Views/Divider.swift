import Foundation
import GalleySVG

/// A thin line separating content: one pixel of the separator colour, across its
/// stack (horizontal in a `VStack` or alone, vertical in an `HStack`).
public struct Divider: View {
    public typealias Body = Never
    public init() {}
}

extension Divider: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [DividerNode(environment: context.environment)]
    }
}

final class DividerNode: LayoutNode {
    /// The axis the line runs along.
    private var lineAxis: Axis = .horizontal

    init(environment: EnvironmentValues) {
        super.init(typeName: "Divider", environment: environment)
    }

    override func setStackAxis(_ axis: Axis?) {
        lineAxis = axis == .horizontal ? .vertical : .horizontal
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let thickness = 1 / environment.displayScale
        let length = proposal[lineAxis] ?? 0
        return CGSize(axis: lineAxis, major: length.isFinite ? length : 0, minor: thickness)
    }

    override func draw(into list: inout DisplayList) {
        list.append(.fill(.rect(frame), .solid(Color(.separator).resolveRGBA(in: environment))))
    }
}
