import GalleyDiff
import GalleySite
import Testing

@Suite("Changed regions from display-list marks")
struct ChangedRegionsTests {
    private typealias Box = ChangedRegions.Box

    private static func mark(
        _ key: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int, shape: String? = nil
    ) -> PreviewManifest.Mark {
        PreviewManifest.Mark(key: key, shape: shape ?? key, x: x, y: y, width: width, height: height)
    }

    private static let canvas = mark("canvas", 0, 0, 200, 100)

    @Test("a restyled mark is outlined where it was on the old picture and where it is on the new one")
    func restyledMark() {
        let old = PreviewManifest.Picture(
            file: "previews/a.svg",
            marks: [Self.canvas, Self.mark("title", 10, 10, 80, 20), Self.mark("red", 120, 10, 30, 20)])
        let new = PreviewManifest.Picture(
            file: "previews/b.svg",
            marks: [Self.canvas, Self.mark("title", 10, 10, 80, 20), Self.mark("wider", 120, 10, 50, 20)])
        let regions = ChangedRegions(old: old, new: new)
        #expect(regions.old == [Box(x: 120, y: 10, width: 30, height: 20)])
        #expect(regions.new == [Box(x: 120, y: 10, width: 50, height: 20)])
    }

    @Test("a mark drawn the same at another place is outlined as moved, apart from what changed")
    func movedMark() {
        let old = PreviewManifest.Picture(
            file: "previews/a.svg",
            marks: [Self.canvas, Self.mark("card", 0, 0, 100, 60), Self.mark("star@10", 10, 10, 20, 20, shape: "star")])
        let new = PreviewManifest.Picture(
            file: "previews/b.svg",
            marks: [Self.canvas, Self.mark("card2", 0, 0, 100, 50), Self.mark("star@8", 10, 8, 20, 20, shape: "star")])
        let regions = ChangedRegions(old: old, new: new)
        #expect(
            regions.old == [
                Box(x: 0, y: 0, width: 100, height: 60), Box(x: 10, y: 10, width: 20, height: 20, isMoved: true),
            ])
        #expect(
            regions.new == [
                Box(x: 0, y: 0, width: 100, height: 50), Box(x: 10, y: 8, width: 20, height: 20, isMoved: true),
            ])
    }

    @Test("overlapping changed marks join into one region; separate ones stay apart, top to bottom")
    func merging() {
        let boxes = [
            Box(x: 0, y: 50, width: 10, height: 10), Box(x: 0, y: 0, width: 10, height: 10),
            Box(x: 5, y: 5, width: 10, height: 10),
        ]
        let new = PreviewManifest.Picture(
            file: "previews/b.svg",
            marks: [Self.canvas]
                + boxes.enumerated().map { Self.mark("k\($0.offset)", $0.element.x, $0.element.y, 10, 10) })
        let regions = ChangedRegions(
            old: PreviewManifest.Picture(file: "previews/a.svg", marks: [Self.canvas]), new: new)
        #expect(regions.old == [])
        #expect(regions.new == [Box(x: 0, y: 0, width: 15, height: 15), Box(x: 0, y: 50, width: 10, height: 10)])
    }

    @Test("pictures that differ with the same marks are outlined whole")
    func sameMarks() {
        let marks = [Self.canvas, Self.mark("k", 1, 1, 5, 5)]
        let regions = ChangedRegions(
            old: PreviewManifest.Picture(file: "previews/a.svg", marks: marks),
            new: PreviewManifest.Picture(file: "previews/b.svg", marks: marks))
        #expect(regions.old == [Box(x: 0, y: 0, width: 200, height: 100)])
        #expect(regions.new == [Box(x: 0, y: 0, width: 200, height: 100)])
    }
}

@Suite("Line diff of snippet code")
struct LineDiffTests {
    @Test("kept, removed and added lines in reading order")
    func unified() {
        let diff = LineDiff(
            old: "Text(\"A\")\n    .padding(6)\n    .bold()\n", new: "Text(\"A\")\n    .padding(12)\n    .bold()\n")
        #expect(diff.lines.map(\.kind) == [.kept, .removed, .added, .kept])
        #expect(diff.lines.map(\.text) == ["Text(\"A\")", "    .padding(6)", "    .padding(12)", "    .bold()"])
        #expect(LineDiff(old: "", new: "a\nb").lines.map(\.kind) == [.added, .added])
        #expect(!LineDiff(old: "same", new: "same").hasChanges)
    }
}
