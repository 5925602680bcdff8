import Foundation
import GalleySnippets
import GalleyUI
import Testing

/// `Registry.standard` and GalleyUI's shared values used from many threads at once, as a
/// parallel build uses them: every picture must be the one a single thread draws.
///
/// Styles with `@Environment` properties (`TitleAndIconLabelStyle`, `BorderedButtonStyle`)
/// were once made once and shared: threads filled the same environment box, which
/// corrupted memory in release builds and could give a picture the other appearance.
@Suite struct RegistryConcurrencyTests {
    static let snippets = [
        "Label(\"Inbox\", systemImage: \"tray\")",
        "Label(\"Inbox\", systemImage: \"tray\").labelStyle(.titleAndIcon)",
        "Button(\"Save\") {}.buttonStyle(.bordered).controlSize(.large)",
        "Card { Text(\"Hello\").padding() }.cardStyle(.shadow)",
        "Select(label: \"Country\", value: \"France\").selectStyle(.underlined)",
        "Toggle(\"Wi-Fi\", isOn: .constant(true)).tint(.green)",
        "Picker(\"Size\", selection: .constant(1)) { Text(\"S\").tag(0); Text(\"M\").tag(1) }.pickerStyle(.segmented)",
    ]

    /// One picture per snippet and appearance, drawn on this thread.
    static func picture(_ source: String, _ scheme: ColorScheme) throws -> String {
        switch try renderSnippet(source, colorScheme: scheme) {
        case .success(let result): return result.svg()
        case .failure(let failure): return "failed: \(failure.diagnostics.map(\.message))"
        }
    }

    @Test func picturesDrawnInParallelAreThoseDrawnAlone() async throws {
        var expected: [String: String] = [:]
        for source in Self.snippets {
            for scheme in [ColorScheme.light, .dark] {
                expected["\(scheme)|\(source)"] = try Self.picture(source, scheme)
            }
        }
        #expect(!expected.values.contains { $0.hasPrefix("failed") })
        let drawn = try await withThrowingTaskGroup(of: (String, String).self) { group in
            for round in 0..<24 {
                for (index, source) in Self.snippets.enumerated() {
                    let scheme: ColorScheme = (round + index).isMultiple(of: 2) ? .light : .dark
                    group.addTask { ("\(scheme)|\(source)", try Self.picture(source, scheme)) }
                }
            }
            var all: [(String, String)] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(drawn.count == 24 * Self.snippets.count)
        for (key, svg) in drawn {
            #expect(svg == expected[key], "\(key) differs when drawn in parallel")
        }
    }
}
