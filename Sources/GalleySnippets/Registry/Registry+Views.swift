import Foundation
import GalleyUI

extension Registry {
    /// Containers, layout views, shapes and images.
    func registerViews() {
        converters["some View"] = { value, interpreter, node in try? interpreter.view(from: value, at: node) }
        converters["AnyView"] = converters["some View"]
        converters["Text"] = { value, _, _ in
            if case .native(let text as Text) = value { return text }
            return nil
        }
        let content = "@ViewBuilder content: () -> some View"
        view("VStack", "(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, \(content))") { a in
            VStack(alignment: try a[0], spacing: a.optional(1)) { a.view(2) }
        }
        view("HStack", "(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, \(content))") { a in
            HStack(alignment: try a[0], spacing: a.optional(1)) { a.view(2) }
        }
        view(
            "Grid",
            "(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, \(content))"
        ) { a in
            Grid(alignment: try a[0], horizontalSpacing: a.optional(1), verticalSpacing: a.optional(2)) { a.view(3) }
        }
        view("GridRow", "(alignment: VerticalAlignment? = nil, \(content))") { a in
            GridRow(alignment: a.optional(0)) { a.view(1) }
        }
        view("ZStack", "(alignment: Alignment = .center, \(content))") { a in ZStack(alignment: try a[0]) { a.view(1) }
        }
        view(
            "LazyVStack",
            "(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any = nil, \(content))"
        ) { a in
            LazyVStack(alignment: try a[0], spacing: a.optional(1)) { a.view(3) }
        }
        view(
            "LazyHStack",
            "(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any = nil, \(content))"
        ) { a in
            LazyHStack(alignment: try a[0], spacing: a.optional(1)) { a.view(3) }
        }
        view(
            "LazyVGrid",
            "(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any = nil, \(content))"
        ) { a in
            LazyVGrid(columns: try a[0], alignment: try a[1], spacing: a.optional(2)) { a.view(4) }
        }
        type("GridItem", GridItem.self)
        converters["[GridItem]"] = arrayConverter("GridItem")
        initializer(
            "GridItem", "(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)"
        ) {
            GridItem(try $0[0], spacing: $0.optional(1), alignment: $0.optional(2))
        }
        type("GridItem.Size", GridItem.Size.self)
        staticFunction("GridItem.Size", "flexible", "(minimum: CGFloat = 10, maximum: CGFloat = .infinity)") {
            GridItem.Size.flexible(minimum: try $0[0], maximum: try $0[1])
        }
        staticFunction("GridItem.Size", "fixed", "(_ size: CGFloat)") { GridItem.Size.fixed(try $0[0]) }
        staticFunction("GridItem.Size", "adaptive", "(minimum: CGFloat, maximum: CGFloat = .infinity)") {
            GridItem.Size.adaptive(minimum: try $0[0], maximum: try $0[1])
        }
        view("Spacer", "(minLength: CGFloat? = nil)") { Spacer(minLength: $0.optional(0)) }
        view("Divider", "()") { _ in Divider() }
        view("EmptyView", "()") { _ in EmptyView() }
        view("Group", "(\(content))") { a in Group { a.view(0) } }
        view("AnyView", "(_ view: some View)") { a in a.view(0) }
        view("ScrollView", "(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, \(content))") { a in
            ScrollView(try a[0], showsIndicators: try a[1]) { a.view(2) }
        }
        view("ViewThatFits", "(in axes: Axis.Set = [.horizontal, .vertical], \(content))") { a in
            ViewThatFits(in: try a[0]) { a.view(1) }
        }
        view("GeometryReader", "(@ViewBuilder content: (GeometryProxy) -> some View)") { a in
            let make: ViewFunction = try a[0]
            return GeometryReader { proxy in AnyView(erasing: make.call(.native(proxy))) }
        }
        registerForEach()
        registerLists()
        registerShapes()

        type("Image", Image.self)
        view("Image", "(systemName: String)") { Image(systemName: try $0[0]) }
        view("Image", "(_ name: String)") { Image(try $0[0] as String) }
        method(Image.self, "resizable", "(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Any = nil)") { image, _ in
            image.resizable()
        }
        method(Image.self, "renderingMode", "(_ mode: Any)") { image, _ in image }
        method(Image.self, "symbolRenderingMode", "(_ mode: Any)") { image, _ in image }
        method(Image.self, "interpolation", "(_ interpolation: Any)") { image, _ in image }
        method(Image.self, "antialiased", "(_ isAntialiased: Bool)") { image, _ in image }
        type("Image.Scale", Image.Scale.self)
        staticValues(
            "Image.Scale",
            ["small": { Image.Scale.small }, "medium": { Image.Scale.medium }, "large": { Image.Scale.large }])
    }

