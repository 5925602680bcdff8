import Testing

@testable import GalleySnippets

/// A `Layout` a snippet declares lays its content out through its own `sizeThatFits`
/// and `placeSubviews`, as the flow layouts of chip and tag articles do.
@Suite struct SnippetLayoutTests {
    static let flow = """
        struct FlowLayout: Layout {
            var spacing: CGFloat = 10

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let maxWidth = proposal.width ?? .infinity
                var x: CGFloat = 0
                var y: CGFloat = 0
                var rowHeight: CGFloat = 0
                var widest: CGFloat = 0
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    if x + size.width > maxWidth, x > 0 {
                        x = 0
                        y += rowHeight + spacing
                        rowHeight = 0
                    }
                    x += size.width + spacing
                    widest = max(widest, x - spacing)
                    rowHeight = max(rowHeight, size.height)
                }
                return CGSize(width: widest, height: y + rowHeight)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX
                var y = bounds.minY
                var rowHeight: CGFloat = 0
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    if x + size.width > bounds.maxX, x > bounds.minX {
                        x = bounds.minX
                        y += rowHeight + spacing
                        rowHeight = 0
                    }
                    subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                    x += size.width + spacing
                    rowHeight = max(rowHeight, size.height)
                }
            }
        }

        """

    @Test func aFlowLayoutWrapsItsViewsIntoRows() throws {
        let root = try layout(
            Self.flow + """
                FlowLayout(spacing: 10) {
                    ForEach(0..<5) { index in
                        Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("chip\\(index)")
                    }
                }
                .frame(width: 110)
                """)
        // Two 40-point chips fit in 110 points with 10 between them; the third wraps.
        func origin(_ index: Int) throws -> (x: Double, y: Double) {
            let frame = try #require(root.first(identifier: "chip\(index)")).frame
            return (Double(frame.x), Double(frame.y))
        }
        let first = try origin(0)
        #expect(try origin(1).x - first.x == 50)
        #expect(try origin(2).x == first.x)
        #expect(try origin(2).y - first.y == 30)
        #expect(try origin(4).y - first.y == 60)
    }

    @Test func aLayoutThatReturnsNoSizeSaysSo() throws {
        let problems = try problems(
            """
            struct Broken: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    return 3
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Broken { Text("A") }
            """)
        #expect(problems == ["1:1: 'Broken.sizeThatFits' must return a CGSize, not 'Int'"])
    }
}
