import Foundation
import GalleyUI
import Testing

@testable import GalleySnippets

/// `.anchorPreference` with the bounds or a point of a view, read by
/// `.overlayPreferenceValue`/`.backgroundPreferenceValue` through a `GeometryReader`'s
/// `proxy[anchor]`, in a snippet: the decoration lands on the anchored view.
@Suite struct AnchorPreferenceSnippetTests {
    static let boundsKey = """
        struct BoundsKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? = nil
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                value = value ?? nextValue()
            }
        }

        """

    @Test func anOverlayFramesTheAnchoredView() throws {
        let root = try layout(
            Self.boundsKey + """
                VStack(spacing: 10) {
                    Color.red.frame(width: 100, height: 20)
                    Color.blue.frame(width: 60, height: 30)
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                }
                .padding(20)
                .overlayPreferenceValue(BoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            let rect = proxy[anchor]
                            Rectangle().stroke(Color.green)
                                .frame(width: rect.width + 4, height: rect.height + 4)
                                .accessibilityIdentifier("outline")
                                .offset(x: rect.minX - 2, y: rect.minY - 2)
                        }
                    }
                }
                """)
        #expect(root.first(identifier: "outline")?.frame.rect == CGRect(x: 38, y: 48, width: 64, height: 34))
    }

    @Test func aBackgroundFromADictionaryOfAnchors() throws {
        let root = try layout(
            """
            struct TabKey: PreferenceKey {
                static var defaultValue: [Int: Anchor<CGRect>] = [:]
                static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
                    value.merge(nextValue()) { $1 }
                }
            }
            HStack(spacing: 10) {
                ForEach(0..<3) { index in
                    Color.gray.frame(width: 30, height: 20)
                        .anchorPreference(key: TabKey.self, value: .bounds) { [index: $0] }
                }
            }
            .backgroundPreferenceValue(TabKey.self) { anchors in
                GeometryReader { proxy in
                    if let anchor = anchors[2] {
                        Color.yellow.frame(width: proxy[anchor].width, height: 3)
                            .accessibilityIdentifier("underline")
                            .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
                    }
                }
            }
            """)
        #expect(root.first(identifier: "underline")?.frame.rect == CGRect(x: 80, y: 20, width: 30, height: 3))
        #expect(root.type == "backgroundPreferenceValue")
    }

    @Test func pointAnchorsResolveToPoints() throws {
        let shown = try renderSnippet(
            """
            struct CenterKey: PreferenceKey {
                static var defaultValue: Anchor<CGPoint>? = nil
                static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
                    value = value ?? nextValue()
                }
            }
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 20, height: 20)
                    .anchorPreference(key: CenterKey.self, value: .center) { $0 }
            }
            .overlayPreferenceValue(CenterKey.self, alignment: .topLeading) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Text("\\(Int(proxy[anchor].x)),\\(Int(proxy[anchor].y))")
                    }
                }
            }
            """
        ).get().accessibilityText
        #expect(shown == ["50,20"])
    }

    @Test func anAnchorSourceIsChecked() throws {
        #expect(
            try problems(
                Self.boundsKey + """
                    Text("A").anchorPreference(key: BoundsKey.self, value: .middle) { $0 }
                    """
            ).first?.hasPrefix("7:") == true)
    }
}
