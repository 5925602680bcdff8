import Foundation
import Testing

@testable import GalleyUI

@Suite struct FrameLayoutTests {
    @Test func paddingDefaultsToSixteen() throws {
        let root = try layout(
            Color.red.frame(width: 10, height: 10).testID("inner").padding().testID("outer"))
        #expect(frame(root, "outer").size == CGSize(width: 42, height: 42))
        #expect(frame(root, "inner").origin == CGPoint(x: 16, y: 16))
    }

    @Test func paddingOnSomeEdges() throws {
        let root = try layout(
            Color.red.frame(width: 10, height: 10).testID("inner").padding(.horizontal, 5).padding(
                .top, 3
            )
            .testID("outer"))
        #expect(frame(root, "outer").size == CGSize(width: 20, height: 13))
        #expect(frame(root, "inner").origin == CGPoint(x: 5, y: 3))
    }

    @Test func paddingInsetsTheProposal() throws {
        let root = try layout(Color.red.testID("fill").padding(20), width: 100, height: 50)
        #expect(frame(root, "fill") == CGRect(x: 20, y: 20, width: 60, height: 10))
    }

    @Test func fixedFrameReportsItsSizeEvenWhenTheChildOverflows() throws {
        let root = try layout(
            Color.red.frame(width: 80, height: 80).testID("child").frame(width: 50, height: 50).testID(
                "frame"))
        #expect(frame(root, "frame").size == CGSize(width: 50, height: 50))
        #expect(frame(root, "child") == CGRect(x: -15, y: -15, width: 80, height: 80))
    }

    @Test func fixedFrameAlignsItsChild() throws {
        let cases: [(Alignment, CGPoint)] = [
            (.topLeading, CGPoint(x: 0, y: 0)), (.center, CGPoint(x: 25, y: 25)),
            (.bottomTrailing, CGPoint(x: 50, y: 50)), (.top, CGPoint(x: 25, y: 0)),
            (.trailing, CGPoint(x: 50, y: 25)),
        ]
        for (alignment, origin) in cases {
            let root = try layout(
                Color.red.frame(width: 50, height: 50).testID("child")
                    .frame(width: 100, height: 100, alignment: alignment))
            #expect(frame(root, "child").origin == origin, "\(alignment)")
        }
    }

    @Test func maxWidthInfinityFillsTheProposal() throws {
        let root = try layout(
            Text("Hi").testID("text").frame(maxWidth: .infinity, alignment: .leading).testID("frame"))
        #expect(frame(root, "frame").width == 390)
        #expect(frame(root, "text").minX == 0)
    }

    @Test func flexibleFrameClampsTheProposal() throws {
        let wide = try layout(
            Color.red.frame(minWidth: 100, maxWidth: 200).testID("f").frame(height: 10))
        #expect(frame(wide, "f").width == 200)
        let narrow = try layout(
            Color.red.frame(minWidth: 100, maxWidth: 200).testID("f").frame(height: 10), width: 50)
        #expect(frame(narrow, "f").width == 100)
    }

    @Test func minWidthOnlyTakesTheChildWhenItIsSmallerThanTheProposal() throws {
        // Text is 20-something wide: min 100 wins; at nil proposal too.
        let root = try layout(Text("Hi").frame(minWidth: 100).testID("f"))
        #expect(frame(root, "f").width == 100)
        let ideal = try layout(Text("Hi").frame(minWidth: 100).testID("f"), width: nil)
        #expect(frame(ideal, "f").width == 100)
    }

    @Test func idealSizeAnswersANilProposal() throws {
        let root = try layout(
            Color.red.frame(idealWidth: 123, idealHeight: 45).testID("f").fixedSize())
        #expect(frame(root, "f").size == CGSize(width: 123, height: 45))
    }

    @Test func shapesAreTenByTenAtTheirIdealSize() throws {
        let root = try layout(
            HStack {
                Rectangle().testID("rect")
                Circle().testID("circle")
                Color.red.testID("color")
            }
            .fixedSize())
        #expect(frame(root, "rect").size == CGSize(width: 10, height: 10))
        #expect(frame(root, "circle").size == CGSize(width: 10, height: 10))
        #expect(frame(root, "color").size == CGSize(width: 10, height: 10))
    }

