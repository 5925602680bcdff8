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
        view(
            "VStack(alignment:spacing:content:)",
            example: #"""
                VStack(alignment: .leading, spacing: 4) {
                    Text("Title").font(.headline)
                    Text("Subtitle").foregroundStyle(.secondary)
                }
                """#
        ) { a in
            VStack(alignment: try a["alignment"], spacing: a.optional("spacing")) { a.view("content") }
        }
        view(
            "HStack(alignment:spacing:content:)",
            example: #"""
                HStack(alignment: .top, spacing: 12) {
                    Image(systemName: "sun.max")
                    Text("Sunny all day")
                }
                """#
        ) { a in
            HStack(alignment: try a["alignment"], spacing: a.optional("spacing")) { a.view("content") }
        }
        view(
            "Grid(alignment:horizontalSpacing:verticalSpacing:content:)",
            example: #"""
                Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                    GridRow {
                        Text("Plan").font(.headline)
                        Text("Storage").font(.headline)
                        Text("Price").font(.headline).gridColumnAlignment(.trailing)
                    }
                    Divider()
                    GridRow {
                        Text("Basic")
                        Text("50 GB")
                        Text("$0.99")
                    }
                    GridRow {
                        Text("Family")
                        Text("2 TB")
                        Text("$9.99")
                    }
                    GridRow {
                        Text("Storage is shared with everyone in the plan.")
                            .font(.caption)
                            .gridCellColumns(3)
                    }
                }
                .padding()
                """#
        ) { a in
            Grid(
                alignment: try a["alignment"], horizontalSpacing: a.optional("horizontalSpacing"),
                verticalSpacing: a.optional("verticalSpacing")
            ) { a.view("content") }
        }
        view(
            "GridRow(alignment:content:)",
            example: #"""
                Grid {
                    GridRow {
                        Color.red.frame(width: 40, height: 40)
                        Color.green.frame(width: 60, height: 40)
                    }
                    GridRow(alignment: .top) {
                        Color.blue.frame(width: 50, height: 20)
                        Color.orange.frame(width: 30, height: 30)
                    }
                }
                """#
        ) { a in
            GridRow(alignment: a.optional("alignment")) { a.view("content") }
        }
        view(
            "ZStack(alignment:content:)",
            example: #"""
                ZStack(alignment: .bottomTrailing) {
                    Rectangle().fill(.blue).frame(width: 100, height: 60)
                    Text("New").foregroundStyle(.white).padding(4)
                }
                """#
        ) { a in ZStack(alignment: try a["alignment"]) { a.view("content") }
        }
        view(
            "LazyVStack(alignment:spacing:pinnedViews:content:)",
            example: #"""
                LazyVStack(alignment: .leading, spacing: 4) {
                    ForEach(1...3, id: \.self) { number in
                        Text("Row \(number)")
                    }
                }
                """#
        ) { a in
            LazyVStack(alignment: try a["alignment"], spacing: a.optional("spacing")) { a.view("content") }
        }
        view(
            "LazyHStack(alignment:spacing:pinnedViews:content:)",
            example: #"""
                LazyHStack(spacing: 8) {
                    ForEach(1...4, id: \.self) { number in
                        Text("\(number)")
                    }
                }
                """#
        ) { a in
            LazyHStack(alignment: try a["alignment"], spacing: a.optional("spacing")) { a.view("content") }
        }
        view(
            "LazyVGrid(columns:alignment:spacing:pinnedViews: Any content:)",
            example: #"""
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                    ForEach(1...4, id: \.self) { number in
                        Text("Cell \(number)")
                    }
                }
                """#
        ) { a in
            LazyVGrid(columns: try a["columns"], alignment: try a["alignment"], spacing: a.optional("spacing")) {
                a.view("content")
            }
        }
        type("GridItem", GridItem.self)
        converters["[GridItem]"] = arrayConverter("GridItem")
        initializer("GridItem(_:spacing:alignment:)") {
            GridItem(try $0["size"], spacing: $0.optional("spacing"), alignment: $0.optional("alignment"))
        }
        type("GridItem.Size", GridItem.Size.self)
        staticFunction("GridItem.Size", "flexible(minimum:maximum:)") {
            GridItem.Size.flexible(minimum: try $0["minimum"], maximum: try $0["maximum"])
        }
        staticFunction("GridItem.Size", "fixed(_:)") { GridItem.Size.fixed(try $0["size"]) }
        staticFunction("GridItem.Size", "adaptive(minimum:maximum:)") {
            GridItem.Size.adaptive(minimum: try $0["minimum"], maximum: try $0["maximum"])
        }
        view(
            "Spacer(minLength:)",
            example: #"""
                HStack {
                    Text("Left")
                    Spacer()
                    Text("Right")
                }
                .padding()
                """#
        ) { Spacer(minLength: $0.optional("minLength")) }
        view(
            "Divider()",
            example: #"""
                VStack {
                    Text("Above")
                    Divider()
                    Text("Below")
                }
                """#
        ) { _ in Divider() }
        view(
            "EmptyView()",
            example: #"""
                HStack {
                    Text("Before")
                    EmptyView()
                    Text("After")
                }
                """#
        ) { _ in EmptyView() }
        view(
            "Group(content:)",
            example: #"""
                VStack {
                    Group {
                        Text("One")
                        Text("Two")
                    }
                    .foregroundStyle(.blue)
                }
                """#
        ) { a in Group { a.view("content") } }
        view(
            "AnyView(_:)",
            example: #"""
                let showIcon = true
                AnyView(showIcon ? AnyView(Image(systemName: "star.fill")) : AnyView(Text("No icon")))
                    .foregroundStyle(.orange)
                """#
        ) { a in a.view("view") }
        view(
            "ScrollView(_:showsIndicators:content:)",
            example: #"""
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(1...5, id: \.self) { number in
                            Text("Item \(number)")
                        }
                    }
                }
                """#
        ) { a in
            ScrollView(try a["axes"], showsIndicators: try a["showsIndicators"]) { a.view("content") }
        }
        view(
            "ViewThatFits(in:content:)",
            example: #"""
                ViewThatFits {
                    Text("A long title that needs room")
                    Text("Short")
                }
                """#
        ) { a in
            ViewThatFits(in: try a["axes"]) { a.view("content") }
        }
        view(
            "GeometryReader(content:)",
            example: #"""
                GeometryReader { proxy in
                    Text("Width: \(Int(proxy.size.width))")
                }
                .frame(height: 40)
                """#
        ) { a in
            let make: ViewFunction = try a["content"]
            return GeometryReader { proxy in AnyView(erasing: make.call(.native(proxy))) }
        }
        registerForEach()
        registerLists()
        registerShapes()

        type("Image", Image.self)
        view(
            "Image(systemName:)",
            example: #"""
                HStack(spacing: 16) {
                    Image(systemName: "heart.fill")
                    Image(systemName: "star")
                }
                .font(.title)
                """#
        ) { Image(systemName: try $0["systemName"]) }
        view("Image(_:)") { Image(try $0["name"] as String) }
        method(Image.self, "resizable(capInsets:resizingMode:)") { image, _ in
            image.resizable()
        }
        method(Image.self, "renderingMode(_: Any)") { image, _ in image }
        method(Image.self, "symbolRenderingMode(_: Any)") { image, _ in image }
        method(Image.self, "interpolation(_:)") { image, _ in image }
        method(Image.self, "antialiased(_:)") { image, _ in image }
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
        view(
            "ForEach(_:id: Any content:)",
            example: #"""
                VStack(alignment: .leading) {
                    ForEach(["Apples", "Pears", "Plums"], id: \.self) { fruit in
                        Text(fruit)
                    }
                }
                """#
        ) { a in
            try forEach(a, try a["data"], try a["id"] as Value, try a["content"])
        }
        view("ForEach(_: Any content: (Any) -> Any)") { a in try forEach(a, try a["data"], nil, try a["content"]) }
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
            throw EvaluationError("'children:' takes a key path, such as \\.children", at: a.node(of: "children"))
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
        view(
            "List(content:)",
            example: #"""
                List {
                    Text("Milk")
                    Text("Eggs")
                    Text("Bread")
                }
                """#
        ) { a in List { a.view("content") } }
        view("List(_:children: Any rowContent:)") { a in
            let rows = try Self.outlineRows(
                a, data: try a["data"], children: try a["children"], content: try a["rowContent"])
            return List { AnyView(erasing: rows) }
        }
        view(
            "OutlineGroup(_:children: Any content:)",
            example: #"""
                struct Folder: Identifiable {
                    let id: String
                    var children: [Folder]? = nil
                }
                let tree = [
                    Folder(id: "Components", children: [Folder(id: "Card.swift")]),
                    Folder(id: "Package.swift"),
                ]
                List {
                    OutlineGroup(tree, children: \.children) { folder in
                        Label(folder.id, systemImage: folder.children == nil ? "doc" : "folder")
                    }
                }
                .frame(height: 150)
                """#
        ) { a in
            try Self.outlineRows(a, data: try a["data"], children: try a["children"], content: try a["content"])
        }
        view(
            "OutlineRow(isExpandable:content:)",
            example: #"""
                List {
                    OutlineRow(isExpandable: true) { Label("Sources", systemImage: "folder") }
                    OutlineRow(isExpandable: false) { Label("README.md", systemImage: "doc") }
                }
                .frame(height: 150)
                """#
        ) { a in
            OutlineRow(isExpandable: try a["isExpandable"]) { a.view("content") }
        }
        view("List(_:id: Any rowContent:)") { a in
            let rows = try a.interpreter.callOverloads(
                self.types["ForEach"]!.initializers, named: "ForEach", receiver: nil,
                [
                    Argument(label: nil, value: try a["data"], node: a.node),
                    Argument(label: "content", value: try a["rowContent"], node: a.node),
                ],
                at: a.node, kind: "initializer")
            let view = try a.interpreter.view(from: rows, at: a.node)
            return List { AnyView(erasing: view) }
        }
        view(
            "Form(content:)",
            example: #"""
                Form {
                    Toggle("Notifications", isOn: .constant(true))
                    TextField("Name", text: .constant("Jane"))
                }
                """#
        ) { a in Form { a.view("content") } }
        view(
            "Section(content:)",
            example: #"""
                List {
                    Section("Fruit") {
                        Text("Apples")
                        Text("Pears")
                    }
                }
                """#
        ) { a in Section { a.view("content") } }
        view("Section(_:content:)") { a in Section(try a["title"] as String) { a.view("content") } }
        view("Section(header:content:)") { a in Section(header: a.view("header")) { a.view("content") } }
        view("Section(header:footer:content:)") { a in
            Section(header: a.view("header"), footer: a.view("footer")) { a.view("content") }
        }
        view("Section(footer:content:)") { a in Section(footer: a.view("footer")) { a.view("content") } }
        view("Section(content:header:)") { a in
            Section {
                a.view("content")
            } header: {
                a.view("header")
            }
        }
        view("Section(content:header:footer:)") {
            a in
            Section {
                a.view("content")
            } header: {
                a.view("header")
            } footer: {
                a.view("footer")
            }
        }
        view("Section(content:footer:)") { a in
            Section {
                a.view("content")
            } footer: {
                a.view("footer")
            }
        }
        view(
            "NavigationView(content:)",
            example: #"""
                NavigationView {
                    Text("Welcome")
                        .navigationBarTitle("Home")
                }
                """#
        ) { a in NavigationView { a.view("content") } }
        view(
            "NavigationStack(path:root:)",
            example: #"""
                NavigationStack {
                    Text("Welcome")
                        .navigationTitle("Home")
                }
                """#
        ) { a in
            NavigationStack { a.view("root") }
        }
        view(
            "TabView(selection: Any content:)",
            example: #"""
                TabView {
                    Text("Home")
                        .tabItem { Label("Home", systemImage: "house") }
                    Text("Profile")
                        .tabItem { Label("Profile", systemImage: "person") }
                }
                """#
        ) { a in TabView { a.view("content") } }
        view("DisclosureGroup(_:content:)") { a in
            DisclosureGroup(try a["title"] as String) { a.view("content") }
        }
        view("DisclosureGroup(_:isExpanded:content:)") { a in
            DisclosureGroup(try a["title"] as String, isExpanded: try a["isExpanded"]) { a.view("content") }
        }
        view("DisclosureGroup(content:label:)") { a in
            DisclosureGroup {
                a.view("content")
            } label: {
                a.view("label")
            }
        }
        view("DisclosureGroup(isExpanded:content:label:)") { a in
            DisclosureGroup(isExpanded: try a["isExpanded"]) {
                a.view("content")
            } label: {
                a.view("label")
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
            initializer("\(name)()") { _ in style() }
        }
    }

    private func registerShapes() {
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
