import Foundation
import Testing

@testable import GalleyUI

/// Lays `view` out as a preview canvas does and returns the laid-out tree.
func layout<V: View>(_ view: V, width: CGFloat? = 390, height: CGFloat? = nil) throws
    -> LaidOutNode
{
    try render(view, proposal: ProposedViewSize(width: width, height: height)).root
}

/// The frame of the node tagged `identifier`, failing the test when there is none.
func frame(
    _ root: LaidOutNode, _ identifier: String, sourceLocation: SourceLocation = #_sourceLocation
)
    -> CGRect
{
    guard let node = root.first(identifier: identifier) else {
        Issue.record("no node with identifier \(identifier)", sourceLocation: sourceLocation)
        return .null
    }
    return node.frame.rect
}

extension View {
    /// Shorthand for tests.
    func testID(_ identifier: String) -> some View { accessibilityIdentifier(identifier) }
}
