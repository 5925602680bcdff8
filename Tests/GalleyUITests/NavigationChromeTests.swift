import Foundation
import Testing

@testable import GalleyUI

/// A navigation stack's bars drawn as iOS 17 draws them on a 390 pt wide iPhone: frames
/// in points, relative to the preview's top-left corner.
@Suite struct NavigationChromeTests {
    @Test func theRootViewIsCentredInTheSpaceUnderTheBars() throws {
        let root = try layout(
            NavigationStack {
                Text("Hello").testID("text").navigationTitle("Inbox")
            })
        let text = frame(root, "text")
        #expect(abs(text.midX - 195) <= 0.5)
        // 44 pt bar, 52 pt large title, then the page: 32 pt of room, the text, 32 pt.
        #expect(text.minY == 128)
        #expect(abs(root.frame.height - (160 + Double(text.height))) < 0.01)
    }

    @Test func leadingAndTrailingItemsSit16PointsFromTheEdgesOfTheBar() throws {
        let root = try layout(
            NavigationStack {
                Text("Hello")
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {}.testID("edit") }
                        ToolbarItem(placement: .navigationBarTrailing) {
                            Button {
                            } label: {
                                Image(systemName: "plus")
                            }
                            .testID("add")
                        }
                        ToolbarItem(placement: .principal) { Text("Mail").testID("principal") }
                    }
            })
        let edit = frame(root, "edit")
        let add = frame(root, "add")
        let principal = frame(root, "principal")
        #expect(edit.minX == 16)
        #expect(add.maxX == 374)
        #expect(abs(principal.midX - 195) <= 0.5)
        // Each is centred in the 44 pt bar.
        for item in [edit, add, principal] { #expect(abs(item.midY - 22) <= 0.5) }
        // A symbol in the bar is drawn large: 17 pt × 1.29 × 1.2, to the half point.
        #expect(add.width == 26.5)
    }

    @Test func navigationBarItemsGoWhereLeadingAndTrailingToolbarItemsGo() throws {
        let root = try layout(
            NavigationStack {
                Text("Hello")
                    .navigationBarItems(
                        leading: Button("Cancel") {}.testID("cancel"), trailing: Button("Done") {}.testID("done"))
            })
        #expect(frame(root, "cancel").minX == 16)
        #expect(frame(root, "done").maxX == 374)
    }

    @Test func bottomBarItemsSitInA44PointBarAtTheBottom() throws {
        let root = try layout(
            NavigationStack {
                Text("Hello")
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Archive") {}.testID("archive") }
                        ToolbarItem(placement: .status) { Text("Updated just now").testID("status") }
                    }
            }
            .testID("nav"))
        let nav = frame(root, "nav")
        let archive = frame(root, "archive")
        #expect(archive.minX == 16)
        #expect(abs(archive.midY - (nav.maxY - 22)) <= 0.5)
        #expect(abs(frame(root, "status").midX - 195) <= 0.5)
    }

    @Test func searchableAddsA36PointFieldUnderTheLargeTitle() throws {
        let root = try layout(
            NavigationStack {
                Text("Hello").navigationTitle("Inbox").searchable(text: .constant(""))
            })
        let field = frame(root, "searchField")
        #expect(field == CGRect(x: 16, y: 96 + 8, width: 358, height: 36))
        let result = try render(NavigationStack { Text("Hello").searchable(text: .constant(""), prompt: "Find") })
        #expect(result.accessibilityText.contains("Find"))
    }

    @Test func toolbarsOutsideANavigationStackDrawNothing() throws {
        let plain = try layout(Text("Hello").testID("text"))
        let withToolbar = try layout(Text("Hello").testID("text").toolbar { Button("Add") {} })
        #expect(frame(withToolbar, "text") == frame(plain, "text"))
        #expect(withToolbar.frame == plain.frame)
    }

    @Test func aTabViewLeavesRoomAboveItsContent() throws {
        let root = try layout(
            TabView {
                Text("Home").testID("home").tabItem { Label("Home", systemImage: "house") }
            })
        #expect(frame(root, "home").minY == 32)
    }
}
