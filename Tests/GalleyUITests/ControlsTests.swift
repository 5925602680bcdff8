import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

/// The article's `Card` with a style protocol, written against GalleyUI as a user would.
private struct CardStyleConfiguration {
    let label: AnyView
}

private protocol CardStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: CardStyleConfiguration) -> Body
}

private struct RoundedCardStyle: CardStyle {
    @Environment(\.colorScheme) var scheme
    func makeBody(configuration: CardStyleConfiguration) -> some View {
        configuration.label
            .padding(scheme == .dark ? 20 : 16)
            .background(RoundedRectangle(cornerRadius: 16).strokeBorder())
    }
}

private struct Card<Content: View, Style: CardStyle>: View {
    let style: Style
    let content: Content
    var body: some View {
        style.makeBody(configuration: CardStyleConfiguration(label: AnyView(content)))
    }
}

@Suite struct ControlsTests {
    @Test func defaultButtonIsTintedText() throws {
        let result = try render(Button("Tap") {})
        #expect(result.root.type == "Button")
        let runs = result.displayList.items.compactMap { item -> GlyphRun? in
            if case .glyphs(let run) = item { return run }
            return nil
        }
        #expect(runs.first?.paint == .solid(RGBAColor(hex: 0x007AFF)))
        let tinted = try render(Button("Tap") {}.tint(.green))
        let tintedRuns = tinted.displayList.items.compactMap { item -> GlyphRun? in
            if case .glyphs(let run) = item { return run }
            return nil
        }
        #expect(tintedRuns.first?.paint == .solid(RGBAColor(hex: 0x34C759)))
    }

    @Test func borderedButtonsArePaddedAroundTheirLabel() throws {
        let text = try layout(Text("Tap").testID("t"))
        let bordered = try layout(Button("Tap") {}.buttonStyle(.bordered).testID("b"))
        #expect(frame(bordered, "b").width == frame(text, "t").width + 24)
        #expect(frame(bordered, "b").height == frame(text, "t").height + 14)
        let large = try layout(
            Button("Tap") {}.buttonStyle(.borderedProminent).controlSize(.large).testID("b"))
        #expect(frame(large, "b").height == frame(text, "t").height + 28)
    }

    @Test func customButtonStyleReceivesTheLabel() throws {
        struct Outlined: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(5).border(.red)
            }
        }
        let root = try layout(Button("Tap") {}.buttonStyle(Outlined()).testID("b"))
        let text = try layout(Text("Tap").testID("t"))
        #expect(frame(root, "b").width == frame(text, "t").width + 10)
    }

    @Test func labelStyles() throws {
        let both = try layout(Label("Star", systemImage: "star.fill").testID("l"))
        let icon = try layout(Label("Star", systemImage: "star.fill").labelStyle(.iconOnly).testID("l"))
        let title = try layout(
            Label("Star", systemImage: "star.fill").labelStyle(.titleOnly).testID("l"))
        #expect(frame(both, "l").width == frame(icon, "l").width + 8 + frame(title, "l").width)
    }

    @Test func toggleIsALabelAndASwitchAcrossTheWidth() throws {
        let root = try layout(Toggle("Wi-Fi", isOn: .constant(true)).testID("toggle"))
        #expect(frame(root, "toggle").width == 390)
        #expect(frame(root, "toggle").height == 31)
        #expect(root.first(identifier: "toggle")?.all(type: "Capsule").first?.frame.width == 51)
    }

    @Test func progressBarFillsTheWidthWithTheFraction() throws {
        let result = try render(ProgressView(value: 0.25).frame(width: 200))
        let fills = result.displayList.items.compactMap { item -> FilledPath? in
            if case .fill(let fill) = item { return fill }
            return nil
        }
        #expect(fills.count == 2)
        #expect(fills.last?.path.controlPointBounds?.width == 50)
    }

    @Test func userDefinedStylesReadTheEnvironment() throws {
        let card = Card(style: RoundedCardStyle(), content: Color.red.frame(width: 10, height: 10))
            .testID("card")
        #expect(frame(try layout(card), "card").width == 42)
        #expect(frame(try render(card, colorScheme: .dark).root, "card").width == 50)
    }
}

@Suite struct InputControlsTests {
    @Test func textFieldFillsTheWidthAndShowsItsPlaceholderWhenEmpty() throws {
        let result = try render(TextField("Name", text: .constant("")).testID("field"))
        #expect(frame(result.root, "field").width == 390)
        #expect(result.accessibilityText == ["Name"])
        let filled = try render(TextField("Name", text: .constant("Jane")))
        #expect(filled.accessibilityText == ["Jane"])
        let secure = try render(SecureField("Password", text: .constant("abc")))
        #expect(secure.accessibilityText == ["•••"])
    }

    @Test func roundedBorderFieldIsThirtyFourPointsTall() throws {
        let root = try layout(
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).testID("f"))
        #expect(frame(root, "f").height == 34)
    }

    @Test func customTextFieldStyleDecoratesTheField() throws {
        struct Padded: TextFieldStyle {
            func _body(configuration: TextField<_Label>) -> some View {
                configuration.padding(10).background(Color.yellow)
            }
        }
        let root = try layout(
            TextField("Name", text: .constant("")).textFieldStyle(Padded()).testID("f"))
        #expect(frame(root, "f").height == 41)
    }

    @Test func pickerShowsTheTaggedSelection() throws {
        let picker = Picker("Flavor", selection: .constant("b")) {
            Text("Apple").tag("a")
            Text("Banana").tag("b")
        }
        #expect(try render(picker).accessibilityText.first == "Banana")
        let segmented = try render(picker.pickerStyle(.segmented))
        #expect(segmented.accessibilityText == ["Apple", "Banana"])
        #expect(segmented.root.frame.height == 32)
    }

    @Test func navigationLinkInAListHasAChevron() throws {
        let root = try layout(List { NavigationLink("General", destination: Text("Detail")) })
        let link = try #require(root.all(type: "NavigationLink").first)
        #expect(link.all(type: "Image").count == 1)
        let outside = try layout(NavigationLink("General", destination: Text("Detail")))
        #expect(outside.all(type: "Image").isEmpty)
    }

    @Test func sliderAndStepperTakeTheWidth() throws {
        let slider = try layout(Slider(value: .constant(0.5)).testID("s"))
        #expect(frame(slider, "s").size == CGSize(width: 390, height: 28))
        let stepper = try layout(Stepper("Count", value: .constant(1), in: 0...5).testID("s"))
        #expect(frame(stepper, "s").size == CGSize(width: 390, height: 32))
    }
}
