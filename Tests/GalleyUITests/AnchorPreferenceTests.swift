import Foundation
import Testing

@testable import GalleyUI

private struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

private struct CentersKey: PreferenceKey {
    static var defaultValue: [Anchor<CGPoint>] { [] }
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value += nextValue()
    }
}

/// Anchors are taken after layout, passed up as preferences and resolved by a
/// `GeometryReader` in `overlayPreferenceValue`/`backgroundPreferenceValue` into its own
/// coordinates, as in SwiftUI: the classic "highlight the selected view" technique.
@Suite struct AnchorPreferenceTests {
    @Test func anOverlayOutlinesTheAnchoredView() throws {
        let root = try layout(
            VStack(spacing: 10) {
                Color.red.frame(width: 100, height: 20)
                Color.blue.frame(width: 60, height: 30)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .padding(20)
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Color.green
                            .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                            .testID("outline")
                            .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                    }
                }
            }
            .testID("content"))
        // The blue view: 20 pt padding, 100 pt wide column (centred 60 pt), below 20 + 10 pt.
        #expect(frame(root, "content") == CGRect(x: 0, y: 0, width: 140, height: 100))
        #expect(frame(root, "outline") == CGRect(x: 40, y: 50, width: 60, height: 30))
    }

    @Test func theProxyResolvesInItsOwnSpace() throws {
        // The reader sits 30 pt down and 10 pt in: the anchor comes back relative to it.
        var resolved: CGRect?
        _ = try layout(
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 20)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .frame(width: 200, height: 100)
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    let _ = anchor.map { resolved = proxy[$0] }
                    Color.clear
                }
                .padding(EdgeInsets(top: 30, leading: 10, bottom: 0, trailing: 0))
            })
        // The red view is centred in 200 × 100: at (75, 40); the reader's origin is (10, 30).
        #expect(resolved == CGRect(x: 65, y: 10, width: 50, height: 20))
    }

    @Test func pointAnchorsAndABackground() throws {
        var centers: [CGPoint] = []
        let root = try layout(
            HStack(spacing: 10) {
                Color.red.frame(width: 20, height: 20)
                    .anchorPreference(key: CentersKey.self, value: .center) { [$0] }
                Color.red.frame(width: 40, height: 40)
                    .anchorPreference(key: CentersKey.self, value: .topLeading) { [$0] }
            }
            .backgroundPreferenceValue(CentersKey.self) { anchors in
                GeometryReader { proxy in
                    let _ = centers = anchors.map { proxy[$0] }
                    Color.yellow.testID("background")
                }
            }
            .testID("row"))
        #expect(centers == [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 0)])
        // Drawn behind: the background comes first among the row's children.
        let row = try #require(root.first(identifier: "row"))
        #expect(row.type == "backgroundPreferenceValue")
        #expect(row.children.first?.type == "GeometryReader")
        #expect(frame(root, "background") == CGRect(x: 0, y: 0, width: 70, height: 40))
    }

    @Test func withNoAnchorTheDefaultValueIsGiven() throws {
        var given: [Anchor<CGPoint>]? = nil
        _ = try layout(
            Text("Nothing anchored").overlayPreferenceValue(CentersKey.self) { anchors in
                let _ = given = anchors
                EmptyView()
            })
        #expect(given?.isEmpty == true)
    }

    @Test func anchorSourcesResolveInTheViewsFrame() {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let rect = Anchor(frame: frame, source: .rect(CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(rect.value(inSpaceAt: .zero) == CGRect(x: 15, y: 25, width: 10, height: 10))
        #expect(Anchor(frame: frame, source: .bottomTrailing).value(inSpaceAt: .zero) == CGPoint(x: 110, y: 70))
        #expect(
            Anchor(frame: frame, source: .unitPoint(.top)).value(inSpaceAt: CGPoint(x: 10, y: 20))
                == CGPoint(x: 50, y: 0))
        #expect(
            Anchor(frame: frame, source: .point(CGPoint(x: 1, y: 2))).value(inSpaceAt: .zero) == CGPoint(x: 11, y: 22))
    }
}