    @Test func fixedSizeProposesNilOnItsAxes() throws {
        let long = "A sentence that is much wider than one hundred points"
        let wrapped = try layout(Text(long).testID("t"), width: 100)
        #expect(frame(wrapped, "t").width <= 100)
        let fixed = try layout(Text(long).fixedSize().testID("t"), width: 100)
        #expect(frame(fixed, "t").width > 300)
        let oneLine = try layout(Text("One").testID("t"))
        #expect(frame(fixed, "t").height == frame(oneLine, "t").height)
        let vertical = try layout(
            Text(long).fixedSize(horizontal: false, vertical: true).testID("t").frame(
                width: 100, height: 20))
        #expect(frame(vertical, "t").height > 40)
    }

    @Test func zStackIsTheUnionOfAlignedChildren() throws {
        let root = try layout(
            ZStack {
                Color.red.frame(width: 100, height: 50).testID("wide")
                Color.blue.frame(width: 50, height: 100).testID("tall")
            }
            .testID("z"))
        #expect(frame(root, "z").size == CGSize(width: 100, height: 100))
        #expect(frame(root, "wide").origin == CGPoint(x: 0, y: 25))
        #expect(frame(root, "tall").origin == CGPoint(x: 25, y: 0))
        let leading = try layout(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 100, height: 50).testID("wide")
                Color.blue.frame(width: 50, height: 100).testID("tall")
            })
        #expect(frame(leading, "wide").origin == .zero)
        #expect(frame(leading, "tall").origin == .zero)
    }

    @Test func backgroundAndOverlayTakeTheModifiedViewsSize() throws {
        let root = try layout(
            Text("Hello").testID("text")
                .padding(8)
                .background(Color.red.testID("background"))
                .overlay(Color.blue.frame(width: 10, height: 10).testID("badge"), alignment: .topTrailing)
                .testID("card"))
        let card = frame(root, "card")
        #expect(frame(root, "background") == card)
        #expect(frame(root, "badge").maxX == card.maxX)
        #expect(frame(root, "badge").minY == card.minY)
        #expect(card.width == frame(root, "text").width + 16)
    }

    @Test func backgroundDoesNotChangeTheSize() throws {
        let root = try layout(
            Color.red.frame(width: 20, height: 20).background(
                Color.blue.frame(width: 100, height: 100).testID("big")
            )
            .testID("view"))
        #expect(frame(root, "view").size == CGSize(width: 20, height: 20))
        #expect(frame(root, "big") == CGRect(x: -40, y: -40, width: 100, height: 100))
    }

    @Test func aspectRatioFitsAndFills() throws {
        let fit = try layout(Color.red.aspectRatio(2, contentMode: .fit).testID("r"))
        #expect(frame(fit, "r").size == CGSize(width: 390, height: 195))
        let boxedFit = try layout(
            Color.red.aspectRatio(2, contentMode: .fit).testID("r").frame(width: 300, height: 100))
        #expect(frame(boxedFit, "r") == CGRect(x: 50, y: 0, width: 200, height: 100))
        let boxedFill = try layout(
            Color.red.aspectRatio(2, contentMode: .fill).testID("r").frame(width: 300, height: 100))
        #expect(frame(boxedFill, "r") == CGRect(x: 0, y: -25, width: 300, height: 150))
        // Without a ratio, the content's ideal size gives it (a 10×10 shape: square).
        let square = try layout(Rectangle().aspectRatio(contentMode: .fit).testID("r"), width: 200)
        #expect(frame(square, "r").size == CGSize(width: 200, height: 200))
    }

    @Test func offsetMovesTheDrawingNotTheLayout() throws {
        let root = try layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).testID("moved").offset(x: 5, y: 7).testID("offset")
                Color.blue.frame(width: 10, height: 10).testID("next")
            })
        #expect(frame(root, "offset").origin == .zero)
        #expect(frame(root, "moved").origin == CGPoint(x: 5, y: 7))
        #expect(frame(root, "next").minX == 10)
    }

    @Test func positionTakesTheProposalAndCentersTheChild() throws {
        let root = try layout(
            Color.red.frame(width: 20, height: 20).testID("dot").position(x: 50, y: 40).testID("pos"),
            width: 200, height: 100)
        #expect(frame(root, "pos").size == CGSize(width: 200, height: 100))
        #expect(frame(root, "dot").origin == CGPoint(x: 40, y: 30))
    }

    @Test func geometryReaderFillsTheProposalAndPlacesContentTopLeading() throws {
        let root = try layout(
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: 10).testID("half")
            }
            .testID("reader")
            .frame(height: 100))
        #expect(frame(root, "reader").size == CGSize(width: 390, height: 100))
        #expect(frame(root, "half") == CGRect(x: 0, y: 0, width: 195, height: 10))
    }

    @Test func viewThatFitsPicksTheFirstThatFits() throws {
        let root = try layout(
            ViewThatFits {
                Color.red.frame(width: 300, height: 10).testID("wide")
                Color.blue.frame(width: 80, height: 10).testID("narrow")
            },
            width: 100)
        #expect(root.first(identifier: "wide") == nil)
        #expect(frame(root, "narrow").width == 80)
        let roomy = try layout(
            ViewThatFits {
                Color.red.frame(width: 300, height: 10).testID("wide")
                Color.blue.frame(width: 80, height: 10).testID("narrow")
            })
        #expect(roomy.first(identifier: "wide") != nil)
        let none = try layout(
            ViewThatFits {
                Color.red.frame(width: 300, height: 10).testID("wide")
                Color.blue.frame(width: 200, height: 10).testID("last")
            },
            width: 100)
        #expect(none.first(identifier: "last") != nil)
    }

    /// Alternatives are resolved as the choice needs them: those after the one that fits
    /// are never made (their bodies never run), those before it are.
    @Test func viewThatFitsMakesNoAlternativeAfterTheOneThatFits() throws {
        let made = BodyCount()
        _ = try layout(
            ViewThatFits {
                Counted(count: made, name: "first", width: 80)
                Counted(count: made, name: "second", width: 60)
            },
            width: 100)
        #expect(made.names == ["first"])
        let narrow = BodyCount()
        let root = try layout(
            ViewThatFits {
                Counted(count: narrow, name: "first", width: 300)
                Counted(count: narrow, name: "second", width: 60).testID("second")
                Counted(count: narrow, name: "third", width: 40)
            },
            width: 100)
        #expect(narrow.names == ["first", "second"])
        #expect(frame(root, "second").width == 60)
    }

    @Test func scrollViewShowsContentAtItsIdealLength() throws {
        let root = try layout(
            ScrollView {
                Color.red.frame(height: 500).testID("tall")
            }
            .testID("scroll")
            .frame(height: 200))
        #expect(frame(root, "scroll").size == CGSize(width: 390, height: 200))
        #expect(frame(root, "tall") == CGRect(x: 0, y: 0, width: 390, height: 500))
    }

    @Test func geometryIsRoundedToPixels() throws {
        let root = try layout(
            HStack(spacing: 0) {
                Color.red.testID("a")
                Color.green.testID("b")
                Color.blue.testID("c")
            }
            .frame(width: 100, height: 10))
        for id in ["a", "b", "c"] {
            let rect = frame(root, id)
            #expect((rect.minX * 2).rounded() == rect.minX * 2)
            #expect((rect.width * 2).rounded() == rect.width * 2)
        }
        #expect(frame(root, "c").maxX == 100)
    }
}

/// Notes the views whose bodies ran.
private final class BodyCount {
    var names: [String] = []
}

private struct Counted: View {
    let count: BodyCount
    let name: String
    let width: CGFloat

    var body: some View {
        count.names.append(name)
        return Color.red.frame(width: width, height: 10)
    }
}
