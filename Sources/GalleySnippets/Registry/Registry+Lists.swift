import Foundation
import GalleyUI

extension Registry {
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

    /// Lists and outlines, forms and sections, navigation and tab containers, disclosure
    /// groups, and list styles.
    func registerLists() {
        registerListsAndOutlines()
        registerFormsAndSections()
        registerNavigationContainers()
        registerDisclosureGroups()
        registerListStyles()
    }

    /// `List`, `OutlineGroup` and `OutlineRow`.
    private func registerListsAndOutlines() {
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
    }

    /// `Form` and `Section`'s forms.
    private func registerFormsAndSections() {
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
    }

    /// `NavigationView`, `NavigationStack` and `TabView`.
    private func registerNavigationContainers() {
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
    }

    /// `DisclosureGroup`'s forms.
    private func registerDisclosureGroups() {
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
    }

    /// List styles: `.insetGrouped`, `PlainListStyle()`…
    private func registerListStyles() {
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
}
