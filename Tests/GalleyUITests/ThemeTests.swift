import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

@Suite struct ThemeTests {
    private let theme = Theme(
        accent: .pink, content: .indigo, secondaryContent: .teal, background: .yellow, border: .orange)

    /// Every built-in input style, as a view with the label "L" and the value "V".
    private var styledInputs: [(String, AnyView)] {
        [
            ("bordered select", AnyView(Select(label: "L", value: "V", presentValues: .constant(false)))),
            (
                "underlined select",
                AnyView(Select(label: "L", value: "V", presentValues: .constant(false)).selectStyle(.underlined))
            ),
            ("bordered text input", AnyView(TextInput(label: "L", text: .constant("V")))),
            (
                "underlined text input",
                AnyView(TextInput(label: "L", text: .constant("V")).textInputStyle(.underlined))
            ),
            ("regular money input", AnyView(MoneyInput(label: "L", amount: .constant(1), currency: .eur))),
            (
                "compact money input",
                AnyView(MoneyInput(label: "L", amount: .constant(1), currency: .eur).moneyInputStyle(.compact))
            ),
        ]
    }

    @Test func everyInputStyleDrawsWithTheTheme() throws {
        for (name, view) in styledInputs {
            for scheme in ColorScheme.allCases {
                let themed = try render(view.theme(theme), colorScheme: scheme)
                let list = themed.displayList
                #expect(textPaint("L", in: list) == solid(.teal, scheme), "\(name) label")
                let value = name.contains("money") ? "1.00" : "V"
                #expect(textPaint(value, in: list) == solid(.indigo, scheme), "\(name) value")
                let outlines = strokePaints(in: list) + fillPaints(in: list)
                #expect(outlines.contains(solid(.orange, scheme)), "\(name) outline")
                if !name.contains("underlined") {
                    #expect(fillPaints(in: list).contains(solid(.yellow, scheme)), "\(name) background")
                }
            }
        }
    }

    @Test func theStandardThemeIsTheDefault() throws {
        var environment = EnvironmentValues()
        #expect(solid(environment.theme.negative) == solid(Theme.standardNegative))
        environment.theme = theme
        #expect(solid(environment.theme.border) == solid(.orange))
        // The accent follows the tint unless a theme replaces it.
        let tinted = try render(Select(value: "V", presentValues: .constant(false)).tint(.green))
        let chevron = flattenedItems(tinted.displayList).compactMap { item -> Paint? in
            if case .glyphs(let run) = item, run.text != "V" { return run.paint }
            return nil
        }
        #expect(chevron == [solid(.green)])
    }
}
