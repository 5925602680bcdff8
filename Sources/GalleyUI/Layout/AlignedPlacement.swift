import Foundation

extension LayoutNode {
    /// Where `child` of `childSize` goes in a container of `containerSize` aligned by
    /// `alignment`: the child's guide meets the container's guide. Custom guides set
    /// with `alignmentGuide` move the child; baselines have no container guide and
    /// keep the child at the top.
    static func alignedOffset(
        of child: LayoutNode, size childSize: CGSize, in containerSize: CGSize, alignment: Alignment
    ) -> CGPoint {
        func offset(_ axis: Axis) -> CGFloat {
            let key = alignment.key(axis)
            switch key {
            case .firstBaseline, .lastBaseline:
                return 0
            default:
                return key.defaultValue(length: containerSize[axis])
                    - child.alignmentGuide(key, axis: axis, size: childSize)
            }
        }
        return CGPoint(x: offset(.horizontal), y: offset(.vertical))
    }
}
