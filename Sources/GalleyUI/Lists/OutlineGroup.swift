import Foundation

/// A row of an outline (``OutlineGroup``, `List(_:children:)`): its content, and for a row
/// with children the disclosure chevron at the trailing edge, in the accent colour and
/// pointing right, since outlines start collapsed as in SwiftUI.
public struct OutlineRow<Content: View>: View {
    let isExpandable: Bool
    let content: Content

    public init(isExpandable: Bool, @ViewBuilder content: () -> Content) {
        self.isExpandable = isExpandable
        self.content = content()
    }

    public var body: some View {
        HStack {
            content
            Spacer(minLength: 0)
            if isExpandable {
                Image(systemName: "chevron.right")
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(TintShapeStyle())
            }
        }
    }
}

/// A tree of rows: each top-level element, collapsed, a chevron marking those with
/// children (`children` is nil for a leaf).
public struct OutlineGroup<Data: RandomAccessCollection, Leaf: View>: View where Data.Element: Identifiable {
    let data: Data
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.children = children
        self.content = content
    }

    public var body: some View {
        ForEach(data) { element in
            OutlineRow(isExpandable: element[keyPath: children] != nil) { content(element) }
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree: its top-level elements as rows, collapsed (see ``OutlineGroup``).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, RowContent>, Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }
}
