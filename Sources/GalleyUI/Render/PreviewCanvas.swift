import Foundation
import GalleySVG

/// The area a preview's picture shows.
///
/// Xcode's canvas shows what a view draws outside its layout frame (a stroke centred on a
/// shape's edge, a shadow, a blur), so the picture grows to the drawing's visual bounds.
/// The layout frame keeps its place at the origin: frames in `galley render --format json`
/// stay SwiftUI's. A side that grows is rounded out to a whole point, and grows by at
/// most ``maximumMargin`` on a side, so that a view moved far away by `.offset` cannot
/// make a picture of mostly nothing.
enum PreviewCanvas {
    static let maximumMargin: CGFloat = 120
    /// Overhangs this small (a glyph's side bearing, an antialiased edge) leave the frame
    /// as it is.
    static let overhangTolerance: CGFloat = 0.5

    static func area(layoutSize: CGSize, drawing: DisplayList) -> CGRect {
        let layout = CGRect(origin: .zero, size: layoutSize)
        guard let drawn = drawing.visualBounds, !drawn.isNull, drawn.minX.isFinite, drawn.maxY.isFinite else {
            return layout
        }
        // Only a side the drawing crosses moves, so that a picture with nothing outside
        // its frame keeps the frame's exact size.
        let tolerance = overhangTolerance
        let minX = drawn.minX < -tolerance ? max(drawn.minX, -maximumMargin).rounded(.down) : 0
        let minY = drawn.minY < -tolerance ? max(drawn.minY, -maximumMargin).rounded(.down) : 0
        let maxX =
            drawn.maxX > layout.maxX + tolerance
            ? min(drawn.maxX, layout.maxX + maximumMargin).rounded(.up) : layout.maxX
        let maxY =
            drawn.maxY > layout.maxY + tolerance
            ? min(drawn.maxY, layout.maxY + maximumMargin).rounded(.up) : layout.maxY
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
