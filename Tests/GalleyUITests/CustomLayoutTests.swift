import Foundation
import Testing

@testable import GalleyUI

/// The `Layout` protocol: a container sized by `sizeThatFits` and laid out by
/// `placeSubviews`, with subviews that report sizes and are placed at an anchor.
@Suite struct CustomLayoutTests {
    /// Subviews side by side, each at its ideal size, `gap` apart, bottoms aligned.
    struct Row: Layout {
        var gap: CGFloat = 5

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let width = sizes.reduce(0) { $0 + $1.width } + gap * CGFloat(max(sizes.count - 1, 0))
            return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.maxY), anchor: .bottomLeading, proposal: .unspecified)
                x += size.width + gap
            }
        }
    }

    /// Places only its first subview.
    struct FirstOnly: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: .unspecified)
        }
    }

    @Test func aLayoutSizesItselfAndPlacesItsSubviewsAtAnAnchor() throws {
        let root = try layout(
            Row {
                Color.red.frame(width: 20, height: 10).testID("a")
                Color.blue.frame(width: 30, height: 40).testID("b")
            }
            .testID("row"), width: nil)
        #expect(frame(root, "row").size == CGSize(width: 55, height: 40))
        #expect(frame(root, "a").origin == CGPoint(x: 0, y: 30))
        #expect(frame(root, "b").origin == CGPoint(x: 25, y: 0))
    }

    @Test func aSubviewTheLayoutDoesNotPlaceSitsAtTheCentre() throws {
        let root = try layout(
            FirstOnly {
                Color.red.frame(width: 10, height: 10).testID("first")
                Color.blue.frame(width: 20, height: 20).testID("second")
            }, width: nil)
        #expect(frame(root, "first").origin == .zero)
        #expect(frame(root, "second").origin == CGPoint(x: 40, y: 40))
    }
}