    private func registerForEach() {
        // ForEach runs its closure now, so that an error inside it is reported where it is.
        let forEach = { @Sendable (a: Arguments, data: Value, id: Value?, function: Value) throws -> any View in
            let interpreter = a.interpreter
            let elements = try interpreter.elements(of: data, at: a.node)
            try interpreter.budget.countViews(elements.count, at: a.node)
            let rows = try elements.enumerated().map { index, element in
                let view = try interpreter.view(
                    from: try interpreter.callFunction(function, [element], builder: true, at: a.node), at: a.node)
                let identity = try interpreter.identity(of: element, keyPath: id, at: a.node)
                return IdentifiedRow(
                    id: identity ?? AnyHashable(UnhashablePosition(index: index)), view: AnyView(erasing: view))
            }
            // GalleyUI's ForEach tags each row with its id, as SwiftUI does, for pickers
            // and tab views whose options have no `.tag`.
            return ForEach(rows, id: \.id) { $0.view }
        }
        view("ForEach", "(_ data: Any, id: Any, content: (Any) -> Any)") { a in
            try forEach(a, try a[0], try a[1] as Value, try a[2])
        }
        view("ForEach", "(_ data: Any, content: (Any) -> Any)") { a in try forEach(a, try a[0], nil, try a[1]) }
    }

    /// One element's view with its id, for GalleyUI's `ForEach`.
    private struct IdentifiedRow {
        var id: AnyHashable
        var view: AnyView
    }

    /// The id of an element that is not hashable here: its position, which no tag equals.
    private struct UnhashablePosition: Hashable {
        var index: Int
    }

    /// The rows of an outline, collapsed: each element of `data`, marked expandable when
    /// the `children` key path gives it any.
    private static func outlineRows(_ a: Arguments, data: Value, children: Value, content: Value) throws -> any View {
        let interpreter = a.interpreter
        guard case .keyPath(let path) = children else {
            throw EvaluationError("'children:' takes a key path, such as \\.children", at: a.node(of: 1))
        }
        let elements = try interpreter.elements(of: data, at: a.node)
        try interpreter.budget.countViews(elements.count, at: a.node)
        return interpreter.combine(
            try elements.map { element in
                var nested = element
                for name in path { nested = try interpreter.instanceMember(name, of: nested, at: a.node) ?? .null }
                let row = try interpreter.view(
                    from: try interpreter.callFunction(content, [element], builder: true, at: a.node), at: a.node)
                return OutlineRow(isExpandable: !nested.isNull) { AnyView(erasing: row) }
            })
    }

