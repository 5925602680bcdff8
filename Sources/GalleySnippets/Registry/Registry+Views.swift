import Foundation
import GalleyUI

extension Registry {
    /// Containers, layout views, shapes and images.
    func registerViews() {
        registerViewConverters()
        registerStacksAndGrids()
        registerLazyStacksAndGrids()
        registerSpacersAndGroups()
        registerScrollAndGeometryViews()
        registerForEach()
        registerLists()
        registerShapes()
        registerImages()
    }

    /// Parameters that take a view: `some View`, `AnyView` and `Text`.
    private func registerViewConverters() {
        converters["some View"] = { value, interpreter, node in try? interpreter.view(from: value, at: node) }
        converters["AnyView"] = converters["some View"]
        converters["Text"] = { value, _, _ in
            if case .native(let text as Text) = value { return text }
            return nil
        }
    }

    /// `VStack`, `HStack`, `Grid`, `GridRow` and `ZStack`.
    private func registerStacksAndGrids() {
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
    }

    /// `LazyVStack`, `LazyHStack`, `LazyVGrid` and `GridItem`.
    private func registerLazyStacksAndGrids() {
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
    }

    /// `Spacer`, `Divider`, `EmptyView`, `Group` and `AnyView`.
    private func registerSpacersAndGroups() {
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
    }

    /// `ScrollView`, `ViewThatFits` and `GeometryReader`.
    private func registerScrollAndGeometryViews() {
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
    }

    /// `Image`, its methods and `Image.Scale`.
    private func registerImages() {
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
}
