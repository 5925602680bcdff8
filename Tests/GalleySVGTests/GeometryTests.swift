import Foundation
import Testing

@testable import GalleySVG

@Suite struct GeometryTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.0001, "0"), (1.5, "1.5"), (0.5, ".5"), (-0.5, "-.5"),
        (100, "100"), (1.23456, "1.235"), (-12.3, "-12.3"), (0.001, ".001"), (Double.nan, "0"),
        (1e20, "1000000000000"),
    ])
    func numbersAreCompact(value: Double, text: String) {
        #expect(svgNumber(value) == text)
    }

    /// The text of a number as `String(format:)` spells it, trimmed as SVG output is: the
    /// reference the digit-by-digit formatting is held to.
    private static func referenceText(_ value: Double, decimals: Int) -> String {
        let limited = min(max(value, -1e12), 1e12)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (limited * scale).rounded() / scale
        if rounded == 0 { return "0" }
        var text = String(format: "%.\(decimals)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text.hasPrefix("0.") { text.removeFirst() }
        if text.hasPrefix("-0.") { text = "-" + text.dropFirst(2) }
        return text
    }

    @Test func numbersMatchTheirPrintfSpellingAtEveryPrecision() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let magnitude = [1.0, 10, 1000, 1e6][Int.random(in: 0..<4, using: &generator)]
            let value = Double.random(in: -magnitude...magnitude, using: &generator)
            let decimals = Int.random(in: 0...6, using: &generator)
            #expect(svgNumber(value, decimals: decimals) == Self.referenceText(value, decimals: decimals))
        }
    }

    /// 10¹² at nine decimals is beyond what a 64-bit integer holds: the scaled value is
    /// clamped, not trapped on.
    @Test func hugeValuesAtManyDecimalsStayFinite() throws {
        for value in [1e12, -1e12, 9.5e9] {
            let text = svgNumber(value, decimals: 9)
            let parsed = try #require(Double(text))
            #expect(parsed.isFinite && parsed.sign == value.sign)
        }
    }

    @Test func pathDataSeparatesNumbersOnlyWhereNeeded() {
        var path = VectorPath()
        path.move(to: CGPoint(x: 0.5, y: 0.25))
        path.addLine(to: CGPoint(x: -1, y: 0.5))
        path.addLine(to: CGPoint(x: 12, y: -0.125))
        path.addQuadCurve(to: CGPoint(x: 0, y: 3), control: CGPoint(x: 0.5, y: 100))
        path.closeSubpath()
        #expect(path.svgPathData == "M.5.25L-1 .5L12-.125Q.5 100 0 3Z")
    }

    @Test func roundedRectStartsAndEndsOnTheEdges() throws {
        let path = VectorPath.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(path.elements.last == .closeSubpath)
        #expect(
            path.elements.filter { if case .curve = $0 { return true } else { return false } }.count == 4)
        let bounds = try #require(path.controlPointBounds)
        #expect(bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func continuousCornersReachFurtherAlongTheEdges() {
        let path = VectorPath.roundedRect(
            CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10, style: .continuous)
        // The top edge ends 1.52866483·r before the top-right corner.
        #expect(path.svgPathData.hasPrefix("M15.287 0L84.713 0C"))
        // Three curves and two short lines per corner.
        let curves = path.elements.filter { if case .curve = $0 { return true } else { return false } }
        #expect(curves.count == 12)
    }

    @Test func continuousRadiusIsClampedToTheShorterSide() throws {
        let path = VectorPath.roundedRect(
            CGRect(x: 0, y: 0, width: 100, height: 30), cornerRadius: 50, style: .continuous)
        guard case .move(let start) = path.elements[0] else {
            Issue.record("path must start with a move")
            return
        }
        #expect(abs(start.x - 15) < 1e-9)
        #expect(try #require(path.controlPointBounds) == CGRect(x: 0, y: 0, width: 100, height: 30))
    }

    @Test func unevenCornersUseTheirOwnRadii() {
        let path = VectorPath.roundedRect(
            CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadii: CornerRadii(topLeading: 20))
        #expect(path.elements[0] == .move(to: CGPoint(x: 20, y: 0)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 100, y: 0)))
    }

    @Test func capsuleIsFullyRounded() throws {
        let path = VectorPath.capsule(in: CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(path.elements[0] == .move(to: CGPoint(x: 10, y: 0)))
        #expect(try #require(path.controlPointBounds) == CGRect(x: 0, y: 0, width: 80, height: 20))
    }

    @Test func ellipsePassesThroughItsExtremes() {
        let path = VectorPath.ellipse(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.svgPathData.hasPrefix("M20 0C"))
        #expect(
            path.elements.contains(
                .curve(
                    to: CGPoint(x: 40, y: 10), control1: CGPoint(x: 20 + 0.5522847498307936 * 20, y: 0),
                    control2: CGPoint(x: 40, y: 10 - 0.5522847498307936 * 10))))
    }

    @Test func transformsCompose() {
        let t = Transform2D.scale(x: 2, y: 2).concatenating(.translation(x: 10, y: 0))
        #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        let r = Transform2D.rotation(radians: .pi / 2).apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(r.x) < 1e-12 && abs(r.y - 1) < 1e-12)
        let moved = VectorPath.rect(CGRect(x: 0, y: 0, width: 1, height: 1)).applying(
            .translation(x: 5, y: 5))
        #expect(moved.controlPointBounds == CGRect(x: 5, y: 5, width: 1, height: 1))
    }

    @Test func pathDataUsesMinimalSeparators() {
        var path = VectorPath()
        path.move(to: CGPoint(x: -1, y: 0.5))
        path.addQuadCurve(to: CGPoint(x: 3, y: -4), control: CGPoint(x: 0.25, y: 0.75))
        path.closeSubpath()
        #expect(path.svgPathData == "M-1 .5Q.25.75 3-4Z")
    }

    @Test func colorsShortenWhenTheyCan() {
        #expect(RGBAColor(hex: 0xFF3B30).hexString == "#ff3b30")
        #expect(RGBAColor(hex: 0xFFFFFF).hexString == "#fff")
        #expect(RGBAColor(red: 2, green: -1, blue: 0).hexString == "#f00")
    }
}
