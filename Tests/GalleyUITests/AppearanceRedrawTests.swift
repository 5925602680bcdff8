import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

/// A picture laid out in light and drawn again in dark from the same tree must be the
/// picture a dark layout gives, and the tree is kept only when its layout cannot depend
/// on the appearance.
@Suite struct AppearanceRedrawTests {
    /// A view whose body asks for the appearance, as a component that draws differently
    /// in dark does.
    struct AppearanceAware: View {
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            Text(colorScheme == .dark ? "Night" : "Day").padding()
        }
    }

    private func expectSamePicture(_ redrawn: RenderResult, _ laidOut: RenderResult, _ name: String) {
        #expect(redrawn.svg() == laidOut.svg(), "\(name)")
        #expect(redrawn.size == laidOut.size, "\(name)")
        #expect(redrawn.canvas == laidOut.canvas, "\(name)")
        #expect(redrawn.root == laidOut.root, "\(name)")
        #expect(redrawn.accessibilityLabel == laidOut.accessibilityLabel, "\(name)")
        #expect(redrawn.backgroundColor == laidOut.backgroundColor, "\(name)")
        #expect(redrawn.colorScheme == laidOut.colorScheme, "\(name)")
        #expect(redrawn.canvasColorScheme == laidOut.canvasColorScheme, "\(name)")
    }

    @Test func aRedrawnGalleyViewIsTheDarkLayoutsPicture() throws {
        // The galleries are made afresh for every rendering: their views hold state boxes.
        var redrawnCount = 0
        let galleries = [Gallery.all.count, ComponentGallery.all.count]
        for (gallery, count) in galleries.enumerated() {
            for index in 0..<count {
                func view() -> (String, AnyView) { (gallery == 0 ? Gallery.all : ComponentGallery.all)[index] }
                let (name, lightView) = view()
                let kept = try renderKeepingLayout(lightView, colorScheme: .light)
                #expect(kept.result.svg() == (try render(view().1, colorScheme: .light)).svg(), "\(name)")
                guard let redrawn = kept.redrawn(in: .dark) else { continue }
                redrawnCount += 1
                expectSamePicture(redrawn, try render(view().1, colorScheme: .dark), name)
            }
        }
        // Most of the galleries lay out the same in both appearances.
        #expect(redrawnCount >= (galleries.reduce(0, +)) / 2)
    }

    @Test func aCardIsLaidOutOnceForBothAppearances() throws {
        let card = Card { Text("Five Stars") }.cardStyle(.roundedRectangle).padding()
        let kept = try renderKeepingLayout(card, colorScheme: .light)
        let redrawn = try #require(kept.redrawn(in: .dark))
        expectSamePicture(redrawn, try render(card, colorScheme: .dark), "card")
        #expect(redrawn.svg() != kept.result.svg())
        #expect(redrawn.backgroundColor == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func aBodyThatReadsTheAppearanceIsLaidOutAgain() throws {
        let kept = try renderKeepingLayout(AppearanceAware(), colorScheme: .light)
        #expect(kept.redrawn(in: .dark) == nil)
        #expect(try render(AppearanceAware(), colorScheme: .dark).accessibilityText == ["Night"])
    }

    @Test func anAppearanceSetInsideThePreviewKeepsNoLayout() throws {
        let set = VStack { Text("Always dark").environment(\.colorScheme, .dark) }
        #expect(try renderKeepingLayout(set, colorScheme: .light).redrawn(in: .dark) == nil)
        let preferred = VStack { Text("Night").preferredColorScheme(.dark) }
        #expect(try renderKeepingLayout(preferred, colorScheme: .light).redrawn(in: .dark) == nil)
    }

    @Test func drawingOutsideAPreviewReadsTheStoredAppearance() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        #expect(environment.colorScheme == .dark)
        #expect(Color(.label).resolve(in: environment) == Color.white.resolve(in: environment))
    }
}
