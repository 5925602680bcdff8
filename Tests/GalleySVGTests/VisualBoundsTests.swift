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
