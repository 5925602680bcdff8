import Foundation
import GalleyUI

extension Registry {
    /// Alignment, edges, points, angles and sizes.
    func registerGeometry() {
        type("Alignment", Alignment.self)
        staticValues(
            "Alignment",
            [
                "center": { Alignment.center }, "leading": { Alignment.leading }, "trailing": { Alignment.trailing },
                "top": { Alignment.top }, "bottom": { Alignment.bottom }, "topLeading": { Alignment.topLeading },
                "topTrailing": { Alignment.topTrailing }, "bottomLeading": { Alignment.bottomLeading },
                "bottomTrailing": { Alignment.bottomTrailing },
            ])
        initializer("Alignment", "(horizontal: HorizontalAlignment, vertical: VerticalAlignment)") {
            Alignment(horizontal: try $0[0], vertical: try $0[1])
        }
        type("HorizontalAlignment", HorizontalAlignment.self)
        staticValues(
            "HorizontalAlignment",
            [
                "leading": { HorizontalAlignment.leading }, "center": { HorizontalAlignment.center },
                "trailing": { HorizontalAlignment.trailing },
            ])
        type("VerticalAlignment", VerticalAlignment.self)
        staticValues(
            "VerticalAlignment",
            [
                "top": { VerticalAlignment.top }, "center": { VerticalAlignment.center },
                "bottom": { VerticalAlignment.bottom },
                "firstTextBaseline": { VerticalAlignment.firstTextBaseline },
                "lastTextBaseline": { VerticalAlignment.lastTextBaseline },
            ])
        type("Edge", Edge.self)
        staticValues(
            "Edge",
            [
                "top": { Edge.top }, "leading": { Edge.leading }, "bottom": { Edge.bottom },
                "trailing": { Edge.trailing },
            ])
        type("Edge.Set", Edge.Set.self)
        staticValues(
            "Edge.Set",
            [
                "top": { Edge.Set.top }, "leading": { Edge.Set.leading }, "bottom": { Edge.Set.bottom },
                "trailing": { Edge.Set.trailing },
                "horizontal": { Edge.Set.horizontal }, "vertical": { Edge.Set.vertical }, "all": { Edge.Set.all },
            ])
        let edgeSet = converters["Edge.Set"]!
        converters["Edge.Set"] = { value, interpreter, node in
            // `[.top, .leading]` is an option set literal.
            if case .array(let items) = value {
                var set: Edge.Set = []
                for item in items {
                    guard let edges = try interpreter.convert(item, to: "Edge.Set", at: node) as? Edge.Set else {
                        return nil
                    }
                    set.formUnion(edges)
                }
                return set
            }
            return try edgeSet(value, interpreter, node)
        }
        type("VerticalEdge", VerticalEdge.self)
        staticValues("VerticalEdge", ["top": { VerticalEdge.top }, "bottom": { VerticalEdge.bottom }])
        type("HorizontalEdge", HorizontalEdge.self)
        staticValues(
            "HorizontalEdge", ["leading": { HorizontalEdge.leading }, "trailing": { HorizontalEdge.trailing }])
        type("UnitPoint", UnitPoint.self)
        staticValues(
            "UnitPoint",
            [
                "zero": { UnitPoint.zero }, "center": { UnitPoint.center }, "leading": { UnitPoint.leading },
                "trailing": { UnitPoint.trailing }, "top": { UnitPoint.top }, "bottom": { UnitPoint.bottom },
                "topLeading": { UnitPoint.topLeading }, "topTrailing": { UnitPoint.topTrailing },
                "bottomLeading": { UnitPoint.bottomLeading }, "bottomTrailing": { UnitPoint.bottomTrailing },
            ])
        initializer("UnitPoint", "(x: CGFloat, y: CGFloat)") { UnitPoint(x: try $0[0], y: try $0[1]) }
        type("Angle", Angle.self)
        staticFunction("Angle", "degrees", "(_ degrees: Double)") { Angle.degrees(try $0[0]) }
        staticFunction("Angle", "radians", "(_ radians: Double)") { Angle.radians(try $0[0]) }
        staticValue("Angle", "zero", Angle.zero)
        initializer("Angle", "(degrees: Double)") { Angle(degrees: try $0[0]) }
        initializer("Angle", "(radians: Double)") { Angle(radians: try $0[0]) }
        type("Axis", Axis.self)
        staticValues("Axis", ["horizontal": { Axis.horizontal }, "vertical": { Axis.vertical }])
        type("Axis.Set", Axis.Set.self)
        staticValues("Axis.Set", ["horizontal": { Axis.Set.horizontal }, "vertical": { Axis.Set.vertical }])
        let axisSet = converters["Axis.Set"]!
        converters["Axis.Set"] = { value, interpreter, node in
            if case .array(let items) = value {
                var set: Axis.Set = []
                for item in items {
                    guard let axes = try interpreter.convert(item, to: "Axis.Set", at: node) as? Axis.Set else {
                        return nil
                    }
                    set.formUnion(axes)
                }
                return set
            }
            return try axisSet(value, interpreter, node)
        }
        type("EdgeInsets", EdgeInsets.self)
        initializer(
            "EdgeInsets", "(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0)"
        ) {
            EdgeInsets(top: try $0[0], leading: try $0[1], bottom: try $0[2], trailing: try $0[3])
        }
        type("CGSize", CGSize.self)
        initializer("CGSize", "(width: CGFloat, height: CGFloat)") {
            CGSize(width: try $0[0] as CGFloat, height: try $0[1] as CGFloat)
        }
        staticValue("CGSize", "zero", CGSize.zero)
        property(CGSize.self, "width") { Double($0.width) }
        property(CGSize.self, "height") { Double($0.height) }
        type("CGPoint", CGPoint.self)
        initializer("CGPoint", "(x: CGFloat, y: CGFloat)") { CGPoint(x: try $0[0] as CGFloat, y: try $0[1] as CGFloat) }
        staticValue("CGPoint", "zero", CGPoint.zero)
        property(CGPoint.self, "x") { Double($0.x) }
        property(CGPoint.self, "y") { Double($0.y) }
        type("CGRect", CGRect.self)
        initializer("CGRect", "(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)") {
            CGRect(
                x: try $0[0] as CGFloat, y: try $0[1] as CGFloat, width: try $0[2] as CGFloat,
                height: try $0[3] as CGFloat)
        }
        let edges: [(String, @Sendable (CGRect) -> CGFloat)] = [
            ("width", { $0.width }), ("height", { $0.height }), ("minX", { $0.minX }),
            ("minY", { $0.minY }), ("midX", { $0.midX }), ("midY", { $0.midY }), ("maxX", { $0.maxX }),
            ("maxY", { $0.maxY }),
        ]
        for (name, read) in edges {
            property(CGRect.self, name) { Double(read($0)) }
        }
        property(CGRect.self, "size") { $0.size }
        property(CGRect.self, "origin") { $0.origin }

        type("GeometryProxy", GeometryProxy.self)
        property(GeometryProxy.self, "size") { $0.size }
        property(GeometryProxy.self, "safeAreaInsets") { $0.safeAreaInsets }
        method(GeometryProxy.self, "frame", "(in coordinateSpace: CoordinateSpace)") { $0.frame(in: try $1[0]) }
        type("ViewDimensions", ViewDimensions.self)
        property(ViewDimensions.self, "width") { Double($0.width) }
        property(ViewDimensions.self, "height") { Double($0.height) }
        type("CoordinateSpace", CoordinateSpace.self)
        staticValues("CoordinateSpace", ["local": { CoordinateSpace.local }, "global": { CoordinateSpace.global }])
        staticFunction("CoordinateSpace", "named", "(_ name: String)") { CoordinateSpace.named(try $0[0]) }
    }
}
