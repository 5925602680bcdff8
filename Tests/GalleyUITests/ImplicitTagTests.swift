import Foundation
import Testing

@testable import GalleyUI

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

/// SwiftUI tags each view a `ForEach` makes with its element's id, so a picker over a
/// `ForEach` needs no `.tag`; an explicit tag still wins.
@Suite struct ImplicitTagTests {
    @Test func aPickerOverForEachShowsTheSelectedElement() throws {
        let languages = ["English", "Français", "日本語"]
        let picker = Picker("Language", selection: .constant("Français")) {
            ForEach(languages, id: \.self) { Text($0) }
        }
        #expect(try render(picker).accessibilityText.first == "Français")
        let flavors = Picker("Flavor", selection: .constant(Flavor.chocolate)) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        }
        #expect(try render(flavors).accessibilityText.first == "Chocolate")
    }

    @Test func anExplicitTagWins() throws {
        let picker = Picker("Size", selection: .constant("m")) {
            ForEach(["S", "M", "L"], id: \.self) { size in
                Text(size).tag(size.lowercased())
            }
        }
        #expect(try render(picker).accessibilityText.first == "M")
    }

    @Test func aModifiedRowKeepsItsTagAndSectionsStaySections() throws {
        let picker = Picker("Number", selection: .constant(2)) {
            ForEach(1..<4) { Text("\($0)").foregroundStyle(.red) }
        }
        #expect(try render(picker).accessibilityText.first == "2")
        // Implicit tags are no wrapper nodes: a list finds the sections a ForEach makes and
        // lays them out as sections written one by one.
        let made = try layout(
            List {
                ForEach(["A", "B"], id: \.self) { title in
                    Section(title) { Text("Row") }
                }
            })
        let written = try layout(
            List {
                Section("A") { Text("Row") }
                Section("B") { Text("Row") }
            })
        #expect(made == written)
    }
}
