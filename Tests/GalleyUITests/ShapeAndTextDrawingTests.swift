import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

private func drawn<V: View>(_ view: V) throws -> [DisplayItem] {
    try render(view).displayList.items
}

@Suite struct ShapeAndTextDrawingTests {
    @Test func pathsAreDrawnWhereTheirPointsAre() throws {
        let triangle = Path { path in
            path.move(to: CGPoint(x: 0, y: 20))
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addLine(to: CGPoint(x: 20, y: 20))
            path.closeSubpath()
        }
        let items = try drawn(triangle.fill(.red).frame(width: 20, height: 20))
        guard case .fill(let fill)? = items.first else {
            Issue.record("expected a fill")
            return
        }
        #expect(fill.path.controlPointBounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(fill.path.elements.count == 4)
    }

    @Test func arcsApproximateCircles() {
        var path = Path()
        path.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(360),
            clockwise: false)
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - 40) < 0.01 && abs(bounds.maxX - 60) < 0.01)
    }

    @Test func circleIsCentredInItsFrameAndCapsuleRoundsTheShortSide() throws {
        let circle = try drawn(Circle().fill(.blue).frame(width: 40, height: 20))
        guard case .fill(let circleFill)? = circle.first else {
            Issue.record("expected a fill")
            return
        }
        #expect(circleFill.path.controlPointBounds == CGRect(x: 10, y: 0, width: 20, height: 20))
        #expect(try drawn(Capsule().frame(width: 40, height: 20)).count == 1)
    }

    @Test func truncatedTextEndsWithAnEllipsis() throws {
        let text = "A sentence far too long to fit on a single narrow line of text"
        let tail = try drawn(Text(text).lineLimit(1).frame(width: 120))
        guard case .glyphs(let run)? = tail.first else {
            Issue.record("expected glyphs")
            return
        }
        #expect(run.text.hasSuffix("…"))
        let head = try drawn(Text(text).lineLimit(1).truncationMode(.head).frame(width: 120))
        guard case .glyphs(let headRun)? = head.first else {
            Issue.record("expected glyphs")
            return
        }
        #expect(headRun.text.hasPrefix("…"))
    }

    @Test func centredMultilineTextIndentsShorterLines() throws {
        let items = try drawn(
            Text("A first line that is long\nshort").multilineTextAlignment(.center).fixedSize())
        guard case .glyphs(let run)? = items.first else {
            Issue.record("expected glyphs")
            return
        }
        let secondLine = run.glyphs.filter { $0.position.y > run.glyphs[0].position.y }
        #expect((secondLine.first?.position.x ?? 0) > 20)
    }

    @Test func textCaseAndVerbatim() throws {
        let result = try render(Text("Header").textCase(.uppercase))
        #expect(result.accessibilityText == ["HEADER"])
        #expect(try render(Text(verbatim: "%d items")).accessibilityText == ["%d items"])
        #expect(try render(Text("Hello, ") + Text("World")).accessibilityText == ["Hello, World"])
    }

    @Test func laidOutTreeEncodesAsJSON() throws {
        let root = try layout(VStack { Text("Hi").testID("greeting") })
        let json = String(decoding: try root.jsonData(), as: UTF8.self)
        #expect(json.contains("\"identifier\" : \"greeting\""))
        #expect(json.contains("\"type\" : \"VStack\""))
        let decoded = try JSONDecoder().decode(LaidOutNode.self, from: try root.jsonData())
        #expect(decoded == root)
    }
}
