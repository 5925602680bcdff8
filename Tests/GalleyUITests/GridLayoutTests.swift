import Foundation
import Testing

@testable import GalleyUI

/// `Grid` and `GridRow`: shared columns as wide as their widest cell, rows as tall as
/// their tallest, full-width views between rows, and the `gridCell…` modifiers.
@Suite struct GridLayoutTests {
    func box(_ width: CGFloat, _ height: CGFloat, _ id: String) -> some View {
        Color.red.frame(width: width, height: height).testID(id)
    }

    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() throws {
        let root = try layout(
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    box(40, 20, "a")
                    box(20, 30, "b")
                }
                GridRow {
                    box(60, 10, "c")
                    box(30, 10, "d")
                }
            }
            .testID("grid"), width: nil)
        #expect(frame(root, "grid").size == CGSize(width: 60 + 10 + 30, height: 30 + 5 + 10))
        // Cells are centred in their 60 × 30 and 30 × 30 cells.
        #expect(frame(root, "a").origin == CGPoint(x: 10, y: 5))
        #expect(frame(root, "b").origin == CGPoint(x: 75, y: 0))
        #expect(frame(root, "c").origin == CGPoint(x: 0, y: 35))
        #expect(frame(root, "d").origin == CGPoint(x: 70, y: 35))
    }

    @Test func theGridsAlignmentAndAColumnsAlignmentPlaceCells() throws {
        let root = try layout(
            Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    box(40, 20, "a")
                    box(20, 30, "b").gridColumnAlignment(.trailing)
                }
                GridRow {
                    box(10, 10, "c")
                    box(50, 10, "d")
                }
            }, width: nil)
        #expect(frame(root, "a").origin == CGPoint(x: 0, y: 0))
        #expect(frame(root, "b").origin == CGPoint(x: 70, y: 0))
        #expect(frame(root, "c").origin == CGPoint(x: 0, y: 30))
        #expect(frame(root, "d").origin == CGPoint(x: 40, y: 30))
    }

    @Test func aViewOutsideARowSpansTheGridAndASpanningCellTakesItsColumns() throws {
        let root = try layout(
            Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    box(40, 20, "a")
                    box(40, 20, "b")
                }
                Divider().testID("divider")
                GridRow {
                    Color.blue.frame(height: 10).gridCellColumns(2).testID("wide")
                }
            }, width: nil)
        #expect(frame(root, "divider").width == 90)
        #expect(frame(root, "wide").width == 90)
    }

    @Test func flexibleColumnsShareTheWidthOffered() throws {
        let root = try layout(
            Grid(horizontalSpacing: 10) {
                GridRow {
                    box(50, 20, "fixed")
                    Color.green.frame(height: 20).testID("flexible")
                }
            }, width: 300)
        #expect(frame(root, "fixed").width == 50)
        #expect(frame(root, "flexible").width == 240)
    }
}
