import Foundation
import GalleySite

/// Where two drawings of one preview differ: the boxes of the marks only the old drawing
/// has, on the old picture, and of those only the new one has, on the new picture.
///
/// Marks are compared by their fingerprints in painting order (a mark that moved, was
/// restyled or changed shape has another fingerprint), so no picture is rasterised and the
/// same two builds always give the same regions.
public struct ChangedRegions: Equatable, Sendable {
    /// A box in whole points from the picture's top-left corner.
    public struct Box: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        var maxX: Int { x + width }
        var maxY: Int { y + height }

        func overlaps(_ other: Box) -> Bool {
            x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
        }

        func union(_ other: Box) -> Box {
            let minX = min(x, other.x)
            let minY = min(y, other.y)
            return Box(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
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
        var removed: [Box] = []
        var inserted: [Box] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.append(Self.box(oldMarks[offset]))
            case .insert(let offset, _, _): inserted.append(Self.box(newMarks[offset]))
            }
        }
        // Different files with the same marks (a change no mark shows, such as the order of
        // definitions): the whole picture is the region.
        if removed.isEmpty && inserted.isEmpty {
            removed = oldMarks.first.map { [Self.box($0)] } ?? []
            inserted = newMarks.first.map { [Self.box($0)] } ?? []
        }
        self.init(old: Self.merged(removed), new: Self.merged(inserted))
    }

    private static func box(_ mark: PreviewManifest.Mark) -> Box {
        Box(x: mark.x, y: mark.y, width: mark.width, height: mark.height)
    }

    /// Overlapping boxes joined until none overlap, sorted top to bottom: one outline per
    /// changed area rather than one per glyph run.
    static func merged(_ boxes: [Box]) -> [Box] {
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