    private func registerLists() {
        let content = "@ViewBuilder content: () -> some View"
        view("List", "(\(content))") { a in List { a.view(0) } }
        view("List", "(_ data: Any, children: Any, rowContent: (Any) -> Any)") { a in
            let rows = try Self.outlineRows(a, data: try a[0], children: try a[1], content: try a[2])
            return List { AnyView(erasing: rows) }
        }
        view("OutlineGroup", "(_ data: Any, children: Any, content: (Any) -> Any)") { a in
            try Self.outlineRows(a, data: try a[0], children: try a[1], content: try a[2])
        }
        view("OutlineRow", "(isExpandable: Bool, \(content))") { a in
            OutlineRow(isExpandable: try a[0]) { a.view(1) }
        }
        view("List", "(_ data: Any, id: Any = nil, rowContent: (Any) -> Any)") { a in
            let rows = try a.interpreter.callOverloads(
                self.types["ForEach"]!.initializers, named: "ForEach", receiver: nil,
                [
                    Argument(label: nil, value: try a[0], node: a.node),
                    Argument(label: "content", value: try a[2], node: a.node),
                ],
                at: a.node, kind: "initializer")
            let view = try a.interpreter.view(from: rows, at: a.node)
            return List { AnyView(erasing: view) }
        }
        view("Form", "(\(content))") { a in Form { a.view(0) } }
        view("Section", "(\(content))") { a in Section { a.view(0) } }
        view("Section", "(_ title: String, \(content))") { a in Section(try a[0] as String) { a.view(1) } }
        view("Section", "(header: some View, \(content))") { a in Section(header: a.view(0)) { a.view(1) } }
        view("Section", "(header: some View, footer: some View, \(content))") { a in
            Section(header: a.view(0), footer: a.view(1)) { a.view(2) }
        }
        view("Section", "(footer: some View, \(content))") { a in Section(footer: a.view(0)) { a.view(1) } }
        view("Section", "(\(content), @ViewBuilder header: () -> some View)") { a in
            Section {
                a.view(0)
            } header: {
                a.view(1)
            }
        }
        view("Section", "(\(content), @ViewBuilder header: () -> some View, @ViewBuilder footer: () -> some View)") {
            a in
            Section {
                a.view(0)
            } header: {
                a.view(1)
            } footer: {
                a.view(2)
            }
        }
        view("Section", "(\(content), @ViewBuilder footer: () -> some View)") { a in
            Section {
                a.view(0)
            } footer: {
                a.view(1)
            }
        }
        view("NavigationView", "(\(content))") { a in NavigationView { a.view(0) } }
        view("NavigationStack", "(path: Any = nil, @ViewBuilder root: () -> some View)") { a in
            NavigationStack { a.view(1) }
        }
        view("TabView", "(selection: Any = nil, \(content))") { a in TabView { a.view(1) } }
        view("DisclosureGroup", "(_ title: String, \(content))") { a in
            DisclosureGroup(try a[0] as String) { a.view(1) }
        }
        view("DisclosureGroup", "(_ title: String, isExpanded: Binding<Bool>, \(content))") { a in
            DisclosureGroup(try a[0] as String, isExpanded: try a[1]) { a.view(2) }
        }
        view("DisclosureGroup", "(\(content), @ViewBuilder label: () -> some View)") { a in
            DisclosureGroup {
                a.view(0)
            } label: {
                a.view(1)
            }
        }
        view("DisclosureGroup", "(isExpanded: Binding<Bool>, \(content), @ViewBuilder label: () -> some View)") { a in
            DisclosureGroup(isExpanded: try a[0]) {
                a.view(1)
            } label: {
                a.view(2)
            }
        }
        type("some ListStyle", (any ListStyle).self, implicitHost: "ListStyle")
        staticValues(
            "ListStyle",
            [
                "insetGrouped": { InsetGroupedListStyle() }, "grouped": { GroupedListStyle() },
                "plain": { PlainListStyle() },
                "automatic": { DefaultListStyle() }, "inset": { InsetListStyle() }, "sidebar": { SidebarListStyle() },
            ])
        let styles: [(String, @Sendable () -> any ListStyle)] = [
            ("InsetGroupedListStyle", { InsetGroupedListStyle() }),
            ("GroupedListStyle", { GroupedListStyle() }),
            ("PlainListStyle", { PlainListStyle() }), ("DefaultListStyle", { DefaultListStyle() }),
            ("InsetListStyle", { InsetListStyle() }),
            ("SidebarListStyle", { SidebarListStyle() }),
        ]
        for (name, style) in styles {
            initializer(name, "()") { _ in style() }
        }
    }

