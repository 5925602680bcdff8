import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

/// The canvas a preview is drawn on: the background iOS gives the content in the
/// appearance it is actually drawn in, and an area that holds everything drawn.
@Suite struct PreviewCanvasTests {
    static let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)

    @Test func theCanvasIsTheSystemBackgroundOfEachAppearance() throws {
        let light = try render(Text("Hi"), colorScheme: .light)
        let dark = try render(Text("Hi"), colorScheme: .dark)
        #expect(light.backgroundColor == Self.white)
        #expect(dark.backgroundColor == Self.black)
        #expect(light.canvasColorScheme == .light)
        #expect(dark.canvasColorScheme == .dark)
        #expect(light.svg().contains("<rect x=\"0\" y=\"0\" width=\"\(svgNumber(light.size.width))\""))
        #expect(dark.svg().contains("fill=\"#000\"/>"))
    }

    @Test func aDefaultCardStandsOutFromTheDarkCanvas() throws {
        let dark = try render(Card { Text("Five Stars") }, colorScheme: .dark)
        #expect(dark.backgroundColor == Self.black)
        #expect(dark.svg().contains("#1c1c1e"))
    }

    @Test func preferredColorSchemeForcesTheWholeCanvas() throws {
        // Set on an inner view, it still switches the whole presentation, as on iOS.
        let view = VStack { Text("Night").preferredColorScheme(.dark) }.padding()
        let result = try render(view, colorScheme: .light)
        #expect(result.colorScheme == .light)
        #expect(result.canvasColorScheme == .dark)
        #expect(result.backgroundColor == Self.black)
        #expect(result.svg().contains("fill=\"#fff\""))
    }

    @Test func anEnvironmentColorSchemeAroundTheContentForcesTheCanvas() throws {
        let result = try render(Text("Night").padding().environment(\.colorScheme, .dark), colorScheme: .light)
        #expect(result.canvasColorScheme == .dark)
        #expect(result.backgroundColor == Self.black)
        let lightInDark = try render(Text("Day").environment(\.colorScheme, .light), colorScheme: .dark)
        #expect(lightInDark.backgroundColor == Self.white)
    }

    @Test func aGroupedListGivesTheCanvasItsGroupedBackground() throws {
        let result = try render(List { Text("Row") }, colorScheme: .light)
        #expect(result.backgroundColor == RGBAColor(red255: 242, green: 242, blue: 247))
    }

    @Test func thePictureCoversAStrokeCentredOnTheEdge() throws {
        let result = try render(Circle().stroke(Color.blue, lineWidth: 12).frame(width: 100, height: 100))
        // Layout frames stay SwiftUI's; the picture grows by half the line width.
        #expect(result.root.frame.rect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(result.canvas == CGRect(x: -6, y: -6, width: 112, height: 112))
        #expect(
            result.svg().hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"112\" height=\"112\" viewBox=\"-6 -6 112 112\""))
    }

    @Test func thePictureCoversAShadow() throws {
        let result = try render(Color.white.frame(width: 100, height: 50).shadow(radius: 12))
        #expect(result.root.frame.rect == CGRect(x: 0, y: 0, width: 100, height: 50))
        // Three standard deviations (σ = radius / 2) on every side.
        #expect(result.canvas == CGRect(x: -18, y: -18, width: 136, height: 86))
    }

    @Test func thePictureCoversABlur() throws {
        let result = try render(Color.red.frame(width: 40, height: 40).blur(radius: 6))
        #expect(result.canvas == CGRect(x: -9, y: -9, width: 58, height: 58))
    }

    @Test func aPictureWithNothingOutsideItsFrameKeepsItsExactSize() throws {
        let result = try render(Text("Hello").padding(3))
        #expect(result.canvas == CGRect(origin: .zero, size: result.size))
    }

    @Test func farOffsetsGrowThePictureByAtMostItsMargin() throws {
        let result = try render(Color.red.frame(width: 10, height: 10).offset(x: 1000))
        #expect(result.canvas.maxX == 10 + PreviewCanvas.maximumMargin)
    }
}
