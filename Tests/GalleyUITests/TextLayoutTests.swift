import Foundation
import Testing

@testable import GalleyUI

private let paragraph =
    "SwiftUI proposes a size, the child chooses its own size, and the parent places it."

@Suite struct TextLayoutTests {
    @Test func nilProposalGivesOneLine() throws {
        let line = try layout(Text("Hello").testID("t"), width: nil)
        let long = try layout(Text(paragraph).testID("t"), width: nil)
        #expect(frame(long, "t").height == frame(line, "t").height)
        #expect(frame(long, "t").width > 390)
    }

    @Test func bodyLineIsAboutTwentyPointsTall() throws {
        let root = try layout(Text("Hello").testID("t"))
        // Inter's ascender − descender at 17 pt is 20.57, rounded up to a pixel.
        #expect(frame(root, "t").height == 21)
    }

    @Test func aWidthWrapsAtWordsAndReportsTheWidestLine() throws {
        let root = try layout(Text(paragraph).testID("t"), width: 200)
        let rect = frame(root, "t")
        #expect(rect.width <= 200)
        #expect(rect.width > 150)
        #expect(rect.height > 60)
    }

    @Test func lineLimitAndTooLittleHeightTruncate() throws {
        let limited = try layout(Text(paragraph).lineLimit(1).testID("t"), width: 200)
        #expect(frame(limited, "t").height == 21)
        let short = try layout(Text(paragraph).testID("t").frame(width: 200, height: 45))
        #expect(frame(short, "t").height == 41.5)
        let result = try render(
            Text(paragraph).lineLimit(2), proposal: ProposedViewSize(width: 200, height: nil))
        #expect(result.root.frame.height == 41.5)
    }

    @Test func textStylesFollowTheHIGTable() throws {
        let body = try layout(Text("Hxg").testID("t"))
        let title = try layout(Text("Hxg").font(.largeTitle).testID("t"))
        let caption = try layout(Text("Hxg").font(.caption).testID("t"))
        #expect(frame(title, "t").height > frame(body, "t").height * 1.9)
        #expect(frame(caption, "t").height < frame(body, "t").height)
        let fixed = try layout(Text("Hxg").font(.system(size: 34)).testID("t"))
        #expect(frame(fixed, "t").height == frame(title, "t").height)
    }

    @Test func boldIsWiderThanRegular() throws {
        let regular = try layout(Text("Bold words").testID("t"))
        let bold = try layout(Text("Bold words").bold().testID("t"))
        let headline = try layout(Text("Bold words").font(.headline).testID("t"))
        #expect(frame(bold, "t").width > frame(regular, "t").width)
        #expect(frame(headline, "t").width > frame(regular, "t").width)
        #expect(frame(headline, "t").width < frame(bold, "t").width)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let plain = try render(
            Text("Shrinking headline").lineLimit(1), proposal: .init(width: 100, height: nil))
        let shrunk = try render(
            Text("Shrinking headline").lineLimit(1).minimumScaleFactor(0.5),
            proposal: .init(width: 100, height: nil))
        #expect(shrunk.root.frame.height < plain.root.frame.height)
    }

    @Test func kerningWidensText() throws {
        let plain = try layout(Text("Tracking").testID("t"))
        let tracked = try layout(Text("Tracking").kerning(2).testID("t"))
        #expect(frame(tracked, "t").width > frame(plain, "t").width + 14)
    }

    @Test func dynamicTypeSizeScalesTextStyles() throws {
        let normal = try layout(Text("Hello").testID("t"))
        let large = try layout(Text("Hello").dynamicTypeSize(.accessibility1).testID("t"))
        #expect(frame(large, "t").height > frame(normal, "t").height * 1.5)
    }

    @Test func tighteningSqueezesTextThatAlmostFits() throws {
        let ideal = try layout(Text("Almost fits").testID("t"), width: nil)
        let width = frame(ideal, "t").width - 2
        let truncated = try render(
            Text("Almost fits").lineLimit(1), proposal: .init(width: width, height: nil))
        #expect(
            truncated.displayList.items.contains {
                if case .glyphs(let run) = $0 { return run.text.hasSuffix("…") }
                return false
            })
        let tightened = try render(
            Text("Almost fits").lineLimit(1).allowsTightening(true),
            proposal: .init(width: width, height: nil))
        #expect(
            tightened.displayList.items.contains {
                if case .glyphs(let run) = $0 { return run.text == "Almost fits" }
                return false
            })
    }
}
