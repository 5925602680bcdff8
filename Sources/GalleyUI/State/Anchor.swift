import Foundation

/// A frame or point of a view, taken after layout and passed up through a preference
/// (`.anchorPreference(key:value:transform:)`); an ancestor resolves it in its own
/// coordinates with a `GeometryReader`'s `proxy[anchor]`.
public struct Anchor<Value> {
    /// The frame of the view the anchor was taken from, in the canvas's coordinates.
    let frame: CGRect
    let source: Source

    /// What an anchor records of a view: its bounds, a rectangle in it, or a point.
    public struct Source {
        /// The value, from the view's frame in the coordinate space it is resolved in.
        let resolve: (CGRect) -> Value
    }

    /// The value in the coordinate space whose origin is at `origin` in the canvas's.
    func value(inSpaceAt origin: CGPoint) -> Value {
        source.resolve(frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they resolve to the same value in the canvas's coordinates.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.value(inSpaceAt: .zero) == rhs.value(inSpaceAt: .zero)
    }
}

extension Anchor: CustomStringConvertible {
    /// The value in the canvas's coordinates: a still picture compares delivered
    /// preferences by their descriptions.
    public var description: String { "Anchor(\(value(inSpaceAt: .zero)))" }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source {
            CGRect(x: $0.minX + rect.minX, y: $0.minY + rect.minY, width: rect.width, height: rect.height)
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
    }

    /// A point given as a fraction of the view's size (`.center` is 0.5, 0.5).
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// An anchor resolved in this reader's coordinates: the frame or point of the view it
    /// was taken from, relative to the reader's top-leading corner.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(inSpaceAt: globalFrame.origin)
    }
}
