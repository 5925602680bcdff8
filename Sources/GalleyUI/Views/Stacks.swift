import Foundation

/// Arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            StackNode(
                axis: .horizontal, alignment: alignment.key, spacing: spacing, typeName: "HStack",
                environment: context.environment, children: context.resolve(content))
        ]
    }
}

/// Arranges its children in a vertical line.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            StackNode(
                axis: .vertical, alignment: alignment.key, spacing: spacing, typeName: "VStack",
                environment: context.environment, children: context.resolve(content))
        ]
    }
}

/// A vertical stack that iOS builds lazily; a still picture lays it out like `VStack`.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVStack: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            StackNode(
                axis: .vertical, alignment: alignment.key, spacing: spacing, typeName: "LazyVStack",
                environment: context.environment, children: context.resolve(content))
        ]
    }
}

/// A horizontal stack that iOS builds lazily; a still picture lays it out like `HStack`.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHStack: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            StackNode(
                axis: .horizontal, alignment: alignment.key, spacing: spacing, typeName: "LazyHStack",
                environment: context.environment, children: context.resolve(content))
        ]
    }
}

/// Overlays its children, aligned on `alignment`.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            ZStackNode(
                alignment: alignment, environment: context.environment,
                children: context.resolve(content))
        ]
    }
}