    private func registerShapes() {
        type("some Shape", (any Shape).self, implicitHost: "Shape")
        type("Shape", (any Shape).self)
        view("Rectangle", "()") { _ in Rectangle() }
        view("Circle", "()") { _ in Circle() }
        view("Ellipse", "()") { _ in Ellipse() }
        view("Capsule", "(style: RoundedCornerStyle = .circular)") { Capsule(style: try $0[0]) }
        view("ContainerRelativeShape", "()") { _ in ContainerRelativeShape() }
        view("RoundedRectangle", "(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)") {
            RoundedRectangle(cornerRadius: try $0[0], style: try $0[1])
        }
        view("RoundedRectangle", "(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)") {
            RoundedRectangle(cornerSize: try $0[0], style: try $0[1])
        }
        type("RoundedCornerStyle", RoundedCornerStyle.self)
        staticValues(
            "RoundedCornerStyle",
            ["circular": { RoundedCornerStyle.circular }, "continuous": { RoundedCornerStyle.continuous }])
        staticValues(
            "Shape",
            ["rect": { Rectangle() }, "circle": { Circle() }, "capsule": { Capsule() }, "ellipse": { Ellipse() }])
        staticFunction("Shape", "rect", "(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)") {
            RoundedRectangle(cornerRadius: try $0[0], style: try $0[1])
        }
        staticFunction("Shape", "capsule", "(style: RoundedCornerStyle)") { Capsule(style: try $0[0]) }
        staticFunction("Shape", "rect", "(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)") {
            RoundedRectangle(cornerSize: try $0[0], style: try $0[1])
        }
        // Shape modifiers: still shapes, so `.stroke` and `.fill` follow them.
        method((any Shape).self, "trim", "(from: CGFloat = 0, to: CGFloat = 1)") { shape, a in
            shape.openedTrim(from: try a[0], to: try a[1])
        }
        method((any Shape).self, "rotation", "(_ angle: Angle, anchor: UnitPoint = .center)") { shape, a in
            shape.openedRotation(try a[0], anchor: try a[1])
        }
        method((any Shape).self, "offset", "(x: CGFloat = 0, y: CGFloat = 0)") { shape, a in
            shape.openedOffset(CGSize(width: try a[0] as CGFloat, height: try a[1] as CGFloat))
        }
        method((any Shape).self, "offset", "(_ offset: CGSize)") { shape, a in shape.openedOffset(try a[0]) }
        method((any Shape).self, "scale", "(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)") {
            shape, a in
            shape.openedScale(CGSize(width: try a[0] as CGFloat, height: try a[1] as CGFloat), anchor: try a[2])
        }
        method((any Shape).self, "scale", "(_ scale: CGFloat, anchor: UnitPoint = .center)") { shape, a in
            let scale: CGFloat = try a[0]
            return shape.openedScale(CGSize(width: scale, height: scale), anchor: try a[1])
        }
        let shapeStyle = "_ content: some ShapeStyle"
        method((any Shape).self, "fill", "(\(shapeStyle), style: FillStyle = FillStyle())") { shape, a in
            shape.openedFill(try a[0] as any ShapeStyle, style: try a[1])
        }
        method((any Shape).self, "fill", "(style: FillStyle = FillStyle())") { shape, a in
            shape.openedFill(style: try a[0])
        }
        method((any Shape).self, "stroke", "(\(shapeStyle), lineWidth: CGFloat = 1)") { shape, a in
            shape.openedStroke(try a[0] as any ShapeStyle, lineWidth: try a[1])
        }
        method((any Shape).self, "stroke", "(\(shapeStyle), style: StrokeStyle)") { shape, a in
            shape.openedStroke(try a[0] as any ShapeStyle, strokeStyle: try a[1])
        }
        method((any Shape).self, "stroke", "(lineWidth: CGFloat = 1)") { shape, a in
            shape.openedStroke(lineWidth: try a[0])
        }
        method((any Shape).self, "stroke", "(style: StrokeStyle)") { shape, a in
            shape.openedStroke(strokeStyle: try a[0])
        }
        method((any InsettableShape).self, "strokeBorder", "(\(shapeStyle), lineWidth: CGFloat = 1)") { shape, a in
            shape.openedStrokeBorder(try a[0] as any ShapeStyle, lineWidth: try a[1])
        }
        method((any InsettableShape).self, "strokeBorder", "(\(shapeStyle), style: StrokeStyle)") { shape, a in
            shape.openedStrokeBorder(try a[0] as any ShapeStyle, strokeStyle: try a[1])
        }
        method((any InsettableShape).self, "strokeBorder", "(lineWidth: CGFloat = 1)") { shape, a in
            shape.openedStrokeBorder(lineWidth: try a[0])
        }
        type("FillStyle", FillStyle.self)
        initializer("FillStyle", "(eoFill: Bool = false, antialiased: Bool = true)") {
            FillStyle(eoFill: try $0[0], antialiased: try $0[1])
        }
        type("StrokeStyle", StrokeStyle.self)
        initializer(
            "StrokeStyle",
            "(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0)"
        ) {
            StrokeStyle(
                lineWidth: try $0[0], lineCap: try $0[1], lineJoin: try $0[2], miterLimit: try $0[3], dash: try $0[4],
                dashPhase: try $0[5])
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
