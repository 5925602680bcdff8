import Foundation
import Testing

@testable import GalleyUI

/// `LabeledContentStyle` and `DisclosureGroupStyle`: the environment's style draws the
/// control, the default keeps iOS's look, and a style can wrap the next one out.
@Suite struct LabeledContentAndDisclosureStyleTests {
    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 2) {
                configuration.label
                configuration.content
            }
        }
    }

    struct Padded: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            LabeledContent(configuration).padding(10)
        }
    }

    @Test func aStyleDrawsTheRowAndTheDefaultKeepsItOnOneLine() throws {
        let automatic = try layout(LabeledContent("Name", value: "Ada").testID("row").frame(width: 300))
        let stacked = try layout(
            LabeledContent("Name", value: "Ada").testID("row").labeledContentStyle(Stacked()).frame(width: 300))
        #expect(frame(automatic, "row").width == 300)
        #expect(frame(stacked, "row").height > frame(automatic, "row").height + 10)
        let padded = try layout(
            LabeledContent("Name", value: "Ada").testID("row").labeledContentStyle(Padded()).frame(width: 300))
        #expect(frame(padded, "row").height == frame(automatic, "row").height + 20)
    }

    struct Plain: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    @Test func aDisclosureStyleSeesWhetherTheGroupIsExpanded() throws {
        let open = try layout(
            DisclosureGroup("More", isExpanded: .constant(true)) { Text("Inside").testID("inside") }
                .disclosureGroupStyle(Plain()))
        #expect(open.first(identifier: "inside") != nil)
        #expect(open.all(type: "Image").isEmpty)
        let closed = try layout(DisclosureGroup("More") { Text("Inside").testID("inside") })
        #expect(closed.first(identifier: "inside") == nil)
        // The default style's chevron.
        #expect(closed.all(type: "Image").count == 1)
    }
}
