import Foundation
import GalleySVG

/// Draws a shape in its frame; takes the space offered (10×10 when asked its ideal).
final class ShapeNode: LayoutNode {
    private let outline: (CGRect) -> Path
    private let drawing: _ShapeView<Rectangle>.Drawing

    init<S: Shape>(
        typeName: String, environment: EnvironmentValues, outline: @escaping (CGRect) -> Path,
        drawing: _ShapeView<S>.Drawing
    ) {
        self.outline = outline
        switch drawing {
        case .fill(let style, let fill): self.drawing = .fill(style, fill)
        case .stroke(let style, let stroke, let inset):
            self.drawing = .stroke(style, stroke, inset: inset)
        }
        super.init(typeName: typeName, environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape and its colour in words ("blue circle outline"), for a picture with no
    /// text; nil for one drawn with nothing visible.
    var shapeDescription: String? {
        let name = PictureDescription.shapeName(typeName)
        let style: AnyShapeStyle
        let suffix: String
        switch drawing {
        case .fill(let fill, _):
            style = fill
            suffix = ""
        case .stroke(let stroke, _, _):
            style = stroke
            suffix = " outline"
        }
        switch resolvePaint(style, in: environment, bounds: frame) {
        case .solid(let color):
            let colour = PictureDescription.colorName(color)
            return colour == "clear" ? nil : "\(colour) \(name)\(suffix)"
        case .linearGradient, .radialGradient:
            return name == "gradient" ? "gradient" : "\(name)\(suffix) with a gradient"
        }
    }

    override func draw(into list: inout DisplayList) {
        switch drawing {
        case .fill(let style, let fill):
            let path = outline(frame).storage
            list.append(
                .fill(
                    path, resolvePaint(style, in: environment, bounds: frame),
                    rule: fill.isEOFilled ? .evenOdd : .nonZero))
        case .stroke(let style, let stroke, let inset):
            let rect = inset ? frame.insetBy(dx: stroke.lineWidth / 2, dy: stroke.lineWidth / 2) : frame
            list.append(
                .stroke(
                    outline(rect).storage, resolvePaint(style, in: environment, bounds: frame),
                    style: stroke.options))
        }
    }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            ShapeNode(
                typeName: "Color", environment: context.environment, outline: { Path($0) },
                drawing: _ShapeView<Rectangle>.Drawing.fill(AnyShapeStyle(self), FillStyle()))
        ]
    }
}

extension LinearGradient: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            ShapeNode(
                typeName: "LinearGradient", environment: context.environment, outline: { Path($0) },
                drawing: _ShapeView<Rectangle>.Drawing.fill(AnyShapeStyle(self), FillStyle()))
        ]
    }
}

extension RadialGradient: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            ShapeNode(
                typeName: "RadialGradient", environment: context.environment, outline: { Path($0) },
                drawing: _ShapeView<Rectangle>.Drawing.fill(AnyShapeStyle(self), FillStyle()))
        ]
    }
}
