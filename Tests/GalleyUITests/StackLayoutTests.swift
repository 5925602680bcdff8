import Foundation
import Testing

@testable import GalleyUI

@Suite struct StackLayoutTests {
    @Test func objcIOOverflowExample() throws {
        // objc.io: in 150 points, red (maxWidth 100) is sized first and gets half (75);
        // green (minWidth 100) then insists on 100, so the stack overflows to 175.
        let root = try layout(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100).testID("red")
                Color.green.frame(minWidth: 100).testID("green")
            }
            .testID("stack")
            .frame(width: 150, height: 50))
        #expect(frame(root, "red").width == 75)
        #expect(frame(root, "green").width == 100)
        #expect(frame(root, "stack").width == 175)
        // The overflowing stack is centred in its 150-point frame.
        #expect(frame(root, "stack").minX == -12.5)
        #expect(frame(root, "green").minX == 62.5)
    }

    @Test func leastFlexibleChildIsSizedFirst() throws {
        let root = try layout(
            HStack(spacing: 0) {
                Color.red.testID("flexible")
                Color.blue.frame(maxWidth: 50).testID("capped")
            }
            .frame(width: 200, height: 10))
        #expect(frame(root, "capped").width == 50)
        #expect(frame(root, "flexible").width == 150)
        #expect(frame(root, "capped").minX == 150)
    }

    @Test func equalFlexibleChildrenShareEqually() throws {
        let root = try layout(
            HStack(spacing: 10) {
                Color.red.testID("a")
                Color.green.testID("b")
                Color.blue.testID("c")
            }
            .frame(width: 320, height: 10))
        #expect(frame(root, "a").width == 100)
        #expect(frame(root, "b") == CGRect(x: 110, y: 0, width: 100, height: 10))
        #expect(frame(root, "c").minX == 220)
    }

    @Test func higherLayoutPriorityIsServedFirst() throws {
        // Without priority the two colours split 200; with priority 1 the second takes
        // everything except the minimum of the first (0).
        let root = try layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 30).testID("low")
                Color.blue.layoutPriority(1).testID("high")
            }
            .frame(width: 200, height: 10))
        #expect(frame(root, "low").width == 30)
        #expect(frame(root, "high").width == 170)
    }

    @Test func prioritiesAreServedFromTheHighestDownWithSpacersLast() throws {
        // 300 points: the priority-2 child (up to 120) is served first, while the minimums
        // of those below it (30 + the spacer's 10) are held back; the priority-1 child then
        // takes the 140 left after holding back those minimums again, the unprioritised
        // child its 30, and the spacer, sized last, what remains.
        let root = try layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 30).testID("none")
                Color.green.layoutPriority(1).testID("one")
                Color.blue.frame(maxWidth: 120).layoutPriority(2).testID("two")
                Spacer(minLength: 10).testID("spacer")
            }
            .frame(width: 300, height: 10))
        #expect(frame(root, "two").width == 120)
        #expect(frame(root, "one").width == 140)
        #expect(frame(root, "none").width == 30)
        #expect(frame(root, "spacer").width == 10)
    }

    @Test func aPriorityThatIsNotANumberLeavesItsChildUnsized() throws {
        // Hostile input must not crash: the child is left out of every level, and the
        // others share the space as if it were not there.
        let root = try layout(
            HStack(spacing: 0) {
                Color.red.layoutPriority(.nan).testID("nan")
                Color.blue.testID("plain")
            }
            .frame(width: 200, height: 10))
        #expect(frame(root, "plain").width == 200)
        #expect(frame(root, "nan").width == 0)
    }

    @Test func defaultSpacingBetweenViewsIsEight() throws {
        let root = try layout(
            HStack {
                Color.red.frame(width: 10, height: 10).testID("a")
                Color.blue.frame(width: 10, height: 10).testID("b")
            })
        #expect(frame(root, "b").minX - frame(root, "a").maxX == 8)
        let column = try layout(
            VStack {
                Color.red.frame(width: 10, height: 10).testID("a")
                Color.blue.frame(width: 10, height: 10).testID("b")
            })
        #expect(frame(column, "b").minY - frame(column, "a").maxY == 8)
    }

    @Test func textsInAVStackSitCloserThanEight() throws {
        let root = try layout(
            VStack {
                Text("First").testID("a")
                Text("Second").testID("b")
            })
        let gap = frame(root, "b").minY - frame(root, "a").maxY
        #expect(gap > 0)
        #expect(gap < 8)
        // Consecutive baselines end up about one HIG line height (22 pt for body) apart.
        #expect(abs(frame(root, "b").minY - frame(root, "a").minY - 22) <= 0.5)

        let row = try layout(
            HStack {
                Text("First").testID("a")
                Text("Second").testID("b")
            })
        #expect(frame(row, "b").minX - frame(row, "a").maxX == 8)
    }

    @Test func spacerPushesNeighboursApartWithNoGap() throws {
        let root = try layout(
            HStack {
                Text("Leading").testID("a")
                Spacer().testID("spacer")
                Text("Trailing").testID("b")
            })
        #expect(frame(root, "a").minX == 0)
        #expect(frame(root, "b").maxX == 390)
        #expect(frame(root, "spacer").minX == frame(root, "a").maxX)
        #expect(frame(root, "spacer").maxX == frame(root, "b").minX)
        #expect(frame(root, "spacer").height == 0)
    }

    @Test func spacerKeepsItsMinimumLength() throws {
        let root = try layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 200, height: 10)
                Spacer(minLength: 20).testID("spacer")
                Color.blue.frame(width: 200, height: 10)
            }
            .testID("stack"))
        #expect(frame(root, "spacer").width == 20)
        #expect(frame(root, "stack").width == 420)
        let ideal = try layout(HStack { Spacer().testID("spacer") }, width: nil)
        #expect(frame(ideal, "spacer").width == 8)
    }

    @Test func idealSizeStretchesFlexibleChildrenToTheWidestChild() throws {
        let root = try layout(
            VStack(spacing: 0) {
                Color.red.frame(width: 120, height: 10)
                Color.blue.frame(maxWidth: .infinity).frame(height: 10).testID("flexible")
            }
            .fixedSize()
            .testID("stack"))
        #expect(frame(root, "stack").width == 120)
        #expect(frame(root, "flexible").width == 120)
    }

    @Test func crossAxisAlignment() throws {
        let root = try layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).testID("wide")
                Color.blue.frame(width: 40, height: 10).testID("narrow")
            })
        #expect(frame(root, "narrow").minX == frame(root, "wide").minX)
        let trailing = try layout(
            VStack(alignment: .trailing, spacing: 0) {
                Color.red.frame(width: 100, height: 10).testID("wide")
                Color.blue.frame(width: 40, height: 10).testID("narrow")
            })
        #expect(frame(trailing, "narrow").maxX == frame(trailing, "wide").maxX)
        let row = try layout(
            HStack(alignment: .bottom, spacing: 0) {
                Color.red.frame(width: 10, height: 50).testID("tall")
                Color.blue.frame(width: 10, height: 20).testID("short")
            })
        #expect(frame(row, "short").maxY == frame(row, "tall").maxY)
    }

    @Test func firstTextBaselineAlignsTextsOfDifferentSizes() throws {
        let root = try layout(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle).testID("big")
                Text("small").font(.caption).testID("small")
            })
        let big = frame(root, "big")
        let small = frame(root, "small")
        // The small text's bottom is close to the big text's baseline, not its bottom.
        #expect(small.maxY < big.maxY)
        #expect(small.minY > big.minY)
    }

    @Test func dividerStretchesAcrossItsStack() throws {
        let root = try layout(
            VStack {
                Text("Above")
                Divider().testID("divider")
                Text("Below")
            })
        #expect(frame(root, "divider").width == 390)
        #expect(frame(root, "divider").height == 0.5)
        let row = try layout(
            HStack {
                Color.red.frame(width: 10, height: 40)
                Divider().testID("divider")
            })
        #expect(frame(row, "divider").width == 0.5)
        #expect(frame(row, "divider").height == 40)
    }

    @Test func lazyStacksLayOutLikeStacks() throws {
        let root = try layout(
            LazyVStack(spacing: 4) {
                ForEach(0..<3) { index in
                    Color.red.frame(height: 10).testID("row\(index)")
                }
            })
        #expect(frame(root, "row2") == CGRect(x: 0, y: 28, width: 390, height: 10))
    }
}
