import Foundation
import Testing

@testable import GalleySVG

/// Marks are what `galley diff` compares: one per leaf, placed on the canvas through every
/// group, signed with everything that decides its pixels.
@Suite struct DrawnMarksTests {
    let blue = Paint.solid(RGBAColor(red: 0, green: 0, blue: 1, alpha: 1))
    let red = Paint.solid(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))

    @Test func aGroupPlacesItsMarksAndClipsThem() throws {
        let box = DisplayItem.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 50)), blue)
        let list = DisplayList([
            .group(
                DisplayGroup(
                    content: DisplayList([box]), transform: .translation(x: 10, y: 20),
                    clipPath: .rect(CGRect(x: 0, y: 0, width: 40, height: 50))))
        ])
        let marks = list.drawnMarks
        #expect(marks.count == 1)
        #expect(marks.first?.bounds == CGRect(x: 10, y: 20, width: 40, height: 50))
    }

    @Test func theSignatureChangesWithPaintPositionAndEffectsButNotWithTheSameDrawing() throws {
        let path = VectorPath.rect(CGRect(x: 0, y: 0, width: 10, height: 10))
        func signature(_ paint: Paint, x: Double = 0, opacity: Double = 1) -> String {
            DisplayList([
                .group(
                    DisplayGroup(
                        content: DisplayList([.fill(path, paint)]), transform: .translation(x: x, y: 0),
                        opacity: opacity))
            ]).drawnMarks[0].signature
        }
        #expect(signature(blue) == signature(blue))
        #expect(signature(blue) != signature(red))
        #expect(signature(blue) != signature(blue, x: 1))
        #expect(signature(blue) != signature(blue, opacity: 0.5))
    }

    @Test func theShapeLeavesThePositionOutButNotTheSizeOrPaint() throws {
        func shape(_ rect: CGRect, _ paint: Paint, moved: Double = 0) -> String {
            DisplayList([
                .group(
                    DisplayGroup(
                        content: DisplayList([.fill(.rect(rect), paint)]), transform: .translation(x: moved, y: 0)))
            ]).drawnMarks[0].shape
        }
        let box = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(shape(box, blue) == shape(box.offsetBy(dx: 5, dy: 7), blue))
        #expect(shape(box, blue) == shape(box, blue, moved: 30))
        #expect(shape(box, blue) != shape(CGRect(x: 0, y: 0, width: 10, height: 12), blue))
        #expect(shape(box, blue) != shape(box, red))
    }

    @Test func marksThatDrawNothingAreLeftOut() throws {
        let box = DisplayItem.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), blue)
        let clippedAway = DisplayList([
            .group(
                DisplayGroup(content: DisplayList([box]), clipPath: .rect(CGRect(x: 50, y: 50, width: 5, height: 5))))
        ])
        #expect(clippedAway.drawnMarks.isEmpty)
        #expect(DisplayList([.fill(VectorPath(), blue)]).drawnMarks.isEmpty)
    }
}

/// A picture's writers share the path data they write (`PathDataCache`): what they write
/// must not change.
@Suite struct PathDataCacheTests {
    @Test func sharedPathDataWritesWhatEachWriterWritesAlone() {
        let blue = Paint.solid(RGBAColor(red: 0, green: 0, blue: 1, alpha: 1))
        let red = Paint.solid(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        var curve = VectorPath()
        curve.move(to: CGPoint(x: 3.25, y: 4))
        curve.addCurve(
            to: CGPoint(x: 40.125, y: 9), control1: CGPoint(x: 10, y: -2), control2: CGPoint(x: 30.5, y: 20))
        curve.closeSubpath()
        let box = VectorPath.rect(CGRect(x: 5, y: 6, width: 20, height: 10))
        func list(_ paint: Paint) -> DisplayList {
            DisplayList([
                .fill(box, paint), .fill(curve, paint),
                .group(
                    DisplayGroup(
                        content: DisplayList([.fill(box, paint)]), transform: .translation(x: 7, y: 0),
                        clipPath: curve)),
            ])
        }
        let cache = PathDataCache()
        for paint in [blue, red] {
            let document = SVGDocument(viewBox: CGRect(x: 0, y: 0, width: 50, height: 30), content: list(paint))
            #expect(SVGWriter().write(document, sharingPathDataWith: cache) == SVGWriter().write(document))
            #expect(list(paint).drawnMarks(sharingPathDataWith: cache) == list(paint).drawnMarks)
        }
    }
}
