import Foundation
import GalleyUI

extension Registry {
    /// Shapes as views and as values, their methods, and fill and stroke styles.
    func registerShapes() {
        registerShapeViews()
        registerShapeMethods()
        registerFillAndStrokeStyles()
    }

    /// `Rectangle`, `Circle`, `RoundedRectangle`… and `.rect`, `.capsule` as shape values.
    private func registerShapeViews() {
        type("some Shape", (any Shape).self, implicitHost: "Shape")
        type("Shape", (any Shape).self)
        view(
            "Rectangle()",
            example: #"""
                Rectangle()
                    .fill(.teal)
                    .frame(width: 120, height: 60)
                """#
        ) { _ in Rectangle() }
        view(
            "Circle()",
            example: #"""
                Circle()
                    .fill(.green)
                    .frame(width: 60, height: 60)
                """#
        ) { _ in Circle() }
        view(
            "Ellipse()",
            example: #"""
                Ellipse()
                    .fill(.purple)
                    .frame(width: 120, height: 60)
                """#
        ) { _ in Ellipse() }
        view(
            "Capsule(style:)",
            example: #"""
                Capsule()
                    .fill(.blue)
                    .frame(width: 120, height: 40)
                """#
        ) { Capsule(style: try $0["style"]) }
        view(
            "ContainerRelativeShape()",
            example: #"""
                ContainerRelativeShape()
                    .fill(.mint)
                    .frame(width: 120, height: 60)
                """#
        ) { _ in ContainerRelativeShape() }
        view(
            "RoundedRectangle(cornerRadius:style:)",
            example: #"""
                RoundedRectangle(cornerRadius: 12)
                    .fill(.indigo)
                    .frame(width: 120, height: 60)
                """#
        ) {
            RoundedRectangle(cornerRadius: try $0["cornerRadius"], style: try $0["style"])
        }
        view("RoundedRectangle(cornerSize:style:)") {
            RoundedRectangle(cornerSize: try $0["cornerSize"], style: try $0["style"])
        }
        type("RoundedCornerStyle", RoundedCornerStyle.self)
        staticValues(
            "RoundedCornerStyle",
            ["circular": { RoundedCornerStyle.circular }, "continuous": { RoundedCornerStyle.continuous }])
        staticValues(
            "Shape",
            ["rect": { Rectangle() }, "circle": { Circle() }, "capsule": { Capsule() }, "ellipse": { Ellipse() }])
        staticFunction("Shape", "rect(cornerRadius:style:)") {
            RoundedRectangle(cornerRadius: try $0["cornerRadius"], style: try $0["style"])
        }
        staticFunction("Shape", "capsule(style:)") { Capsule(style: try $0["style"]) }
        staticFunction("Shape", "rect(cornerSize:style:)") {
            RoundedRectangle(cornerSize: try $0["cornerSize"], style: try $0["style"])
        }
    }

    /// A shape's methods: `trim`, `rotation`, `offset`, `scale`, `fill`, `stroke`, `strokeBorder`.
    private func registerShapeMethods() {
        // Shape modifiers: still shapes, so `.stroke` and `.fill` follow them.
        method((any Shape).self, "trim(from:to:)") { shape, a in
            shape.openedTrim(from: try a["from"], to: try a["to"])
        }
        method((any Shape).self, "rotation(_:anchor:)") { shape, a in
            shape.openedRotation(try a["angle"], anchor: try a["anchor"])
        }
        method((any Shape).self, "offset(x:y:)") { shape, a in
            shape.openedOffset(CGSize(width: try a["x"] as CGFloat, height: try a["y"] as CGFloat))
        }
        method((any Shape).self, "offset(_:)") { shape, a in shape.openedOffset(try a["offset"]) }
        method((any Shape).self, "scale(x:y:anchor:)") {
            shape, a in
            shape.openedScale(
                CGSize(width: try a["x"] as CGFloat, height: try a["y"] as CGFloat), anchor: try a["anchor"])
        }
        method((any Shape).self, "scale(_:anchor:)") { shape, a in
            let scale: CGFloat = try a["scale"]
            return shape.openedScale(CGSize(width: scale, height: scale), anchor: try a["anchor"])
        }
        method((any Shape).self, "fill(_:style:)") { shape, a in
            shape.openedFill(try a["content"] as any ShapeStyle, style: try a["style"])
        }
        method((any Shape).self, "fill(style:)") { shape, a in
            shape.openedFill(style: try a["style"])
        }
        method((any Shape).self, "stroke(_:lineWidth:)") { shape, a in
            shape.openedStroke(try a["content"] as any ShapeStyle, lineWidth: try a["lineWidth"])
        }
        method((any Shape).self, "stroke(_:style:)") { shape, a in
            shape.openedStroke(try a["content"] as any ShapeStyle, strokeStyle: try a["style"])
        }
        method((any Shape).self, "stroke(lineWidth:)") { shape, a in
            shape.openedStroke(lineWidth: try a["lineWidth"])
        }
        method((any Shape).self, "stroke(style:)") { shape, a in
            shape.openedStroke(strokeStyle: try a["style"])
        }
        method((any InsettableShape).self, "strokeBorder(_:lineWidth:)") { shape, a in
            shape.openedStrokeBorder(try a["content"] as any ShapeStyle, lineWidth: try a["lineWidth"])
        }
        method((any InsettableShape).self, "strokeBorder(_:style:)") { shape, a in
            shape.openedStrokeBorder(try a["content"] as any ShapeStyle, strokeStyle: try a["style"])
        }
        method((any InsettableShape).self, "strokeBorder(style:)") { shape, a in
            shape.openedStrokeBorder(strokeStyle: try a["style"])
        }
        method((any InsettableShape).self, "strokeBorder(lineWidth:)") { shape, a in
            shape.openedStrokeBorder(lineWidth: try a["lineWidth"])
        }
    }

    /// `FillStyle`, `StrokeStyle`, line caps and joins, and dash arrays.
    private func registerFillAndStrokeStyles() {
        type("FillStyle", FillStyle.self)
        initializer("FillStyle(eoFill:antialiased:)") {
            FillStyle(eoFill: try $0["eoFill"], antialiased: try $0["antialiased"])
        }
        type("StrokeStyle", StrokeStyle.self)
        initializer("StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)") {
            StrokeStyle(
                lineWidth: try $0["lineWidth"], lineCap: try $0["lineCap"], lineJoin: try $0["lineJoin"],
                miterLimit: try $0["miterLimit"], dash: try $0["dash"],
                dashPhase: try $0["dashPhase"])
        }
        type("CGLineCap", CGLineCap.self)
        staticValues(
            "CGLineCap", ["butt": { CGLineCap.butt }, "round": { CGLineCap.round }, "square": { CGLineCap.square }])
        type("CGLineJoin", CGLineJoin.self)
        staticValues(
            "CGLineJoin", ["miter": { CGLineJoin.miter }, "round": { CGLineJoin.round }, "bevel": { CGLineJoin.bevel }])
        converters["[CGFloat]"] = { value, interpreter, _ in
            guard case .array(let items) = value else { return nil }
            let numbers = items.compactMap { interpreter.numeric($0).map { CGFloat($0) } }
            return numbers.count == items.count ? numbers : nil
        }
    }
}
