import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

private final class Profile: ObservableObject {
    @Published var name = "Jane"
}

private struct Greeting: View {
    @EnvironmentObject var profile: Profile
    var body: some View { Text("Hello, \(profile.name)") }
}

private struct Editor: View {
    @StateObject var profile = Profile()
    @AppStorage("units") var units = "metric"
    var body: some View {
        TextField("Name", text: $profile.name)
    }
}

@Suite struct StateAndContainersTests {
    @Test func environmentObjectsReachDescendants() throws {
        let profile = Profile()
        profile.name = "Sam"
        let result = try render(VStack { Greeting() }.environmentObject(profile))
        #expect(result.accessibilityText == ["Hello, Sam"])
    }

    @Test func stateObjectsProvideBindings() throws {
        #expect(try render(Editor()).accessibilityText == ["Jane"])
    }

    @Test func tabViewShowsTheSelectedTabAboveTheBar() throws {
        let tabs = TabView(selection: .constant(2)) {
            Text("First").tabItem { Label("One", systemImage: "star") }.tag(1)
            Text("Second").testID("second").tabItem { Label("Two", systemImage: "gear") }.tag(2)
        }
        let result = try render(tabs, proposal: ProposedViewSize(width: 390, height: 300))
        #expect(result.accessibilityText.contains("Second"))
        #expect(!result.accessibilityText.contains("First"))
        #expect(result.accessibilityText.suffix(4) == ["star", "One", "gear", "Two"])
        let second = frame(result.root, "second")
        #expect(abs(second.midY - (300 - 49) / 2) <= 0.5)
    }

    @Test func disclosureGroupShowsContentOnlyWhenExpanded() throws {
        let collapsed = try render(DisclosureGroup("More") { Text("Body") })
        #expect(!collapsed.accessibilityText.contains("Body"))
        let expanded = try render(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Body") })
        #expect(expanded.accessibilityText.contains("Body"))
    }

    @Test func redactedTextIsDrawnAsBars() throws {
        let items = try render(Text("Secret").redacted(reason: .placeholder)).displayList.items
        #expect(items.count == 1)
        guard case .fill = items.first else {
            Issue.record("expected a placeholder bar")
            return
        }
        let unredacted = try render(Text("Secret").unredacted().redacted(reason: .placeholder))
        guard case .glyphs = unredacted.displayList.items.first else {
            Issue.record("expected glyphs")
            return
        }
    }
}
