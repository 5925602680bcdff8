import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

@Suite struct TextInputTests {
    @Test func placeholderWhileEmptyThenTheText() throws {
        for scheme in ColorScheme.allCases {
            let empty = try render(
                TextInput(label: "Name", text: .constant(""), placeholder: "Jane"), colorScheme: scheme)
            #expect(textPaint("Jane", in: empty.displayList) == solid(Color(.secondaryLabel), scheme))
            let typed = try render(
                TextInput(label: "Name", text: .constant("Ada"), placeholder: "Jane"), colorScheme: scheme)
            #expect(textPaint("Ada", in: typed.displayList) == solid(Color(.label), scheme))
            #expect(textPaint("Jane", in: typed.displayList) == nil)
        }
    }

    @Test func optionalAndEmphasis() throws {
        let result = try render(
            TextInput(
                label: "IBAN", text: .constant("PT50"), information: "Too short.", emphasis: .negative, optional: true))
        #expect(result.accessibilityText.first == "IBAN (Optional)")
        #expect(textPaint("IBAN (Optional)", in: result.displayList) == solid(Theme.standardNegative))
        #expect(textPaint("Too short.", in: result.displayList) == solid(Theme.standardNegative))
        #expect(strokePaints(in: result.displayList) == [solid(Theme.standardNegative)])
        let dark = try render(
            TextInput(label: "IBAN", text: .constant("PT50"), emphasis: .positive), colorScheme: .dark)
        #expect(textPaint("IBAN", in: dark.displayList) == solid(Theme.standardPositive, .dark))
    }

    @Test func stylesMatchTheSelectStyles() throws {
        let select = try layout(Select(label: "A", value: "1").testID("x"))
        let input = try layout(TextInput(label: "A", text: .constant("1")).testID("x"))
        #expect(frame(input, "x") == frame(select, "x"))
        let underlinedSelect = try layout(Select(label: "A", value: "1").selectStyle(.underlined).testID("x"))
        let underlinedInput = try layout(
            TextInput(label: "A", text: .constant("1")).textInputStyle(.underlined).testID("x"))
        #expect(frame(underlinedInput, "x") == frame(underlinedSelect, "x"))
    }

    @Test func aStyleOnAFormReachesEveryInput() throws {
        let root = try layout(
            VStack {
                TextInput(label: "A", text: .constant("1")).testID("a")
                TextInput(label: "B", text: .constant("2")).testID("b")
            }
            .textInputStyle(.underlined))
        let underlined = try frame(
            layout(TextInput(label: "A", text: .constant("1")).textInputStyle(.underlined).testID("x")), "x")
        #expect(frame(root, "a").height == underlined.height)
        #expect(frame(root, "b").height == underlined.height)
        let underlinedResult = try render(VStack { TextInput(text: .constant("")) }.textInputStyle(.underlined))
        #expect(strokePaints(in: underlinedResult.displayList).isEmpty)
    }

    @Test func disabledInputsAreDimmed() throws {
        let result = try render(TextInput(label: "A", text: .constant("1")).disabled(true))
        let dimmed = result.displayList.items.contains { item in
            if case .group(let group) = item { return group.opacity == 0.4 }
            return false
        }
        #expect(dimmed)
    }
}
