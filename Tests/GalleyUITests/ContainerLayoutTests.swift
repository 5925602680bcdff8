import Foundation
import Testing

@testable import GalleyUI

@Suite struct ContainerLayoutTests {
    @Test func gridSharesTheWidthAmongFlexibleColumns() throws {
        let root = try layout(
            LazyVGrid(columns: [GridItem(), GridItem()], spacing: 10) {
                ForEach(0..<3) { index in Color.red.frame(height: 20).testID("cell\(index)") }
            }
            .testID("grid"),
            width: 208)
        #expect(frame(root, "cell0") == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(frame(root, "cell1") == CGRect(x: 108, y: 0, width: 100, height: 20))
        #expect(frame(root, "cell2") == CGRect(x: 0, y: 30, width: 100, height: 20))
        #expect(frame(root, "grid").size == CGSize(width: 208, height: 50))
    }

    @Test func adaptiveGridFitsAsManyColumnsAsTheMinimumAllows() throws {
        let root = try layout(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 10)]) {
                ForEach(0..<5) { index in Color.red.frame(height: 20).testID("cell\(index)") }
            },
            width: 370)
        // (370 + 10) / (80 + 10) = 4 columns of (370 − 30) / 4 = 85.
        #expect(frame(root, "cell3") == CGRect(x: 285, y: 0, width: 85, height: 20))
        #expect(frame(root, "cell4").minY == 28)
    }

    @Test func fixedGridColumnsKeepTheirWidth() throws {
        let root = try layout(
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem()], spacing: 0) {
                Color.red.frame(height: 10).testID("fixed")
                Color.blue.frame(height: 10).testID("flexible")
            },
            width: 208)
        #expect(frame(root, "fixed").width == 50)
        #expect(frame(root, "flexible") == CGRect(x: 58, y: 0, width: 150, height: 10))
    }

    @Test func insetGroupedListPutsRowsOnInsetCards() throws {
        let root = try layout(
            List {
                Text("One").testID("one")
                Text("Two").testID("two")
            }
            .testID("list"))
        #expect(frame(root, "list").width == 390)
        let one = frame(root, "one")
        let two = frame(root, "two")
        // Cards 16 from the edge, row content 16 inside, first card 35 below the top.
        #expect(one.minX == 32)
        let firstRowCenter: CGFloat = 35 + 22
        #expect(one.midY == firstRowCenter)
        // 44-point rows, a half-point separator between.
        #expect(two.midY - one.midY == 44.5)
        #expect(root.all(type: "Divider").count == 1)
    }

    @Test func sectionsHaveHeadersAboveTheirCards() throws {
        let root = try layout(
            Form {
                Section(header: Text("Header").testID("header")) {
                    Text("Row").testID("row")
                }
            })
        let header = frame(root, "header")
        let row = frame(root, "row")
        #expect(header.minX == row.minX)
        #expect(header.maxY < row.minY)
        #expect(root.all(type: "Form").count == 1)
    }

    @Test func plainListRowsSpanTheWidth() throws {
        let root = try layout(
            List {
                Text("One").testID("one")
            }
            .listStyle(.plain))
        #expect(frame(root, "one").minX == 16)
    }

    @Test func navigationStackShowsALargeTitleAboveItsContent() throws {
        let root = try layout(
            NavigationStack {
                Text("Content").testID("content")
                    .navigationTitle("Inbox")
            }
            .testID("nav"))
        // Under the 44 pt bar and the 52 pt title band, with the page's 32 pt of room.
        #expect(frame(root, "content").minY == 128)
        #expect(frame(root, "nav").width == 390)
        let result = try render(NavigationStack { Text("Content").navigationTitle("Inbox") })
        #expect(result.accessibilityText == ["Inbox", "Content"])
        let inline = try layout(
            NavigationStack {
                Text("Content").testID("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(
                    .inline)
            })
        #expect(frame(inline, "content").minY == 76)
    }

    @Test func safeAreaInsetStacksContentAtTheEdge() throws {
        let root = try layout(
            Color.red.testID("main")
                .safeAreaInset(edge: .bottom) {
                    Color.blue.frame(height: 50).testID("bar")
                },
            width: 390, height: 400)
        #expect(frame(root, "main") == CGRect(x: 0, y: 0, width: 390, height: 350))
        #expect(frame(root, "bar") == CGRect(x: 0, y: 350, width: 390, height: 50))
    }
}
