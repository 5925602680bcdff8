import Foundation
import GalleySVG

/// What a shape is for; informational, as in SwiftUI.
public enum ShapeRole: Hashable, Sendable {
    case fill, stroke, separator
}

/// A 2D outline that fills the space it is offered (10×10 when asked its ideal size)
/// and is filled with the foreground style unless `fill` or `stroke` says otherwise.
public protocol Shape: View, SendableMetatype {
    /// The outline inside `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A bare shape is filled with the foreground style.
    public var body: _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(AnyShapeStyle(ForegroundStyle()), FillStyle()))
    }

    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(AnyShapeStyle(content), style))
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        fill(ForegroundStyle(), style: style)
    }

    /// Strokes the outline, centred on it, with a style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), style, inset: false))
    }

    /// Strokes the outline, centred on it (half the line falls outside the frame).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline with the foreground style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), style: style)
    }

    /// Strokes the outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }
}

/// A shape whose outline can be inset, so that a border stays inside the frame.
public protocol InsettableShape: Shape {}

extension InsettableShape {
    /// Strokes the outline inset by half the line width: the border stays inside.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), style, inset: true))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(style: StrokeStyle) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), style: style)
    }

    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
}

/// How a path's inside is decided when it crosses itself.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The ends of stroked lines.
public enum CGLineCap: Hashable, Sendable { case butt, round, square }
/// The joins of stroked lines.
public enum CGLineJoin: Hashable, Sendable { case miter, round, bevel }

/// How a shape is stroked.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var options: StrokeOptions {
        StrokeOptions(
            lineWidth: lineWidth,
            cap: lineCap == .butt ? .butt : lineCap == .round ? .round : .square,
            join: lineJoin == .miter ? .miter : lineJoin == .round ? .round : .bevel,
            miterLimit: miterLimit, dash: dash.map { Double($0) }, dashPhase: dashPhase)
    }
}

/// A shape drawn with a fill or a stroke.
public struct _ShapeView<Content: Shape>: View {
    public typealias Body = Never

    enum Drawing {
        case fill(AnyShapeStyle, FillStyle)
        /// `inset` strokes inside the frame (`strokeBorder`).
        case stroke(AnyShapeStyle, StrokeStyle, inset: Bool)
    }

    let shape: Content
    let drawing: Drawing
}

extension _ShapeView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            ShapeNode(
                typeName: displayName(of: Content.self), environment: context.environment,
                outline: { shape.path(in: $0) }, drawing: drawing)
        ]
    }
}
