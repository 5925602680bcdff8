import Foundation
import Testing

@testable import GalleySVG

/// `VectorPath.trimmed(from:to:)`, which `Shape.trim(from:to:)` draws with.
@Suite struct PathTrimTests {
    /// A 100 × 100 square: 400 points of outline, starting at the top-left corner.
    static let square = VectorPath.rect(CGRect(x: 0, y: 0, width: 100, height: 100))

    @Test func aQuarterOfASquareIsItsTopEdge() {
        let top = Self.square.trimmed(from: 0, to: 0.25)
        #expect(top.elements == [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 100, y: 0))])
    }

    @Test func aTrimAcrossACornerKeepsTheCornerAndOneSubpath() {
        let corner = Self.square.trimmed(from: 0.125, to: 0.375)
        #expect(
            corner.elements == [
                .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50)),
            ])
    }

    @Test func theClosingSegmentCounts() {
        // The last quarter of a closed square is the left edge, drawn by its `Z`.
        let left = Self.square.trimmed(from: 0.75, to: 1)
        #expect(left.elements == [.move(to: CGPoint(x: 0, y: 100)), .line(to: CGPoint(x: 0, y: 0))])
    }

    @Test func anEmptyOrReversedRangeDrawsNothing() {
        #expect(Self.square.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(Self.square.trimmed(from: 0.8, to: 0.2).isEmpty)
    }

    @Test func halfACircleEndsOppositeItsStartAndStaysCurved() throws {
        let circle = VectorPath.ellipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        guard case .move(let start) = circle.elements.first else {
            Issue.record("a circle starts with a move")
            return
        }
        let half = circle.trimmed(from: 0, to: 0.5)
        guard case .curve(let end, _, _) = half.elements.last else {
            Issue.record("half a circle ends with a curve")
            return
        }
        // The point opposite the start, through the centre (50, 50).
        #expect(abs(end.x - (100 - start.x)) < 0.01)
        #expect(abs(end.y - (100 - start.y)) < 0.01)
        #expect(half.elements.dropFirst().allSatisfy { if case .curve = $0 { true } else { false } })
    }

    @Test func aCurveCutAtAnyPointLiesOnTheOriginal() {
        let curve = Cubic(
            p0: CGPoint(x: 0, y: 0), p1: CGPoint(x: 30, y: 80), p2: CGPoint(x: 70, y: -40), p3: CGPoint(x: 100, y: 20))
        let piece = curve.slice(from: 0.2, to: 0.7)
        let expectedStart = curve.point(at: 0.2)
        let expectedEnd = curve.point(at: 0.7)
        #expect(abs(piece.p0.x - expectedStart.x) < 1e-9 && abs(piece.p0.y - expectedStart.y) < 1e-9)
        #expect(abs(piece.p3.x - expectedEnd.x) < 1e-9 && abs(piece.p3.y - expectedEnd.y) < 1e-9)
        let middle = piece.point(at: 0.5)
        let expectedMiddle = curve.point(at: 0.45)
        #expect(abs(middle.x - expectedMiddle.x) < 1e-9 && abs(middle.y - expectedMiddle.y) < 1e-9)
    }
}
