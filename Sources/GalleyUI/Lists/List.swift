import Foundation

/// Rows of content in sections, scrolled vertically; inset grouped by default.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row per element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension List: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        var rows = context
        rows.environment.isInList = true
        return [
            ListLayoutBuilder(context: context).list(typeName: "List", content: rows.resolve(content))
        ]
    }
}

/// A form: a list of controls, inset grouped.
public struct Form<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Form: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.listAppearance = .insetGrouped
        return [
            ListLayoutBuilder(context: inner).list(typeName: "Form", content: inner.resolve(content))
        ]
    }
}
