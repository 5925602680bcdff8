import Foundation
import GalleySVG

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        Path(.roundedRect(rect, cornerRadius: cornerSize.width, style: style.svgStyle))
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(
            ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        )
    }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rounded rectangle whose corner radius is half its shorter side. Circular by
/// default, as in SwiftUI: continuous corners cannot reach the middle of the sides.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(.capsule(in: rect, style: style.svgStyle))
    }
}

/// A rounded rectangle matching its container's corners; Galley has no containers
/// with corners, so it is a rectangle.
public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
        -> RoundedRectangle
    {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with different horizontal and vertical corner radii.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
