import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

@Suite struct SelectTests {
    @Test func placeholderIsSecondaryAndAValueIsContent() throws {
        for scheme in ColorScheme.allCases {
            let empty = try render(Select(label: "Country", placeholder: "Choose"), colorScheme: scheme)
            #expect(textPaint("Choose", in: empty.displayList) == solid(Color(.secondaryLabel), scheme))
            let chosen = try render(
                Select(label: "Country", placeholder: "Choose", value: "Portugal"), colorScheme: scheme)
            #expect(textPaint("Portugal", in: chosen.displayList) == solid(Color(.label), scheme))
            #expect(textPaint("Choose", in: chosen.displayList) == nil)
        }
    }

    @Test func optionalSelectsSayItInTheirLabel() throws {
        let optional = try render(Select(label: "Country", optional: true))
        #expect(optional.accessibilityText.contains("Country (Optional)"))
        let required = try render(Select(label: "Country"))
        #expect(required.accessibilityText.contains("Country"))
        #expect(!required.accessibilityText.contains("Country (Optional)"))
    }

    @Test func emphasisColoursLabelOutlineAndInformationInEachScheme() throws {
        for scheme in ColorScheme.allCases {
            for emphasis in InputEmphasis.allCases {
                let result = try render(
                    Select(label: "Card", value: "Visa", information: "Info", emphasis: emphasis),
                    colorScheme: scheme)
                let expected = solid(
                    emphasis.color(in: .standard) ?? Color(.secondaryLabel), scheme)
                #expect(textPaint("Card", in: result.displayList) == expected, "\(emphasis) \(scheme)")
                #expect(textPaint("Info", in: result.displayList) == expected, "\(emphasis) \(scheme)")
                let outline = emphasis.color(in: .standard) ?? Theme.standardBorder
                #expect(strokePaints(in: result.displayList) == [solid(outline, scheme)], "\(emphasis)")
            }
        }
        // The status colours differ from each other in both schemes.
        for scheme in ColorScheme.allCases {
            let colours = Set(
                [Theme.standardPositive, Theme.standardNegative, Theme.standardWarning].map {
                    solid($0, scheme)
                })
            #expect(colours.count == 3)
        }
    }

    @Test func aThemeRecoloursEveryInputStyle() throws {
        let theme = Theme(negative: .purple, secondaryContent: .teal)
        let view = VStack {
            Select(label: "A", placeholder: "Pick", emphasis: .negative)
            Select(label: "B", placeholder: "Pick B").selectStyle(.underlined)
        }
        .theme(theme)
        let result = try render(view)
        #expect(textPaint("A", in: result.displayList) == solid(.purple))
        #expect(textPaint("Pick", in: result.displayList) == solid(.teal))
        #expect(textPaint("B", in: result.displayList) == solid(.teal))
        #expect(strokePaints(in: result.displayList) == [solid(.purple)])  // A's outline; B's rule is a fill
    }

    @Test func onlyInteractiveSelectsShowAChevron() throws {
        let stationary = try layout(Select(label: "Plan", value: "Family"))
        #expect(stationary.all(type: "Image").isEmpty)
        let interactive = try layout(Select(label: "Plan", value: "Family", presentValues: .constant(false)))
        #expect(interactive.all(type: "Image").count == 1)
    }

    @Test func borderedAndUnderlinedLayouts() throws {
        let bordered = try layout(Select(label: "Plan", value: "Family").testID("s"))
        let underlined = try layout(Select(label: "Plan", value: "Family").selectStyle(.underlined).testID("s"))
        // Bordered: label, 8, a 52 pt box. Underlined: label, a 44 pt row, a 1 pt rule.
        let label = try frame(layout(Text("Plan").font(.subheadline.weight(.medium)).testID("l")), "l")
        #expect(frame(bordered, "s").height == label.height + 8 + 52)
        #expect(frame(underlined, "s").height == label.height + 44 + 1)
        #expect(frame(bordered, "s").width == 390)
        #expect(frame(underlined, "s").width == 390)
        let info = try layout(Select(label: "Plan", value: "Family", information: "Hint").testID("s"))
        #expect(frame(info, "s").height > frame(bordered, "s").height + 8)
    }

    @Test func anEnvironmentStyleAppliesToTheWholeSubtreeAndCanBeOverridden() throws {
        let root = try layout(
            VStack {
                Select(label: "A", value: "1").testID("a")
                HStack { Select(label: "B", value: "2").testID("b") }
                Select(label: "C", value: "3").selectStyle(.bordered).testID("c")
            }
            .selectStyle(.underlined))
        let underlined = try frame(layout(Select(label: "A", value: "1").selectStyle(.underlined).testID("x")), "x")
        let bordered = try frame(layout(Select(label: "A", value: "1").testID("x")), "x")
        #expect(frame(root, "a").height == underlined.height)
        #expect(frame(root, "b").height == underlined.height)
        #expect(frame(root, "c").height == bordered.height)
    }

    @Test func customSelectStylesReceiveTheData() throws {
        struct Summary: SelectStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    configuration.value
                    Text(configuration.value.isShowingPlaceholder ? "empty" : "set")
                    Text(configuration.isInteractive ? "tappable" : "fixed")
                }
            }
        }
        let result = try render(Select(label: "Plan", placeholder: "Pick", optional: true).selectStyle(Summary()))
        #expect(result.accessibilityText == ["Plan (Optional)", "Pick", "empty", "fixed"])
    }

    @Test func presentValuesActionSetsTheBinding() {
        var presented = false
        let binding = Binding(get: { presented }, set: { presented = $0 })
        let configuration = SelectStyleConfiguration(
            label: InputLabel("A"), value: InputField(value: nil, placeholder: nil), thumbnail: nil,
            information: InputInformation(nil), emphasis: .neutral, isOptional: false,
            presentValues: binding)
        #expect(!configuration.isPresentingValues)
        configuration.presentValuesAction()
        #expect(presented)
        #expect(configuration.isPresentingValues)
    }
}
