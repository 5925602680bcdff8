import Foundation

/// Everything one SVG file shows: the drawing, its canvas and its description.
public struct SVGDocument: Hashable, Sendable {
    /// The visible area in points; also the document's width and height.
    public var viewBox: CGRect
    public var content: DisplayList
    /// What the picture shows, for assistive technology: becomes `<title>` and `aria-label`.
    /// Nil or empty leaves both out.
    public var accessibilityLabel: String?
    /// A colour behind everything; nil keeps the background transparent.
    public var background: RGBAColor?

    /// A document whose canvas is `viewBox`.
    public init(
        viewBox: CGRect, content: DisplayList, accessibilityLabel: String? = nil,
        background: RGBAColor? = nil
    ) {
        self.viewBox = viewBox
        self.content = content
        self.accessibilityLabel = accessibilityLabel
        self.background = background
    }

    /// A document whose canvas starts at the origin.
    public init(
        size: CGSize, content: DisplayList, accessibilityLabel: String? = nil,
        background: RGBAColor? = nil
    ) {
        self.init(
            viewBox: CGRect(origin: .zero, size: size), content: content,
            accessibilityLabel: accessibilityLabel, background: background)
    }
}
