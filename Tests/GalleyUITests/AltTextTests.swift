import Foundation
import Testing

@testable import GalleyUI

/// A preview's alt text says what the picture shows: texts, controls with their kind and
/// value, and shapes when there is no text at all.
@Suite struct AltTextTests {
    func altText<V: View>(_ view: V) throws -> String { try render(view).accessibilityLabel }

    @Test func theAccessibilityTextStaysTheTextsAlone() throws {
        let result = try render(Toggle("Wi-Fi", isOn: .constant(true)))
        #expect(result.accessibilityText == ["Wi-Fi"])
        #expect(result.pictureDescription == ["Wi-Fi, switch, on"])
    }

    @Test func controlsReadTheirKindAndValue() throws {
        #expect(try altText(Toggle("Wi-Fi", isOn: .constant(true))) == "Wi-Fi, switch, on")
        #expect(try altText(Slider(value: .constant(0.4))) == "slider, 40 %")
        #expect(try altText(Button("Save") {}) == "Save, button")
        #expect(try altText(TextField("Name", text: .constant(""))) == "Name, text field")
        #expect(try altText(ProgressView(value: 0.6)) == "progress, 60 %")
    }

    @Test func aLabelsIconIsDecorationBesideItsTitle() throws {
        #expect(try altText(Label("Styles", systemImage: "paintbrush")) == "Styles")
        #expect(try altText(Button("Share", systemImage: "square.and.arrow.up") {}) == "Share, button")
    }

    @Test func aSymbolOnItsOwnReadsAsWhatItShows() throws {
        #expect(try altText(Image(systemName: "slider.horizontal.3")) == "slider icon")
        #expect(try altText(Image(systemName: "star.fill")) == "star icon")
        #expect(try altText(Image(systemName: "1.circle.fill")) == "1")
    }

    @Test func aPictureWithoutTextIsDescribedByItsShapes() throws {
        #expect(
            try altText(Circle().stroke(Color.blue, lineWidth: 12).frame(width: 100, height: 100))
                == "blue circle outline")
        #expect(
            try altText(
                HStack {
                    ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 20, height: 20) }
                    RoundedRectangle(cornerRadius: 8).fill(Color.green).frame(width: 40, height: 20)
                }) == "3 red rectangles, green rounded rectangle")
    }
}
