import Foundation
import Testing

@testable import GalleyUI

/// `.tabViewStyle(.page)`: the selected page fills the tab view, with page dots over its
/// bottom edge unless hidden, and no tab bar.
@Suite struct TabViewStyleTests {
    func pages(selection: Int) -> some View {
        TabView(selection: .constant(selection)) {
            Color.red.testID("first").tag(0)
            Color.blue.testID("second").tag(1)
        }
        .frame(width: 300, height: 200)
    }

    @Test func theSelectedPageFillsTheViewWithDotsAndNoTabBar() throws {
        let root = try layout(pages(selection: 1).tabViewStyle(.page))
        #expect(frame(root, "second").size == CGSize(width: 300, height: 200))
        #expect(root.first(identifier: "first") == nil)
        // Two 7 pt dots, 9 pt apart, 16 pt above the bottom.
        let dots = root.all(type: "Circle")
        #expect(dots.count == 2)
        #expect(dots.map(\.frame.rect.maxY) == [184, 184])
        #expect(dots[1].frame.rect.minX - dots[0].frame.rect.maxX == 9)
    }

    @Test func hiddenDotsAndTheDefaultStyle() throws {
        let hidden = try layout(pages(selection: 0).tabViewStyle(.page(indexDisplayMode: .never)))
        #expect(hidden.all(type: "Circle").isEmpty)
        #expect(frame(hidden, "first").size == CGSize(width: 300, height: 200))
        // The default keeps the 49 pt tab bar under the page.
        let bar = try layout(pages(selection: 0).tabViewStyle(.automatic))
        #expect(frame(bar, "first").height < 200 - 49 + 1)
    }
}
