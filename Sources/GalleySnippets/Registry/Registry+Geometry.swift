import Foundation
import GalleyUI

extension Registry {
    /// Alignment, edges, points, angles and sizes.
    func registerGeometry() {
        registerAlignments()
        registerEdges()
        registerUnitPointsAndAngles()
        registerAxes()
        registerSizesPointsAndRects()
        registerGeometryReaderTypes()
    }

    /// `Alignment`, `HorizontalAlignment` and `VerticalAlignment`.
    private func registerAlignments() {
        type("Alignment", Alignment.self)
        staticValues(
            "Alignment",
            [
                "center": { Alignment.center }, "leading": { Alignment.leading }, "trailing": { Alignment.trailing },
                "top": { Alignment.top }, "bottom": { Alignment.bottom }, "topLeading": { Alignment.topLeading },
                "topTrailing": { Alignment.topTrailing }, "bottomLeading": { Alignment.bottomLeading },
                "bottomTrailing": { Alignment.bottomTrailing },
            ])
        initializer("Alignment(horizontal:vertical:)") {
            Alignment(horizontal: try $0["horizontal"], vertical: try $0["vertical"])
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
    }

    /// `Edge`, `Edge.Set` (also as an array literal), `VerticalEdge` and `HorizontalEdge`.
    private func registerEdges() {
        type("Edge", Edge.self)
        staticValues(
            "Edge",
            [
                "top": { Edge.top }, "leading": { Edge.leading }, "bottom": { Edge.bottom },
                "trailing": { Edge.trailing },
            ])
        type("Edge.Set", Edge.Set.self)
        initializer("Edge.Set(_:)") { Edge.Set(try $0["edge"] as Edge) }
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
    }

    /// `UnitPoint` and `Angle`.
    private func registerUnitPointsAndAngles() {
        type("UnitPoint", UnitPoint.self)
        staticValues(
            "UnitPoint",
            [
                "zero": { UnitPoint.zero }, "center": { UnitPoint.center }, "leading": { UnitPoint.leading },
                "trailing": { UnitPoint.trailing }, "top": { UnitPoint.top }, "bottom": { UnitPoint.bottom },
                "topLeading": { UnitPoint.topLeading }, "topTrailing": { UnitPoint.topTrailing },
                "bottomLeading": { UnitPoint.bottomLeading }, "bottomTrailing": { UnitPoint.bottomTrailing },
            ])
        initializer("UnitPoint(x:y:)") { UnitPoint(x: try $0["x"], y: try $0["y"]) }
        type("Angle", Angle.self)
        staticFunction("Angle", "degrees(_:)") { Angle.degrees(try $0["degrees"]) }
        staticFunction("Angle", "radians(_:)") { Angle.radians(try $0["radians"]) }
        staticValue("Angle", "zero", Angle.zero)
        initializer("Angle()") { _ in Angle() }
        initializer("Angle(degrees:)") { Angle(degrees: try $0["degrees"]) }
        initializer("Angle(radians:)") { Angle(radians: try $0["radians"]) }
    }

    /// `Axis` and `Axis.Set` (also as an array literal).
    private func registerAxes() {
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
    }

    /// `EdgeInsets`, `CGSize`, `CGPoint` and `CGRect`.
    private func registerSizesPointsAndRects() {
        type("EdgeInsets", EdgeInsets.self)
        initializer("EdgeInsets(top:leading:bottom:trailing:)") {
            EdgeInsets(
                top: try $0["top"], leading: try $0["leading"], bottom: try $0["bottom"], trailing: try $0["trailing"])
        }
        type("CGSize", CGSize.self)
        initializer("CGSize(width:height:)") {
            CGSize(width: try $0["width"] as CGFloat, height: try $0["height"] as CGFloat)
        }
        staticValue("CGSize", "zero", CGSize.zero)
        property(CGSize.self, "width") { Double($0.width) }
        property(CGSize.self, "height") { Double($0.height) }
        type("CGPoint", CGPoint.self)
        initializer("CGPoint(x:y:)") { CGPoint(x: try $0["x"] as CGFloat, y: try $0["y"] as CGFloat) }
        staticValue("CGPoint", "zero", CGPoint.zero)
        property(CGPoint.self, "x") { Double($0.x) }
        property(CGPoint.self, "y") { Double($0.y) }
        type("CGRect", CGRect.self)
        initializer("CGRect(x:y:width:height:)") {
            CGRect(
                x: try $0["x"] as CGFloat, y: try $0["y"] as CGFloat, width: try $0["width"] as CGFloat,
                height: try $0["height"] as CGFloat)
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
    }

    /// `GeometryProxy`, `ViewDimensions` and `CoordinateSpace`.
    private func registerGeometryReaderTypes() {
        type("GeometryProxy", GeometryProxy.self)
        property(GeometryProxy.self, "size") { $0.size }
        property(GeometryProxy.self, "safeAreaInsets") { $0.safeAreaInsets }
        method(GeometryProxy.self, "frame(in:)") { $0.frame(in: try $1["coordinateSpace"]) }
        type("ViewDimensions", ViewDimensions.self)
        property(ViewDimensions.self, "width") { Double($0.width) }
        property(ViewDimensions.self, "height") { Double($0.height) }
        type("CoordinateSpace", CoordinateSpace.self)
        staticValues("CoordinateSpace", ["local": { CoordinateSpace.local }, "global": { CoordinateSpace.global }])
        staticFunction("CoordinateSpace", "named(_:)") { CoordinateSpace.named(try $0["name"]) }
    }
}
