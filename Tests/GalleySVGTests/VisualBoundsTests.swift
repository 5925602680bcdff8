import Foundation
import Testing

@testable import GalleySVG

/// The area a drawing covers, which a preview's picture must hold: strokes reach out by
/// half their width (more at miter corners), shadows and blurs by three standard deviations.
@Suite struct VisualBoundsTests {
    let blue = Paint.solid(RGBAColor(red: 0, green: 0, blue: 1, alpha: 1))

    @Test func aStrokeOnACircleReachesHalfItsWidthOut() throws {
        let circle = VectorPath.ellipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let list = DisplayList([.stroke(circle, blue, style: StrokeOptions(lineWidth: 12))])
        #expect(list.visualBounds == CGRect(x: -6, y: -6, width: 112, height: 112))
    }

    @Test func aMiterCornerReachesItsMiterLength() throws {
        let square = VectorPath.rect(CGRect(x: 0, y: 0, width: 100, height: 100))
        let list = DisplayList([.stroke(square, blue, style: StrokeOptions(lineWidth: 10))])
        let bounds = try #require(list.visualBounds)
        // A right angle's miter is √2 half-widths.
        #expect(abs(bounds.minX - (-5 * 2.0.squareRoot())) < 1e-9)
        let round = DisplayList([.stroke(square, blue, style: StrokeOptions(lineWidth: 10, join: .round))])
        #expect(round.visualBounds == CGRect(x: -5, y: -5, width: 110, height: 110))
    }

    @Test func aCornerSharperThanTheMiterLimitIsBevelled() throws {
        var spike = VectorPath()
        spike.move(to: CGPoint(x: 0, y: 100))
        spike.addLine(to: CGPoint(x: 5, y: 0))
        spike.addLine(to: CGPoint(x: 10, y: 100))
        let list = DisplayList([.stroke(spike, blue, style: StrokeOptions(lineWidth: 4, miterLimit: 4))])
        let bounds = try #require(list.visualBounds)
        #expect(bounds.minY == -2)
    }

    @Test func aClosedSubpathIsMeasuredAtTheCornerWhereItCloses() throws {
        // A narrow triangle drawn from its apex: the apex is the corner where the path
        // closes, and the sharpest. Its miter is 1 / sin(atan(5 / 50)) = √101 ≈ 10.05
        // half-widths; the base corners' is 1 / sin((90° − atan(0.1)) / 2) ≈ 1.49.
        var triangle = VectorPath()
        triangle.move(to: CGPoint(x: 5, y: 0))
        triangle.addLine(to: CGPoint(x: 10, y: 50))
        triangle.addLine(to: CGPoint(x: 0, y: 50))
        triangle.closeSubpath()
        let base = 1 / sin((Double.pi / 2 - atan(0.1)) / 2)
        // Under a limit of 4 the apex is bevelled: the base corners reach furthest.
        let bevelled = DisplayList([.stroke(triangle, blue, style: StrokeOptions(lineWidth: 2, miterLimit: 4))])
        #expect(abs(try #require(bevelled.visualBounds).minY - -base) < 1e-9)
        // Under 11 the apex's miter is drawn, and reaches √101 points out.
        let mitred = DisplayList([.stroke(triangle, blue, style: StrokeOptions(lineWidth: 2, miterLimit: 11))])
        #expect(abs(try #require(mitred.visualBounds).minY - -(101.0).squareRoot()) < 1e-9)
    }

    @Test func squareCapsReachOutOnlyFromOpenSubpaths() throws {
        var line = VectorPath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let open = DisplayList([
            .stroke(line, blue, style: StrokeOptions(lineWidth: 10, cap: .square, join: .round))
        ])
        let openBounds = try #require(open.visualBounds)
        #expect(abs(openBounds.minX - -5 * 2.0.squareRoot()) < 1e-9)
        // A closed circle has no ends: its square caps draw nothing beyond half the width.
        let circle = VectorPath.ellipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let closed = DisplayList([
            .stroke(circle, blue, style: StrokeOptions(lineWidth: 10, cap: .square, join: .round))
        ])
        #expect(closed.visualBounds == CGRect(x: -5, y: -5, width: 110, height: 110))
        // A segment that goes nowhere turns nothing and leaves no open end.
        var dot = VectorPath()
        dot.move(to: CGPoint(x: 10, y: 10))
        dot.addLine(to: CGPoint(x: 10, y: 10))
        let degenerate = DisplayList([.stroke(dot, blue, style: StrokeOptions(lineWidth: 4, cap: .square))])
        #expect(degenerate.visualBounds == CGRect(x: 8, y: 8, width: 4, height: 4))
    }

    @Test func aShadowAndABlurReachThreeStandardDeviations() throws {
        let box = DisplayItem.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 50)), blue)
        let shadowed = DisplayList([
            .group(DisplayGroup(content: DisplayList([box]), shadow: DisplayShadow(radius: 10, y: 4)))
        ])
        // The shape's own box, and the shadow's, moved 4 down and grown by 1.5 × 10.
        #expect(shadowed.visualBounds == CGRect(x: -15, y: -11, width: 130, height: 80))
        let blurred = DisplayList([.group(DisplayGroup(content: DisplayList([box]), blurRadius: 6))])
        #expect(blurred.visualBounds == CGRect(x: -9, y: -9, width: 118, height: 68))
    }

    @Test func nothingDrawnHasNoBounds() {
        #expect(DisplayList().visualBounds == nil)
    }
}
