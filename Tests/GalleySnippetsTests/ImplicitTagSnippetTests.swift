import Foundation
import GalleyUI
import Testing

@testable import GalleySnippets

/// A `ForEach` in a snippet tags each element's views with its id, as SwiftUI does: a
/// picker over it needs no `.tag` to show its selection. Views listed one by one get no
/// implicit tags.
@Suite struct ImplicitTagSnippetTests {
    @Test func aPickerOverStringsShowsTheSelection() throws {
        let shown = try renderSnippet(
            """
            struct Settings: View {
                @State private var language = "Français"
                let languages = ["English", "Français", "日本語"]
                var body: some View {
                    Picker("Language", selection: $language) {
                        ForEach(languages, id: \\.self) { Text($0) }
                    }
                }
            }
            Settings()
            """
        ).get().accessibilityText
        #expect(shown.first == "Français")
    }

    @Test func identifiableAndCaseIterableElementsAreTaggedByTheirId() throws {
        let shown = try renderSnippet(
            """
            enum Flavor: String, CaseIterable, Identifiable {
                case vanilla, chocolate, strawberry
                var id: Self { self }
            }
            struct Item: Identifiable {
                let id: Int
                let name: String
            }
            struct Menu: View {
                @State private var flavor = Flavor.strawberry
                @State private var item = 2
                let items = [Item(id: 1, name: "Cone"), Item(id: 2, name: "Cup")]
                var body: some View {
                    VStack {
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                        }
                        Picker("Item", selection: $item) {
                            ForEach(items) { Text($0.name) }
                        }
                        Picker("Size", selection: .constant(1)) {
                            ForEach(0..<3) { Text("Size \\($0)") }
                        }
                    }
                }
            }
            Menu()
            """
        ).get().accessibilityText
        #expect(shown.filter { !$0.isEmpty && !$0.contains("chevron") } == ["Strawberry", "Cup", "Size 1"])
    }

    @Test func anExplicitTagWinsAndUntaggedViewsSelectNothing() throws {
        let tagged = try renderSnippet(
            """
            Picker("Size", selection: .constant("m")) {
                ForEach(["S", "M", "L"], id: \\.self) { Text($0).tag($0.lowercased()) }
            }
            """
        ).get().accessibilityText
        #expect(tagged.first == "M")
        let untagged = try renderSnippet(
            """
            Picker("Choice", selection: .constant(1)) {
                Text("First")
                Text("Second")
            }
            """
        ).get().accessibilityText
        #expect(!untagged.contains("Second"))
    }

    @Test func sectionsMadeByForEachStaySections() throws {
        // Implicit tags wrap nothing: a list finds the sections a ForEach makes, and lays
        // them out exactly as sections written one by one.
        let made = try layout(
            """
            List {
                ForEach(["Fruit", "Vegetables"], id: \\.self) { title in
                    Section(title) { Text("Row") }
                }
            }
            """)
        let written = try layout(
            """
            List {
                Section("Fruit") { Text("Row") }
                Section("Vegetables") { Text("Row") }
            }
            """)
        #expect(made == written)
        #expect(made.frame.height > 150)
    }
}
