import Foundation
import Testing

@testable import GalleyUI

private struct Item: Identifiable {
    let id: String
    let width: CGFloat
}

@Suite struct ViewBuilderTests {
    @Test func conditionalsAndOptionalsProduceTheTakenBranch() throws {
        func view(showExtra: Bool, useWide: Bool) -> some View {
            VStack(spacing: 0) {
                if useWide {
                    Color.red.frame(width: 100, height: 10)
                } else {
                    Color.blue.frame(width: 50, height: 10)
                }
                if showExtra {
                    Color.green.frame(width: 20, height: 10)
                }
            }
            .testID("stack")
        }
        #expect(
            frame(try layout(view(showExtra: false, useWide: true)), "stack").size
                == CGSize(width: 100, height: 10))
        #expect(
            frame(try layout(view(showExtra: true, useWide: false)), "stack").size
                == CGSize(width: 50, height: 20))
    }

    @Test func forEachOverRangesIdentifiablesAndKeyPaths() throws {
        let items = [Item(id: "a", width: 10), Item(id: "b", width: 20)]
        let root = try layout(
            HStack(spacing: 0) {
                ForEach(0..<2) { _ in Color.red.frame(width: 5, height: 5) }
                ForEach(items) { item in Color.blue.frame(width: item.width, height: 5) }
                ForEach([1, 2, 3], id: \.self) { value in
                    Color.green.frame(width: CGFloat(value), height: 5)
                }
            }
            .testID("row"))
        let width: CGFloat = 5 + 5 + 10 + 20 + 1 + 2 + 3
        #expect(frame(root, "row").width == width)
        #expect(root.first(identifier: "row")?.children.count == 7)
    }

    @Test func forLoopsBuildArrays() throws {
        // The loop body must have a concrete type: Swift cannot yet infer an opaque
        // `some View` (such as a modified view) inside a result-builder loop.
        let root = try layout(
            HStack(spacing: 0) {
                for index in 0..<4 {
                    Text(String(index))
                }
            }
            .testID("row"))
        #expect(root.first(identifier: "row")?.children.count == 4)
        #expect(root.all(type: "Text").count == 4)
    }

    @Test func groupAndEmptyViewAreNotContainers() throws {
        let root = try layout(
            HStack(spacing: 1) {
                Group {
                    Color.red.frame(width: 10, height: 10)
                    Color.red.frame(width: 10, height: 10)
                }
                EmptyView()
                AnyView(Color.blue.frame(width: 10, height: 10))
            }
            .testID("row"))
        // Three views, two gaps: EmptyView takes no slot and no gap.
        #expect(frame(root, "row").width == 32)
    }

    @Test func modifierOnAGroupAppliesToEachChild() throws {
        let root = try layout(
            VStack(spacing: 0) {
                Group {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                .padding(5)
            }
            .testID("stack"))
        #expect(frame(root, "stack").height == 40)
    }

    @Test func customViewsAppearInTheTreeByName() throws {
        struct Badge: View {
            var body: some View { Color.red.frame(width: 10, height: 10) }
        }
        let root = try layout(VStack { Badge() })
        #expect(root.all(type: "Badge").count == 1)
        #expect(root.all(type: "Badge").first?.frame.width == 10)
    }
}
