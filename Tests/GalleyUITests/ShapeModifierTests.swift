import Foundation
import Testing

@testable import GalleyUI

/// Shape modifiers (`trim`, `rotation`, `offset`, `scale`) change the outline inside the
/// same frame, and the result is still a shape that `stroke` and `fill` take.
@Suite struct ShapeModifierTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test func trimKeepsAFractionOfTheOutlineAndTheFrame() throws {
        let top = Rectangle().trim(from: 0, to: 0.25).path(in: rect)
        #expect(top.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 0))
        let root = try layout(
            Circle().trim(from: 0, to: 0.65).stroke(Color.blue, lineWidth: 8).frame(width: 90, height: 90).testID(
                "ring"))
        #expect(frame(root, "ring").size == CGSize(width: 90, height: 90))
    }

    @Test func rotationTurnsAboutTheCentreByDefault() {
        // A 100 × 20 bar turned a quarter turn about its centre stands 20 wide and 100 tall.
        let bar = CGRect(x: 0, y: 40, width: 100, height: 20)
        struct Bar: Shape {
            let bar: CGRect
            func path(in rect: CGRect) -> Path { Path(bar) }
        }
        let turned = Bar(bar: bar).rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.minX - 40) < 1e-9 && abs(turned.width - 20) < 1e-9)
        #expect(abs(turned.minY) < 1e-9 && abs(turned.height - 100) < 1e-9)
    }

    @Test func offsetAndScaleMoveTheOutlineWithinTheFrame() {
        #expect(
            Rectangle().offset(x: 10, y: -5).path(in: rect).boundingRect
                == CGRect(x: 10, y: -5, width: 100, height: 100))
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(
            Rectangle().scale(x: 0.5, y: 1, anchor: .leading).path(in: rect).boundingRect
                == CGRect(x: 0, y: 0, width: 50, height: 100))
    }

    @Test func aTextEditorFillsWhatItIsOfferedAndInsetsItsText() throws {
        let root = try layout(
            TextEditor(text: .constant("Great coffee")).frame(height: 80).testID("editor"), width: 300)
        #expect(frame(root, "editor").size == CGSize(width: 300, height: 80))
        let text = try #require(root.all(type: "Text").first)
        #expect(text.frame.rect.minX == 5)
        #expect(text.frame.rect.minY == 8)
    }

    @Test func aProgressViewMadeFromItsConfigurationIsDrawnByTheNextStyleOut() throws {
        struct Captioned: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) {
                    ProgressView(configuration).testID("inner")
                    Text("caption")
                }
            }
        }
        let root = try layout(ProgressView(value: 0.5).progressViewStyle(Captioned()).frame(width: 200))
        // The default (linear) style drew the inner one: a 4 pt bar across the width.
        #expect(frame(root, "inner").size == CGSize(width: 200, height: 4))
    }
}
