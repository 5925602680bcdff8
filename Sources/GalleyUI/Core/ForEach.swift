/// Creates views from the elements of a collection; a stack lays out each one.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    /// The collection the views are made from.
    public var data: Data
    /// Makes the view of one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    /// Views for the elements of `data`, identified by the `id` key path.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        data.flatMap { element in
            let nodes = context.resolve(content(element))
            // SwiftUI tags each element's views with its id: a `Picker` or `TabView` over a
            // `ForEach` without `.tag` selects by that id. A nested ForEach's own id wins.
            let tag = AnyHashable(element[keyPath: id])
            for node in nodes where node.implicitTag == nil { node.implicitTag = tag }
            return nodes
        }
    }
}
