import Foundation
import GalleySite

/// Where two drawings of one preview differ: the boxes of the marks only the old drawing
/// has, on the old picture, and of those only the new one has, on the new picture.
///
/// Marks are compared by their fingerprints in painting order (a mark that moved, was
/// restyled or changed shape has another fingerprint), so no picture is rasterised and the
/// same two builds always give the same regions. A mark only one side has, whose shape the
/// other side has at another place, *moved*: a layout change moves much and redraws little,
/// and the report tells the two apart.
public struct ChangedRegions: Equatable, Sendable {
    /// A box in whole points from the picture's top-left corner.
    public struct Box: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        /// Whether the box holds a drawing that is the same on the other side, elsewhere.
        public var isMoved: Bool

        public init(x: Int, y: Int, width: Int, height: Int, isMoved: Bool = false) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.isMoved = isMoved
        }

        var maxX: Int { x + width }
        var maxY: Int { y + height }

        func overlaps(_ other: Box) -> Bool {
            x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
        }

        func union(_ other: Box) -> Box {
            let minX = min(x, other.x)
            let minY = min(y, other.y)
            return Box(
                x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY,
                isMoved: isMoved)
        }
    }

    /// Regions on the old picture.
    public var old: [Box]
    /// Regions on the new picture.
    public var new: [Box]

    public init(old: [Box], new: [Box]) {
        self.old = old
        self.new = new
    }

    /// The regions between two pictures of one scheme (either may be missing: a preview
    /// that changed its `scheme=` option).
    public init(old: PreviewManifest.Picture?, new: PreviewManifest.Picture?) {
        let oldMarks = old?.marks ?? []
        let newMarks = new?.marks ?? []
        let difference = newMarks.map(\.key).difference(from: oldMarks.map(\.key))
        var removed: [PreviewManifest.Mark] = []
        var inserted: [PreviewManifest.Mark] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.append(oldMarks[offset])
            case .insert(let offset, _, _): inserted.append(newMarks[offset])
            }
        }
        // Different files with the same marks (a change no mark shows, such as the order of
        // definitions): the whole picture is the region.
        if removed.isEmpty && inserted.isEmpty {
            self.init(old: oldMarks.prefix(1).map(Self.box), new: newMarks.prefix(1).map(Self.box))
            return
        }
        // Pair each removed mark with an inserted one of the same shape, in painting order.
        var waiting: [String: [Int]] = [:]
        for (index, mark) in inserted.enumerated() { waiting[mark.shape, default: []].append(index) }
        var oldBoxes: [Box] = []
        var movedInto: Set<Int> = []
        for mark in removed {
            var box = Self.box(mark)
            if let index = waiting[mark.shape]?.first {
                waiting[mark.shape]?.removeFirst()
                movedInto.insert(index)
                box.isMoved = true
            }
            oldBoxes.append(box)
        }
        let newBoxes = inserted.enumerated().map { index, mark in
            var box = Self.box(mark)
            box.isMoved = movedInto.contains(index)
            return box
        }
        self.init(old: Self.merged(oldBoxes), new: Self.merged(newBoxes))
    }

    private static func box(_ mark: PreviewManifest.Mark) -> Box {
        Box(x: mark.x, y: mark.y, width: mark.width, height: mark.height)
    }

    /// Overlapping boxes of one kind joined until none overlap, sorted top to bottom: one
    /// outline per changed area rather than one per glyph run.
    static func merged(_ boxes: [Box]) -> [Box] {
        joined(boxes.filter { !$0.isMoved }) + joined(boxes.filter(\.isMoved))
    }

    private static func joined(_ boxes: [Box]) -> [Box] {
        var result: [Box] = []
        for box in boxes {
            var current = box
            var index = 0
            while index < result.count {
                if result[index].overlaps(current) {
                    current = current.union(result.remove(at: index))
                    index = 0
                } else {
                    index += 1
                }
            }
            result.append(current)
        }
        return result.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }
}
